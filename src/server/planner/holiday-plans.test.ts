import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDateRange } from "@shared/schemas/generation";
import type { Plan } from "@shared/plan";
import {
  availableOn,
  closedWeekdays,
  dayContext,
  EFFECT_NOTES,
  eventsOn,
  nearFullMoon,
  unavailability,
} from "../knowledge/day-rules";
import type { Activity, CityGuide } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { resolveDestination } from "../knowledge/resolve";
import { checkStructuredPlan } from "./check";
import { evaluateHolidayEffects, holidayRequests, HOLIDAY_EFFECT_GOALS } from "./plan-eval-holidays";
import { planTrip } from "./plan-trip";

/** Plans a guided city offline for a date range. */
function plan(destination: string, dates: string, theme = "culture"): Plan {
  const range = parseDateRange(dates);
  if (!range.ok) throw new Error(range.error);
  const place = resolveDestination(destination);
  if (place.kind !== "guided") throw new Error(`${destination} is not guided`);
  return planTrip({ mode: "plan", destination, dates, theme }, range.range.dates, place);
}

const city = (id: string) => guides().city(id)!;
const activity = (cityId: string, id: string) => city(cityId).activities.find((a) => a.id === id)!;
const why = (cityId: string, id: string, date: string) => unavailability(activity(cityId, id), dayContext(city(cityId), date));

describe("the editor's examples (reviews/plans-2026-11-27.md)", () => {
  it("keeps Stonehenge, the Orvieto day trip and Kyoto's Imperial Palace off their closed days", () => {
    expect(why("london", "stonehenge", "2026-12-25")).toBeDefined();
    expect(why("rome", "orvieto-day-trip", "2026-12-25")).toBe("holiday");
    expect(why("rome", "orvieto-day-trip", "2026-12-28")).toBeUndefined();
    expect(why("kyoto", "kyoto-imperial-palace", "2027-01-01")).toBe("closed");
  });

  it("plans lucha libre only on its nights, sumo only during a tournament, the Taj by moonlight near a full moon", () => {
    expect(why("mexico-city", "lucha-libre-at-arena-mexico", "2027-01-11")).toBe("closed"); // a Monday
    expect(why("mexico-city", "lucha-libre-at-arena-mexico", "2027-01-12")).toBeUndefined(); // a Tuesday
    expect(why("tokyo", "sumo-at-ryogoku-kokugikan", "2027-01-15")).toBeUndefined();
    expect(why("tokyo", "sumo-at-ryogoku-kokugikan", "2027-01-30")).toBeDefined();
    // The moon was full at 22:27 UTC on 13 January 2025, 03:57 on the 14th in Agra: the night of the 13th.
    expect(why("agra", "taj-mahal-full-moon-viewing", "2025-01-13")).toBeUndefined();
    expect(why("agra", "taj-mahal-full-moon-viewing", "2025-01-15")).toBeUndefined();
    expect(why("agra", "taj-mahal-full-moon-viewing", "2025-01-20")).toBe("window");
    // Never during Ramadan (its guide entry avoids it): the full moon of 20 February 2027 falls inside it.
    expect(nearFullMoon("2027-02-20", "Asia/Kolkata")).toBe(true);
    expect(why("agra", "taj-mahal-full-moon-viewing", "2027-02-20")).toBe("window");
  });

  it("stops day trips on a day without public transport", () => {
    // Stonehenge opens on holidays; without its own "Dec 24-25 off" only the lack of transport keeps it out.
    const { hours: _hours, ...anyDay } = activity("london", "stonehenge");
    expect(unavailability(anyDay, dayContext(city("london"), "2026-12-25"))).toBe("transport");
    expect(unavailability(anyDay, dayContext(city("london"), "2026-12-26"))).toBe("transport"); // Boxing Day: limited
    expect(unavailability(anyDay, dayContext(city("london"), "2026-12-29"))).toBeUndefined();
  });

  it("knows Ramadan, Tết and the lunar new year, and says in the notes what they change", () => {
    expect(eventsOn(city("dubai"), "2027-02-10").map((e) => e.name)).toContain("Ramadan");
    const dubai = plan("Dubai", "2027-02-10 to 2027-02-12");
    expect(dubai.days[0]!.notes).toContain("Ramadan");
    expect(dubai.days[1]!.notes ?? "").not.toContain("Ramadan"); // once, not on every day of the month
    // Tết's eve and four days: 5 to 9 February 2027 (the new year's day is the 6th in Vietnam).
    expect(eventsOn(city("hanoi"), "2027-02-05").map((e) => e.name)).toContain("Tet (Lunar New Year)");
    expect(eventsOn(city("hanoi"), "2027-02-10").map((e) => e.name)).not.toContain("Tet (Lunar New Year)");
    const hanoi = plan("Hanoi", "2027-02-06 to 2027-02-08");
    for (const day of hanoi.days)
      expect(day.notes).toMatch(/Tet \(Lunar New Year\).*Ticketed and indoor sights, tours and day trips are shut/);
  });
});

