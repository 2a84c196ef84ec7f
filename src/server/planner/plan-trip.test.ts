import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itinerarySchema } from "@shared/itinerary";
import { planSchema, planToItinerary, type Plan } from "@shared/plan";
import { parseDateRange } from "@shared/schemas/generation";
import type { ItineraryRequest } from "../ai/engine";
import { checkStructuredPlan } from "./check";
import { readTheme } from "./interests";
import { distanceKm } from "@shared/geo";
import { CITY_REACH_KM, DAY_TRIP_REACH_KM } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { resolveCountry, resolveDestination } from "../knowledge/resolve";
import { planTrip, timedAndSettled } from "./plan-trip";
import { activityItem } from "./schedule";
import { checkStops } from "./stop-check";
import { availableOn, dayContext } from "../knowledge/day-rules";

function plan(request: ItineraryRequest) {
  const range = parseDateRange(request.dates);
  if (!range.ok) throw new Error(range.error);
  const place = request.mode === "plan" ? resolveDestination(request.destination) : resolveCountry(request.country);
  if (place.kind !== "guided") throw new Error(`${JSON.stringify(request)} is not guided`);
  const result = planTrip(request, range.range.dates, place);
  return { plan: result, dates: range.range.dates, check: checkStructuredPlan(result, range.range.dates) };
}

const trip = (destination: string, dates: string, theme = "culture"): ItineraryRequest => ({
  mode: "plan",
  destination,
  dates,
  theme,
});

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The invariants every offline plan keeps, whatever the place, dates and theme. */
function expectSound(result: Plan, dates: readonly string[]) {
  expect(planSchema.parse(result)).toEqual(result);
  expect(itinerarySchema.safeParse(planToItinerary(result)).success).toBe(true);
  expect(result.days.map((day) => day.date)).toEqual(dates);
  expect(checkStructuredPlan(result, dates)).toMatchObject({ ok: true, failures: [], score: 100 });
  const ids = new Set<string>();
  for (const day of result.days) {
    const base = guides().cities.find((city) => city.name === day.base)!;
    expect(base, day.base).toBeDefined();
    const context = dayContext(base, day.date);
    for (const item of day.items) {
      expect(ids.has(item.id), item.id).toBe(false);
      ids.add(item.id);
      if (item.source !== "knowledge" || !item.place) continue;
      expect(item.ref?.city, item.id).toBe(base.id);
      const activity = base.activities.find((a) => a.id === item.ref?.activity)!;
      expect(activity, item.id).toBeDefined();
      expect(availableOn(activity, context), `${item.id} on ${day.date}`).toBe(true);
      expect(distanceKm(base, item.place)).toBeLessThanOrEqual(item.fullDay ? DAY_TRIP_REACH_KM : CITY_REACH_KM);
    }
  }
}

describe("readTheme", () => {
  it.each([
    ["Family Vacation", ["family"], "balanced"],
    ["honeymoon", ["romance"], "balanced"],
    ["food tour", ["food"], "balanced"],
    ["Luxury spa retreat", ["relaxation", "luxury"], "relaxed"],
    ["backpacking and hiking", ["adventure", "budget"], "packed"],
    ["history and museums", ["culture"], "balanced"],
    ["nightlife and shopping", ["nightlife", "shopping"], "balanced"],
  ])("%s -> %j at a %s pace", (text, interests, pace) => {
    const reading = readTheme(text);
    expect(reading.interests).toEqual(interests);
    expect(reading.pace).toBe(pace);
    expect(reading.unread).toEqual([]);
  });

  it("keeps the words it could not read, and reads accessibility as an easy pace", () => {
    expect(readTheme("Quidditch fan trip").unread).toEqual(["quidditch"]);
    expect(readTheme("wheelchair accessible")).toMatchObject({ accessible: true, pace: "relaxed" });
  });

  it("reads what a theme asks to leave out as left out, not wished for", () => {
    expect(readTheme("more food, less walking")).toMatchObject({ interests: ["food"], excluded: ["walk"] });
    expect(readTheme("no museums or churches").excluded).toEqual(["museum", "church"]);
    expect(readTheme("fewer temples").interests).toEqual([]);
  });
});

