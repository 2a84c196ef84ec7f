import { LogIn } from "lucide-react";
import { Button } from "./Button";
import { Card } from "./Card";
import { cn } from "./cn";

interface LoginPromptProps {
  title: string;
  text?: string;
  onLogin: () => void;
  /** An invisible, inert copy that only takes the prompt's room (see LoadingInPlace). */
  placeholder?: boolean;
}

/** Logged out (or the session ended) on a page for signed-in travellers: an invitation to log in, not an error. */
export function LoginPrompt({ title, text, onLogin, placeholder = false }: LoginPromptProps) {
  return (
    <Card
      className={cn("mx-auto max-w-xl p-8 text-center", placeholder && "invisible col-start-1 row-start-1 w-full")}
      aria-hidden={placeholder || undefined}
      inert={placeholder}
    >
      <LogIn aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-2xl font-semibold">{title}</h2>
      {text ? <p className="mt-2 text-muted">{text}</p> : null}
      <Button size="lg" className="mt-6" onClick={onLogin}>
        Login
      </Button>
    </Card>
  );
}

/**
 * A loading line in a box exactly the size of the login prompt (an invisible copy sits underneath): a
 * logged-out visitor's page then does not move when the session check answers (Lighthouse counted that jump
 * as layout shift).
 */
export function LoadingInPlace({ text, prompt }: { text: string; prompt: Omit<LoginPromptProps, "onLogin" | "placeholder"> }) {
  return (
    <div className="grid">
      <LoginPrompt {...prompt} onLogin={noop} placeholder />
      <p role="status" className="col-start-1 row-start-1 self-center text-center text-muted">
        {text}
      </p>
    </div>
  );
}

const noop = () => undefined;
