import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../app";
import { signUp } from "../test/auth";
import { testApp } from "../test/app";
import { testDatabases } from "../test/databases";
import type { Db } from "../db/client";
import { startFakeOpenAI, type FakeOpenAI } from "../test/fake-openai";

// The language model's budgets through the real app against the fake OpenAI-compatible server: calls in
// flight per user and in all, tokens per user per day from the provider's reported usage, and the per-user
// limits counted per client address too.

const chat = (app: App, cookie: string, headers: Record<string, string> = {}) =>
  app.request("/api/ai/generate/stream", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
    body: JSON.stringify({ prompt: "Where should I eat in Lisbon?" }),
  });

/** A gate the fake waits at after the first piece of its answer, so that calls stay in flight. */
function gate() {
  let open!: () => void;
  const until = new Promise<void>((resolve) => (open = resolve));
  return { until, open };
}

describe("language-model budgets", () => {
  let fake: FakeOpenAI;
  let db: Db;
  let cleanup: () => Promise<void>;
  const llm = (env: Record<string, string> = {}) =>
    testApp(db, {
      env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model", AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: "5000", ...env },
    });

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ({ db, cleanup } = await testDatabases[0]!.open());
  });
  afterAll(async () => {
    await fake.close();
    await cleanup();
  });
  beforeEach(() => fake.reset());

  it("lets a user have two model calls in flight; a third is refused with Retry-After until one ends", async () => {
    const app = llm();
    const { cookie } = await signUp(app);
    const held = gate();
    fake.setDefault({
      kind: "content",
      content: "A long answer, written slowly.",
      chunkSize: 4,
      pause: { afterChars: 4, until: held.until },
    });
    const first = await chat(app, cookie);
    const second = await chat(app, cookie);
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await chat(app, cookie);
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toBe("10");
    expect(await third.json()).toEqual({
      error: {
        code: "model_calls_in_flight",
        message: "You already have 2 answers being written. Please wait for one to finish.",
      },
    });
    expect(fake.requests).toHaveLength(2);

    held.open();
    expect(await first.text()).toContain("event: final");
    expect(await second.text()).toContain("event: final");
    expect((await chat(app, cookie)).status).toBe(200);
  });

  it("frees a call when the client stops reading its stream", async () => {
    const app = llm();
    const { cookie } = await signUp(app);
    const held = gate();
    fake.setDefault({ kind: "content", content: "Never finished.", chunkSize: 4, pause: { afterChars: 4, until: held.until } });
    const streams = [await chat(app, cookie), await chat(app, cookie)];
    expect((await chat(app, cookie)).status).toBe(429);
    await Promise.all(streams.map((res) => res.body!.cancel()));
    fake.setDefault({ kind: "content", content: "Here you are." });
    expect((await chat(app, cookie)).status).toBe(200);
    held.open();
  });

  it("caps calls in flight for everyone at AI_MAX_CONCURRENT: 503 model_busy with Retry-After", async () => {
    const app = llm({ AI_MAX_CONCURRENT: "2" });
    const [a, b, c] = [await signUp(app), await signUp(app), await signUp(app)];
    const held = gate();
    fake.setDefault({ kind: "content", content: "Busy, busy, busy.", chunkSize: 4, pause: { afterChars: 4, until: held.until } });
    const open = [await chat(app, a.cookie), await chat(app, b.cookie)];
    const refused = await chat(app, c.cookie);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("model_busy");
    held.open();
    await Promise.all(open.map((res) => res.text()));
    expect((await chat(app, c.cookie)).status).toBe(200);
  });

  it("counts each user's tokens from the provider's usage and refuses for the rest of the day once spent", async () => {
    const app = llm({ AI_DAILY_TOKENS_PER_USER: "1000" });
    const spender = await signUp(app);
    const other = await signUp(app);
    fake.setDefault({ kind: "content", content: "An answer that costs 600 tokens.", totalTokens: 600 });
    for (const expected of [200, 200]) {
      const res = await chat(app, spender.cookie);
      expect(res.status).toBe(expected);
      await res.text(); // the usage is reported when the answer ends
    }
    const refused = await chat(app, spender.cookie);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await refused.json()).toEqual({
      error: {
        code: "token_budget",
        message: "You have used today's allowance of the language model. Please try again in 24 hours.",
      },
    });
    // The itinerary routes share the budget; another user has their own.
    const plan = await app.request("/api/ai/surprise-me", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: spender.cookie },
      body: JSON.stringify({ country: "Portugal", dates: "2026-05-01 to 2026-05-02" }),
    });
    expect(plan.status).toBe(429);
    expect((await chat(app, other.cookie)).status).toBe(200);
  });

  it("counts the chat limit per client address as well as per user, so a second account does not double it", async () => {
    const app = llm({ RATE_LIMIT_CHAT_PER_10_MIN: "2", TRUST_PROXY: "true" });
    const home = { "X-Forwarded-For": "203.0.113.7" };
    const first = await signUp(app);
    const second = await signUp(app);
    for (let i = 0; i < 2; i++) await (await chat(app, first.cookie, home)).text();
    const refused = await chat(app, second.cookie, home);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(refused.headers.get("Retry-After")).not.toBeNull();
    expect((await chat(app, second.cookie, { "X-Forwarded-For": "198.51.100.4" })).status).toBe(200);
  });

  it("leaves the offline planner without budgets: it costs nothing", async () => {
    const app = testApp(db, { env: { RATE_LIMIT_CHAT_PER_10_MIN: "100", AI_MAX_CONCURRENT: "1" } });
    const { cookie } = await signUp(app);
    const answers = await Promise.all([chat(app, cookie), chat(app, cookie), chat(app, cookie)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    await Promise.all(answers.map((res) => res.text()));
  });
});
