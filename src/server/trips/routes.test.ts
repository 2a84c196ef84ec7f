import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { planFromItinerary } from "@shared/plan";
import { toWire, type Itinerary } from "@shared/itinerary";
import type { ItineraryDetail, ItineraryPage, ItinerarySummary } from "@shared/schemas/itineraries";
import type { App } from "../app";
import { testApp } from "../test/app";
import { signUp } from "../test/auth";
import { describeEachDatabase, useDatabase } from "../test/databases";

const plan: Itinerary = {
  title: "Kyoto in Autumn",
  introduction: "Two calm days of temples and food.",
  days: [
    {
      day: 1,
      date: "2026-11-01",
      theme: "Temples",
      morning: "Kiyomizu-dera: early light",
      afternoon: "Gion walk",
      evening: "Pontocho dinner",
    },
    {
      day: 2,
      date: "2026-11-02",
      theme: "Bamboo",
      morning: "Arashiyama grove",
      afternoon: "Tenryu-ji garden",
      evening: "Onsen soak",
      notes: "Buy a bus pass.",
    },
  ],
  final_notes: "Carry cash.",
};

describeEachDatabase("/api/itineraries", (database) => {
  const suite = useDatabase(database);
  let app: App;
  let ada: { cookie: string; user: { id: string; name: string } };
  let bob: { cookie: string; user: { id: string; name: string } };

  beforeAll(async () => {
    app = testApp(suite.db);
    ada = await signUp(app, { name: "Ada Lovelace" });
    bob = await signUp(app, { name: "Bob" });
  });
  beforeEach(async () => {
    await suite.db.kysely.deleteFrom("itinerary").execute();
    app = testApp(suite.db); // rows deleted behind the app's back must not linger in its list cache
  });

  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    app.request(`/api/itineraries${path}`, {
      method,
      headers: { ...(cookie && { Cookie: cookie }), ...(body !== undefined && { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const save = async (cookie: string, body: unknown) => {
    const res = await call("POST", "", cookie, body);
    expect(res.status).toBe(201);
    return (await res.json()) as ItineraryDetail;
  };
  /** The trips that exist (a deleted one stays, restorable, until the purge: decision 1180). */
  const count = async () =>
    (await suite.db.kysely.selectFrom("itinerary").select("id").where("deleted_at", "is", null).execute()).length;

  it("saves an itinerary with the author from the session, never from the body", async () => {
    const res = await call("POST", "", ada.cookie, {
      title: "  Paris in Spring ",
      days: "Day 1 - 2026-04-01*Theme: Art*Morning: Louvre",
      author: { id: bob.user.id, name: "Mallory" },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ItineraryDetail;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Paris in Spring",
      days: "Day 1 - 2026-04-01*Theme: Art*Morning: Louvre",
      author: { id: ada.user.id, name: "Ada Lovelace" },
      createdAt: expect.any(String),
      version: 1,
      share: null,
      calendar: null,
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await suite.db.kysely.selectFrom("itinerary").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: body.id, author_id: ada.user.id, author_name: "Ada Lovelace", plan: null, engine: null });
  });

  it("keeps the structured plan and the engine, and answers the plan's check on GET by id", async () => {
    const wire = toWire(plan);
    const saved = await save(ada.cookie, { title: wire.title, days: wire.days, plan, engine: "offline" });
    // A plan of the first shape is kept as v2: each section one item.
    expect(saved).toMatchObject({ engine: "offline", plan: planFromItinerary(plan) });

    const res = await call("GET", `/${saved.id}`, ada.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ItineraryDetail;
    expect(body).toMatchObject({ ...saved, check: { ok: true, failures: [], score: 100 } });
    // Saved as a timetable: every item timed and rated, every day's load measured.
    const items = body.plan!.days.flatMap((day) => day.items);
    expect(items.every((item) => /^\d\d:\d\d$/.test(item.start ?? ""))).toBe(true);
    expect(Object.keys(body.check!.items!).sort()).toEqual(items.map((item) => item.id).sort());
    expect(Object.keys(body.check!.days!)).toHaveLength(body.plan!.days.length);

    const [summary] = (await (await call("GET", "", ada.cookie)).json()) as ItinerarySummary[];
    expect(summary).toEqual({
      id: saved.id,
      title: plan.title,
      days: wire.days,
      author: { id: ada.user.id, name: "Ada Lovelace" },
      createdAt: saved.createdAt,
      engine: "offline",
      hasPlan: true,
    });
    expect(summary).not.toHaveProperty("plan");
  });

  it("reports a failing check for a saved plan with a missing or repeated day", async () => {
    const gappy = { ...plan, days: [plan.days[0]!, { ...plan.days[0]!, day: 2, date: "2026-11-03" }] };
    const saved = await save(ada.cookie, { title: "Gaps", days: toWire(gappy).days, plan: gappy });
    const body = (await (await call("GET", `/${saved.id}`, ada.cookie)).json()) as ItineraryDetail;
    expect(body.check?.ok).toBe(false);
    expect(body.check?.failures).toEqual(expect.arrayContaining([expect.stringContaining("Day 2 should be dated 2026-11-02")]));
  });

  it("lists only the caller's own itineraries, newest first", async () => {
    const first = await save(ada.cookie, { title: "First", days: "Day 1*Morning: a" });
    await save(bob.cookie, { title: "Bob's", days: "Day 1*Morning: b" });
    const second = await save(ada.cookie, { title: "Second", days: "Day 1*Morning: c" });
    const third = await save(ada.cookie, { title: "Third", days: "Day 1*Morning: d", engine: "openai:gpt-4.1-mini" });

    const list = (await (await call("GET", "", ada.cookie)).json()) as ItinerarySummary[];
    expect(list.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect(list.every((item) => item.author.id === ada.user.id && item.hasPlan === false)).toBe(true);
    expect(list[0]?.engine).toBe("openai:gpt-4.1-mini");
    expect(list[1]).not.toHaveProperty("engine");

    const bobs = (await (await call("GET", "", bob.cookie)).json()) as ItinerarySummary[];
    expect(bobs.map((item) => item.title)).toEqual(["Bob's"]);
  });

  describe("pages (?limit=&cursor=)", () => {
    const page = async (query: string, cookie = ada.cookie) => {
      const res = await call("GET", `?${query}`, cookie);
      expect(res.status, query).toBe(200);
      return (await res.json()) as ItineraryPage;
    };
    const saveMany = async (n: number, cookie = ada.cookie) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push((await save(cookie, { title: `Trip ${i}`, days: "Day 1*Morning: a" })).id);
      return ids.reverse(); // newest first
    };
    const walk = async (limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const next: ItineraryPage = await page(`limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(next.items.length).toBeLessThanOrEqual(limit);
        seen.push(...next.items.map((item) => item.id));
        cursor = next.nextCursor;
      } while (cursor);
      return seen;
    };

    it("walks the whole list newest first, with the same entries as the plain list, and a null cursor at the end", async () => {
      const ids = await saveMany(5);
      await save(bob.cookie, { title: "Bob's", days: "Day 1*Morning: b" });
      expect(await walk(2)).toEqual(ids);
      expect(await walk(5)).toEqual(ids);
      expect(await walk(100)).toEqual(ids);
      const first = await page("limit=2");
      const plain = (await (await call("GET", "", ada.cookie)).json()) as ItinerarySummary[];
      expect(first.items).toEqual(plain.slice(0, 2));
      expect(first.nextCursor).toEqual(expect.stringMatching(/^[\w-]+$/));
      expect(await page("limit=5")).toMatchObject({ nextCursor: null });
      expect(await page("limit=1", bob.cookie)).toMatchObject({ items: [{ title: "Bob's" }], nextCursor: null });
    });

    it("answers 20 by default when only a cursor is given, and an empty last page for a user with none", async () => {
      const ids = await saveMany(23);
      const first = await page("limit=3");
      const rest = await page(`cursor=${first.nextCursor}`);
      expect(rest.items.map((item) => item.id)).toEqual(ids.slice(3, 23));
      expect(rest.nextCursor).toBeNull();
      expect(await page("limit=20", bob.cookie)).toEqual({ items: [], nextCursor: null });
    });

    it("neither repeats nor skips a row when others are saved or deleted between pages, ties on time included", async () => {
      const ids = await saveMany(4);
      // Two rows with the same creation time: the id breaks the tie.
      await suite.db.kysely.updateTable("itinerary").set({ created_at: "2026-01-01T00:00:00.000Z" }).execute();
      const tied = [...ids].sort().reverse();
      const first = await page("limit=2");
      expect(first.items.map((item) => item.id)).toEqual(tied.slice(0, 2));
      await save(ada.cookie, { title: "Newer", days: "Day 1*Morning: n" });
      expect((await call("DELETE", `/${tied[2]}`, ada.cookie)).status).toBe(204);
      const second = await page(`limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map((item) => item.id)).toEqual([tied[3]]);
      expect(second.nextCursor).toBeNull();
    });

    it("a cursor never reaches another user's rows", async () => {
      await saveMany(3, bob.cookie);
      const bobs = await page("limit=1", bob.cookie);
      expect(await page(`cursor=${bobs.nextCursor}`)).toEqual({ items: [], nextCursor: null });
    });

    it.each([
      ["limit=0", "The limit must be a whole number from 1 to 100."],
      ["limit=101", "The limit must be a whole number from 1 to 100."],
      ["limit=-1", "The limit must be a whole number from 1 to 100."],
      ["limit=2.5", "The limit must be a whole number from 1 to 100."],
      ["limit=abc", "The limit must be a whole number from 1 to 100."],
      ["limit=", "The limit must be a whole number from 1 to 100."],
      ["limit=99999999999999999999", "The limit must be a whole number from 1 to 100."],
      ["cursor=", "This cursor is not valid. Ask for the first page again, without a cursor."],
      ["cursor=not-a-cursor", "This cursor is not valid. Ask for the first page again, without a cursor."],
      ["cursor=%27%20or%201%3D1--", "This cursor is not valid. Ask for the first page again, without a cursor."],
      [
        `cursor=${Buffer.from("2026-01-01T00:00:00.000Z|x").toString("base64url")}`,
        "This cursor is not valid. Ask for the first page again, without a cursor.",
      ],
      [`cursor=${"A".repeat(300)}`, "This cursor is not valid. Ask for the first page again, without a cursor."],
    ])("answers 400 to %s", async (query, message) => {
      const res = await call("GET", `?${query}`, ada.cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "invalid_input", message } });
    });

    it("needs a session (401)", async () => {
      expect((await call("GET", "?limit=1")).status).toBe(401);
    });
  });

  it("refuses a save beyond ITINERARY_MAX_PER_USER with 409, saves nothing, and counts each user apart", async () => {
    const limited = testApp(suite.db, { env: { ITINERARY_MAX_PER_USER: "3" } });
    const post = (cookie: string, title: string) =>
      limited.request("/api/itineraries", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ title, days: "Day 1*Morning: a" }),
      });
    for (let i = 0; i < 3; i++) expect((await post(ada.cookie, `Trip ${i}`)).status).toBe(201);
    const refused = await post(ada.cookie, "One too many");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: "itinerary_limit",
        message: "You already have 3 saved itineraries, the most one account can keep. Delete one to save another.",
      },
    });
    expect(await count()).toBe(3);
    expect((await post(bob.cookie, "Bob's first")).status).toBe(201);
    // Deleting one makes room again.
    const [newest] = (await (await limited.request("/api/itineraries", { headers: { Cookie: ada.cookie } })).json()) as {
      id: string;
    }[];
    expect(
      (await limited.request(`/api/itineraries/${newest!.id}`, { method: "DELETE", headers: { Cookie: ada.cookie } })).status,
    ).toBe(204);
    expect((await post(ada.cookie, "Room again")).status).toBe(201);
  });

  it("answers an empty list to a user with none", async () => {
    const res = await call("GET", "", ada.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("deletes the caller's own itinerary with 204", async () => {
    const saved = await save(ada.cookie, { title: "Gone soon", days: "Day 1*Morning: a" });
    const res = await call("DELETE", `/${saved.id}`, ada.cookie);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await count()).toBe(0);
    expect((await call("GET", `/${saved.id}`, ada.cookie)).status).toBe(404);
    expect((await call("DELETE", `/${saved.id}`, ada.cookie)).status).toBe(404);
  });

  it("answers 404 for someone else's itinerary on GET and DELETE, and it still exists", async () => {
    const saved = await save(ada.cookie, { title: "Private", days: "Day 1*Morning: a" });
    for (const method of ["GET", "DELETE"]) {
      const res = await call(method, `/${saved.id}`, bob.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such itinerary." } });
    }
    expect((await call("GET", `/${saved.id}`, ada.cookie)).status).toBe(200);
    expect(await count()).toBe(1);
  });

  it.each(["not-an-id", "00000000-0000-0000-0000-000000000000", "%27%20or%201=1--"])("answers 404 for the id %s", async (id) => {
    await save(ada.cookie, { title: "Keep", days: "Day 1*Morning: a" });
    expect((await call("GET", `/${id}`, ada.cookie)).status).toBe(404);
    expect((await call("DELETE", `/${id}`, ada.cookie)).status).toBe(404);
    expect(await count()).toBe(1);
  });

  it("requires a session on every route (401)", async () => {
    const saved = await save(ada.cookie, { title: "Mine", days: "Day 1*Morning: a" });
    const attempts: Array<[string, string, unknown?]> = [
      ["POST", "", { title: "x", days: "y" }],
      ["GET", ""],
      ["GET", `/${saved.id}`],
      ["DELETE", `/${saved.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, undefined, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Please log in to continue." } });
    }
    expect((await call("GET", "", "better-auth.session_token=forged.value")).status).toBe(401);
    expect(await count()).toBe(1);
  });

  describe("refuses bad input with 400 and saves nothing", () => {
    const cases: Array<[string, unknown, string | RegExp]> = [
      ["a missing title", { days: "Day 1" }, "Please provide all required fields."],
      ["a blank title", { title: "   ", days: "Day 1" }, "Please provide all required fields."],
      ["missing days", { title: "Trip" }, "Please provide all required fields."],
      ["days of the wrong type", { title: "Trip", days: ["Day 1"] }, "Please provide all required fields."],
      [
        "a title over 200 characters",
        { title: "x".repeat(201), days: "Day 1" },
        "The title is too long (at most 200 characters).",
      ],
      [
        "days over 30,000 characters",
        { title: "Trip", days: "x".repeat(30_001) },
        "The itinerary is too long (at most 30,000 characters).",
      ],
      [
        "a plan that is not an itinerary",
        { title: "Trip", days: "Day 1", plan: { title: "x" } },
        /^The structured plan is not valid \(introduction: /,
      ],
      [
        "a plan with an empty morning",
        { title: "Trip", days: "Day 1", plan: { ...plan, days: [{ ...plan.days[0], morning: " " }] } },
        /^The structured plan is not valid \(days\.0\.morning: /,
      ],
      [
        "an engine that is not text",
        { title: "Trip", days: "Day 1", engine: 7 },
        "The engine name must be text of 1 to 100 characters.",
      ],
      ["an array body", [{ title: "Trip", days: "Day 1" }], "Send a JSON body with a title and the itinerary's days."],
    ];
    for (const [label, body, message] of cases) {
      it(label, async () => {
        const res = await call("POST", "", ada.cookie, body);
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { error: { code: string; message: string } };
        expect(answer.error.code).toBe("invalid_input");
        expect(answer.error.message).toMatch(message);
        expect(await count()).toBe(0);
      });
    }

    it("malformed JSON", async () => {
      const res = await call("POST", "", ada.cookie, "{title:");
      expect(res.status).toBe(400);
      expect(await count()).toBe(0);
    });

    it("a body over 64 KB (413)", async () => {
      const res = await call("POST", "", ada.cookie, { title: "Trip", days: "x".repeat(70_000) });
      expect(res.status).toBe(413);
      expect(await count()).toBe(0);
    });
  });

  it("accepts the longest title and days text, and null plan and engine", async () => {
    const saved = await save(ada.cookie, { title: "t".repeat(200), days: "d".repeat(30_000), plan: null, engine: null });
    expect(saved.title).toHaveLength(200);
    expect(saved).not.toHaveProperty("plan");
    expect(saved).not.toHaveProperty("engine");
  });
});
