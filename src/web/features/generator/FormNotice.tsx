import { Button } from "@web/components/ui/Button";

/** A message about the form (log in first, fill every field), under its fields. */
export function FormNotice({ message, login, onLogin }: { message: string; login?: boolean; onLogin(): void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-accent-soft p-4">
      <p className="font-semibold">{message}</p>
      {login ? (
        <Button size="sm" onClick={onLogin}>
          Login
        </Button>
      ) : null}
    </div>
  );
}
