import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A small fake OpenAI-compatible server on loopback for tests of the language-model path: a real HTTP
 * listener (node:http on 127.0.0.1, a free port) answering `POST /v1/chat/completions` as JSON, or as
 * server-sent events when the request says `stream: true`. Each test scripts its answers, reads the
 * requests it received and can wait for the client to go away.
 */

export type FakeReply =
  /**
   * A normal answer with this assistant text, after `delayMs`; streamed in `chunkSize`-character pieces every
   * `intervalMs`. With `intervalMs`, a non-streamed answer trickles too: its JSON body in such pieces.
   */
  | {
      kind: "content";
      content: string;
      chunkSize?: number;
      intervalMs?: number;
      delayMs?: number;
      /** Streams the first `afterChars` characters, then waits for `until` before the rest: a test's own gate. */
      pause?: { afterChars: number; until: Promise<unknown> };
      /** The token count the answer reports in its `usage` (default: 10 for the prompt plus a quarter of the content's length). */
      totalTokens?: number;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: "error"; status: number; message?: string; headers?: Record<string, string> }
  /** Accepts the request and never answers (until the client gives up or the server closes). */
  | { kind: "hang" }
  /** Status 200 with a body (or an SSE event) that is not valid JSON. */
  | { kind: "malformed" }
  /** Streams the first `afterChars` characters of `content`, then drops the connection without finishing. */
  | { kind: "cut"; content: string; afterChars: number; chunkSize?: number; intervalMs?: number }
  /** A tool call (not streamed): the function's name and its arguments as the model wrote them (JSON text). */
  | { kind: "tool_call"; name: string; arguments: string };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: ChatCompletionBody;
  /** performance.now() when the first piece of streamed content was written (for latency benchmarks). */
  firstContentAt?: number;
}

export interface ChatCompletionBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: unknown;
  max_tokens?: number;
  [key: string]: unknown;
}

export interface FakeOpenAI {
  /** Base URL for `createOpenAICompatible({ baseURL })` / AI_BASE_URL, e.g. http://127.0.0.1:43210/v1. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Queues answers, one per request, in order; when the queue is empty the default answer is used. */
  enqueue(...replies: FakeReply[]): void;
  setDefault(reply: FakeReply | ((request: RecordedRequest) => FakeReply)): void;
  /** How many requests ended because the client closed the connection before the answer was complete. */
  readonly disconnects: number;
  /** Requests whose answer is still open (neither finished nor closed by the client): 0 when all have ended. */
  readonly active: number;
  /** Open TCP connections from clients (idle keep-alive ones included). */
  readonly sockets: number;
  /** Resolves at the next client disconnect (or at once if one happened since the last call). */
  waitForDisconnect(timeoutMs?: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function usage(content: string, totalTokens = 10 + Math.ceil(content.length / 4)) {
  return { prompt_tokens: 10, completion_tokens: totalTokens - 10, total_tokens: totalTokens };
}

function completion(model: string, content: string, totalTokens?: number) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: usage(content, totalTokens),
  };
}

function chunk(model: string, delta: Record<string, unknown>, finishReason: string | null = null, usage?: object) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...(usage ? { usage } : {}),
  };
}

