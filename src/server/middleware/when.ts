import type { Context, MiddlewareHandler } from "hono";
import { requestHeader } from "./request-header";

/**
 * Runs `middleware` only for requests that need it, so the others skip its cost entirely. Hono's
 * compress and body-limit middleware each touch the Request or Response objects in ways that make
 * @hono/node-server build full web-standard copies (measured: about 50-70 µs a request each,
 * docs/performance.md), even when there is nothing to compress or no body to limit.
 */
export function when(applies: (c: Context) => boolean, middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (applies(c) ? middleware(c, next) : next());
}

/** The client accepts a compressed answer (every browser does). */
export const acceptsEncoding = (c: Context) => requestHeader(c, "accept-encoding") !== undefined;

/** The request may carry a body (GET, HEAD and OPTIONS do not). */
export const mayHaveBody = (c: Context) => !["GET", "HEAD", "OPTIONS"].includes(c.req.method);
