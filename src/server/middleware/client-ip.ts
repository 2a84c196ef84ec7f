import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's IP address: from the TCP connection, or, when TRUST_PROXY is on, the last address in
 * X-Forwarded-For (the one our own reverse proxy appended; earlier ones are whatever the client sent).
 * Undefined when unknown (requests made in-process by tests).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
