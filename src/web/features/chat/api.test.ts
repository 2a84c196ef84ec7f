import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatStreamEvent } from "@shared/schemas/chat";
import { askTrip, CHAT_ERRORS, STREAM_PATH, streamAnswer } from "./api";

afterEach(() => vi.unstubAllGlobals());

const sse = (...events: ChatStreamEvent[]) =>
  events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");
const delta = (text: string): ChatStreamEvent => ({ event: "delta", data: { text } });

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

describe("streamAnswer", () => {
  it("posts { user_id, prompt } untrimmed and streams deltas split across reads", async () => {
    const body = sse(delta("Stop 1: "), delta("Gion"), { event: "final", data: { engine: "offline" } });
    const fetchMock = answerWith(streamed([body.slice(0, 20), body.slice(20, 50), body.slice(50)]));
    const { outcome, deltas } = await ask();
    expect(outcome).toEqual({ kind: "done", text: "Stop 1: Gion", engine: "offline" });
    expect(deltas).toEqual(["Stop 1: ", "Gion"]);
    expect(fetchMock).toHaveBeenCalledWith(
      STREAM_PATH,
      expect.objectContaining({ method: "POST", body: JSON.stringify({ user_id: "u1", prompt: " Kyoto? " }) }),
    );
  });

  it("maps failures to the assistant's error messages", async () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    // Retryable: the server or the network failed, so asking again may work; a refused message would fail again.
    const cases: Array<[Response | (() => Promise<Response>), string, boolean]> = [
      [json(502, { error: { code: "upstream", message: "The language model could not answer." } }), CHAT_ERRORS.failed, true],
      [new Response("oops", { status: 500 }), CHAT_ERRORS.failed, true],
      [() => Promise.reject(new TypeError("Failed to fetch")), CHAT_ERRORS.unreachable, true],
      [
        json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again in 7 minutes." } }),
        "Error: Too many requests. Please try again in 7 minutes.",
        false,
      ],
      [new Response("", { status: 429 }), CHAT_ERRORS.rateLimited, false],
      [
        json(413, { error: { code: "payload_too_large", message: "The request body is too large (at most 64 KB)." } }),
        CHAT_ERRORS.tooLong,
        false,
      ],
      [
        json(400, { error: { code: "invalid_input", message: "Your message is too long (at most 4,000 characters)." } }),
        "Error: Your message is too long (at most 4,000 characters).",
        false,
      ],
      // A failure midway: the server's words, as the stream's error event carries them.
      [
        streamed([
          sse(delta("Day"), {
            event: "error",
            data: { error: { code: "upstream", message: "The language model could not answer. Please try again." } },
          }),
        ]),
        "Error: The language model could not answer. Please try again.",
        true,
      ],
      [streamed([sse(delta("Day"), { event: "error", data: {} as never })]), CHAT_ERRORS.failed, true],
      [streamed([sse(delta("Day"))]), CHAT_ERRORS.unreachable, true],
    ];
    for (const [response, message, retryable] of cases) {
      answerWith(response);
      expect((await ask()).outcome).toEqual({ kind: "error", message, retryable });
    }
  });

  it("reads the JSON answer of the chat endpoint too; no text there is an empty answer", async () => {
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
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ),
    );
    const pending = ask("Hi", controller.signal);
    controller.abort();
    expect((await pending).outcome).toEqual({ kind: "stopped" });
  });
});

describe("askTrip", () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const askAbout = () => askTrip({ tripId: "t 1", version: 3, prompt: "swap day 1 and 2", signal: new AbortController().signal });

  it("posts { message, version } to the trip's assistant and answers its reply and proposal", async () => {
    const proposal = { baseVersion: 3, operations: [], plan: {}, changes: ["Swapped day 1 and day 2"], check: {} };
    const fetchMock = answerWith(json(200, { reply: "Here is the swap.", proposal }));
    expect(await askAbout()).toEqual({ kind: "done", text: "Here is the swap.", proposal });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/itineraries/t%201/assistant",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ message: "swap day 1 and 2", version: 3 }) }),
    );
  });

  it("answers a reply without a proposal as text only, and a refusal in the server's words", async () => {
    answerWith(json(200, { reply: "Which museum?", proposal: null }));
    expect(await askAbout()).toEqual({ kind: "done", text: "Which museum?" });
    answerWith(json(404, { error: { code: "not_found", message: "No such trip." } }));
    expect(await askAbout()).toEqual({ kind: "error", message: "Error: No such trip.", retryable: false });
    answerWith(json(503, {}));
    expect(await askAbout()).toEqual({ kind: "error", message: CHAT_ERRORS.failed, retryable: true });
  });
});
