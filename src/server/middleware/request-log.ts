import type { MiddlewareHandler } from "hono";
import { excerpt, type Logger } from "../logger";

/**
 * Paths whose next segment is a bearer token (a password-reset link, a share link and its page, a calendar
 * feed, an invite link and its page): whoever reads the log must not be able to use them.
 */
const TOKEN_IN_PATH =
  /^(\/api\/auth\/reset-password\/|\/api\/shared\/|\/api\/calendar\/|\/shared\/|\/api\/invites\/|\/invites\/)[^/]+/;

/** The path as logged: tokens replaced by `:token`, cut short. */
const loggedPath = (path: string) => excerpt(path.replace(TOKEN_IN_PATH, "$1:token"));

/** One log line per request, with the request id so a client's report can be matched to the server log. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
