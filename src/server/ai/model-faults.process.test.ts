import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GenerationResponse } from "@shared/itinerary-stream";
import type { ItinerarySummary } from "@shared/schemas/itineraries";
import { cookieHeader } from "../test/auth";
import { startFakeOpenAI, type FakeOpenAI, type FakeReply, type RecordedRequest } from "../test/fake-openai";
import { startServer, type ServerProcess } from "../test/server-process";
import { lisbonItineraryAnswer } from "../test/model-answers";
import { readJsonEvents } from "@shared/server-events";

/**
 * Model faults, end to end. The built server runs as a real process (dist/, so
 * built first by src/test/build-server-bundle.ts) on the language-model engine,
 * pointed at the fake OpenAI-compatible server in this process, with AI_TIMEOUT_MS = 1.5 s. Every AI route
 * (itinerary and surprise, JSON and with Accept: text/event-stream; chat JSON and stream) meets every fault:
 *
 * | fault      | the model does                                   | user sees (status, message)                          |
 * |------------|--------------------------------------------------|------------------------------------------------------|
 * | http500    | HTTP 500                                         | 502 "The language model could not answer. ..."       |
 * | http429    | HTTP 429, Retry-After: 30 (beyond the timeout)   | 503 "The language model is busy right now. ..."      |
 * | blip429    | HTTP 429, retry-after-ms: 100, then answers      | 200, the answer (one retry inside the timeout)       |
 * | hang       | accepts the request, never answers               | 504 "The language model took too long to answer. ..."|
 * | malformed  | 200 with a body (or SSE event) that is not JSON  | 502 "The language model could not answer. ..."       |
 * | cut        | half the answer, then drops the connection       | 502 "The language model could not answer. ..."       |
 * | slowover   | the answer in pieces over 3 s (> the timeout)    | 504 "The language model took too long to answer. ..."|
 * | slowok     | the answer in pieces over 0.6 s                  | 200, the whole answer                                |
 *
 * How the failure reaches the browser: the itinerary JSON routes answer the status with
 * `{ error: { code, message }, detail: message }`; their streams have already answered 200 (`start` event)
 * and end with an `error` event carrying the API's error body `{ error: { code, message } }` (the generator
 * shows the message: beside "Failed to generate itinerary." for a plan, alone for surprise me). Chat JSON
 * answers the status with `{ error: { code, message } }`; the chat stream does too when the model fails before
 * its first piece, and when it fails after (cut, slowover) the 200 stream ends with an `error` event carrying
 * that same body (the panel shows "Error: Failed to fetch response" for the first, "Error: " and the message
 * for the second).
 *
 * After the faults: /api/health answers 200 and a normal request on the same route succeeds.
 *
 * "Nothing half-written", from the code: generation writes nothing on the server (the browser saves an
 * itinerary with POST /api/itineraries only after a `final` answer), so the user's itinerary list and the
 * `itinerary` table stay exactly as they were; the chat routes write one `assistant_query` row per answer,
 * only once it is complete and non-empty (routes/chat.ts), so the table holds exactly one row per chat
 * call that succeeded, each with the whole answer, and none for a failed call (matched by prompt).
 *
 * Memory flat and nothing left open: after a warm-up, 30 rounds of the fault set (each round on one
 * route, in turn, so every route meets every fault 5 times; 240 calls), 8 at a time. Read after a full
 * garbage collection, the server's VmRSS grows by less than 20 MB and its V8 heap by less than 4 MB; the
 * fake saw every upstream request end, every timed-out one closed by the server (its disconnects equal
 * the hang and slowover calls), no retry beyond blip429's, and no pile of sockets. Why collect first: V8
 * collects lazily, so the raw RSS climbs 40 MB or more over such a run with mere garbage (a bound on it
 * fails or is too loose to mean anything). Measured on 2 cores: VmRSS ~155 MB and heap ~36 MB after a
 * collection, both within 3 MB (heap within 1 MB) after the 30 rounds; a leak of each itinerary call's
 * request context (~30 KB) adds ~5 MB of heap. The server runs with --expose-gc and a test-only preload
 * (test/gc-on-signal.mjs): SIGUSR2 collects and reports process.memoryUsage().
 */

