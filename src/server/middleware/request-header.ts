import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * A request header, read from node's own parsed headers when served by @hono/node-server. `c.req.header()`
 * first copies every header into a web `Headers` object, validating each: a measurable share of a cached
 * API answer (docs/performance.md). Under `app.request()` (tests) there is no node request: plain
 * `c.req.header()`.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
