import { Download, LogOut, MonitorSmartphone, ShieldCheck, Trash2, UserRound } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import type { AccountOverview, AccountSession } from "@shared/schemas/account";
import { PASSWORD_MIN } from "@shared/schemas/limits";
import { Button } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { Dialog, DialogClose } from "@web/components/ui/Dialog";
import { ApiFailure, failureMessage, fieldErrors } from "@web/lib/api";
import { resendVerification } from "@web/lib/auth-api";
import { paths } from "@web/lib/paths";
import { publicConfig } from "@web/lib/public-config";
import { useSession } from "@web/lib/session";
import { PasswordField } from "@web/components/password/PasswordField";
import { AccessTokensSection } from "./AccessTokensSection";
import { AccountSection } from "./AccountSection";
import { changePassword, deleteAccount, EXPORT_URL, fetchAccount, signOutOthers } from "./api";
import { LOADING_TEXT } from "./texts";

/** The signed-in traveller's account: who they are, their password, where they are signed in, their data. */
export default function SignedInAccount({ onDeleted }: { onDeleted: () => void }) {
  const [account, setAccount] = useState<AccountOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const load = () => {
    setError(null);
    setLoads((count) => count + 1);
  };
  useEffect(() => {
    let live = true;
    fetchAccount().then(
      (found) => live && setAccount(found),
      (caught: unknown) => live && setError(failureMessage(caught)),
    );
    return () => {
      live = false;
    };
  }, [loads]);

  if (error) {
    return (
      <Card role="alert" className="p-6 text-center">
        <p>{error}</p>
        <Button variant="secondary" className="mt-4" onClick={load}>
          Retry
        </Button>
      </Card>
    );
  }
  if (!account) {
    return (
      <p role="status" className="text-center text-muted">
        {LOADING_TEXT}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Details account={account} />
      {account.hasPassword ? <PasswordSection onChanged={load} /> : null}
      <SessionsSection account={account} onChange={setAccount} />
      <AccountSection icon={<Download aria-hidden="true" className="size-5" />} title="Your data">
        <p className="text-muted">
          A file with everything {publicConfig.appName} stores about you: your account, your itineraries, the costs of your trips,
          your questions to the assistant, your messages to us and the names of your access tokens.
        </p>
        <a
          href={EXPORT_URL}
          download
          className="mt-4 inline-flex h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 text-sm font-semibold hover:bg-surface-2"
        >
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </a>
      </AccountSection>
      {/* For an assistant's MCP connection: a developer's setting, after the traveller's own. */}
      <AccessTokensSection />
      <DeleteSection account={account} onDeleted={onDeleted} />
    </div>
  );
}

const PROVIDER_NAMES: Record<string, string> = { google: "Google", github: "GitHub" };
const providerName = (id: string) =>
  PROVIDER_NAMES[id] ?? publicConfig.auth.providers.find((provider) => provider.id === id)?.name ?? id;

/** Beside "Not confirmed": the confirmation link sent again, and what happened. */
function ConfirmAgain({ email }: { email: string }) {
  const [state, setState] = useState<{ busy: boolean; said?: string }>({ busy: false });
  const send = () => {
    setState({ busy: true });
    resendVerification(email)
      .then(() => setState({ busy: false, said: "We sent the link again: open it to confirm your address." }))
      .catch((error: unknown) => setState({ busy: false, said: failureMessage(error) }));
  };
  return (
    <>
      <Button variant="ghost" size="sm" disabled={state.busy} onClick={send}>
        Send the link again
      </Button>
      <span role="status" className="w-full text-sm text-muted">
        {state.said}
      </span>
    </>
  );
}

function Details({ account }: { account: AccountOverview }) {
  const methods = [...(account.hasPassword ? ["Email and password"] : []), ...account.providers.map(providerName)];
  return (
    <AccountSection icon={<UserRound aria-hidden="true" className="size-5" />} title="Your details">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm font-semibold text-muted">Name</dt>
        <dd>{account.user.name}</dd>
        <dt className="text-sm font-semibold text-muted">Email</dt>
        <dd className="flex flex-wrap items-center gap-2 break-all">
          {account.user.email}
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
            {account.user.emailVerified ? "Confirmed" : "Not confirmed"}
          </span>
          {account.user.emailVerified ? null : <ConfirmAgain email={account.user.email} />}
        </dd>
        <dt className="text-sm font-semibold text-muted">Sign in with</dt>
        <dd>{methods.join(", ")}</dd>
        <dt className="text-sm font-semibold text-muted">Member since</dt>
        <dd>{formatDate(account.user.createdAt)}</dd>
      </dl>
      {account.hasPassword ? null : (
        <p className="mt-4 text-sm text-muted">
          To add a password, choose{" "}
          <a href={paths.resetPassword} className="font-semibold text-primary underline">
            Forgot your password?
          </a>{" "}
          and follow the link we email you.
        </p>
      )}
    </AccountSection>
  );
}

function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [changed, setChanged] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
    setChanged(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.currentPassword) missing.currentPassword = "Enter your current password.";
    if (values.newPassword.length < PASSWORD_MIN)
      missing.newPassword = `Use at least ${PASSWORD_MIN} characters for your password.`;
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setSending(true);
    try {
      await changePassword(values);
      setValues({ currentPassword: "", newPassword: "" });
      setChanged(true);
      onChanged(); // the other sessions are gone
    } catch (caught) {
      const fields = fieldErrors(caught);
      if (caught instanceof ApiFailure && caught.code === "invalid_password")
        setErrors({ currentPassword: "That password is not right." });
      else setErrors(Object.keys(fields).length > 0 ? fields : { form: failureMessage(caught) });
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountSection icon={<ShieldCheck aria-hidden="true" className="size-5" />} title="Password">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-sm flex-col gap-4">
        <PasswordField
          label="Current password"
          purpose="current"
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
        />
        <PasswordField
          label="New password"
          purpose="new"
          value={values.newPassword}
          onChange={set("newPassword")}
          error={errors.newPassword}
        />
        <p className="text-sm text-muted">Changing it signs you out on every other device.</p>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <div role="status">
          {changed ? <p className="text-sm font-semibold text-success">Your password is changed.</p> : null}
        </div>
        <Button type="submit" disabled={sending} className="self-start">
          {sending ? "Saving…" : "Change password"}
        </Button>
      </form>
    </AccountSection>
  );
}

