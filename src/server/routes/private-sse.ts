import { streamSSE, type SSEStreamingApi } from "hono/streaming";

/**
 * Hono's `streamSSE`, answered with `Cache-Control: no-store` like every other API answer: a streamed
 * itinerary or chat answer is the user's own, and Hono's `no-cache` would still let a browser or proxy keep it.
 */
export function privateSSE(...args: Parameters<typeof streamSSE>): Response {
  const res = streamSSE(...args);
  res.headers.set("Cache-Control", "no-store");
  return res;
}

/**
 * Writes one event of the API's one stream format (read by shared/server-events.ts): its name and its data as
 * one JSON `data:` line (JSON text has no line breaks). `E` is the route's event union.
 */
export function writeEvent<E extends { event: string; data: unknown }>(sse: SSEStreamingApi, { event, data }: E): Promise<void> {
  return sse.writeSSE({ event, data: JSON.stringify(data) });
}
