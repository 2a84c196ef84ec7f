import { KeyRound, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PASSWORD_MIN } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { PageHeader } from "@web/components/ui/PageHeader";
import { TextField } from "@web/components/ui/TextField";
import { ApiFailure, failureMessage, fieldErrors } from "@web/lib/api";
import { paths } from "@web/lib/paths";
import { useSession } from "@web/lib/session";
import { PasswordField } from "@web/components/password/PasswordField";
import { requestPasswordReset, resetPassword } from "./api";

/**
 * "Forgot your password?": without a token, asks for the email and sends a link; the link from the email
 * (through the server, which checks it first) comes back here with `?token=`, and the new password is chosen.
 * An expired or used link comes back with `?error=INVALID_TOKEN`.
 */
export default function ResetPasswordScreen() {
  const params = new URLSearchParams(window.location.search);
  const token = params.get("token");
  const expired = params.get("error") !== null;
  return (
    <>
      <PageHeader
        title={token ? "Choose a new password" : "Forgot your password?"}
        lede={
          token
            ? "Choose a password you do not use anywhere else. Every other device signed in to your account is signed out."
            : "Tell us the email address of your account and we will send you a link to choose a new password."
        }
      />
      <div className="mx-auto max-w-md px-4 pb-16">
        <Card className="p-6 sm:p-8">{token ? <NewPasswordForm token={token} /> : <RequestLinkForm expired={expired} />}</Card>
      </div>
    </>
  );
}

function RequestLinkForm({ expired }: { expired: boolean }) {
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

function NewPasswordForm({ token }: { token: string }) {
  const { login } = useSession();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [linkError, setLinkError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return setError(`Use at least ${PASSWORD_MIN} characters for your password.`);
    setSending(true);
    try {
      await resetPassword({ token, newPassword: password });
      setDone(true);
    } catch (caught) {
      const fields = fieldErrors(caught);
      if (fields.newPassword) setError(fields.newPassword);
      else if (caught instanceof ApiFailure && caught.code === "invalid_token")
        setLinkError("This link has expired or was already used.");
      else setLinkError(failureMessage(caught));
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="text-center">
        <KeyRound aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="mt-3 text-xl font-semibold">Your password is changed</h2>
        <p className="mt-2 text-muted">Every other device was signed out. Sign in with your new password.</p>
        <Button size="lg" className="mt-6" onClick={login}>
          Login
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PasswordField
        label="New password"
        purpose="new"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        error={error}
      />
      {linkError ? (
        <p role="alert" className="text-sm text-danger">
          {linkError}{" "}
          <a href={paths.resetPassword} className="font-semibold underline">
            Ask for a new link
          </a>
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? "Saving…" : "Save my new password"}
      </Button>
    </form>
  );
}
