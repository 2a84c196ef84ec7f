import type { MiddlewareHandler } from "hono";
import { forbiddenOrigin } from "../errors";
import { requestHeader } from "./request-header";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS: they change nothing and carry no body. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/**
 * CSRF guard for the API: a state-changing request that names a foreign Origin, or that the browser marks
 * as coming from another site (`Sec-Fetch-Site: cross-site`), is refused.
 * Our own origin is BASE_URL's, or, when BASE_URL is unset, the request's own host.
 * Requests without either header (curl, server-to-server) pass: browsers always send an Origin on
 * cross-origin POST/PUT/PATCH/DELETE, and the session cookie is SameSite=Lax besides.
 */
export function sameOrigin(publicOrigin: string | undefined): MiddlewareHandler {
  // Not async: on the hot path every extra promise costs (docs/performance.md).
  return (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    if (requestHeader(c, "sec-fetch-site") === "cross-site") throw forbiddenOrigin();
    const origin = requestHeader(c, "origin");
    if (origin === undefined || isOwnOrigin(origin, publicOrigin, c.req.url, requestHeader(c, "host"))) {
      return next();
    }
    throw forbiddenOrigin();
  };
}

function isOwnOrigin(origin: string, publicOrigin: string | undefined, requestUrl: string, host: string | undefined): boolean {
  if (publicOrigin) return origin === publicOrigin;
  try {
    return new URL(origin).host === (host ?? new URL(requestUrl).host);
  } catch {
    return false; // "null" or garbage
  }
}
