import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/** One log line per request, with the request id so a client's report can be matched to the server log. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  // Below "info" (LOG_LEVEL=warn and up) there is no line to write, so skip even the timing.
  if (!logger.isLevelEnabled("info")) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
