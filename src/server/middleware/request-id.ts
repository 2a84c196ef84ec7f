import type { MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
  }
}

const SANE_ID = /^[\w\-=]{1,255}$/;

/**
 * `c.get("requestId")`: the id a proxy in front sent as X-Request-Id (e.g. nginx's $request_id) when it
 * looks sane, else a new UUID. It goes into the log line and back out as X-Request-Id (securityHeaders).
 * Hono's own requestId middleware sets the header through a web Headers object, which is slow on the hot path.
 */
export const requestId: MiddlewareHandler = async (c, next) => {
  const sent = c.req.header("x-request-id");
  c.set("requestId", sent && SANE_ID.test(sent) ? sent : crypto.randomUUID());
  await next();
};