function pieces(content: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < content.length; i += size) out.push(content.slice(i, i + size));
  return out;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  let fallback: FakeReply | ((request: RecordedRequest) => FakeReply) = {
    kind: "content",
    content: "Hello from the fake model.",
  };
  let disconnects = 0;
  let active = 0;
  let unseenDisconnects = 0;
  let disconnectWaiters: (() => void)[] = [];

  const noteDisconnect = () => {
    disconnects++;
    if (disconnectWaiters.length > 0) {
      for (const resolve of disconnectWaiters) resolve();
      disconnectWaiters = [];
    } else {
      unseenDisconnects++;
    }
  };

  async function answer(request: RecordedRequest, res: http.ServerResponse) {
    const reply = queue.shift() ?? (typeof fallback === "function" ? fallback(request) : fallback);
    const model = request.body.model ?? "fake-model";
    let finished = false;
    let closed = false;
    active++;
    res.on("close", () => {
      active--;
      closed = true;
      if (!finished) noteDisconnect();
    });
    const gone = () => closed;

    switch (reply.kind) {
      case "hang":
        return; // the "close" listener records the client giving up
      case "error": {
        finished = true;
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(
          JSON.stringify({ error: { message: reply.message ?? `Fake error ${reply.status}`, type: "fake_error", code: null } }),
        );
        return;
      }
      case "malformed": {
        finished = true;
        if (request.body.stream) {
          res.writeHead(200, { "content-type": "text/event-stream" });
          res.end('data: {"id": "chatcmpl-fake", "choices": [\n\n');
        } else {
          res.writeHead(200, { "content-type": "application/json" });
          res.end('{"id": "chatcmpl-fake", "choices": [');
        }
        return;
      }
      case "tool_call": {
        finished = true;
        const call = { id: "call_fake_1", type: "function", function: { name: reply.name, arguments: reply.arguments } };
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            ...completion(model, ""),
            choices: [
              { index: 0, message: { role: "assistant", content: null, tool_calls: [call] }, finish_reason: "tool_calls" },
            ],
          }),
        );
        return;
      }
      case "content":
      case "cut": {
        if (reply.kind === "content" && reply.delayMs) await sleep(reply.delayMs);
        if (gone()) return;
        if (!request.body.stream) {
          if (reply.kind === "cut") {
            res.writeHead(200, { "content-type": "application/json" });
            res.write(JSON.stringify(completion(model, reply.content)).slice(0, reply.afterChars));
            await sleep(10);
            finished = true;
            res.destroy();
            return;
          }
          const body = JSON.stringify(completion(model, reply.content, reply.totalTokens));
          res.writeHead(200, { "content-type": "application/json" });
          if (reply.intervalMs) {
            res.flushHeaders();
            for (const piece of pieces(body, reply.chunkSize ?? 16)) {
              await sleep(reply.intervalMs);
              if (gone()) return;
              res.write(piece);
            }
          }
          finished = true;
          res.end(reply.intervalMs ? undefined : body);
          return;
        }
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
        res.flushHeaders();
        const send = (data: unknown) => res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
        send(chunk(model, { role: "assistant", content: "" }));
        const text = reply.kind === "cut" ? reply.content.slice(0, reply.afterChars) : reply.content;
        const pause = reply.kind === "content" ? reply.pause : undefined;
        let written = 0;
        let paused = false;
        for (const piece of pieces(text, reply.chunkSize ?? 16)) {
          if (pause && !paused && written >= pause.afterChars) {
            paused = true;
            await pause.until;
          }
          if (reply.intervalMs) await sleep(reply.intervalMs);
          if (gone()) return;
          request.firstContentAt ??= performance.now();
          send(chunk(model, { content: piece }));
          written += piece.length;
        }
        if (reply.kind === "cut") {
          await sleep(reply.intervalMs ?? 10); // let the pieces reach the client first
          finished = true;
          res.destroy();
          return;
        }
        finished = true;
        send(chunk(model, {}, "stop", usage(reply.content, reply.totalTokens)));
        send("[DONE]");
        res.end();
        return;
      }
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (data: Buffer) => chunks.push(data));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      let body: ChatCompletionBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatCompletionBody;
      } catch {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Invalid JSON body", type: "invalid_request_error" } }));
        return;
      }
      const recorded = { path, headers: req.headers, body };
      requests.push(recorded);
      void answer(recorded, res);
    });
  });

  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    get disconnects() {
      return disconnects;
    },
    get active() {
      return active;
    },
    get sockets() {
      return sockets.size;
    },
    waitForDisconnect(timeoutMs = 5_000) {
      if (unseenDisconnects > 0) {
        unseenDisconnects--;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no client disconnect within the time limit")), timeoutMs);
        disconnectWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      disconnects = 0;
      unseenDisconnects = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
