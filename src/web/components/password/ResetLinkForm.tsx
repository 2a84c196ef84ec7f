import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/Button";
import { TextField } from "@web/components/ui/TextField";
import { failureMessage, fieldErrors } from "@web/lib/api";
import { requestPasswordReset } from "@web/lib/auth-api";

/**
 * "Forgot your password?": asks for the address and sends the link. On the reset page, and inside the sign-in
 * popup, which keeps its bare layout (the site's frame does not fit in it).
 */
export function ResetLinkForm({ expired = false }: { expired?: boolean }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError("Enter your email address.");
    setSending(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(fieldErrors(caught).email ?? failureMessage(caught));
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="mt-3 text-xl font-semibold">Check your email</h2>
        <p className="mt-2 text-muted">
          If an account uses <strong className="text-text">{sentTo}</strong>, we have sent it a link. It works once, for 1 hour.
        </p>
        <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
          Use another address
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {expired ? (
        <p role="alert" className="rounded-xl bg-accent-soft px-3 py-2 text-sm">
          That link has expired or was already used. Ask for a new one below.
        </p>
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? "Sending…" : "Send me a link"}
      </Button>
    </form>
  );
}
