/**
 * Everything the app assumes about how Better Auth works inside, beyond its documented options and API.
 * The session cache (session-cache.ts, require-user.ts), the cross-copy revocation through Redis
 * (redis/secondary-storage.ts, main.ts) and the error reshaping of /api/auth (routes.ts) rely on these.
 * better-auth-internals.test.ts drives a real Better Auth instance and fails when an upgrade changes any of them.
 */

/** The session cookie's names: `__Secure-` prefixed when the app runs on https (`useSecureCookies`). */
export const SESSION_COOKIE_NAMES = ["__Secure-better-auth.session_token", "better-auth.session_token"] as const;

/**
 * The signed session cookie of a request (`token.signature`), or undefined, also when it appears more than
 * once or is not valid percent-encoding: then Better Auth alone decides.
 */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const values: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && (SESSION_COOKIE_NAMES as readonly string[]).includes(part.slice(0, eq).trim()))
      values.push(part.slice(eq + 1).trim());
  }
  if (values.length !== 1) return undefined;
  try {
    return decodeURIComponent(values[0]!);
  } catch {
    return undefined;
  }
}

/** The session token of a signed session cookie: the part before the first dot (the rest is its signature). */
export const sessionTokenOf = (signedCookie: string) => signedCookie.split(".", 1)[0]!;

/**
 * The session token a secondary-storage key names, when it names a session: Better Auth keeps each session
 * under its bare token. Other keys (a user's session list, rate-limit counters) name no session.
 */
export const sessionTokenOfStorageKey = (key: string) => key;

/** Better Auth answers a refusal as JSON `{ code, message }` (code in UPPER_SNAKE_CASE); either may be missing. */
export function betterAuthError(body: unknown): { code?: string; message?: string } | undefined {
  if (!body || typeof body !== "object" || "error" in body) return undefined;
  const { code, message } = body as { code?: unknown; message?: unknown };
  return { ...(typeof code === "string" && { code }), ...(typeof message === "string" && { message }) };
}
