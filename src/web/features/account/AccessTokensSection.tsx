import { KeyRound, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import {
  ACCESS_TOKEN_NAME_MAX,
  type AccessTokenScope,
  type AccessTokenSummary,
  type CreatedAccessToken,
} from "@shared/schemas/access-tokens";
import { Button } from "@web/components/ui/Button";
import { CopyField } from "@web/components/ui/CopyField";
import { labelClass } from "@web/components/ui/form";
import { TextField } from "@web/components/ui/TextField";
import { failureMessage, fieldErrors } from "@web/lib/api";
import { longDate } from "@web/lib/dates";
import { publicConfig } from "@web/lib/public-config";
import { AccountSection } from "./AccountSection";
import { createAccessToken, fetchAccessTokens, revokeAccessToken } from "./api";

const SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: "Read: see trips, plan and propose changes",
  write: "Write: also apply changes and save plans",
};

/**
 * Personal access tokens for an AI assistant's MCP connection (docs/mcp.md): make one (its secret shown once, to
 * copy), list them, revoke one.
 */
export function AccessTokensSection() {
  const [tokens, setTokens] = useState<AccessTokenSummary[] | null>(null);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<AccessTokenScope>("read");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const scopeId = useId();

  useEffect(() => {
    let live = true;
    fetchAccessTokens().then(
      (found) => live && setTokens(found),
      (caught: unknown) => live && setErrors({ form: failureMessage(caught) }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: "Please give the token a name (such as the app that will use it)." });
    setBusy(true);
    setErrors({});
    try {
      const made = await createAccessToken({ name, scope });
      setCreated(made);
      setName("");
      setTokens((current) => [...(current ?? []), { ...made, lastUsedAt: null }]);
    } catch (caught) {
      const fields = fieldErrors(caught);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: failureMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: AccessTokenSummary) {
    setBusy(true);
    setErrors({});
    try {
      await revokeAccessToken(token.id);
      setTokens((current) => (current ?? []).filter((kept) => kept.id !== token.id));
      if (created?.id === token.id) setCreated(null);
    } catch (caught) {
      setErrors({ form: failureMessage(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection icon={<KeyRound aria-hidden="true" className="size-5" />} title="Personal access tokens">
      <p className="text-muted">
        A token lets an AI assistant (Claude Desktop, an editor, any MCP client) reach your trips in {publicConfig.appName} as
        you, at the address <code className="rounded bg-surface-2 px-1">/mcp</code> and the header{" "}
        <code className="rounded bg-surface-2 px-1">Authorization: Bearer &lt;token&gt;</code>. A read token cannot change a trip.
      </p>
      {created ? (
        <div role="status" className="mt-4 rounded-xl border border-primary/40 bg-surface-2 p-4">
          <p className="mb-2 text-sm font-semibold">Copy the token “{created.name}” now: it is not shown again.</p>
          <CopyField label="Your new token" value={created.token} />
        </div>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Name"
          value={name}
          maxLength={ACCESS_TOKEN_NAME_MAX}
          placeholder="Claude Desktop"
          onChange={(value) => {
            setName(value);
            setErrors(({ name: _fixed, ...rest }) => rest);
          }}
          error={errors.name}
          className="min-w-48 flex-1"
        />
        {/* Never wider than the card: the longest scope's words would push a phone's card sideways. */}
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={scopeId} className={labelClass}>
            Scope
          </label>
          <select
            id={scopeId}
            value={scope}
            onChange={(event) => setScope(event.target.value as AccessTokenScope)}
            className="h-11 w-full max-w-full truncate rounded-xl border border-border bg-surface px-3 text-base text-text"
          >
            {(Object.keys(SCOPE_LABELS) as AccessTokenScope[]).map((value) => (
              <option key={value} value={value}>
                {SCOPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy}>
          Make a token
        </Button>
      </form>
      {errors.form || errors.scope ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errors.form ?? errors.scope}
        </p>
      ) : null}
      {tokens && tokens.length > 0 ? (
        <ul className="mt-4 divide-y divide-border" aria-label="Your tokens">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <span className="font-medium">{token.name}</span>{" "}
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">{token.scope}</span>
                <span className="block text-sm text-muted">
                  Made {formatDate(token.createdAt)}
                  {token.lastUsedAt ? `, last used ${formatDate(token.lastUsedAt)}` : ", never used"}
                </span>
              </span>
              <Button variant="secondary" disabled={busy} onClick={() => void revoke(token)} aria-label={`Revoke ${token.name}`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : tokens ? (
        <p className="mt-4 text-sm text-muted">You have no tokens.</p>
      ) : null}
    </AccountSection>
  );
}

/** "1 Apr 2027": the day of a timestamp, in UTC. */
const formatDate = (iso: string) => longDate(iso.slice(0, 10));