describe("offline planner", () => {
  it("says how to get around a city once: at the arrival, or in the notes of a one-day trip", () => {
    const kyoto = guides().cities.find((city) => city.name === "Kyoto")!;
    const said = (result: Plan) =>
      [...result.days.flatMap((day) => day.items.map((item) => item.description)), result.final_notes].filter((text) =>
        text?.includes(kyoto.gettingAround),
      ).length;
    const fourDays = plan(trip("Kyoto", "2027-04-05 to 2027-04-08")).plan;
    expect(said(fourDays)).toBe(1);
    expect(fourDays.days[0]!.items.find((item) => item.title === "Arrive in Kyoto")?.description).toContain(kyoto.gettingAround);
    expect(said(plan(trip("Kyoto", "2027-04-05 to 2027-04-05")).plan)).toBe(1);
  });

  it("keeps its invariants for every guided city, any dates from 1 to 30 days and any theme", () => {
    const cities = guides().cities;
    const themes = [
      "culture",
      "Family Vacation",
      "food and nightlife",
      "budget backpacking",
      "luxury honeymoon",
      "relaxing",
      "adventure",
      "Harry Potter",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: cities.length - 1 }),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...themes),
        (cityIndex, start, length, theme) => {
          const end = new Date(start.getTime() + (length - 1) * 86_400_000);
          const request = trip(cities[cityIndex]!.name, `${isoDate(start)} to ${isoDate(end)}`, theme);
          const result = plan(request);
          expectSound(result.plan, result.dates);
        },
      ),
      { numRuns: 200, seed: 20261125 },
    );
  });

  it("plans every guided city for a week without repeating an activity or a place", () => {
    for (const city of guides().cities) {
      const result = plan(trip(city.name, "2027-05-03 to 2027-05-09"));
      expectSound(result.plan, result.dates);
      const places = result.plan.days.flatMap((day) => day.items.flatMap((item) => (item.place ? [item.place.name] : [])));
      expect(new Set(places).size, city.name).toBe(places.length);
    }
  });

  it("gives most short mornings and afternoons a second stop, rather than hours with nothing", () => {
    let short = 0;
    let filled = 0;
    for (const city of guides().cities) {
      for (const day of plan(trip(city.name, "2027-05-03 to 2027-05-09")).plan.days.slice(1, -1)) {
        if (day.items.some((item) => item.kind === "travel" || item.fullDay)) continue;
        for (const slot of ["morning", "afternoon"] as const) {
          const stops = day.items.filter((item) => item.slot === slot && item.place);
          if (stops.length === 0 || (stops[0]!.durationMinutes ?? 0) > 90) continue;
          short++;
          if (stops.length > 1) filled++;
        }
      }
    }
    expect(filled / short).toBeGreaterThan(0.6);
  });

  it("moves between bases with travel days on a long trip, never a blank day", () => {
    const result = plan(trip("Kyoto", "2027-04-01 to 2027-04-30", "food"));
    expectSound(result.plan, result.dates);
    const bases = [...new Set(result.plan.days.map((day) => day.base))];
    expect(bases.length).toBeGreaterThan(1);
    expect(bases[0]).toBe("Kyoto");
    for (const [index, day] of result.plan.days.entries()) {
      if (index > 0 && day.base !== result.plan.days[index - 1]!.base) expect(day.travel?.to).toBe(day.base);
      expect(day.items.every((item) => !/^free /i.test(item.title))).toBe(true);
    }
  });

  it("plans a country as a route through its bases, and a region from its own bases", () => {
    const japan = plan(trip("Japan", "2027-10-01 to 2027-10-12"));
    expect(new Set(japan.plan.days.map((day) => day.base)).size).toBeGreaterThanOrEqual(3);
    expect(japan.plan.title).toBe("Japan: 12-day culture");
    expect(japan.plan.destination).toMatchObject({ query: "Japan", name: "Japan", country: "JP" });
    const tuscany = plan(trip("Tuscany", "2027-05-01 to 2027-05-04"));
    expect(tuscany.plan.days.every((day) => day.base === "Florence")).toBe(true);
  });

  it.each([
    ["Rome and Florence", "2027-05-03 to 2027-05-09", ["Rome", "Florence"]],
    ["Seville, Granada and Malaga", "2027-04-01 to 2027-04-08", ["Seville", "Granada", "Málaga"]],
    ["Andalusia", "2027-04-01 to 2027-04-08", ["Seville", "Granada", "Málaga"]],
    ["Golden Triangle", "2027-02-01 to 2027-02-07", ["Delhi", "Agra", "Jaipur"]],
  ])("plans %s with every place that defines it as a base", (destination, dates, names) => {
    const { plan: result, dates: days } = plan(trip(destination, dates));
    expectSound(result, days);
    expect(new Set(result.days.map((day) => day.base))).toEqual(new Set(names));
    expect(result.title.startsWith(destination.split(" ")[0]!)).toBe(true);
  });

  it("says in the notes which named place a short trip left out, and why", () => {
    const { plan: result } = plan(trip("Rome, Florence, Venice and Naples", "2027-05-03 to 2027-05-05"));
    expect(result.days.map((day) => day.base)).toEqual(["Rome", "Florence", "Venice"]);
    expect(result.final_notes).toMatch(/^Left out: Naples\. 3 days leave room for 3 places at a day each/);
  });

  it("ends a trip of a week or more at or near a gateway", () => {
    const { plan: result } = plan(trip("Rome and Florence", "2027-05-03 to 2027-05-09"));
    const last = guides().cities.find((city) => city.name === result.days.at(-1)!.base)!;
    expect(last.gateway).toBe(true);
  });

  it("gives the same plan for the same request", () => {
    const a = plan(trip("Lisbon", "2027-03-01 to 2027-03-05")).plan;
    expect(plan(trip("Lisbon", "2027-03-01 to 2027-03-05")).plan).toEqual(a);
  });

  it("keeps the first days at altitude gentle and says why", () => {
    const cusco = plan(trip("Cusco", "2027-06-01 to 2027-06-06", "adventure"));
    expect(cusco.plan.days[0]!.notes).toMatch(/3,\d{3} m/);
    const city = guides().city("cusco")!;
    for (const day of cusco.plan.days.slice(0, 2)) {
      for (const item of day.items) {
        const activity = city.activities.find((a) => `cusco/${a.id}` === item.id);
        expect(activity?.themes ?? []).not.toContain("adventure");
        expect(item.fullDay).toBeUndefined();
      }
    }
  });

  it("notes a fixed-date holiday on its day", () => {
    const result = plan(trip("Paris", "2027-07-13 to 2027-07-15"));
    expect(result.plan.days[1]!.notes).toMatch(/Bastille|14 July|National Day|Fête nationale/i);
  });

  it("says which words of the theme it could not use", () => {
    expect(plan(trip("Edinburgh", "2027-08-01 to 2027-08-03", "Harry Potter")).plan.introduction).toContain(
      'did not recognise "harry potter" in the theme',
    );
  });

  it("plans a surprise in a country with guided bases, different dates giving different places", () => {
    const first = plan({ mode: "surprise", country: "Japan", dates: "2027-01-10 to 2027-01-12" }).plan;
    expect(first.title).toMatch(/^Surprise: 3-day trip to .+, Japan$/);
    const bases = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const start = 10 + i * 3;
      bases.add(
        plan({ mode: "surprise", country: "Japan", dates: `2027-01-${start} to 2027-01-${start + 2}` }).plan.days[0]!.base,
      );
    }
    expect(bases.size).toBeGreaterThan(1);
  });
});

describe("settling a generated plan", () => {
  it("keeps a time of day filled when both its stops cannot be reached before closing", () => {
    // Thursday 14 January 2027 in Kyoto: a five-hour hike fills the morning, then the Imperial Palace (closing at
    // 16:00) and Ryoan-ji (16:30) cannot both fit the afternoon. One of them goes, not both.
    const kyoto = guides().city("kyoto")!;
    const stop = (id: string, slot: "morning" | "afternoon") =>
      activityItem(kyoto, { activity: kyoto.activities.find((a) => a.id === id)!, slot });
    const { plan: base } = plan(trip("Kyoto", "2027-01-14 to 2027-01-14"));
    const day = {
      ...base.days[0]!,
      items: [
        stop("kurama-to-kibune-hike", "morning"),
        stop("kyoto-imperial-palace", "afternoon"),
        stop("ryoan-ji", "afternoon"),
      ],
    };
    const settled = timedAndSettled({ ...base, days: [day] });
    const afternoon = settled.days[0]!.items.filter((item) => item.slot === "afternoon");
    expect(afternoon).toHaveLength(1);
    const check = checkStops(settled);
    expect(Object.values(check.items).filter((status) => status.status === "conflict")).toEqual([]);
  });
});
