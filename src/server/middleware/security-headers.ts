import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Security headers for every answer, and the request id (`c.get("requestId")`, set by Hono's requestId
 * middleware before this one) as X-Request-Id.
 *
 * Scripts only from our origin, plus the exact hashes of inline snippets in index.html (the theme snippet
 * that prevents a flash of the wrong theme). Styles allow 'unsafe-inline' because dialog libraries inject
 * small <style> tags; no script can. The other headers are those of Hono's secureHeaders defaults.
 *
 * On the real server the headers go straight onto node's response before the route runs: setting a dozen
 * headers on a web `Headers` object cost about a fifth of a cached API answer (docs/performance.md).
 * In `app.request()` (tests) there is no node response, so they are set on the answer afterwards.
 */
export function securityHeaders(options: { inlineScriptHashes: string[]; https: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    // The sign-in popup must keep talking to the page that opened it.
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ];

  return async (c: Context<{ Bindings: Partial<HttpBindings>; Variables: { requestId: string } }>, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      outgoing.setHeader("X-Request-Id", c.get("requestId"));
      return next();
    }
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
    c.res.headers.set("X-Request-Id", c.get("requestId"));
  };
}