const TIMEOUT_MS = 1_500;
const DATES = "2026-05-05 to 2026-05-07";
const ENGINE = "openai-compatible:fake-model";

const MESSAGES = {
  upstream: "The language model could not answer. Please try again.",
  model_busy: "The language model is busy right now. Please try again in a minute.",
  timeout: "The language model took too long to answer. Please try again.",
} as const;
type FailureCode = keyof typeof MESSAGES;

type Fault = "ok" | "http500" | "http429" | "blip429" | "hang" | "malformed" | "cut" | "slowover" | "slowok";
/** The failing faults: status, code, and whether the model had already sent part of the answer. */
const FAILURES: Partial<Record<Fault, { status: number; code: FailureCode; midAnswer?: boolean }>> = {
  http500: { status: 502, code: "upstream" },
  http429: { status: 503, code: "model_busy" },
  hang: { status: 504, code: "timeout" },
  malformed: { status: 502, code: "upstream" },
  cut: { status: 502, code: "upstream", midAnswer: true },
  slowover: { status: 504, code: "timeout", midAnswer: true },
};
const FAULTS: Fault[] = ["http500", "http429", "blip429", "hang", "malformed", "cut", "slowover", "slowok"];

/** The model's itinerary for DATES (passes the plan check, so no repair round). */
const ITINERARY_ANSWER = lisbonItineraryAnswer();

const CHAT_ANSWER = "Stop 1: **Fushimi Inari** at dawn.\nStop 2: Nishiki Market for lunch.\nTips: carry coins for the shrines.";

/** The fake's answer to one request, from the fault tag in the user's latest message. */
function replyFor(fault: Fault, request: RecordedRequest, retried: boolean): FakeReply {
  const content = request.body.response_format ? ITINERARY_ANSWER : CHAT_ANSWER;
  // Ten pieces in all; a non-streamed answer trickles its JSON envelope (content, escaped, plus ~200 chars).
  const paced = (totalMs: number): FakeReply => {
    const size = request.body.stream ? content.length : JSON.stringify(content).length + 200;
    return { kind: "content", content, chunkSize: Math.ceil(size / 10), intervalMs: totalMs / 10 };
  };
  switch (fault) {
    case "ok":
      return { kind: "content", content };
    case "http500":
      return { kind: "error", status: 500 };
    case "http429":
      return { kind: "error", status: 429, headers: { "retry-after": "30" } };
    case "blip429":
      return retried ? { kind: "content", content } : { kind: "error", status: 429, headers: { "retry-after-ms": "100" } };
    case "hang":
      return { kind: "hang" };
    case "malformed":
      return { kind: "malformed" };
    case "cut":
      return { kind: "cut", content, afterChars: Math.floor(content.length / 2), chunkSize: Math.ceil(content.length / 8) };
    case "slowover":
      return paced(3_000);
    case "slowok":
      return paced(600);
  }
}

interface Route {
  name: string;
  path: string;
  stream: boolean;
  kind: "itinerary" | "chat";
  body(tag: string): unknown;
}
const plan = (tag: string) => ({ destination: `Lisbon ${tag}`, dates: DATES, theme: "Food" });
const surprise = (tag: string) => ({ country: `Portugal ${tag}`, dates: DATES });
const chat = (tag: string) => ({ prompt: `A day in Kyoto? ${tag}` });
const ROUTES: Route[] = [
  { name: "plan (JSON)", path: "/api/ai/generate-itinerary", stream: false, kind: "itinerary", body: plan },
  { name: "plan (stream)", path: "/api/ai/generate-itinerary", stream: true, kind: "itinerary", body: plan },
  { name: "surprise me (JSON)", path: "/api/ai/surprise-me", stream: false, kind: "itinerary", body: surprise },
  { name: "surprise me (stream)", path: "/api/ai/surprise-me", stream: true, kind: "itinerary", body: surprise },
  { name: "chat (JSON)", path: "/api/ai/generate", stream: false, kind: "chat", body: chat },
  { name: "chat (stream)", path: "/api/ai/generate/stream", stream: true, kind: "chat", body: chat },
];

