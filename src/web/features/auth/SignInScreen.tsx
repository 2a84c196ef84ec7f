import { KeyRound, LogIn, MailCheck } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { signInSchema, signUpSchema } from "@shared/schemas/auth";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { TextField } from "@web/components/ui/TextField";
import { ApiFailure, failureMessage, fieldErrors } from "@web/lib/api";
import { broadcastAuth, failureReason, SIGN_IN_PATH } from "@web/lib/auth-channel";
import { publicConfig } from "@web/lib/public-config";
import { resendVerification } from "@web/lib/auth-api";
import { signInWithEmail, startProviderSignIn } from "./api";
import { ResetLinkForm } from "@web/components/password/ResetLinkForm";
import { PasswordStrength } from "@web/components/password/PasswordStrength";

type Mode = "sign-in" | "sign-up";
type Field = "name" | "email" | "password";
type Errors = Partial<Record<Field | "form", string>>;

/**
 * The sign-in popup: one button per configured identity provider and the local account form. When it is done
 * it tells the page that opened it (BroadcastChannel) and closes itself.
 */
export default function SignInScreen() {
  const params = new URLSearchParams(window.location.search);
  const attempt = params.get("attempt") ?? "";
  const returned = params.get("status") === "done" ? "done" : params.has("error") ? "error" : null;
  /** Sent here by a confirmation link, which confirms the address but signs nobody in. */
  const confirmed = returned === null && params.has("confirmed");
  const { providers, localAccounts } = publicConfig.auth;

  useEffect(() => {
    if (!returned) return;
    broadcastAuth(
      returned === "done"
        ? { type: "signed-in", attempt }
        : { type: "failed", attempt, reason: failureReason(params.get("error")) },
    );
    // Closes the popup; a tab opened by hand stays and shows the outcome.
    window.close();
    // Runs once, for the page the provider sent us back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="flex min-h-dvh items-start justify-center bg-bg px-4 py-8 sm:items-center">
      <Card className="w-full max-w-sm p-6">
        <div className="mb-5 flex items-center gap-3">
          <img src="/illustrations/favicon.svg" alt="" width={40} height={40} className="size-10" />
          <div>
            <h1 className="text-2xl font-bold">Sign in to {publicConfig.appName}</h1>
            <p className="text-sm text-muted">Save itineraries and chat with the assistant.</p>
          </div>
        </div>
        {returned === "done" ? (
          <Finished />
        ) : (
          <>
            {returned === "error" ? (
              <p role="alert" className="mb-4 rounded-xl bg-accent-soft px-3 py-2 text-sm">
                {failureReason(params.get("error"))}
              </p>
            ) : null}
            {confirmed ? (
              <p role="status" className="mb-4 rounded-xl bg-surface-2 px-3 py-2 text-sm">
                Your email address is confirmed. Sign in to continue.
              </p>
            ) : null}
            {providers.length > 0 ? <ProviderButtons attempt={attempt} /> : null}
            {providers.length > 0 && localAccounts ? (
              <p className="my-5 flex items-center gap-3 text-xs tracking-wide text-muted uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
                or with email
              </p>
            ) : null}
            {localAccounts ? <LocalAccountForm attempt={attempt} /> : null}
            {providers.length === 0 && !localAccounts ? <p role="alert">Sign-in is not set up on this server yet.</p> : null}
          </>
        )}
      </Card>
    </main>
  );
}

function Finished() {
  return (
    <div role="status">
      <p className="font-semibold">You are signed in.</p>
      <p className="mt-1 text-sm text-muted">You can close this window.</p>
      <a href="/" className="mt-4 inline-block text-sm font-semibold text-primary underline">
        Go to the home page
      </a>
    </div>
  );
}

function ProviderButtons({ attempt }: { attempt: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(provider: string) {
    setBusy(provider);
    setError(null);
    const back = `${SIGN_IN_PATH}?attempt=${encodeURIComponent(attempt)}`;
    try {
      const { url } = await startProviderSignIn({
        provider,
        callbackURL: `${back}&status=done`,
        errorCallbackURL: back,
        disableRedirect: true,
      });
      window.location.assign(url);
    } catch (caught) {
      setBusy(null);
      setError(failureMessage(caught));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {publicConfig.auth.providers.map((provider) => (
        <Button key={provider.id} variant="secondary" size="lg" disabled={busy !== null} onClick={() => void start(provider.id)}>
          <KeyRound aria-hidden="true" className="size-5" />
          {busy === provider.id ? `Opening ${provider.name}…` : `Continue with ${provider.name}`}
        </Button>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LocalAccountForm({ attempt }: { attempt: string }) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [values, setValues] = useState({ name: "", email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  /** The address a confirmation link went to: the account exists but is not confirmed yet. */
  const [confirming, setConfirming] = useState<string | null>(null);
  /** "Forgot your password?" asks for the link here: the popup keeps its bare layout. */
  const [forgot, setForgot] = useState(false);
  const ids = { name: useId(), email: useId(), password: useId(), form: useId() };

  function switchMode(next: Mode) {
    setMode(next);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = (mode === "sign-up" ? signUpSchema : signInSchema).safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(ids[(Object.keys(found)[0] as Field | undefined) ?? "email"])?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await signInWithEmail(mode, parsed.data);
      // Email confirmation required: sign-up creates the account (or tells its owner) and signs no one in.
      if (answer.token === null) {
        setSending(false);
        setConfirming(parsed.data.email);
        return;
      }
      // The same ending as a provider's: the "done" page tells the opener and closes.
      window.location.replace(`${SIGN_IN_PATH}?attempt=${encodeURIComponent(attempt)}&status=done`);
    } catch (caught) {
      setSending(false);
      if (caught instanceof ApiFailure && caught.code === "email_not_verified") return setConfirming(parsed.data.email);
      const fields = fieldErrors(caught);
      setErrors(fields.password || fields.email || fields.name ? fields : { form: formError(caught) });
    }
  }

  if (confirming) return <CheckYourEmail email={confirming} onBack={() => setConfirming(null)} />;
  if (forgot)
    return (
      <div>
        <h2 className="mb-1 text-lg font-semibold">Forgot your password?</h2>
        <p className="mb-4 text-sm text-muted">We will send a link to choose a new one to the address of your account.</p>
        <ResetLinkForm />
        <Button variant="ghost" className="mt-3" onClick={() => setForgot(false)}>
          Back to sign in
        </Button>
      </div>
    );

  const field = (name: Field, label: string, props: { type: string; autoComplete: string; maxLength: number }) => (
    <TextField
      id={ids[name]}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      {...props}
    />
  );

  return (
    <div>
      <div role="group" aria-label="Account" className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-surface-2 p-1">
        {(["sign-in", "sign-up"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => switchMode(option)}
            className={cn(
              "h-9 rounded-full text-sm font-semibold transition-colors",
              mode === option ? "bg-surface text-text shadow-card" : "text-muted hover:text-text",
            )}
          >
            {option === "sign-in" ? "I have an account" : "I'm new here"}
          </button>
        ))}
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={errors.form ? ids.form : undefined}
        className="flex flex-col gap-3"
      >
        {mode === "sign-up" ? field("name", "Name", { type: "text", autoComplete: "name", maxLength: NAME_MAX }) : null}
        {field("email", "Email", { type: "email", autoComplete: "email", maxLength: EMAIL_MAX })}
        {field("password", "Password", {
          type: "password",
          autoComplete: mode === "sign-up" ? "new-password" : "current-password",
          maxLength: PASSWORD_MAX,
        })}
        {mode === "sign-up" ? (
          <PasswordStrength password={values.password} userInputs={[values.name, values.email]} />
        ) : (
          <button
            type="button"
            onClick={() => setForgot(true)}
            className="self-start text-sm font-semibold text-primary underline"
          >
            Forgot your password?
          </button>
        )}
        {errors.form ? (
          <p id={ids.form} role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={sending} className="mt-1">
          <LogIn aria-hidden="true" className="size-5" />
          {mode === "sign-up" ? "Create account" : "Sign in"}
        </Button>
      </form>
    </div>
  );
}

/** After sign-up (or an early sign-in) when the address must be confirmed first. */
function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const [resent, setResent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await resendVerification(email);
      setResent("We sent the link again.");
    } catch (caught) {
      setResent(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-xl font-semibold">Check your email</h2>
      <p className="mt-2 text-muted">
        We sent a link to <strong className="break-all text-text">{email}</strong>. Open it to confirm your address, then sign in.
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void resend()}>
          Send the link again
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {resent}
      </p>
    </div>
  );
}

function formError(caught: unknown): string {
  if (!(caught instanceof ApiFailure)) return failureMessage(caught);
  if (caught.code === "invalid_email_or_password") return "The email or password is not right.";
  if (caught.code.startsWith("user_already_exists")) return "An account with this email already exists. Sign in instead.";
  if (caught.status === 429) return "Too many attempts. Please wait a minute and try again.";
  return caught.message;
}
