import { beforeAll, expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { OPERATIONS_MAX, OPERATIONS_MESSAGES } from "@shared/schemas/operations";
import { createOfflineEngine } from "../ai/offline/engine";
import type { Db } from "../db/client";
import { signUp } from "../test/auth";
import { testApp } from "../test/app";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { CHANGE_LOG_KEPT, changeLog } from "./change-log";
import { tripRepository } from "./repository";
import { offlinePlan } from "../test/plans";

/** POST /api/itineraries/:id/operations (docs/api.md, decision 1080) on the real database. */

let plan: Plan;
beforeAll(async () => {
  plan = await offlinePlan("2027-04-05 to 2027-04-07");
});

const stale = { error: { code: "version_conflict", message: OPERATIONS_MESSAGES.stale } };
const itemIds = (trip: ItineraryDetail) => trip.plan!.days.map((day) => day.items.map((item) => item.id));
const logRows = (db: Db, id: string) =>
  db.kysely
    .selectFrom("plan_change")
    .select(["version", "items", "days"])
    .where("itinerary_id", "=", id)
    .orderBy("version")
    .execute();

describeEachDatabase("trips: plan operations", (database) => {
  const suite = useTestApp(database);
  const call = (method: string, path: string, cookie?: string, body?: unknown, app = suite.app) =>
    app.request(`/api/itineraries${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const operate = (cookie: string, id: string, body: unknown, app = suite.app) =>
    call("POST", `/${id}/operations`, cookie, body, app);
  async function saveTrip(cookie: string, app = suite.app): Promise<ItineraryDetail> {
    const res = await call("POST", "", cookie, { title: plan.title, days: toWire(planToItinerary(plan)).days, plan }, app);
    expect(res.status).toBe(201);
    return (await res.json()) as ItineraryDetail;
  }
  const read = async (cookie: string, id: string) => (await (await call("GET", `/${id}`, cookie)).json()) as ItineraryDetail;
  /** Two items of different days, and a third. */
  const [first, second, third] = [() => plan.days[0]!.items[0]!, () => plan.days[1]!.items[0]!, () => plan.days[2]!.items[0]!];

  it("applies operations at the current version and answers the trip as GET does, the text derived again", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const res = await operate(cookie, saved.id, {
      version: 1,
      operations: [
        { type: "remove_item", itemId: second().id },
        { type: "add_item", day: 1, slot: "evening", item: { title: "Gion walk at dusk", durationMinutes: 60 } },
        { type: "set_pace", pace: "relaxed" },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ItineraryDetail;
    expect(body).toMatchObject({ id: saved.id, version: 2, plan: { pace: "relaxed" }, check: expect.any(Object) });
    // The server times it (its `start` comes from the timetable, when there is one).
    expect(body.plan!.days[0]!.items.find((item) => item.id === "d1-evening-1")).toMatchObject({
      id: "d1-evening-1",
      slot: "evening",
      title: "Gion walk at dusk",
      durationMinutes: 60,
      source: "traveller",
    });
    expect(itemIds(body).flat()).not.toContain(second().id);
    expect(body.days).toBe(toWire(planToItinerary(body.plan!)).days);
    expect(body.days).toContain("Gion walk at dusk");
    expect(await read(cookie, saved.id)).toEqual(body);
    // The list follows the save.
    const [summary] = (await (await call("GET", "", cookie)).json()) as { days: string }[];
    expect(summary!.days).toBe(body.days);
    expect(await logRows(suite.db, saved.id)).toEqual([
      { version: 2, items: JSON.stringify(["d1-evening-1", second().id].sort()), days: "[]" },
    ]);
  });

  it("refuses an operation that cannot apply with 400 naming it, and changes nothing", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const cases: [unknown[], string][] = [
      [
        [
          { type: "retime_item", itemId: first().id, start: "10:00" },
          { type: "move_item", itemId: "d9-x", day: 1, slot: "morning" },
        ],
        "Operation 2 (move_item): no item d9-x in this trip.",
      ],
      [[{ type: "swap_days", a: 1, b: 4 }], "Operation 1 (swap_days): this trip has 3 days, so there is no day 4."],
      [[{ type: "swap_days", a: 2, b: 2 }], "Operation 1 (swap_days): day 2 cannot be swapped with itself."],
    ];
    for (const [operations, message] of cases) {
      const res = await operate(cookie, saved.id, { version: 1, operations });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "invalid_input", message } });
    }
    expect(await read(cookie, saved.id)).toMatchObject({ version: 1, plan: saved.plan });
    expect(await logRows(suite.db, saved.id)).toEqual([]);
  });

  it("refuses malformed and hostile bodies with 400 invalid_input, never a 500, and changes nothing", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const op = { type: "remove_item", itemId: first().id };
    const bodies: [unknown, string | RegExp][] = [
      ["{oops", /./],
      ["[]", OPERATIONS_MESSAGES.badBody],
      ["null", OPERATIONS_MESSAGES.badBody],
      ['"operations"', OPERATIONS_MESSAGES.badBody],
      [{}, OPERATIONS_MESSAGES.badBody],
      [{ version: 1 }, OPERATIONS_MESSAGES.badBody],
      [{ version: 1, operations: [] }, OPERATIONS_MESSAGES.badBody],
      [{ version: 1, operations: Array.from({ length: OPERATIONS_MAX + 1 }, () => op) }, OPERATIONS_MESSAGES.badBody],
      [{ version: 1, operations: Array.from({ length: 5000 }, () => ({})) }, OPERATIONS_MESSAGES.badBody],
      [{ version: "1", operations: [op] }, OPERATIONS_MESSAGES.badBody],
      [{ version: 1.5, operations: [op] }, OPERATIONS_MESSAGES.badBody],
      [{ version: 0, operations: [op] }, OPERATIONS_MESSAGES.badBody],
      [{ version: 1, operations: op }, OPERATIONS_MESSAGES.badBody],
      [
        { version: 1, operations: [null] },
        "Operation 1: send an object with a type (move_item, remove_item, add_item, replace_item, swap_days, retime_item, regenerate, set_pace).",
      ],
      [{ version: 1, operations: [op, "remove"] }, /^Operation 2: send an object/],
      [{ version: 1, operations: [{ type: "delete_trip" }] }, /^Operation 1: type must be one of move_item, remove_item, /],
      [{ version: 1, operations: [{ type: { toString: "x" } }] }, /^Operation 1: type must be one of/],
      [{ version: 1, operations: [{ type: "__proto__" }] }, /^Operation 1: type must be one of/],
      [
        { version: 1, operations: [{ type: "remove_item", itemId: "../../etc/passwd\u0000" }] },
        "Operation 1 (remove_item): itemId must be the id of an item of the plan.",
      ],
      [{ version: 1, operations: [{ type: "remove_item", itemId: "<script>" }] }, /^Operation 1 \(remove_item\): itemId must be/],
      [
        { version: 1, operations: [{ type: "remove_item", itemId: "x".repeat(81) }] },
        /^Operation 1 \(remove_item\): itemId must be/,
      ],
      [{ version: 1, operations: [{ type: "remove_item", itemId: ["a"] }] }, /^Operation 1 \(remove_item\): itemId must be/],
      [
        { version: 1, operations: [{ type: "move_item", itemId: "a", day: 1e308, slot: "morning" }] },
        /^Operation 1 \(move_item\): day must be a whole number from 1 to \d+\.$/,
      ],
      [
        { version: 1, operations: [{ type: "move_item", itemId: "a", day: 1, slot: "noon" }] },
        "Operation 1 (move_item): slot must be one of morning, afternoon, evening, optional.",
      ],
      [
        { version: 1, operations: [{ type: "move_item", itemId: "a", day: 1, slot: "morning", position: -1 }] },
        "Operation 1 (move_item): position must be a whole number from 0 to 11.",
      ],
      [
        { version: 1, operations: [{ type: "retime_item", itemId: "a", start: "25:00" }] },
        "Operation 1 (retime_item): start must be a time such as 09:30.",
      ],
      [
        { version: 1, operations: [{ type: "add_item", day: 1, slot: "morning", item: { title: "" } }] },
        /^Operation 1 \(add_item\): item\.title: /,
      ],
      [
        { version: 1, operations: [{ type: "add_item", day: 1, slot: "morning" }] },
        "Operation 1 (add_item): item must be an object with at least a title.",
      ],
      [
        { version: 1, operations: [{ type: "add_item", day: 1, slot: "morning", item: { title: "x".repeat(10_000) } }] },
        /^Operation 1 \(add_item\): item\.title: /,
      ],
      [
        { version: 1, operations: [{ type: "set_pace", pace: "frantic" }] },
        "Operation 1 (set_pace): pace must be one of relaxed, balanced, packed.",
      ],
      [
        { version: 1, operations: [{ type: "regenerate", day: 1, instruction: "x".repeat(5000) }] },
        /^Operation 1 \(regenerate\): instruction must be text of at most \d+ characters\.$/,
      ],
    ];
    for (const [body, message] of bodies) {
      const res = await operate(cookie, saved.id, body);
      const label = JSON.stringify(body).slice(0, 120);
      expect(res.status, label).toBe(res.status === 413 ? 413 : 400);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      if (res.status === 413) continue;
      expect(answer.error.code, label).toBe("invalid_input");
      if (typeof message === "string") expect(answer.error.message, label).toBe(message);
      else expect(answer.error.message, label).toMatch(message);
    }
    expect(await read(cookie, saved.id)).toMatchObject({ version: 1, plan: saved.plan });
  });

  it("answers 404 for someone else's trip, a missing one, and an id that is not one; 401 without a session", async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const saved = await saveTrip(owner.cookie);
    const body = { version: 1, operations: [{ type: "remove_item", itemId: first().id }] };
    for (const id of [saved.id, "00000000-0000-4000-8000-000000000000", "not-a-trip"]) {
      const res = await operate(other.cookie, id, body);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such itinerary." } });
    }
    expect((await operate("", saved.id, body)).status).toBe(401);
    expect(await read(owner.cookie, saved.id)).toMatchObject({ version: 1 });
  });

  it("rebases operations from an older version that touch nothing changed since; else 409 and nothing changes", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    // Version 2: someone removes the first stop; version 3: a title (touches nothing).
    expect(
      (await operate(cookie, saved.id, { version: 1, operations: [{ type: "remove_item", itemId: first().id }] })).status,
    ).toBe(200);
    expect((await call("PATCH", `/${saved.id}`, cookie, { version: 2, title: "Kyoto again" })).status).toBe(200);

    // Another stop, from version 1: rebased onto version 3, both changes kept.
    const rebased = await operate(cookie, saved.id, {
      version: 1,
      operations: [{ type: "replace_item", itemId: second().id, item: { title: "Nishiki market" } }],
    });
    expect(rebased.status).toBe(200);
    const body = (await rebased.json()) as ItineraryDetail;
    expect(body).toMatchObject({ version: 4, title: "Kyoto again" });
    expect(itemIds(body).flat()).not.toContain(first().id);
    expect(body.plan!.days[1]!.items[0]).toMatchObject({ id: second().id, title: "Nishiki market" });

    // The removed stop, from version 1: 409, not "no such item".
    for (const operations of [
      [{ type: "retime_item", itemId: first().id, start: "10:00" }],
      // The replaced stop, from version 3.
      [{ type: "remove_item", itemId: second().id }],
    ]) {
      const res = await operate(cookie, saved.id, { version: operations[0]!.type === "retime_item" ? 1 : 3, operations });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(stale);
    }
    // A day changed since (swap_days touches both days, and every stop of them).
    expect((await operate(cookie, saved.id, { version: 3, operations: [{ type: "swap_days", a: 2, b: 3 }] })).status).toBe(409);
    // A version from the future.
    expect(
      await (await operate(cookie, saved.id, { version: 9, operations: [{ type: "set_pace", pace: "packed" }] })).json(),
    ).toEqual(stale);
    expect(await read(cookie, saved.id)).toEqual(body);
  });

  it("logs what a PATCH changed: a stop edited by hand conflicts, another stop rebases", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    // The plan as the server saved it (and GET answers it), edited.
    const edited = structuredClone(saved.plan!);
    edited.days[2]!.items[0]!.description = "Go before nine.";
    edited.days[0]!.notes = "Rail pass.";
    expect((await call("PATCH", `/${saved.id}`, cookie, { version: 1, plan: edited })).status).toBe(200);
    expect(await logRows(suite.db, saved.id)).toEqual([{ version: 2, items: JSON.stringify([third().id]), days: "[1]" }]);
    const conflict = await operate(cookie, saved.id, { version: 1, operations: [{ type: "remove_item", itemId: third().id }] });
    expect(conflict.status).toBe(409);
    // A positioned move into day 1, whose notes changed: the day is touched.
    const into = { type: "move_item", itemId: second().id, day: 1, slot: "morning", position: 0 };
    expect((await operate(cookie, saved.id, { version: 1, operations: [into] })).status).toBe(409);
    const { position: _position, ...appended } = into;
    const fine = await operate(cookie, saved.id, { version: 1, operations: [appended] });
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as ItineraryDetail).plan!.days[2]!.items[0]!.description).toBe("Go before nine.");
  });

  it("two changes of different stops sent at once both keep their change", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const answers = await Promise.all(
      [first(), second(), third()].map((item, i) =>
        operate(cookie, saved.id, {
          version: 1,
          operations: [{ type: "replace_item", itemId: item.id, item: { title: `Stop ${i}` } }],
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const trip = await read(cookie, saved.id);
    expect(trip.version).toBe(4);
    expect(trip.plan!.days.map((day) => day.items[0]!.title)).toEqual(["Stop 0", "Stop 1", "Stop 2"]);
  });

  it("refuses operations from before the log: pruned, or saved before it existed", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    expect((await call("PATCH", `/${saved.id}`, cookie, { version: 1, title: "Renamed" })).status).toBe(200);
    await suite.db.kysely.deleteFrom("plan_change").where("itinerary_id", "=", saved.id).execute();
    const res = await operate(cookie, saved.id, { version: 1, operations: [{ type: "set_pace", pace: "packed" }] });
    expect(res.status).toBe(409);
    // The log keeps the last CHANGE_LOG_KEPT versions of a trip.
    const log = changeLog(suite.db);
    for (let version = 3; version <= CHANGE_LOG_KEPT + 12; version++)
      await log.record(suite.db.kysely, saved.id, version, { items: [], days: [] });
    const versions = (await logRows(suite.db, saved.id)).map((row) => row.version);
    expect(versions).toEqual(Array.from({ length: CHANGE_LOG_KEPT }, (_, i) => i + 13));
  });

  it("plans a day again through the engine, within the generation limit, which other operations do not count against", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_GENERATE_PER_HOUR: "1" } });
    const { cookie } = await signUp(app);
    const saved = await saveTrip(cookie, app);
    const before = itemIds(saved)[1]!;
    const res = await operate(
      cookie,
      saved.id,
      { version: 1, operations: [{ type: "regenerate", day: 2, slot: "evening" }] },
      app,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as ItineraryDetail;
    expect(body.version).toBe(2);
    expect(body.plan!.days[1]!.date).toBe(plan.days[1]!.date);
    expect(itemIds(body)[1]).not.toEqual(before);
    const again = await operate(cookie, saved.id, { version: 2, operations: [{ type: "regenerate", day: 3 }] }, app);
    expect(again.status).toBe(429);
    expect((await again.json()) as unknown).toMatchObject({ error: { code: "rate_limited" } });
    expect(
      (await operate(cookie, saved.id, { version: 2, operations: [{ type: "set_pace", day: 3, pace: "relaxed" }] }, app)).status,
    ).toBe(200);
  });

  it("counts each day planned again as one generation, and plans at most 3 in one request", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_GENERATE_PER_HOUR: "2" } });
    const { cookie } = await signUp(app);
    const saved = await saveTrip(cookie, app);
    const regenerate = (day: number) => ({ type: "regenerate", day });
    const many = await operate(cookie, saved.id, { version: 1, operations: [1, 2, 3, 1].map(regenerate) }, app);
    expect(await many.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Operation 4 (regenerate): at most 3 days or slots can be planned again in one request.",
      },
    });
    expect((await operate(cookie, saved.id, { version: 1, operations: [2, 3].map(regenerate) }, app)).status).toBe(200);
    expect((await operate(cookie, saved.id, { version: 2, operations: [regenerate(1)] }, app)).status).toBe(429);
  });

  it("names a regenerate the engine refuses (a place without a guide) like any operation that cannot apply", async () => {
    const { cookie } = await signUp(suite.app);
    const elsewhere: Plan = { ...plan, days: plan.days.map((day) => ({ ...day, base: "Atlantis" })) };
    const res = await call("POST", "", cookie, {
      title: plan.title,
      days: toWire(planToItinerary(elsewhere)).days,
      plan: elsewhere,
    });
    const { id } = (await res.json()) as ItineraryDetail;
    const answer = await operate(cookie, id, {
      version: 1,
      operations: [
        { type: "set_pace", pace: "packed" },
        { type: "regenerate", day: 2 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Operation 2 (regenerate): The offline planner has no guide for Atlantis, so it cannot plan this day again.",
      },
    });
    expect(await read(cookie, id)).toMatchObject({ version: 1 });
  });

  it("refuses a trip saved without a plan", async () => {
    const { cookie } = await signUp(suite.app);
    const res = await call("POST", "", cookie, { title: "Notes", days: "Day 1*Morning: Walk" });
    const { id } = (await res.json()) as ItineraryDetail;
    const answer = await operate(cookie, id, { version: 1, operations: [{ type: "set_pace", pace: "packed" }] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: "invalid_input", message: OPERATIONS_MESSAGES.noPlan } });
  });

  it("the log goes with its trip (once purged: decision 1180), and with the account's trips", async () => {
    const { cookie } = await signUp(suite.app);
    const [kept, gone] = [await saveTrip(cookie), await saveTrip(cookie)];
    for (const trip of [kept, gone])
      expect((await operate(cookie, trip.id, { version: 1, operations: [{ type: "set_pace", pace: "packed" }] })).status).toBe(
        200,
      );
    expect((await call("DELETE", `/${gone.id}`, cookie)).status).toBe(204);
    // Kept while the delete can be undone, gone with the purge.
    expect(await logRows(suite.db, gone.id)).toHaveLength(1);
    await tripRepository(suite.db).purge(new Date(Date.now() + 1000));
    expect(await logRows(suite.db, gone.id)).toEqual([]);
    expect(await logRows(suite.db, kept.id)).toHaveLength(1);
    const deleted = await suite.app.request("/api/account", {
      method: "DELETE",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ password: "correct horse battery" }),
    });
    expect(deleted.status).toBe(204);
    expect(await logRows(suite.db, kept.id)).toEqual([]);
  });

  it("a stop moved to its closing day is a conflict whose fix, applied as operations, verifies it again", async () => {
    const { cookie } = await signUp(suite.app);
    const engine = createOfflineEngine({ paceMs: 0 });
    // Paris from a Monday: the Louvre (shut on Tuesdays) is planned on another day.
    const { plan: paris } = await engine.generateItinerary({
      mode: "plan",
      destination: "Paris",
      dates: "2027-05-10 to 2027-05-14",
      theme: "culture",
    });
    const created = await call("POST", "", cookie, {
      title: paris.title,
      days: toWire(planToItinerary(paris)).days,
      plan: paris,
    });
    const saved = (await created.json()) as ItineraryDetail;
    const louvre = saved.plan!.days.flatMap((day) => day.items).find((item) => item.ref?.activity === "louvre-museum")!;
    expect(saved.plan!.days.find((day) => day.items.includes(louvre))!.date).not.toBe("2027-05-11");

    const moved = await operate(cookie, saved.id, {
      version: saved.version,
      operations: [{ type: "move_item", itemId: louvre.id, day: 2, slot: "morning", position: 0 }],
    });
    expect(moved.status).toBe(200);
    const conflict = (await moved.json()) as ItineraryDetail;
    const status = conflict.check!.items![louvre.id]!;
    expect(status).toMatchObject({ status: "conflict", reasons: ["It is closed that day."] });
    const fix = status.fixes!.find((candidate) => candidate.operations[0]!.type === "move_item")!;

    const fixed = await operate(cookie, saved.id, { version: conflict.version, operations: fix.operations });
    expect(fixed.status).toBe(200);
    const after = (await fixed.json()) as ItineraryDetail;
    expect(after.check!.items![louvre.id]!.status).toBe("verified");
    expect(after.check!.items![louvre.id]!.reasons[0]).toMatch(/^Open 09:00-(18|21):00 on /);
  });
});
