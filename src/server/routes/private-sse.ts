import { streamSSE } from "hono/streaming";

/**
 * Hono's `streamSSE`, answered with `Cache-Control: no-store` like every other API answer: a streamed
 * itinerary or chat answer is the user's own, and Hono's `no-cache` would still let a browser or proxy keep it.
 */
export function privateSSE(...args: Parameters<typeof streamSSE>): Response {
  const res = streamSSE(...args);
  res.headers.set("Cache-Control", "no-store");
  return res;
}
