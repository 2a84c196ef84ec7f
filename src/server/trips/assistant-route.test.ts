import { expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import { ASSISTANT_MESSAGES, type AssistantAnswer } from "@shared/schemas/assistant";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { CHAT_PROMPT_MAX } from "@shared/schemas/limits";
import { OPERATIONS_MESSAGES } from "@shared/schemas/operations";
import { signUp } from "../test/auth";
import { testApp } from "../test/app";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { storedPlan } from "../test/plan-fixtures";

/** POST /api/itineraries/:id/assistant (docs/api.md, decision 1100) with the offline engine, on the real database. */

// Monday 5 to Friday 9 April 2027.
const plan = storedPlan("kyoto");

const itemOf = (p: Plan, title: string) =>
  p.days.flatMap((day) => day.items.map((item) => ({ item, day: day.day }))).find(({ item }) => item.title.includes(title))!;

describeEachDatabase("trips: the assistant", (database) => {
  const suite = useTestApp(database);
  const call = (method: string, path: string, cookie?: string, body?: unknown, app = suite.app) =>
    app.request(`/api/itineraries${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const ask = (cookie: string, id: string, body: unknown, app = suite.app) => call("POST", `/${id}/assistant`, cookie, body, app);
  async function saveTrip(cookie: string, app = suite.app, withPlan = true, tripPlan = plan): Promise<ItineraryDetail> {
    const body = { title: tripPlan.title, days: toWire(planToItinerary(tripPlan)).days, ...(withPlan && { plan: tripPlan }) };
    const res = await call("POST", "", cookie, body, app);
    expect(res.status).toBe(201);
    return (await res.json()) as ItineraryDetail;
  }
  const read = async (cookie: string, id: string) => (await (await call("GET", `/${id}`, cookie)).json()) as ItineraryDetail;
  const answer = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.json()) as AssistantAnswer;
  };

  it("proposes a change without saving it; Apply through /operations saves exactly the proposed plan", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const fushimi = itemOf(plan, "Fushimi Inari");
    const { reply, proposal } = await answer(await ask(cookie, saved.id, { message: "move Fushimi Inari to day 3", version: 1 }));
    expect(proposal).toMatchObject({
      baseVersion: 1,
      operations: [{ type: "move_item", itemId: fushimi.item.id, day: 3, slot: "morning" }],
      changes: [`Moved ${fushimi.item.title} from day ${fushimi.day} morning to day 3 morning.`],
      check: { items: expect.any(Object) },
    });
    expect(proposal!.plan.days[2]!.items.map((item) => item.id)).toContain(fushimi.item.id);
    // Timed as a save times it.
    expect(proposal!.plan.days[2]!.items.every((item) => item.kind === "travel" || item.start)).toBe(true);
    expect(reply).toContain(`- Moved ${fushimi.item.title} from day ${fushimi.day} morning to day 3 morning.`);
    expect(reply).toMatch(/nothing is saved until you apply it/);

    // Nothing saved.
    expect(await read(cookie, saved.id)).toMatchObject({ version: 1, plan: saved.plan });

    // Apply.
    const res = await call("POST", `/${saved.id}/operations`, cookie, {
      version: proposal!.baseVersion,
      operations: proposal!.operations,
    });
    expect(res.status).toBe(200);
    const applied = (await res.json()) as ItineraryDetail;
    expect(applied.version).toBe(2);
    expect(applied.plan).toEqual(proposal!.plan);
    expect(applied.check).toEqual(proposal!.check);
  });

  it("adds a real guide activity and names a conflict the proposal leaves", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const added = await answer(await ask(cookie, saved.id, { message: "add a food market on day 4", version: 1 }));
    expect(added.proposal!.operations).toMatchObject([
      { type: "add_item", day: 4, item: { title: "Nishiki Market", ref: { city: "kyoto", activity: "nishiki-market" } } },
    ]);
    expect(added.proposal!.changes[0]).toMatch(/^Added Nishiki Market to day 4 /);

    // The Imperial Palace is shut on Mondays (day 1).
    const shut = await answer(await ask(cookie, saved.id, { message: "move the imperial palace to monday", version: 1 }));
    const palace = itemOf(plan, "Imperial Palace");
    expect(shut.proposal!.check.items![palace.item.id]!.status).toBe("conflict");
    expect(shut.reply).toMatch(/The proposed plan still has (a conflict|\d+ conflicts):/);
    expect(shut.reply).toContain(`- ${palace.item.title} (day 1 ${palace.item.slot}): `);
    expect((await read(cookie, saved.id)).version).toBe(1);
  });

  it("adds a stop where it adds no conflict: before the afternoon's other stop rather than after its place closes", async () => {
    const { cookie } = await signUp(suite.app);
    const gardens = storedPlan("kyotoGardens");
    const saved = await saveTrip(cookie, suite.app, true, gardens);
    const { reply, proposal } = await answer(
      await ask(cookie, saved.id, { message: "add a sake tasting on day 1 in the afternoon", version: 1 }),
    );
    // Last in the afternoon it would run 16:14-18:14 and the Fushimi breweries close at 16:30.
    expect(proposal!.operations).toMatchObject([
      { type: "add_item", day: 1, slot: "afternoon", position: 0, item: { title: "Sake tasting in Fushimi" } },
    ]);
    const day1 = proposal!.plan.days[0]!.items;
    const added = day1.find((item) => item.title === "Sake tasting in Fushimi")!;
    expect(proposal!.check.items![added.id]!.status).toBe("verified");
    expect(day1.filter((item) => item.slot === "afternoon").map((item) => item.title)).toEqual([
      "Sake tasting in Fushimi",
      expect.stringContaining("Kiyomizu-dera"),
    ]);
    expect(reply).toContain("- Added Sake tasting in Fushimi to day 1 afternoon, before Kiyomizu-dera");
    expect(reply).toContain("The plan check finds no conflict in the proposed plan.");
  });

  it("asks which stop when several fit, says what it cannot do, and leaves other questions to the chat", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const cases: [string, RegExp][] = [
      ["remove the 14:00 stop", /^Which one do you mean: .+\(day 1 afternoon\), .+\(day 4 afternoon\)/],
      ["move the tea ceremony to day 3", /^I cannot find "tea ceremony" in this trip\.$/],
      ["swap day 1 and 9", /^This trip has 5 days, so there is no day 9\.$/],
      ["make Sunday more relaxed", /^This trip has no Sunday/],
    ];
    for (const [message, reply] of cases) {
      const body = await answer(await ask(cookie, saved.id, { message, version: 1 }));
      expect(body, message).toEqual({ reply: expect.stringMatching(reply), proposal: null });
    }
    const chat = await answer(await ask(cookie, saved.id, { message: "What should I pack?", version: 1 }));
    expect(chat.proposal).toBeNull();
    expect(chat.reply.length).toBeGreaterThan(20);
    // A question naming no place is about the trip's.
    const stay = await answer(await ask(cookie, saved.id, { message: "Where should I stay?", version: 1 }));
    expect(stay).toEqual({ reply: expect.stringMatching(/^Where to stay in \*\*Kyoto\*\*:/), proposal: null });
    expect((await read(cookie, saved.id)).version).toBe(1);
  });

  it("says what a pace means when it changes one", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const { reply, proposal } = await answer(await ask(cookie, saved.id, { message: "make day 2 more relaxed", version: 1 }));
    expect(proposal!.operations[0]).toEqual({ type: "set_pace", day: 2, pace: "relaxed" });
    expect(reply).toContain("- Day 2's pace is now relaxed: it starts at 09:30 with up to 6 h 30 of visits and travel a day.");
  });

  it("answers the sun, the weather and packing for the trip's dates, not today's", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const reply = async (message: string) => (await answer(await ask(cookie, saved.id, { message, version: 1 }))).reply;
    // Day 2 is Tuesday 6 April 2027.
    expect(await reply("What time is sunset on day 2?")).toMatch(
      /^In \*\*Kyoto\*\* the sun sets at about \*\*18:\d\d\*\* on Tuesday 6 April, local time\./,
    );
    expect(await reply("What time is sunrise?")).toContain("on Monday 5 April");
    expect(await reply("What's the weather on day 1?")).toMatch(/^In April, Kyoto averages highs of/);
    expect(await reply("What should I pack?")).toContain("For **Kyoto**: In April,");
    // A month named is that month's.
    expect(await reply("What time is sunset in December?")).toContain("in mid-December");
  });

  it("says a trip without a plan cannot be changed stop by stop, and still answers questions", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie, suite.app, false);
    expect(await answer(await ask(cookie, saved.id, { message: "swap day 1 and 2", version: 1 }))).toEqual({
      reply: ASSISTANT_MESSAGES.noPlan,
      proposal: null,
    });
    expect(
      (await answer(await ask(cookie, saved.id, { message: "What should I pack for Kyoto?", version: 1 }))).proposal,
    ).toBeNull();
  });

  it("answers 409 for a version other than the trip's", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    for (const version of [2, 7]) {
      const res = await ask(cookie, saved.id, { message: "swap day 1 and 2", version });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: "version_conflict", message: OPERATIONS_MESSAGES.stale } });
    }
  });

  it("refuses malformed and hostile bodies with 400 invalid_input, never a 500", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const bodies: unknown[] = [
      "{oops",
      "[]",
      "null",
      '"move"',
      {},
      { version: 1 },
      { message: "swap day 1 and 2" },
      { message: "", version: 1 },
      { message: "   ", version: 1 },
      { message: "x".repeat(CHAT_PROMPT_MAX + 1), version: 1 },
      { message: ["swap"], version: 1 },
      { message: { length: [{ toString: "0" }] }, version: 1 },
      { message: "swap day 1 and 2", version: "1" },
      { message: "swap day 1 and 2", version: 0 },
      { message: "swap day 1 and 2", version: 1.5 },
      { message: "swap day 1 and 2", version: 1e308 },
    ];
    for (const body of bodies) {
      const res = await ask(cookie, saved.id, body);
      const label = JSON.stringify(body).slice(0, 80);
      expect(res.status, label).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, label).toBe("invalid_input");
    }
    // A very long message of change words is read in bounded time and answered.
    const long = await ask(cookie, saved.id, {
      message: "move remove swap day 1 ".repeat(150).slice(0, CHAT_PROMPT_MAX),
      version: 1,
    });
    expect(long.status).toBe(200);
    expect((await read(cookie, saved.id)).version).toBe(1);
  });

  it("answers 404 for someone else's trip, a missing one, and an id that is not one; 401 without a session", async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const saved = await saveTrip(owner.cookie);
    for (const id of [saved.id, "00000000-0000-4000-8000-000000000000", "not-a-trip"]) {
      const res = await ask(other.cookie, id, { message: "swap day 1 and 2", version: 1 });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such itinerary." } });
    }
    expect((await ask("", saved.id, { message: "swap day 1 and 2", version: 1 })).status).toBe(401);
  });

  it("counts against the chat's limit, shared with the chat", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_CHAT_PER_10_MIN: "2" } });
    const { cookie } = await signUp(app);
    const saved = await saveTrip(cookie, app);
    expect((await ask(cookie, saved.id, { message: "swap day 1 and 2", version: 1 }, app)).status).toBe(200);
    const chat = await app.request("/api/ai/generate", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ prompt: "What should I pack?" }),
    });
    expect(chat.status).toBe(200);
    const res = await ask(cookie, saved.id, { message: "swap day 1 and 2", version: 1 }, app);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });
});
