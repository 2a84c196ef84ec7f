import { describe, expect, it } from "vitest";
import { readJsonEvents, readServerEvents } from "./server-events";

/** A body delivered in the given pieces, split anywhere, as a network would. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const collect = async <T>(events: AsyncIterable<T>) => {
  const list: T[] = [];
  for await (const event of events) list.push(event);
  return list;
};

describe("readServerEvents", () => {
  it("reads events split across reads, CRLF or LF, multi-line data, and drops an unfinished last one", async () => {
    const text =
      'event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: final\ndata: line one\ndata: line two\n\nevent: cut\ndata: {"te';
    const pieces = [text.slice(0, 7), text.slice(7, 30), text.slice(30, 31), text.slice(31)];
    expect(await collect(readServerEvents(body(pieces)))).toEqual([
      { event: "delta", data: '{"text":"a"}' },
      { event: "final", data: "line one\nline two" },
    ]);
  });

  it("names an event without `event:` a message, and skips one without data", async () => {
    expect(await collect(readServerEvents(body(["data: 1\n\nevent: empty\n\n"])))).toEqual([{ event: "message", data: "1" }]);
  });

  it("stops at once when the signal aborts", async () => {
    const controller = new AbortController();
    const never = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode("data: 1\n\n")) });
    const seen: string[] = [];
    for await (const { data } of readServerEvents(never, controller.signal)) {
      seen.push(data);
      controller.abort();
    }
    expect(seen).toEqual(["1"]);
  });
});

describe("readJsonEvents", () => {
  it("parses each event's data as JSON", async () => {
    const events = await collect(
      readJsonEvents<{ event: "delta"; data: { text: string } }>(body(['event: delta\ndata: {"text":"Gion"}\n\n'])),
    );
    expect(events).toEqual([{ event: "delta", data: { text: "Gion" } }]);
  });
});
