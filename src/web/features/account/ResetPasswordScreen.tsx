import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { PASSWORD_MIN } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ApiFailure, failureMessage, fieldErrors } from "@web/lib/api";
import { paths } from "@web/lib/paths";
import { useSession } from "@web/lib/session";
import { PasswordField } from "@web/components/password/PasswordField";
import { ResetLinkForm } from "@web/components/password/ResetLinkForm";
import { resetPassword } from "./api";

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
        <Card className="p-6 sm:p-8">{token ? <NewPasswordForm token={token} /> : <ResetLinkForm expired={expired} />}</Card>
      </div>
    </>
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
