import { LogIn } from "lucide-react";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";

export const LOADING_TEXT = "Loading your itineraries...";

/**
 * The loading text, in a box exactly the size of the login prompt (an invisible, inert copy of it sits
 * underneath): a logged-out visitor's page then does not move when the session check answers, and the
 * footer below stays put (Lighthouse counted that jump as layout shift).
 */
export function Loading() {
  return (
    <div className="grid">
      <LoginPrompt onLogin={noop} placeholder />
      <p role="status" className="col-start-1 row-start-1 self-center text-center text-muted">
        {LOADING_TEXT}
      </p>
    </div>
  );
}

const noop = () => undefined;

/** Logged out (or the session ended): an invitation to log in, not an error. */
export function LoginPrompt({ onLogin, placeholder = false }: { onLogin: () => void; placeholder?: boolean }) {
  return (
    <Card
      className={cn("mx-auto max-w-xl p-8 text-center", placeholder && "invisible col-start-1 row-start-1 w-full")}
      aria-hidden={placeholder || undefined}
      inert={placeholder}
    >
      <LogIn aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-2xl font-semibold">Log in to see your itineraries</h2>
      <p className="mt-2 text-muted">Itineraries you generate are saved here, ready to read, download or print.</p>
      <Button size="lg" className="mt-6" onClick={onLogin}>
        Login
      </Button>
    </Card>
  );
}
