import type { Context } from "hono";
import { requestHeader } from "../middleware/request-header";

/**
 * Names the user whose answers this browser's service worker may serve from its caches (decision 0960): the
 * worker reads it (Cookie Store), so it is not HttpOnly; it holds a user id, which /api/me answers to any
 * script of the page anyway, never a secret. Set by GET /api/me for as long as a session can last without
 * use, cleared at sign-out and when /api/me finds nobody: a browser whose session cookie is gone (cleared,
 * expired) soon has no owner either, and its kept answers are no longer served.
 */
export const CACHE_OWNER_COOKIE = "wayfarer-cache-owner";

export interface CacheOwnerCookieOptions {
  /** With an https BASE_URL, like the session cookie. */
  secure: boolean;
  maxAgeSeconds: number;
}

/** The Set-Cookie value naming `userId` as the owner, or clearing the cookie for null. */
export function cacheOwnerCookie(userId: string | null, { secure, maxAgeSeconds }: CacheOwnerCookieOptions): string {
  const attributes = ["Path=/", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
  return userId === null
    ? `${CACHE_OWNER_COOKIE}=; Max-Age=0; ${attributes}`
    : `${CACHE_OWNER_COOKIE}=${encodeURIComponent(userId)}; Max-Age=${maxAgeSeconds}; ${attributes}`;
}

/** Whether the request carries the cookie (so that clearing it is worth a header). */
export const hasCacheOwnerCookie = (c: Context) => requestHeader(c, "cookie")?.includes(`${CACHE_OWNER_COOKIE}=`) ?? false;
