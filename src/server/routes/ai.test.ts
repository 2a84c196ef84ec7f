import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseWireDays } from "@shared/itinerary";
import { planToItinerary } from "@shared/plan";
import {
  applyPartial,
  emptyStreamItinerary,
  type GenerationEvent,
  type GenerationResponse,
  type StreamItinerary,
} from "@shared/itinerary-stream";
import type { Db } from "../db/client";
import { signUp } from "../test/auth";
import { testApp } from "../test/app";
import { describeEachDatabase, testDatabases, useTestApp } from "../test/databases";
import { startFakeOpenAI, type FakeOpenAI } from "../test/fake-openai";
import { lisbonItineraryAnswer } from "../test/model-answers";
import { readJsonEvents } from "@shared/server-events";

type App = ReturnType<typeof testApp>;

const PLAN = { destination: "Lisbon", dates: "2026-05-05 to 2026-05-07", theme: "Food" };
const SURPRISE = { country: "Portugal", dates: "2026-05-01 to 2026-05-02" };

function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`/api/ai/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Reads a whole server-sent event stream into its events, as the web app reads them. */
async function readEvents(res: Response): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  for await (const event of readJsonEvents<GenerationEvent>(res.body!)) events.push(event);
  return events;
}

/** The itinerary as a streaming client sees it after the partial events (a repair starts over). */
function replay(events: GenerationEvent[]): StreamItinerary {
  let shown = emptyStreamItinerary();
  for (const event of events) {
    if (event.event === "partial") shown = applyPartial(shown, event.data);
    if (event.event === "repair") shown = emptyStreamItinerary();
  }
  return shown;
}

const SSE = { Accept: "text/event-stream" };

describeEachDatabase("/api/ai itinerary routes (offline planner)", (database) => {
  const suite = useTestApp(database);
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUp(suite.app));
  });

  it("answers the wire shape of docs/api.md plus plan, check and engine", async () => {
    const res = await post(suite.app, "generate-itinerary", PLAN, { Cookie: cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerationResponse;
    expect(Object.keys(body.itinerary).sort()).toEqual(["days", "final_notes", "introduction", "title"]);
    expect(body.itinerary.days).toMatch(/^Day 1 - 2026-05-05\*Theme: /);
    expect(parseWireDays(body.itinerary.days).map((day) => day.date)).toEqual(["2026-05-05", "2026-05-06", "2026-05-07"]);
    expect(body.plan).toMatchObject({ version: 2, title: body.itinerary.title, destination: { name: "Lisbon", country: "PT" } });
    expect(body.plan.days).toHaveLength(3);
    expect(body.plan.days[0]!.items.find((item) => item.place)?.place).toMatchObject({
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    expect(body.check).toMatchObject({ ok: true, failures: [], score: 100 });
    expect(body.engine).toBe("offline");
  });

  it("surprise me answers {itinerary} for a country", async () => {
    const res = await post(suite.app, "surprise-me", SURPRISE, { Cookie: cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerationResponse;
    expect(body.itinerary.title).toBeTruthy();
    expect(body.plan.days.map((day) => day.date)).toEqual(["2026-05-01", "2026-05-02"]);
  });

  it("refuses a visitor with 401, with detail", async () => {
    for (const [path, body] of [
      ["generate-itinerary", PLAN],
      ["surprise-me", SURPRISE],
    ] as const) {
      const res = await post(suite.app, path, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: "unauthenticated", message: "Please log in to continue." },
        detail: "Please log in to continue.",
      });
    }
  });

  describe("refuses bad input with 400 and a clear message", () => {
    const required = "Please provide all required fields.";
    const cases: Array<[string, string, unknown, string]> = [
      ["plan without a theme", "generate-itinerary", { destination: "Lisbon", dates: PLAN.dates }, required],
      ["plan with a blank destination", "generate-itinerary", { ...PLAN, destination: "   " }, required],
      [
        "plan without dates, other fields bad too",
        "generate-itinerary",
        { destination: "x".repeat(500), theme: "Food" },
        required,
      ],
      ["plan with a number as theme", "generate-itinerary", { ...PLAN, theme: 7 }, required],
      ["plan of an empty body", "generate-itinerary", {}, required],
      ["surprise without a country", "surprise-me", { dates: SURPRISE.dates }, required],
      ["surprise without dates", "surprise-me", { country: "Peru" }, required],
      [
        "a malformed date range",
        "generate-itinerary",
        { ...PLAN, dates: "May 1 to May 3" },
        "Dates must look like yyyy-MM-dd to yyyy-MM-dd.",
      ],
      [
        "a date that does not exist",
        "surprise-me",
        { ...SURPRISE, dates: "2026-02-30 to 2026-03-02" },
        "Dates must be real calendar dates.",
      ],
      [
        "an end before the start",
        "generate-itinerary",
        { ...PLAN, dates: "2026-05-07 to 2026-05-05" },
        "The start date must not be after the end date.",
      ],
      ["over 30 days", "surprise-me", { ...SURPRISE, dates: "2026-05-01 to 2026-05-31" }, "A trip can be at most 30 days long."],
      [
        "a destination over 120 characters",
        "generate-itinerary",
        { ...PLAN, destination: "x".repeat(121) },
        "Destination must be at most 120 characters.",
      ],
      [
        "a theme over 120 characters",
        "generate-itinerary",
        { ...PLAN, theme: "x".repeat(121) },
        "Theme must be at most 120 characters.",
      ],
      [
        "a country over 120 characters",
        "surprise-me",
        { ...SURPRISE, country: "x".repeat(121) },
        "Country must be at most 120 characters.",
      ],
    ];
    for (const [label, path, body, message] of cases) {
      it(label, async () => {
        const res = await post(suite.app, path, body, { Cookie: cookie, ...SSE });
        expect(res.status).toBe(400);
        expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ error: { code: "invalid_input", message }, detail: message });
      });
    }

    it("malformed JSON", async () => {
      const res = await post(suite.app, "surprise-me", "{country:", { Cookie: cookie });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { detail: string };
      expect(body.detail).toMatch(/Malformed JSON/);
    });
  });

  it("streams day by day with Accept: text/event-stream: start, partials, final", async () => {
    const res = await post(suite.app, "generate-itinerary", PLAN, { Cookie: cookie, ...SSE });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    const events = await readEvents(res);
    expect(events[0]).toEqual({ event: "start", data: { engine: "offline" } });
    expect(events.at(-1)!.event).toBe("final");
    const partials = events.filter((event) => event.event === "partial");
    // One partial before the first day, one per day, one with the final notes.
    expect(partials).toHaveLength(5);
    expect(partials.map((event) => (event.data as { days: unknown[] }).days.length)).toEqual([0, 1, 2, 2, 1]);
    const final = events.at(-1)!.data as GenerationResponse;
    expect(final.engine).toBe("offline");
    expect(final.check.ok).toBe(true);
    expect(replay(events)).toEqual(planToItinerary(final.plan));
  });

  it("answers 422 unknown_destination with suggestions for what is not a place", async () => {
    const res = await post(suite.app, "generate-itinerary", { ...PLAN, destination: "Tulza" }, { Cookie: cookie, ...SSE });
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; message: string; details: { suggestions: string[] } };
      detail: string;
    };
    expect(body.error.code).toBe("unknown_destination");
    expect(body.error.details.suggestions).toContain("Tulsa, United States");
    expect(body.detail).toBe(body.error.message);
    expect(body.error.message).toMatch(/^We could not find a place called "Tulza"\. Did you mean /);
    const country = await post(suite.app, "surprise-me", { ...SURPRISE, country: "Narnia" }, { Cookie: cookie });
    expect(country.status).toBe(422);
    expect(((await country.json()) as { error: { message: string } }).error.message).toBe(
      'We could not find a country called "Narnia".',
    );
  });

  it("answers 422 no_guide naming the nearest guided places for a real place without a guide", async () => {
    const res = await post(suite.app, "generate-itinerary", { ...PLAN, destination: "Tulsa" }, { Cookie: cookie });
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; message: string; details: { place: string; nearest: { name: string; km: number }[] } };
    };
    expect(body.error.code).toBe("no_guide");
    expect(body.error.details.place).toBe("Tulsa");
    expect(body.error.details.nearest).toHaveLength(3);
    expect(body.error.message).toMatch(
      /^Wayfarer's offline planner has no guide for Tulsa \(United States\) yet\. The nearest places it knows are \w/,
    );
  });

  it("limits generation per user (invalid requests and places it cannot plan not counted), 429 with the retry time", async () => {
    const limited = testApp(suite.db, { env: { RATE_LIMIT_GENERATE_PER_HOUR: "2" } });
    const first = await signUp(limited);
    const second = await signUp(limited);
    expect((await post(limited, "generate-itinerary", { ...PLAN, theme: "" }, { Cookie: first.cookie })).status).toBe(400);
    expect((await post(limited, "generate-itinerary", { ...PLAN, destination: "asdfgh" }, { Cookie: first.cookie })).status).toBe(
      422,
    );
    expect((await post(limited, "generate-itinerary", { ...PLAN, destination: "Tulsa" }, { Cookie: first.cookie })).status).toBe(
      422,
    );
    expect((await post(limited, "generate-itinerary", PLAN, { Cookie: first.cookie })).status).toBe(200);
    expect((await post(limited, "surprise-me", SURPRISE, { Cookie: first.cookie, ...SSE })).status).toBe(200);
    const refused = await post(limited, "surprise-me", SURPRISE, { Cookie: first.cookie, ...SSE });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    const message = "Too many requests. Please try again in 60 minutes.";
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message }, detail: message });
    expect((await post(limited, "generate-itinerary", PLAN, { Cookie: second.cookie })).status).toBe(200);
  });
});

describe("/api/ai itinerary routes against a fake OpenAI-compatible server", () => {
  let fake: FakeOpenAI;
  let db: Db;
  let cleanup: () => Promise<void>;
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    ({ db, cleanup } = await testDatabases[0]!.open());
    app = testApp(db, {
      env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model", AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: "1500" },
    });
    ({ cookie } = await signUp(app));
  });
  afterAll(async () => {
    await fake.close();
    await cleanup();
  });
  beforeEach(() => fake.reset());

  it("answers the model's itinerary with the engine's name", async () => {
    fake.enqueue({ kind: "content", content: lisbonItineraryAnswer() });
    const res = await post(app, "generate-itinerary", PLAN, { Cookie: cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerationResponse;
    expect(body.engine).toBe("openai-compatible:fake-model");
    expect(body.itinerary.days).toContain("Morning: Belém Tower: a morning visit.");
    expect(body.check.ok).toBe(true);
    // The user's fields reach the model as data, with the facts it should plan on.
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain("Lisbon");
    expect(sent).toContain('\\"weekday\\": \\"Tuesday\\"');
    expect(sent).toContain("Jerónimos Monastery");
    // A place of the guides is tied back to them: coordinates, kind and the guide's id.
    const belem = body.plan.days[0]!.items.find((item) => item.title === "Belém Tower");
    expect(belem).toMatchObject({ id: "lisbon/belem-tower", source: "knowledge", place: { area: "Belém" } });
    expect(body.plan.days[0]!.items.find((item) => item.title === "Alfama")).toMatchObject({ source: "model" });
  });

  it("plans any real place with a model, and still refuses what is not a place", async () => {
    fake.enqueue({ kind: "content", content: lisbonItineraryAnswer() });
    expect((await post(app, "generate-itinerary", { ...PLAN, destination: "Tulsa" }, { Cookie: cookie })).status).toBe(200);
    expect((await post(app, "generate-itinerary", { ...PLAN, destination: "asdfgh" }, { Cookie: cookie })).status).toBe(422);
  });

  it("model failure: non-OK with our error object and detail, on both routes", async () => {
    fake.setDefault({ kind: "error", status: 500, headers: { "retry-after-ms": "1" } });
    const message = "The language model could not answer. Please try again.";
    for (const [path, body] of [
      ["generate-itinerary", PLAN],
      ["surprise-me", SURPRISE],
    ] as const) {
      const res = await post(app, path, body, { Cookie: cookie });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: { code: "upstream", message }, detail: message });
    }
    fake.setDefault({ kind: "malformed" });
    expect((await post(app, "surprise-me", SURPRISE, { Cookie: cookie })).status).toBe(502);
  });

  it("a model that hangs past AI_TIMEOUT_MS answers 504", async () => {
    fake.setDefault({ kind: "hang" });
    const res = await post(app, "generate-itinerary", PLAN, { Cookie: cookie });
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("timeout");
  });

  it("streams the model's answer, with a repair event when the first answer fails the plan check", async () => {
    fake.enqueue(
      { kind: "content", content: lisbonItineraryAnswer([1, 2]), chunkSize: 40 },
      { kind: "content", content: lisbonItineraryAnswer(), chunkSize: 40 },
    );
    const events = await readEvents(await post(app, "generate-itinerary", PLAN, { Cookie: cookie, ...SSE }));
    const kinds = events.map((event) => event.event);
    expect(kinds[0]).toBe("start");
    expect(kinds.indexOf("repair")).toBeGreaterThan(kinds.indexOf("partial"));
    expect(kinds.lastIndexOf("partial")).toBeGreaterThan(kinds.indexOf("repair"));
    expect(kinds.at(-1)).toBe("final");
    const final = events.at(-1)!.data as GenerationResponse;
    expect(final.check.ok).toBe(true);
    expect(replay(events)).toEqual(planToItinerary(final.plan));
    // Each partial carries at most the day being written and the one before it.
    for (const event of events) if (event.event === "partial") expect(event.data.days.length).toBeLessThanOrEqual(2);
  });

  it("a failing stream ends with an error event carrying the API's error body, as chat's stream does", async () => {
    fake.setDefault({ kind: "error", status: 500, headers: { "retry-after-ms": "1" } });
    const res = await post(app, "surprise-me", SURPRISE, { Cookie: cookie, ...SSE });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events.map((event) => event.event)).toEqual(["start", "error"]);
    expect(events[1]!.data).toEqual({
      error: { code: "upstream", message: "The language model could not answer. Please try again." },
    });
  });

  it("answers the provider's own rate limit as 503 model_busy, with detail and Retry-After", async () => {
    fake.setDefault({ kind: "error", status: 429, headers: { "retry-after": "30" } });
    const res = await post(app, "generate-itinerary", PLAN, { Cookie: cookie });
    const message = "The language model is busy right now. Please try again in a minute.";
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect(await res.json()).toEqual({ error: { code: "model_busy", message }, detail: message });
  });

  describe("over real HTTP", () => {
    let base: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
        close = () => new Promise<void>((done) => server.close(() => done()));
        server.on("listening", () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        });
      });
    });
    afterAll(() => close());

    const request = (path: string, body: unknown, signal: AbortSignal, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/ai/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie, ...headers },
        body: JSON.stringify(body),
        signal,
      });

    it("a client that goes away mid-stream cancels the upstream model call", async () => {
      fake.setDefault({ kind: "content", content: lisbonItineraryAnswer(), chunkSize: 8, intervalMs: 30 });
      const client = new AbortController();
      const res = await request("generate-itinerary", PLAN, client.signal, SSE);
      const reader = res.body!.getReader();
      let seen = "";
      while (!seen.includes("event: partial")) seen += new TextDecoder().decode((await reader.read()).value);
      client.abort();
      await fake.waitForDisconnect(3_000);
      expect(fake.disconnects).toBe(1);
    });

    it("a client that goes away during a JSON call cancels it too", async () => {
      fake.setDefault({ kind: "hang" });
      const client = new AbortController();
      const pending = request("surprise-me", SURPRISE, client.signal).catch(() => undefined);
      while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      client.abort();
      await pending;
      await fake.waitForDisconnect(1_000);
    });
  });
});
