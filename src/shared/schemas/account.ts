/** GET /api/account: what the account page shows (docs/api.md, "Account"). */
export interface AccountOverview {
  user: { id: string; name: string; email: string; emailVerified: boolean; createdAt: string };
  /** Whether the account signs in with a password (then changing it and deleting with it are offered). */
  hasPassword: boolean;
  /** Identity providers linked to the account: "google", "github", "oidc". */
  providers: string[];
  /** Sessions still open, the current one marked. */
  sessions: AccountSession[];
}

export interface AccountSession {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ipAddress: string | null;
}
