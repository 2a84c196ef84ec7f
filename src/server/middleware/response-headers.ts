import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler, Next } from "hono";
import { requestHeader } from "./request-header";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

const SANE_ID = /^[\w\-=]{1,255}$/;

/**
 * Headers every answer carries, X-Request-Id and the security headers (one set for pages and files, a
 * stricter one for API answers), and compression. The request id
 * (`c.get("requestId")`, also in log lines) is the one a proxy in front sent (e.g. nginx's $request_id)
 * when it looks sane, else a new UUID.
 *
 * Scripts only from our origin, plus the exact hashes of inline snippets in index.html (the theme snippet
 * that prevents a flash of the wrong theme). Styles allow 'unsafe-inline' because dialog libraries inject
 * small <style> tags; no script can. Headers only old browsers read (X-XSS-Protection, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-DNS-Prefetch-Control) are left out: every answer carries the rest.
 *
 * On the real server the headers go straight onto node's response before the route runs: setting a dozen
 * headers on a web `Headers` object cost about a fifth of a cached API answer (docs/performance.md).
 * In `app.request()` (tests) there is no node response, so they are set on the answer afterwards.
 */
export function responseHeaders(options: {
  inlineScriptHashes: string[];
  https: boolean;
  /** The map style's origin (MAP_STYLE_URL): its style, tiles, glyphs and sprites may then be loaded. */
  mapOrigin?: string;
  /** Compression middleware, run (in this same layer) only when the client accepts an encoding. */
  compress?: MiddlewareHandler;
}): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", options.mapOrigin].filter(Boolean).join(" "),
    "font-src 'self'",
    ["connect-src 'self'", options.mapOrigin].filter(Boolean).join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const common: [string, string][] = [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
  ];
  const pageHeaders: [string, string][] = [
    ["Content-Security-Policy", csp],
    // The sign-in popup must keep talking to the page that opened it.
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ...common,
  ];
  // API answers are data, never a page: nothing may load from or frame them, and no cache (a shared
  // computer's browser, a proxy) keeps a user's itineraries or session. A route may set its own Cache-Control.
  const apiHeaders: [string, string][] = [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["Cache-Control", "no-store"],
    ...common,
  ];

  // Hono's compress touches the request and response in ways that make @hono/node-server build full
  // web-standard copies of them, even with nothing to compress: only call it for clients that can use it.
  const proceed = (c: Context, next: Next) =>
    options.compress && requestHeader(c, "accept-encoding") !== undefined ? (options.compress(c, next) as Promise<void>) : next();
  const setAfterwards = async (c: Context, next: Next, headers: [string, string][], id: string) => {
    await proceed(c, next);
    // As on node's response below, where the route's own headers are written over these.
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    c.res.headers.set("X-Request-Id", id);
  };
  // One layer, not async on the real server: every layer and promise counts on the hot path (decision 0820).
  return (c: Context<{ Bindings: Partial<HttpBindings> }>, next) => {
    const sent = requestHeader(c, "x-request-id");
    const id = sent && SANE_ID.test(sent) ? sent : crypto.randomUUID();
    c.set("requestId", id);
    const headers = c.req.path.startsWith("/api/") ? apiHeaders : pageHeaders;
    const outgoing = c.env?.outgoing;
    if (!outgoing) return setAfterwards(c, next, headers, id);
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    outgoing.setHeader("X-Request-Id", id);
    return proceed(c, next);
  };
}
