import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChatStreamEvent } from "@shared/schemas/chat";
import { readJsonEvents } from "@shared/server-events";
import { createOfflineEngine } from "../ai/offline/engine";
import { createApp, type App } from "../app";
import { testConfig } from "../test/app";
import { signUp } from "../test/auth";
import { describeEachDatabase, useDatabase } from "../test/databases";
import { startFakeOpenAI, type FakeOpenAI } from "../test/fake-openai";
import { CONTEXT_EXCHANGES, CONTEXT_MAX_CHARS, loadContext } from "./chat";

const GENERATE = "/api/ai/generate";
const STREAM = "/api/ai/generate/stream";

function post(app: App, path: string, body: unknown, cookie?: string, signal?: AbortSignal) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal,
  });
}

/** The events of a server-sent-events body, in order, read as the web app reads them. */
async function events(res: Response): Promise<ChatStreamEvent[]> {
  const list: ChatStreamEvent[] = [];
  for await (const message of readJsonEvents<ChatStreamEvent>(res.body!)) list.push(message);
  return list;
}

const streamedText = (list: ChatStreamEvent[]) =>
  list.map((message) => (message.event === "delta" ? message.data.text : "")).join("");

describeEachDatabase("chat assistant API", (database) => {
  const suite = useDatabase(database);
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    fake.setDefault({ kind: "content", content: "Stop 1: **Fushimi Inari** at dawn.\nTips: carry coins." });
    await suite.db.kysely.deleteFrom("assistant_query").execute();
  });

  /** The app on the fake OpenAI-compatible server (the real language-model path over HTTP). */
  const modelApp = (env: Record<string, string> = {}) =>
    createApp({
      config: testConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model", AI_BASE_URL: fake.baseUrl, ...env }),
      db: suite.db,
      logger: pino({ level: "silent" }),
    });
  /** The app on the offline engine, without the pause between pieces. */
  const offlineApp = () =>
    createApp({
      config: testConfig(),
      db: suite.db,
      logger: pino({ level: "silent" }),
      engine: createOfflineEngine({ paceMs: 0 }),
    });

  const records = () => suite.db.kysely.selectFrom("assistant_query").selectAll().orderBy("created_at").execute();

  describe("who may ask", () => {
    it("answers 401 without a session, on both endpoints, and calls no model", async () => {
      const app = modelApp();
      for (const path of [GENERATE, STREAM]) {
        const res = await post(app, path, { prompt: "Hello" });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Please log in to continue." } });
      }
      expect(fake.requests).toHaveLength(0);
    });

    it("answers 403 to a user_id that is not the session's, stores nothing and calls no model", async () => {
      const app = modelApp();
      const { cookie } = await signUp(app);
      const other = await signUp(app);
      for (const path of [GENERATE, STREAM]) {
        const res = await post(app, path, { user_id: other.user.id, prompt: "Hello" }, cookie);
        expect(res.status).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
      }
      expect(fake.requests).toHaveLength(0);
      expect(await records()).toHaveLength(0);
    });

    it("takes the user from the session when user_id is left out", async () => {
      const app = modelApp();
      const { cookie, user } = await signUp(app, { name: "Ada" });
      const res = await post(app, GENERATE, { prompt: "Hello" }, cookie);
      expect(res.status).toBe(200);
      expect((await records())[0]).toMatchObject({ author_id: user.id, author_name: "Ada" });
    });
  });

  describe("refuses bad input with a clear 4xx, stores nothing and calls no model", () => {
    const cases: Array<[string, unknown, number, string]> = [
      ["an empty prompt", { prompt: "" }, 400, "Please type a message."],
      ["a blank prompt", { prompt: " \n\t " }, 400, "Please type a message."],
      ["a missing prompt", {}, 400, "Please type a message."],
      ["a prompt that is not text", { prompt: 42 }, 400, "Please type a message."],
      [
        "a prompt over 4,000 characters",
        { prompt: "a".repeat(4_001) },
        400,
        "Your message is too long (at most 4,000 characters).",
      ],
      ["a body over 64 KB", { prompt: "a".repeat(70_000) }, 413, "The request body is too large (at most 64 KB)."],
    ];
    it.each(cases)("%s", async (_label, body, status, message) => {
      const app = modelApp();
      const { cookie } = await signUp(app);
      for (const path of [GENERATE, STREAM]) {
        const res = await post(app, path, body, cookie);
        expect(res.status).toBe(status);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      }
      expect(fake.requests).toHaveLength(0);
      expect(await records()).toHaveLength(0);
    });

    it("malformed JSON answers 400", async () => {
      const app = modelApp();
      const { cookie } = await signUp(app);
      expect((await post(app, GENERATE, "{not json", cookie)).status).toBe(400);
    });
  });

  it("limits each user to RATE_LIMIT_CHAT_PER_10_MIN messages per 10 minutes, then 429 with Retry-After; refused bodies do not count", async () => {
    // The address's share is counted too with a language model (model-budget.test.ts); not the subject here.
    const app = modelApp({ RATE_LIMIT_CHAT_PER_10_MIN: "2", RATE_LIMIT_CHAT_PER_ADDRESS_PER_10_MIN: "100" });
    const { cookie } = await signUp(app);
    for (let i = 0; i < 3; i++) expect((await post(app, GENERATE, { prompt: " " }, cookie)).status).toBe(400);
    expect((await post(app, GENERATE, { prompt: "one" }, cookie)).status).toBe(200);
    const streamed = await post(app, STREAM, { prompt: "two" }, cookie);
    expect(streamed.status).toBe(200);
    await streamed.text();
    const refused = await post(app, GENERATE, { prompt: "three" }, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again in 10 minutes." },
    });
    expect(await records()).toHaveLength(2);
    // Another user has their own count.
    const other = await signUp(app);
    expect((await post(app, GENERATE, { prompt: "mine" }, other.cookie)).status).toBe(200);
  });

  describe("with a language model (fake OpenAI-compatible server)", () => {
    it("answers { response } and stores the query record with the server's time", async () => {
      const app = modelApp();
      const { cookie, user } = await signUp(app, { name: "Grace" });
      const before = Date.now();
      const res = await post(app, GENERATE, { user_id: user.id, prompt: "  One day in Kyoto?  " }, cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ response: "Stop 1: **Fushimi Inari** at dawn.\nTips: carry coins." });
      const [record, ...rest] = await records();
      expect(rest).toHaveLength(0);
      expect(record).toMatchObject({
        author_id: user.id,
        author_name: "Grace",
        prompt: "  One day in Kyoto?  ",
        response: "Stop 1: **Fushimi Inari** at dawn.\nTips: carry coins.",
      });
      expect(Date.parse(record!.created_at)).toBeGreaterThanOrEqual(before - 1000);
      // The prompt reaches the model untrimmed, as data inside the user-message tag.
      const last = fake.requests[0]!.body.messages!.at(-1)!;
      expect(last).toEqual({ role: "user", content: "<user_message>\n  One day in Kyoto?  \n</user_message>" });
    });

    it("streams the answer as delta events, stores it, then sends final", async () => {
      fake.setDefault({ kind: "content", content: "Day 1: Gion walk.\nTips: book ahead.", chunkSize: 5, intervalMs: 5 });
      const app = modelApp();
      const { cookie, user } = await signUp(app);
      const res = await post(app, STREAM, { user_id: user.id, prompt: "Kyoto?" }, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const list = await events(res);
      expect(list.filter((message) => message.event === "delta").length).toBeGreaterThan(3);
      expect(streamedText(list)).toBe("Day 1: Gion walk.\nTips: book ahead.");
      // Gion, a place of the Kyoto guide, named in an answer to a question about Kyoto.
      expect(list.at(-1)).toMatchObject({
        event: "final",
        data: { engine: "openai-compatible:fake-model", places: [{ name: "Gion", city: "Kyoto" }] },
      });
      expect((await records()).map((r) => r.response)).toEqual(["Day 1: Gion walk.\nTips: book ahead."]);
      expect(fake.requests[0]!.body.stream).toBe(true);
    });

    it("names in final the guides' places the answer names, in its order, for their cards", async () => {
      fake.setDefault({
        kind: "content",
        content: "Start at Kiyomizu-dera, walk down Sannenzaka, and end the day at Fushimi Inari Taisha.",
        chunkSize: 12,
      });
      const app = modelApp();
      const { cookie } = await signUp(app);
      const list = await events(await post(app, STREAM, { prompt: "A day in Kyoto?" }, cookie));
      const final = list.at(-1) as Extract<ChatStreamEvent, { event: "final" }>;
      expect(final.data.places?.map((place) => [place.name, place.city])).toEqual([
        ["Kiyomizu-dera", "Kyoto"],
        ["Sannenzaka", "Kyoto"],
        ["Fushimi Inari Taisha", "Kyoto"],
      ]);
      expect(final.data.places?.[0]).toMatchObject({
        area: expect.any(String),
        lat: expect.any(Number),
        lon: expect.any(Number),
      });
    });

    it("gives a follow-up question the previous exchanges, oldest first, and only the user's own", async () => {
      const app = modelApp();
      const { cookie } = await signUp(app);
      const stranger = await signUp(app);
      fake.enqueue({ kind: "content", content: "Stranger's answer." });
      await post(app, GENERATE, { prompt: "Stranger's question" }, stranger.cookie);
      fake.enqueue({ kind: "content", content: "Kyoto is lovely in autumn." });
      await post(app, GENERATE, { prompt: "When should I visit Kyoto?" }, cookie);
      fake.enqueue({ kind: "content", content: "Pack layers." });
      const res = await post(app, STREAM, { prompt: "And what should I pack then?" }, cookie);
      expect(streamedText(await events(res))).toBe("Pack layers.");

      const messages = fake.requests.at(-1)!.body.messages!.filter((message) => message.role !== "system");
      expect(messages).toEqual([
        { role: "user", content: "<user_message>\nWhen should I visit Kyoto?\n</user_message>" },
        { role: "assistant", content: "Kyoto is lovely in autumn." },
        { role: "user", content: "<user_message>\nAnd what should I pack then?\n</user_message>" },
      ]);
    });

    it("stores nothing when the model fails: 502 on both endpoints", async () => {
      fake.setDefault({ kind: "error", status: 500, headers: { "retry-after-ms": "10" } });
      const app = modelApp();
      const { cookie } = await signUp(app);
      for (const path of [GENERATE, STREAM]) {
        const res = await post(app, path, { prompt: "Hello" }, cookie);
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({
          error: { code: "upstream", message: "The language model could not answer. Please try again." },
        });
      }
      expect(await records()).toHaveLength(0);
    });

    it("gives up on a model that hangs after AI_TIMEOUT_MS: 504, nothing stored, upstream closed", async () => {
      fake.setDefault({ kind: "hang" });
      const app = modelApp({ AI_TIMEOUT_MS: "300" });
      const { cookie } = await signUp(app);
      const res = await post(app, STREAM, { prompt: "Hello" }, cookie);
      expect(res.status).toBe(504);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("timeout");
      await fake.waitForDisconnect();
      expect(await records()).toHaveLength(0);
    });

    it("ends the stream with an error event when the model breaks off midway, and stores nothing", async () => {
      fake.setDefault({ kind: "cut", content: "Day 1: a long answer that never ends", afterChars: 12, chunkSize: 4 });
      const app = modelApp();
      const { cookie } = await signUp(app);
      const res = await post(app, STREAM, { prompt: "Hello" }, cookie);
      expect(res.status).toBe(200);
      const list = await events(res);
      expect(streamedText(list)).toBe("Day 1: a lon");
      expect(list.at(-1)).toMatchObject({ event: "error", data: { error: { code: "upstream" } } });
      expect(await records()).toHaveLength(0);
    });

    it("answers an empty model answer with empty text and stores nothing", async () => {
      fake.setDefault({ kind: "content", content: "" });
      const app = modelApp();
      const { cookie } = await signUp(app);
      expect(await (await post(app, GENERATE, { prompt: "Hello" }, cookie)).json()).toEqual({ response: "" });
      const list = await events(await post(app, STREAM, { prompt: "Hello" }, cookie));
      expect(list).toEqual([{ event: "final", data: { engine: "openai-compatible:fake-model" } }]);
      expect(await records()).toHaveLength(0);
    });

    it("cancels the model call and stores nothing when the client goes away mid-answer (real HTTP)", async () => {
      fake.setDefault({ kind: "content", content: "Stop 1: somewhere. ".repeat(40), chunkSize: 8, intervalMs: 30 });
      const app = modelApp();
      const { cookie } = await signUp(app);
      const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
      try {
        await new Promise((resolve) => server.once("listening", resolve));
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${STREAM}`;
        const controller = new AbortController();
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ prompt: "Hello" }),
          signal: controller.signal,
        });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await reader.read(); // the first delta is here
        controller.abort();
        await fake.waitForDisconnect(1_000);
        // An absence can only be seen after a while: long enough for a late write to have landed.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await records()).toHaveLength(0);
      } finally {
        (server as import("node:http").Server).closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe("with the offline engine", () => {
    it("answers a day plan for a known place, streamed or whole, and stores both", async () => {
      const app = offlineApp();
      const { cookie } = await signUp(app);
      const whole = (await (await post(app, GENERATE, { prompt: "one day in Kyoto" }, cookie)).json()) as { response: string };
      expect(whole.response).toMatch(/Kyoto/);
      expect(whole.response).toMatch(/^Stop 1/im);
      const day = await events(await post(app, STREAM, { prompt: "one day in Kyoto" }, cookie));
      const final = day.at(-1) as Extract<ChatStreamEvent, { event: "final" }>;
      expect(final.data.places?.length).toBeGreaterThan(1);
      for (const place of final.data.places ?? []) expect(streamedText(day)).toContain(place.name);
      const list = await events(await post(app, STREAM, { prompt: "100 USD in INR" }, cookie));
      expect(streamedText(list)).toMatch(/8,320\.00/);
      expect(list.at(-1)).toEqual({ event: "final", data: { engine: "offline" } });
      expect(await records()).toHaveLength(3);
    });
  });

  describe("loadContext", () => {
    it("keeps the last few exchanges, oldest first, within the size bound", async () => {
      const author = "context-author";
      for (let i = 0; i < CONTEXT_EXCHANGES + 2; i++) {
        await suite.db.kysely
          .insertInto("assistant_query")
          .values({
            id: `q${i}`,
            author_id: author,
            author_name: "A",
            prompt: `question ${i}`,
            response: `answer ${i}`,
            created_at: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
          })
          .execute();
      }
      const turns = await loadContext(suite.db, author);
      expect(turns).toHaveLength(CONTEXT_EXCHANGES * 2);
      expect(turns[0]).toEqual({ role: "user", text: `question 2` });
      expect(turns.at(-1)).toEqual({ role: "assistant", text: `answer ${CONTEXT_EXCHANGES + 1}` });

      await suite.db.kysely
        .insertInto("assistant_query")
        .values({
          id: "big",
          author_id: author,
          author_name: "A",
          prompt: "p".repeat(5_000),
          response: "r".repeat(5_000),
          created_at: "2031-01-01T00:00:00.000Z",
        })
        .execute();
      const bounded = await loadContext(suite.db, author);
      expect(bounded.reduce((size, turn) => size + turn.text.length, 0)).toBeLessThanOrEqual(CONTEXT_MAX_CHARS);
      expect(bounded.at(-1)!.text).toMatch(/^r{1999}…$/); // at most CONTEXT_TEXT_MAX characters, the ellipsis included
    });
  });
});
