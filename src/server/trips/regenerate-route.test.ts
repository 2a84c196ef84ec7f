import { expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { storedPlan } from "../test/plan-fixtures";

/** Regenerating one day of a saved trip: a proposal through the engine, saved only by an ordinary PATCH. */

// Kyoto, three days: day 2 has no meal, day 3 its Yudofu lunch at Nanzen-ji.
const plan = storedPlan("kyotoShort");

describeEachDatabase("trips: regenerate one day", (database) => {
  const suite = useTestApp(database);
  const post = (path: string, cookie: string, body: unknown = {}) =>
    suite.app.request(`/api/itineraries${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });

  it("proposes a new day (or slot) without saving it, keeping the rest of the trip out of it and granting the wish", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = (await (
      await post("", cookie, { title: plan.title, days: toWire(planToItinerary(plan)).days, plan })
    ).json()) as ItineraryDetail;
    const res = await post(`/${saved.id}/days/2/regenerate`, cookie, { instruction: "more food, less walking" });
    expect(res.status).toBe(200);
    const { day } = (await res.json()) as { day: Plan["days"][number] };
    expect(day).toMatchObject({ day: 2, date: plan.days[1]!.date, base: "Kyoto" });
    const elsewhere = new Set(
      plan.days.filter((other) => other.day !== 2).flatMap((other) => other.items.map((item) => item.id)),
    );
    for (const item of day.items) expect(elsewhere.has(item.id), item.id).toBe(false);
    // The wish is granted: day 2 had no meal, now it has its lunch and its dinner (one meal a time of day).
    expect(plan.days[1]!.items.some((item) => item.kind === "food")).toBe(false);
    const meals = day.items.filter((item) => item.kind === "food").map((item) => item.slot);
    expect(meals).toEqual(expect.arrayContaining(["afternoon", "evening"]));
    expect(new Set(meals).size).toBe(meals.length);
    // Without a wish the day comes back with nothing it has now.
    const again = await post(`/${saved.id}/days/2/regenerate`, cookie);
    const before = new Set(plan.days[1]!.items.map((item) => item.id));
    for (const item of ((await again.json()) as { day: Plan["days"][number] }).day.items) {
      expect(elsewhere.has(item.id) || (before.has(item.id) && item.kind !== "travel"), item.id).toBe(false);
    }
    // Accepting it is an ordinary PATCH; nothing changed until then.
    expect(
      (
        (await (
          await suite.app.request(`/api/itineraries/${saved.id}`, { headers: { Cookie: cookie } })
        ).json()) as ItineraryDetail
      ).version,
    ).toBe(1);
    const accepted = { ...plan, days: plan.days.map((other) => (other.day === 2 ? day : other)) };
    const patched = await suite.app.request(`/api/itineraries/${saved.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ version: 1, plan: accepted }),
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as ItineraryDetail).check).toMatchObject({ ok: true });

    const evening = await post(`/${saved.id}/days/1/regenerate`, cookie, { slot: "evening" });
    const { day: first } = (await evening.json()) as { day: Plan["days"][number] };
    expect(first.items.filter((item) => item.slot !== "evening")).toEqual(
      plan.days[0]!.items.filter((item) => item.slot !== "evening"),
    );
  });

  it("answers 404 for a missing day or someone else's trip, and 400 for a bad body", async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const saved = (await (
      await post("", owner.cookie, { title: plan.title, days: toWire(planToItinerary(plan)).days, plan })
    ).json()) as ItineraryDetail;
    expect((await post(`/${saved.id}/days/9/regenerate`, owner.cookie)).status).toBe(404);
    expect((await post(`/${saved.id}/days/1/regenerate`, other.cookie)).status).toBe(404);
    const bad = await post(`/${saved.id}/days/1/regenerate`, owner.cookie, { slot: "night" });
    expect(bad.status).toBe(400);
  });
});
