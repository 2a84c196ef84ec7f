/**
 * The one streaming format of the API (generation and chat) and its one reader, used by the web app and by
 * the tests alike. Each event is `event: <name>` with one JSON `data:` payload, and every stream ends with one
 * of the two events of `StreamEnd`: `final` when the answer is complete, or `error` when it failed midway.
 */

/** The body of every failed API answer, and the data of a stream's `error` event. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** How every stream ends: `final` with the route's complete answer, or `error` with the API's error body. */
export type StreamEnd<Final> = { event: "final"; data: Final } | { event: "error"; data: ErrorBody };

/** One server-sent event: its `event:` name ("message" when absent) and its `data:` lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` response body event by event (fetch + POST, which EventSource cannot do).
 * Ends when the server closes the stream, or at once when `signal` aborts (the body is cancelled).
 */
export async function* readServerEvents(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
        if (data.length > 0) yield { event, data: data.join("\n") };
      }
    }
  } finally {
    signal?.removeEventListener("abort", cancel);
    // The consumer stopped early (or the stream failed): let go of the connection.
    await reader.cancel().catch(() => undefined);
  }
}

/** A stream's events with their JSON data parsed: `E` is the route's event union (`{ event, data }`). */
export async function* readJsonEvents<E extends { event: string; data: unknown }>(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<E> {
  for await (const { event, data } of readServerEvents(body, signal)) yield { event, data: JSON.parse(data) as unknown } as E;
}
