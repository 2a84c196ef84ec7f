import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_ERRORS, STREAM_PATH, streamAnswer, takeEvents } from "./chat-api";

afterEach(() => vi.unstubAllGlobals());

const sse = (...events: object[]) => events.map((event) => `event: x\ndata: ${JSON.stringify(event)}\n\n`).join("");

/** A streamed body delivered in the given pieces (split anywhere, like a network would). */
function streamed(pieces: string[], init: ResponseInit = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" }, ...init });
}

function answerWith(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(async () => (typeof response === "function" ? response() : response));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function ask(prompt = " Kyoto? ", signal = new AbortController().signal) {
  const deltas: string[] = [];
  const outcome = await streamAnswer({ prompt, userId: "u1", signal, onDelta: (text) => deltas.push(text) });
  return { outcome, deltas };
}

describe("takeEvents", () => {
  it("returns complete events and keeps an unfinished one for the next read", () => {
    const text = sse({ type: "delta", text: "a\nb" }) + 'data: {"type":"del';
    expect(takeEvents(text)).toEqual({ events: [{ type: "delta", text: "a\nb" }], rest: 'data: {"type":"del' });
  });
});

describe("streamAnswer", () => {
  it("posts { user_id, prompt } untrimmed and streams deltas split across reads", async () => {
    const body = sse({ type: "delta", text: "Stop 1: " }, { type: "delta", text: "Gion" }, { type: "done", engine: "offline" });
    const fetchMock = answerWith(streamed([body.slice(0, 20), body.slice(20, 50), body.slice(50)]));
    const { outcome, deltas } = await ask();
    expect(outcome).toEqual({ kind: "done", text: "Stop 1: Gion", engine: "offline" });
    expect(deltas).toEqual(["Stop 1: ", "Gion"]);
    expect(fetchMock).toHaveBeenCalledWith(STREAM_PATH, expect.objectContaining({ method: "POST", body: JSON.stringify({ user_id: "u1", prompt: " Kyoto? " }) }));
  });

  it("maps failures to the assistant's error messages", async () => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    const cases: Array<[Response | (() => Promise<Response>), string]> = [
      [json(502, { error: { code: "upstream", message: "The language model could not answer." } }), CHAT_ERRORS.failed],
      [new Response("oops", { status: 500 }), CHAT_ERRORS.failed],
      [() => Promise.reject(new TypeError("Failed to fetch")), CHAT_ERRORS.unreachable],
      [json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again in 7 minutes." } }), "Error: Too many requests. Please try again in 7 minutes."],
      [new Response("", { status: 429 }), CHAT_ERRORS.rateLimited],
      [json(413, { error: { code: "payload_too_large", message: "The request body is too large (at most 64 KB)." } }), CHAT_ERRORS.tooLong],
      [json(400, { error: { code: "invalid_input", message: "Your message is too long (at most 4,000 characters)." } }), "Error: Your message is too long (at most 4,000 characters)."],
      [streamed([sse({ type: "delta", text: "Day" }, { type: "error", code: "upstream", message: "x" })]), CHAT_ERRORS.failed],
      [streamed([sse({ type: "delta", text: "Day" })]), CHAT_ERRORS.unreachable],
    ];
    for (const [response, message] of cases) {
      answerWith(response);
      expect((await ask()).outcome).toEqual({ kind: "error", message });
    }
  });

  it("reads the JSON answer of SPEC call 7 too; no text there is an empty answer", async () => {
    answerWith(Response.json({ response: "Tips: go early" }));
    expect(await ask()).toEqual({ outcome: { kind: "done", text: "Tips: go early" }, deltas: ["Tips: go early"] });
    answerWith(Response.json({}));
    expect((await ask()).outcome).toEqual({ kind: "done", text: "" });
  });

  it("reports a Stop as stopped, not as an error", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
      ),
    );
    const pending = ask("Hi", controller.signal);
    controller.abort();
    expect((await pending).outcome).toEqual({ kind: "stopped" });
  });
});
