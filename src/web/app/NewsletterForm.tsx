import { useId, useState, type FormEvent } from "react";
import { EMAIL_MAX } from "@shared/schemas/limits";
import { Button } from "../components/ui/Button";
import { failureMessage, postJson } from "../lib/api";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "error"; message: string };

/** Footer newsletter box: the server validates and stores each address once. */
export function NewsletterForm() {
  const inputId = useId();
  const statusId = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: "sending" });
    try {
      await postJson("/api/newsletter", { email: email.trim() });
      setStatus({ kind: "done" });
      setEmail("");
    } catch (error) {
      setStatus({
        kind: "error",
        message: failureMessage(error),
      });
    }
  }

  return (
    <form onSubmit={subscribe} className="mt-3 flex flex-col gap-2" noValidate={false}>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === "error"}
          aria-describedby={statusId}
          className="h-11 min-w-48 flex-1 rounded-full border border-border bg-bg px-4 text-sm"
        />
        <Button type="submit" disabled={status.kind === "sending"}>
          Subscribe
        </Button>
      </div>
      <p id={statusId} role="status" className="min-h-5 text-sm">
        {status.kind === "done" ? <span className="text-success">Thanks for subscribing!</span> : null}
        {status.kind === "error" ? <span className="text-danger">{status.message}</span> : null}
      </p>
    </form>
  );
}