it("counts the days a place's weekly hours never open as closing days (what the language model is told)", () => {
  expect(activity("brussels", "royal-palace-of-brussels").closed).toBeUndefined();
  expect(closedWeekdays(activity("brussels", "royal-palace-of-brussels"))).toEqual(["mon"]);
  expect(closedWeekdays(activity("tallinn", "kumu-art-museum"))).toEqual(["mon", "tue"]);
  // Seasonal hours (a Christmas market) are left to the plan check, not turned into closing days.
  expect(closedWeekdays(activity("vienna", "rathausplatz-christmas-market"))).toEqual([]);
});

it("reads PH in hours against the country's holidays", () => {
  const rome = city("rome");
  const free = { ...activity("rome", "orvieto-day-trip"), fullDay: undefined, minutes: 60, cost: 0 };
  // Easter Monday 2027 is 29 March, a public holiday in Italy without closures in the data.
  expect(unavailability({ ...free, hours: "Mo-Su 09:00-17:00; PH off" }, dayContext(rome, "2027-03-29"))).toBe("holiday");
  expect(unavailability({ ...free, hours: "Mo-Su 09:00-17:00; PH off" }, dayContext(rome, "2027-03-30"))).toBeUndefined();
  // A ticketed place open on Christmas Day by its own PH rule, though the holiday shuts ticketed places.
  const ticketed = { ...free, cost: 2 };
  expect(unavailability({ ...ticketed, hours: "Mo-Su 09:00-17:00" }, dayContext(rome, "2026-12-25"))).toBe("holiday");
  expect(
    unavailability({ ...ticketed, hours: "Mo-Su 09:00-17:00; PH 10:00-13:00" }, dayContext(rome, "2026-12-25")),
  ).toBeUndefined();
});

it("has the plan check say why a day trip cannot be on Christmas Day", () => {
  const orvieto = activity("rome", "orvieto-day-trip");
  const date = "2026-12-25";
  const result: Plan = {
    version: 2,
    title: "T",
    introduction: "I",
    final_notes: "F",
    theme: "",
    destination: null,
    days: [
      {
        day: 1,
        date,
        base: "Rome",
        theme: "A",
        items: [
          {
            id: "rome/orvieto-day-trip",
            slot: "morning",
            title: orvieto.title,
            kind: orvieto.kind,
            fullDay: true,
            place: orvieto.place,
            source: "knowledge",
            ref: { city: "rome", activity: orvieto.id },
          },
          { id: "d1-evening", slot: "evening", title: "Dinner", kind: "food", source: "knowledge" },
        ],
      },
    ],
  };
  expect(checkStructuredPlan(result, [date]).failures).toContain(
    `Day 1 (${date}) plans ${orvieto.title}, which is shut for a public holiday that day.`,
  );
});

/** What a day's holidays and windows forbid, read straight from the data (not through availableOn). */
function holidayOrWindowProblem(item: Activity, base: CityGuide, date: string): string | undefined {
  const events = eventsOn(base, date);
  const shut = item.cost > 0 || item.fullDay === true || item.indoor === true;
  if (!item.openOnHolidays && events.some((e) => e.closures === "all" || (e.closures && shut))) return "on its holiday closure";
  if (item.fullDay && events.some((e) => e.transport)) return "a day trip without public transport";
  if (item.during && !events.some((e) => e.name === item.during)) return `outside ${item.during}`;
  if (item.avoidDuring?.some((name) => events.some((e) => e.name === name))) return "during an event it avoids";
  if (item.moon === "full" && !nearFullMoon(date, base.timeZone)) return "away from the full moon";
  return undefined;
}