interface SseEvent {
  event: string;
  data: unknown;
}
/** A whole stream's events, read as the web app reads them. */
async function readEvents(res: Response): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readJsonEvents<SseEvent>(res.body!)) events.push(event);
  return events;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the tasks, at most `concurrency` at once. */
async function inPool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** VmRSS of a process, in MB. */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

interface Memory {
  /** VmRSS before and after a full garbage collection, and the V8 heap in use after it, in MB. */
  raw: number;
  rss: number;
  heap: number;
}

/** The server's memory after a full garbage collection (SIGUSR2: see test/gc-on-signal.mjs). */
async function collectedMemory(server: ServerProcess, reportFile: string): Promise<Memory> {
  const raw = rssMb(server.child.pid!);
  fs.rmSync(reportFile, { force: true });
  server.child.kill("SIGUSR2");
  for (let waited = 0; !fs.existsSync(reportFile); waited += 20) {
    if (waited > 5_000) throw new Error("the server wrote no memory report");
    await sleep(20);
  }
  const { heapUsed } = JSON.parse(fs.readFileSync(reportFile, "utf8")) as { heapUsed: number };
  return { raw, rss: rssMb(server.child.pid!), heap: heapUsed / 1024 / 1024 };
}

describe.skipIf(process.platform !== "linux")("model faults against a real server process", () => {
  let fake: FakeOpenAI;
  let server: ServerProcess;
  let cookie: string;
  let savedList: ItinerarySummary[];
  let counter = 0;
  const reportFile = path.join(os.tmpdir(), `wayfarer-faults-memory-${process.pid}.json`);
  /** Requests per fault sent so far, and the chat prompts that succeeded (for the database check). */
  const sent = new Map<Fault, number>();
  const chatAnswered: string[] = [];
  /** Tags the fake has answered once (a blip429 request answers its retry). */
  const seenTags = new Set<string>();

  const send = (route: string, init: { method?: string; body?: unknown; stream?: boolean } = {}) =>
    fetch(`${server.url}${route}`, {
      method: init.method ?? "GET",
      headers: {
        Origin: server.url,
        Cookie: cookie,
        ...(init.body !== undefined && { "Content-Type": "application/json" }),
        ...(init.stream && { Accept: "text/event-stream" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** One call of `route` with the model doing `fault`; asserts what the user sees. */
  async function call(route: Route, fault: Fault): Promise<void> {
    const tag = `fault-${fault}-${++counter}`;
    sent.set(fault, (sent.get(fault) ?? 0) + 1);
    const body = route.body(tag);
    const res = await send(route.path, { method: "POST", body, stream: route.stream });
    const failure = FAILURES[fault];
    const where = `${route.name}, ${fault}`;
    const isStream = res.headers.get("Content-Type")?.startsWith("text/event-stream") ?? false;
    const payload = isStream ? await readEvents(res) : ((await res.json()) as unknown);

    if (route.kind === "chat" && !failure) chatAnswered.push((body as { prompt: string }).prompt);

    if (!failure) {
      expect(res.status, where).toBe(200);
      expect(isStream, where).toBe(route.stream);
      if (route.kind === "chat" && !route.stream) expect(payload, where).toEqual({ response: CHAT_ANSWER });
      if (route.kind === "chat" && route.stream) {
        const events = payload as SseEvent[];
        expect(events.at(-1), where).toMatchObject({ event: "final", data: { engine: ENGINE } });
        expect(events.map((event) => (event.data as { text?: string }).text ?? "").join(""), where).toBe(CHAT_ANSWER);
      }
      if (route.kind === "itinerary") {
        const answer = (route.stream ? (payload as SseEvent[]).at(-1)!.data : payload) as GenerationResponse;
        if (route.stream) expect((payload as SseEvent[]).at(-1)!.event, where).toBe("final");
        expect(answer.engine, where).toBe(ENGINE);
        expect(answer.check, where).toMatchObject({ ok: true, failures: [], score: 100 });
        expect(
          answer.plan.days.map((day) => day.date),
          where,
        ).toEqual(["2026-05-05", "2026-05-06", "2026-05-07"]);
      }
      return;
    }

    const { code } = failure;
    const message = MESSAGES[code];
    if (route.kind === "itinerary" && !route.stream) {
      expect(res.status, where).toBe(failure.status);
      expect(payload, where).toEqual({ error: { code, message }, detail: message });
    } else if (route.kind === "itinerary") {
      expect(res.status, where).toBe(200);
      const events = payload as SseEvent[];
      expect(events[0], where).toEqual({ event: "start", data: { engine: ENGINE } });
      expect(events.at(-1), where).toEqual({ event: "error", data: { error: { code, message } } });
      expect(
        events.map((event) => event.event).filter((event) => event !== "partial"),
        where,
      ).toEqual(["start", "error"]);
    } else if (!route.stream || !failure.midAnswer) {
      // Chat JSON, and the chat stream when the model fails before its first piece: a plain non-OK answer.
      expect(res.status, where).toBe(failure.status);
      expect(isStream, where).toBe(false);
      expect(payload, where).toEqual({ error: { code, message } });
    } else {
      expect(res.status, where).toBe(200);
      const events = payload as SseEvent[];
      expect(events.at(-1), where).toEqual({ event: "error", data: { error: { code, message } } });
      expect(
        events.slice(0, -1).every((event) => event.event === "delta"),
        where,
      ).toBe(true);
      const shown = events.map((event) => (event.data as { text?: string }).text ?? "").join("");
      expect(CHAT_ANSWER.startsWith(shown) && shown.length < CHAT_ANSWER.length, where).toBe(true);
    }
  }

  /** Health is 200 and a normal request on the route succeeds. */
  async function expectHealthy(route: Route) {
    const health = await send("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    await call(route, "ok");
  }

  /** Waits until the fake has no open answer (timed-out calls are closed by the server at once). */
  async function settledUpstream() {
    for (let waited = 0; fake.active > 0 && waited < 3_000; waited += 20) await sleep(20);
    expect(fake.active, "upstream requests still open").toBe(0);
  }

  /**
   * Nothing half-written: the user's itineraries are exactly the one saved at the start (generation saves
   * nothing), and the chat records are exactly the calls that succeeded, each with the whole answer.
   */
  async function expectNothingHalfWritten() {
    expect(await (await send("/api/itineraries")).json()).toEqual(savedList);
    const db = new SQLite(path.join(server.dataDir, "wayfarer.db"), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare("select count(*) as n from itinerary").get()).toEqual({ n: 1 });
      const rows = db.prepare("select prompt, response from assistant_query").all() as { prompt: string; response: string }[];
      expect(rows.map((row) => row.prompt).sort()).toEqual([...chatAnswered].sort());
      for (const row of rows) expect(row.response).toBe(CHAT_ANSWER);
    } finally {
      db.close();
    }
  }

  /** What the fake must have seen for the calls so far: one request each, two for a blip; hang and slowover closed. */
  function expectUpstreamAccounting() {
    const total = [...sent.values()].reduce((sum, n) => sum + n, 0);
    expect(fake.requests).toHaveLength(total + (sent.get("blip429") ?? 0));
    expect(fake.disconnects).toBe((sent.get("hang") ?? 0) + (sent.get("slowover") ?? 0));
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.setDefault((request) => {
      const latest = JSON.stringify(request.body.messages?.at(-1) ?? "");
      const tag = /fault-([a-z0-9]+)-\d+/.exec(latest);
      if (!tag) return { kind: "error", status: 400, message: "no fault tag in the request" };
      const retried = seenTags.has(tag[0]);
      seenTags.add(tag[0]);
      return replyFor(tag[1] as Fault, request, retried);
    });
    server = await startServer({
      nodeArgs: ["--expose-gc", "--import", pathToFileURL(path.resolve("src/server/test/gc-on-signal.mjs")).href],
      env: {
        MEMORY_REPORT_FILE: reportFile,
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "fake-model",
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: "fake-key",
        AI_TIMEOUT_MS: String(TIMEOUT_MS),
        RATE_LIMIT_GENERATE_PER_HOUR: "100000",
        RATE_LIMIT_CHAT_PER_10_MIN: "100000",
        AI_MAX_CONCURRENT: "1000", // every fault of a route at once, from one user
        AI_MAX_CONCURRENT_PER_USER: "1000",
      },
    });
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        name: "Fault Finder",
        email: `faults-${process.pid}@example.com`,
        password: "correct horse battery",
      }),
    });
    expect(signUp.status).toBe(200);
    cookie = cookieHeader(signUp);

    // As the browser does: generate, then save the answer, so there is a list for the faults to leave alone.
    const generated = (await (
      await send(ROUTES[0]!.path, { method: "POST", body: ROUTES[0]!.body("fault-ok-0") })
    ).json()) as GenerationResponse;
    sent.set("ok", 1);
    const saved = await send("/api/itineraries", {
      method: "POST",
      body: { title: generated.itinerary.title, days: generated.itinerary.days, plan: generated.plan, engine: generated.engine },
    });
    expect(saved.status).toBe(201);
    savedList = (await (await send("/api/itineraries")).json()) as ItinerarySummary[];
    expect(savedList).toHaveLength(1);
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(reportFile, { force: true });
  });

  for (const route of ROUTES) {
    it(`${route.name}: each fault shows the right status and message; the server stays healthy, nothing half-written`, async () => {
      await Promise.all(FAULTS.map((fault) => call(route, fault)));
      await expectHealthy(route);
      await settledUpstream();
      expectUpstreamAccounting();
      await expectNothingHalfWritten();
    });
  }

  it("memory stays flat and every upstream request ends, over 30 rounds of the fault set", { timeout: 90_000 }, async () => {
    // Round r runs every fault on route r mod 6, so 30 rounds give each route each fault 5 times.
    const rounds = (count: number) =>
      Array.from({ length: count }, (_, round) =>
        FAULTS.map((fault) => () => call(ROUTES[round % ROUTES.length]!, fault)),
      ).flat();
    // Warm-up until memory has settled: on Node 24 the first 30-40 rounds grow RSS by 50-60 MB (code and allocator
    // caches; the heap stays flat), and after that it stays within a few MB however many rounds follow.
    await inPool(rounds(30), 8);
    await settledUpstream();
    const before = await collectedMemory(server, reportFile);

    await inPool(rounds(30), 8);
    await settledUpstream();
    const after = await collectedMemory(server, reportFile);
    const mb = (m: Memory) =>
      `VmRSS ${m.rss.toFixed(1)} MB (${m.raw.toFixed(1)} MB before the collection), heap ${m.heap.toFixed(1)} MB`;
    console.info(`model faults, server memory after a full GC:\n  before: ${mb(before)}\n  after 30 rounds: ${mb(after)}`);
    expect(after.rss - before.rss).toBeLessThan(20);
    expect(after.heap - before.heap).toBeLessThan(4);

    expectUpstreamAccounting();
    // Idle keep-alive connections are reused: no more than the calls that ran at once (plus a blip's retry).
    expect(fake.sockets).toBeLessThanOrEqual(10);
    for (const route of ROUTES) await expectHealthy(route);
    await expectNothingHalfWritten();
  });
});
