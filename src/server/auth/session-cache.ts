import type { SessionUser } from "@shared/schemas/auth";
import { sessionTokenOf } from "./better-auth-internals";

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
    const token = sessionTokenOf(cookie);
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
    this.entries.set(sessionTokenOf(cookie), {
      user,
      cookie,
      until: Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime()),
    });
  }

  /** Forgets the session with this token (signed out, revoked, user deleted). */
  revoke(token: string): void {
    this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