function SessionsSection({ account, onChange }: { account: AccountOverview; onChange: (account: AccountOverview) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = account.sessions.filter((session) => !session.current).length;

  async function signOutEverywhereElse() {
    setBusy(true);
    setError(null);
    try {
      onChange(await signOutOthers());
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection icon={<MonitorSmartphone aria-hidden="true" className="size-5" />} title="Where you are signed in">
      <ul className="divide-y divide-border">
        {[...account.sessions]
          .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
          .map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span className="font-medium">{describeDevice(session)}</span>
              <span className="text-sm text-muted">
                {session.current ? (
                  <strong className="text-success">This device</strong>
                ) : (
                  `Last active ${formatDate(session.lastSeenAt)}`
                )}
              </span>
            </li>
          ))}
      </ul>
      <Button variant="secondary" className="mt-4" disabled={busy || others === 0} onClick={() => void signOutEverywhereElse()}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out everywhere else
      </Button>
      <div role="status" className="mt-2 text-sm text-muted">
        {others === 0 ? "You are signed in on this device only." : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </AccountSection>
  );
}

function DeleteSection({ account, onDeleted }: { account: AccountOverview; onDeleted: () => void }) {
  const { refresh } = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (account.hasPassword && !password) return setError("Enter your password.");
    setSending(true);
    try {
      await deleteAccount(account.hasPassword ? password : undefined);
      setOpen(false);
      onDeleted();
      await refresh();
    } catch (caught) {
      setError(fieldErrors(caught).password ?? failureMessage(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountSection icon={<Trash2 aria-hidden="true" className="size-5" />} title="Delete your account">
      <p className="text-muted">
        This removes your account, your saved itineraries and your questions to the assistant, and signs you out everywhere.
        Messages you sent us are kept without your name or email. It cannot be undone.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
          setPassword("");
        }}
        title="Delete your account?"
        description={
          account.hasPassword
            ? "Enter your password to confirm. Everything stored with your account is removed."
            : "Everything stored with your account is removed. If you signed in more than 15 minutes ago, you will be asked to sign in again first."
        }
      >
        <form noValidate onSubmit={(event) => void confirm(event)} className="mt-5 flex flex-col gap-4">
          {account.hasPassword ? (
            <PasswordField
              label="Password"
              purpose="current"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              error={error}
            />
          ) : error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={sending}>
              {sending ? "Deleting…" : "Delete my account"}
            </Button>
          </div>
        </form>
      </Dialog>
    </AccountSection>
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });
const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

/** "Firefox on Linux": enough to tell sessions apart, from the browser's own description of itself. */
export function describeDevice(session: Pick<AccountSession, "userAgent">): string {
  const agent = session.userAgent ?? "";
  const browser =
    [
      ["Edge", /Edg\//],
      ["Firefox", /Firefox\//],
      ["Chrome", /Chrome\//],
      ["Safari", /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? "A browser";
  const system =
    [
      ["Android", /Android/],
      ["iPhone", /iPhone/],
      ["iPad", /iPad/],
      ["Windows", /Windows/],
      ["macOS", /Mac OS X/],
      ["Linux", /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? null;
  return system ? `${browser} on ${system}` : (browser as string);
}
