import type { SessionUser } from "@shared/schemas/auth";
import { APIError } from "better-auth/api";
import type { Context, MiddlewareHandler } from "hono";
import { unauthenticated } from "../errors";
import type { Auth } from "./auth";
import { sessionCookieValue } from "./better-auth-internals";
import type { SessionCache } from "./session-cache";
import { requestHeader } from "../middleware/request-header";

/** Who is signed in, as our routes see it: the account id (the uid) and its display name. */

/** Hono env of routes behind requireUser: `c.get("user")` is the signed-in user. */
export type AuthEnv = { Variables: { user: SessionUser } };

declare module "hono" {
  interface ContextVariableMap {
    /** The app's Better Auth instance, set by createApp on every request. */
    auth: Auth;
    /** Set by main.ts's createApp: recent answers of the session lookup (undefined: always ask Better Auth). */
    sessionCache: SessionCache | undefined;
  }
}

/**
 * The session's user, or null. The session slides forward on use; when it does, the renewed cookie goes
 * out with this response.
 */
export async function sessionUser(c: Context): Promise<SessionUser | null> {
  const cached = cachedSessionUser(c);
  if (cached) return cached;
  let result;
  try {
    const auth = c.get("auth");
    result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  } catch (error) {
    // Better Auth answers 401 when a session vanished mid-request (signed out elsewhere): that is "nobody".
    if (error instanceof APIError && error.statusCode === 401) return null;
    throw error;
  }
  const { headers, response } = result;
  const renewed = headers.getSetCookie();
  for (const setCookie of renewed) c.header("Set-Cookie", setCookie, { append: true });
  if (!response) return null;
  const user = { id: response.user.id, name: response.user.name };
  const key = sessionKey(c);
  if (key && renewed.length === 0) key.cache.set(key.cookie, user, new Date(response.session.expiresAt));
  return user;
}

/** This request's signed session cookie, with the cache to look it up in, when there are both. */
function sessionKey(c: Context): { cache: SessionCache; cookie: string } | undefined {
  const cache = c.get("sessionCache");
  const cookie = cache && sessionCookieValue(requestHeader(c, "cookie"));
  return cache && cookie ? { cache, cookie } : undefined;
}

/** The user of a session cookie verified in the last few seconds (see SessionCache), or undefined. */
function cachedSessionUser(c: Context): SessionUser | undefined {
  const key = sessionKey(c);
  return key?.cache.get(key.cookie);
}

/**
 * The user an in-process request acts for (mcp/dispatch.ts): set in the request's env, which only the app's own
 * `fetch(request, env)` call can fill (a request from the network gets the server's bindings), never a header.
 */
export const ACTING_USER = Symbol("acting user");

/** The user an MCP tool's in-process request runs as, when it is one. */
const actingUser = (c: Context): SessionUser | undefined => (c.env as { [ACTING_USER]?: SessionUser } | undefined)?.[ACTING_USER];

/** 401 without a valid session; otherwise `c.set("user", { id, name })` and on to the route. */
export const requireUser: MiddlewareHandler<AuthEnv> = (c, next) => {
  const acting = actingUser(c);
  if (acting) {
    c.set("user", acting);
    return next();
  }
  // A recently verified cookie is answered without a single await: the hot path of every API call.
  const cached = cachedSessionUser(c);
  if (cached) {
    c.set("user", cached);
    return next();
  }
  return sessionUser(c).then<Response | void>((user) => {
    if (!user) throw unauthenticated();
    c.set("user", user);
    return next();
  });
};
