import type { SessionUser } from "./require-user";

const SESSION_COOKIES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/**
 * The signed session cookie of a request (`token.signature`), or undefined, also when it appears more than
 * once or is not valid percent-encoding: then Better Auth alone decides.
 */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const values: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && SESSION_COOKIES.includes(part.slice(0, eq).trim())) values.push(part.slice(eq + 1).trim());
  }
  if (values.length !== 1) return undefined;
  try {
    return decodeURIComponent(values[0]!);
  } catch {
    return undefined;
  }
}

const tokenOf = (cookie: string) => cookie.split(".", 1)[0]!;

interface Entry {
  user: SessionUser;
  /** The whole signed cookie that was verified for this token. */
  cookie: string;
  /** The earlier of the cache lifetime and the session's own end (epoch ms). */
  until: number;
}

/**
 * Who a session cookie belongs to, remembered for a few seconds so most requests skip Better Auth's
 * session lookup (cookie signature check and database or Redis reads); see docs/performance.md.
 *
 * A hit needs the whole signed cookie Better Auth verified, not just its token. A revoked
 * session leaves the cache at once: `revoke(token)` is called by Better Auth's session delete hook on the
 * copy that ends it, and on every other copy through Redis (see redis/secondary-storage.ts). A request with
 * a renewed cookie (the daily sliding refresh) is never answered from the cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(cookie: string): SessionUser | undefined {
    const token = tokenOf(cookie);
    const entry = this.entries.get(token);
    if (!entry || entry.cookie !== cookie) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(cookie: string, user: SessionUser, sessionExpiresAt: Date): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenOf(cookie), { user, cookie, until: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  /** Forgets the session with this token (signed out, revoked, user deleted). */
  revoke(token: string): void {
    this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