describe("plans over three years of random dates", () => {
  it("never put a ticketed place or day trip on its holiday closure, nor anything outside its window", () => {
    const cities = guides().cities;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: cities.length - 1 }),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 7 }),
        (cityIndex, start, length) => {
          const end = new Date(start.getTime() + (length - 1) * 86_400_000);
          const iso = (date: Date) => date.toISOString().slice(0, 10);
          const result = plan(cities[cityIndex]!.name, `${iso(start)} to ${iso(end)}`);
          for (const day of result.days) {
            const base = cities.find((c) => c.name === day.base)!;
            for (const item of day.items) {
              if (!item.ref) continue;
              const known = base.activities.find((a) => a.id === item.ref!.activity)!;
              expect(holidayOrWindowProblem(known, base, day.date), `${item.id} on ${day.date}`).toBeUndefined();
            }
          }
        },
      ),
      { numRuns: 150, seed: 20261127 },
    );
  });

  it("finds the closures it checks: some ticketed place is shut on some date of the three years", () => {
    // Guards the property above against passing because no holiday was ever found.
    const rome = city("rome");
    const shut = rome.activities.filter((a) => !availableOn(a, dayContext(rome, "2027-12-25")));
    expect(shut.some((a) => a.fullDay)).toBe(true);
  });
});

describe("holidays that change the plan (decision 1190)", () => {
  it("keeps markets and shops out on the days shops close, and only on those days", () => {
    // Tết 2027: the eve is 5 February, the new year's first three days (its days 2 to 4) 6 to 8 February.
    expect(why("ho-chi-minh-city", "book-street-nguyen-van-binh", "2027-02-05")).toBeUndefined(); // free, outdoors
    expect(why("ho-chi-minh-city", "book-street-nguyen-van-binh", "2027-02-06")).toBe("holiday");
    expect(why("ho-chi-minh-city", "book-street-nguyen-van-binh", "2027-02-08")).toBe("holiday");
    expect(why("ho-chi-minh-city", "book-street-nguyen-van-binh", "2027-02-09")).toBeUndefined();
    // China's Spring Festival has no closures: only its shops and markets close, its sights stay open.
    expect(why("beijing", "panjiayuan-antique-market", "2027-02-07")).toBe("holiday");
    expect(why("beijing", "forbidden-city", "2027-02-07")).not.toBe("holiday");
    expect(why("beijing", "panjiayuan-antique-market", "2027-02-10")).toBeUndefined();
    expect(why("seoul", "gwangjang-market", "2027-02-07")).toBe("holiday"); // Seollal
  });

  it("says on every day of Golden Week, Tết and Songkran what they change", () => {
    const tokyo = plan("Tokyo", "2027-04-27 to 2027-05-02");
    expect(tokyo.days[0]!.notes ?? "").not.toContain(EFFECT_NOTES.crowds);
    for (const day of tokyo.days.slice(2)) {
      expect(day.notes, day.date).toContain("Golden Week");
      expect(day.notes, day.date).toContain(EFFECT_NOTES.crowds);
      expect(day.notes, day.date).toContain(EFFECT_NOTES.soldOut);
    }
    const hanoi = plan("Hanoi", "2027-02-05 to 2027-02-09");
    expect(hanoi.days.map((day) => (day.notes ?? "").includes(EFFECT_NOTES.shopsClosed))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    const bangkok = plan("Bangkok", "2027-04-12 to 2027-04-16");
    expect(bangkok.days.map((day) => (day.notes ?? "").includes(EFFECT_NOTES.splashes))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it("plans every holiday with effects in every city it covers, 2026 to 2028, by its effects (npm run eval:plans)", () => {
    const report = evaluateHolidayEffects(holidayRequests([2026, 2027, 2028]));
    expect(report.examples).toEqual([]);
    expect(report.problems).toBe(HOLIDAY_EFFECT_GOALS.problems);
    // Guards the table against passing because it planned nothing: each kind of effect held on some day.
    expect(report.plans).toBeGreaterThan(100);
    expect(report.effectsHeld).toEqual(["crowds", "shopsClosed", "soldOut", "splashes"]);
  });

  it("has Deepavali in Singapore and Malaysia on the dates known, and none guessed for the years not known", () => {
    expect(eventsOn(city("singapore"), "2026-11-08").map((e) => e.name)).toContain("Deepavali");
    expect(eventsOn(city("kuala-lumpur"), "2026-11-08").map((e) => e.name)).toContain("Deepavali");
    // 2027's date is not settled in the data (South Indian reckoning may keep the day before India's 29 October).
    for (const date of ["2027-10-27", "2027-10-28", "2027-10-29", "2027-10-30"]) {
      expect(eventsOn(city("singapore"), date).map((e) => e.name)).not.toContain("Deepavali");
    }
  });
});
