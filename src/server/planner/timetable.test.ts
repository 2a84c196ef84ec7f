import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import { parseDateRange } from "@shared/schemas/generation";
import { clockMinutes, PACES, type Pace } from "@shared/timetable";
import { guides } from "../knowledge/guides";
import { openIntervals } from "../knowledge/opening-hours";
import { resolveDestination } from "../knowledge/resolve";
import { checkStructuredPlan } from "./check";
import { planTrip } from "./plan-trip";
import { timingFaults } from "./plan-eval-verification";
import { checkStops, dayPace } from "./stop-check";
import { fittingStart, PACE_BUDGETS, timetableDay } from "./timetable";
import { estimatedLegs } from "./verify";
import { activityItem } from "./schedule";

function plan(destination: string, dates: string, pace: Pace = "balanced", theme = "culture"): Plan {
  const range = parseDateRange(dates);
  if (!range.ok) throw new Error(range.error);
  const place = resolveDestination(destination);
  if (place.kind !== "guided") throw new Error(`${destination} is not guided`);
  return planTrip({ mode: "plan", destination, dates, theme, pace }, range.range.dates, place);
}

/** Every fault a timetable must not have, as lines (empty for a sound one). */
function timetableFaults(result: Plan): string[] {
  const check = checkStops(result);
  const { untimed, overlaps, legsNotFitting } = timingFaults(result);
  const faults = [...untimed, ...overlaps, ...legsNotFitting];
  for (const day of result.days) {
    if (check.days[day.day]!.pace === "overloaded") faults.push(`day ${day.day} over its pace`);
    for (const item of day.items) {
      const status = check.items[item.id]!;
      if (status.status === "conflict") faults.push(`${day.date} ${item.id}: ${status.reasons.join(" ")}`);
    }
  }
  return faults;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("generated timetables", () => {
  it("for every guided city, random dates, lengths and paces: inside the hours, no overlap, every leg fits, every day within its pace", () => {
    const cities = guides().cities;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: cities.length - 1 }),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...PACES),
        (cityIndex, start, length, pace) => {
          const end = new Date(start.getTime() + (length - 1) * 86_400_000);
          const result = plan(cities[cityIndex]!.name, `${iso(start)} to ${iso(end)}`, pace);
          expect(timetableFaults(result), `${cities[cityIndex]!.name} ${iso(start)} ${length} days ${pace}`).toEqual([]);
        },
      ),
      { numRuns: 200, seed: 20261127 },
    );
  });

  it("starts every visit on the five minutes, as a traveller would write it", () => {
    const starts = ["Kyoto", "Lisbon", "Paris"].flatMap((city) =>
      plan(city, "2026-05-04 to 2026-05-08").days.flatMap((day) => day.items.map((item) => item.start!)),
    );
    expect(starts.length).toBeGreaterThan(30);
    expect(starts.filter((start) => clockMinutes(start) % 5 !== 0)).toEqual([]);
  });

  it("starts later and does less on a relaxed day than on a packed one", () => {
    const relaxed = plan("Rome", "2027-05-10 to 2027-05-14", "relaxed");
    const packed = plan("Rome", "2027-05-10 to 2027-05-14", "packed");
    const active = (result: Plan) => Object.values(checkStops(result).days).reduce((sum, day) => sum + day.activeMinutes, 0);
    expect(active(relaxed)).toBeLessThan(active(packed));
    const firstStart = (result: Plan) => result.days[2]!.items[0]!.start!;
    expect(clockMinutes(firstStart(relaxed))).toBeGreaterThan(clockMinutes(firstStart(packed)));
    expect(relaxed.pace).toBe("relaxed");
  });

  it("reads a show's start times as points: the first at or after the earliest start", () => {
    expect(fittingStart([{ from: 1230, to: 1231, point: true }], 1140, 120)).toBe(1230);
    expect(fittingStart([{ from: 1230, to: 1231, point: true }], 1240, 120)).toBeUndefined();
    expect(fittingStart([{ from: 540, to: 1080, point: false }], 1000, 90)).toBeUndefined();
    expect(fittingStart([{ from: 540, to: 1080, point: false }], 480, 90)).toBe(540);
  });

  it("reads hours the same every week once per weekday, and seasonal ones per date", () => {
    expect(openIntervals("Tu-Su 09:00-18:00", "2027-03-01")).toEqual([]);
    expect(openIntervals("Tu-Su 09:00-18:00", "2027-03-02")).toEqual([{ from: 540, to: 1080, point: false }]);
    expect(openIntervals("Mo-Su 09:00-18:00; Dec 25 off", "2027-12-25")).toEqual([]);
    expect(openIntervals("Mo-Su 18:00-02:00", "2027-03-02")).toEqual([{ from: 1080, to: 1560, point: false }]);
  });
});

/** A Paris trip with the Louvre on a day of it, for the edits below. */
function parisWithLouvre(): { trip: Plan; day: PlanDay; louvre: PlanItem } {
  const trip = plan("Paris", "2027-05-10 to 2027-05-14");
  for (const day of trip.days) {
    const louvre = day.items.find((item) => item.ref?.activity === "louvre-museum");
    if (louvre) return { trip, day, louvre };
  }
  throw new Error("no Louvre in the plan");
}

const withDay = (trip: Plan, day: PlanDay): Plan => ({ ...trip, days: trip.days.map((d) => (d.day === day.day ? day : d)) });
const timed = (trip: Plan, day: PlanDay) => timetableDay(day, { pace: "balanced", legBetween: estimatedLegs });

describe("a generated day's order", () => {
  it("puts the afternoon's meal first, as its lunch from half past twelve", () => {
    const kyoto = guides().city("kyoto")!;
    const stop = (id: string, slot: PlanItem["slot"]) =>
      activityItem(kyoto, { activity: kyoto.activities.find((a) => a.id === id)!, slot });
    const day: PlanDay = {
      day: 1,
      date: "2027-04-06",
      base: "Kyoto",
      theme: "Temples",
      items: [
        stop("fushimi-inari-taisha", "morning"),
        stop("philosophers-path", "afternoon"),
        stop("omen-udon-ginkakuji", "afternoon"),
      ],
    };
    const timedDay = timetableDay(day, { pace: "balanced", legBetween: estimatedLegs, reorder: true });
    const afternoon = timedDay.items.filter((item) => item.slot === "afternoon");
    expect(afternoon.map((item) => item.kind)).toEqual(["food", "nature"]);
    expect(clockMinutes(afternoon[0]!.start!)).toBeGreaterThanOrEqual(12 * 60 + 30);
    expect(clockMinutes(afternoon[0]!.start!)).toBeLessThan(14 * 60);
  });
});

describe("stops timed by the sun", () => {
  const lisbon = () => guides().city("lisbon")!;
  const stop = (id: string, slot: PlanItem["slot"]) =>
    activityItem(lisbon(), { activity: lisbon().activities.find((a) => a.id === id)!, slot });
  const lisbonDay = (date: string, items: PlanItem[]): PlanDay => ({ day: 1, date, base: "Lisbon", theme: "Views", items });
  const lisbonTrip = (day: PlanDay): Plan => ({ ...plan("Lisbon", `${day.date} to ${day.date}`), days: [day] });

  it("sees the sunset from a viewpoint at the end of November, not at the evening's usual 18:30", () => {
    const viewpoint = stop("miradouro-da-senhora-do-monte", "evening");
    const day = timed(lisbonTrip(lisbonDay("2026-11-30", [])), lisbonDay("2026-11-30", [viewpoint]));
    // The sun sets about 17:15 in Lisbon then: the hour's visit starts 40 minutes before it.
    expect(day.items[0]!.start).toBe("16:35");
    const status = checkStops(lisbonTrip(day)).items[viewpoint.id]!;
    expect(status.status).toBe("verified");
    expect(status.reasons).toContain("Sunset at 17:16 on Mon 30 Nov.");
    // In June the same visit waits for a sunset after nine.
    const june = timed(lisbonTrip(lisbonDay("2027-06-21", [])), lisbonDay("2027-06-21", [viewpoint]));
    expect(clockMinutes(june.items[0]!.start!)).toBeGreaterThanOrEqual(20 * 60);
  });

  it("flags a start the traveller chose after the sunset, with the start that sees it as the fix", () => {
    const viewpoint = { ...stop("miradouro-da-senhora-do-monte", "evening"), start: "18:30", startFixed: true as const };
    const day = timed(lisbonTrip(lisbonDay("2026-11-30", [])), lisbonDay("2026-11-30", [viewpoint]));
    const status = checkStops(lisbonTrip(day)).items[viewpoint.id]!;
    expect(status.status).toBe("conflict");
    expect(status.reasons).toContain("Sunset at 17:16 on Mon 30 Nov; this visit runs 18:30-19:30.");
    expect(status.fixes!.map((fix) => fix.label)).toContain("Start at 16:35");
  });

  it("starts a sunrise before the day's usual start, and puts a winter sunset before dinner", () => {
    const angkor = plan("Siem Reap", "2027-01-11 to 2027-01-15").days.flatMap((day) => day.items);
    const sunrise = angkor.find((item) => item.ref?.activity === "angkor-wat-sunrise");
    expect(clockMinutes(sunrise!.start!)).toBeLessThan(6 * 60 + 30);
    const views = ["Lisbon", "Athens", "Florence", "Granada", "Santorini"].flatMap((city) =>
      plan(city, "2026-12-01 to 2026-12-05", "balanced", "romantic").days.filter((day) =>
        day.items.some((item) => /sunset/i.test(item.title) && item.ref),
      ),
    );
    expect(views.length).toBeGreaterThan(2);
    for (const day of views) {
      const sunset = day.items.find((item) => /sunset/i.test(item.title) && item.ref)!;
      // Every December sunset of these cities is before 17:30: the visit starts before it and before dinner.
      expect(clockMinutes(sunset.start!), `${day.base} ${sunset.title}`).toBeLessThan(17 * 60 + 30);
      const dinner = day.items.find((item) => item.slot === "evening" && item.kind === "food");
      if (dinner) expect(day.items.indexOf(dinner)).toBeGreaterThan(day.items.indexOf(sunset));
    }
  });
});

describe("a traveller's edits", () => {
  it("shows the Louvre dragged to a Tuesday (its closing day) as a conflict, with a move to an open day and a drop", () => {
    const { trip, day, louvre } = parisWithLouvre();
    const tuesday = trip.days.find((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 2)!;
    const from = { ...day, items: day.items.filter((item) => item !== louvre) };
    const to = { ...tuesday, items: [{ ...louvre, slot: "morning" as const }, ...tuesday.items] };
    const edited = withDay(withDay(trip, timed(trip, from)), timed(trip, to));
    const check = checkStructuredPlan(
      edited,
      edited.days.map((d) => d.date),
    );
    const status = check.items![louvre.id]!;
    expect(status.status).toBe("conflict");
    expect(status.reasons).toContain("It is closed that day.");
    const labels = status.fixes!.map((fix) => fix.label);
    expect(labels.at(-1)).toBe("Drop it");
    const move = status.fixes!.find((fix) => fix.operations[0]!.type === "move_item")!;
    expect(move.operations[0]).toMatchObject({ type: "move_item", itemId: louvre.id });
    const target = (move.operations[0] as { day: number }).day;
    expect(new Date(`${edited.days[target - 1]!.date}T12:00:00Z`).getUTCDay()).not.toBe(2);
    expect(check.ok).toBe(false);
  });

  it("keeps a start the traveller chose and flags it outside the hours, with a start that fits as the fix", () => {
    const { trip, day, louvre } = parisWithLouvre();
    const late = {
      ...day,
      items: day.items.map((item) =>
        item === louvre ? { ...item, start: "11:30", startFixed: true as const, slot: "morning" as const } : item,
      ),
    };
    const retimed = timed(trip, late);
    expect(retimed.items.find((item) => item.id === louvre.id)!.start).toBe("11:30");
    const lateEnd = withDay(trip, {
      ...retimed,
      items: retimed.items.map((i) => (i.id === louvre.id ? { ...i, durationMinutes: 600 } : i)),
    });
    const status = checkStops(lateEnd).items[louvre.id]!;
    expect(status.status).toBe("conflict");
    expect(status.reasons.join(" ")).toMatch(/^Open 09:00-(18|21):00 on \w{3} \d+ May; this visit runs 11:30-21:30\./);
  });

  it("times a day that lost a stop again from scratch, and keeps a start the traveller fixed", () => {
    const { trip, day } = parisWithLouvre();
    const [first, ...others] = day.items.filter((item) => item.kind !== "travel");
    const without = timed(trip, { ...day, items: day.items.filter((item) => item !== first) });
    const next = without.items.find((item) => item.id === others[0]!.id)!;
    expect(clockMinutes(next.start!)).toBeLessThanOrEqual(clockMinutes(day.items.find((i) => i.id === next.id)!.start!));
    const fixed = timed(trip, {
      ...day,
      items: day.items.map((item) => (item === first ? { ...item, start: "07:00", startFixed: true as const } : item)),
    });
    expect(fixed.items.find((item) => item.id === first!.id)!.start).toBe("07:00");
  });

  it("flags a stop that starts before the one before it ends, and offers its earliest start", () => {
    const { trip, day } = parisWithLouvre();
    const [first, second] = day.items;
    const clash = { ...day, items: day.items.map((item) => (item === second ? { ...item, start: first!.start } : item)) };
    const status = checkStops(withDay(trip, clash)).items[second!.id]!;
    expect(status.status).toBe("conflict");
    expect(status.fixes!.some((fix) => fix.operations[0]!.type === "retime_item")).toBe(true);
  });

  it("rates a traveller's own stop at a place the guides do not know as unknown, never verified", () => {
    const { trip, day } = parisWithLouvre();
    const own: PlanItem = {
      id: "own-1",
      slot: "evening",
      title: "Dinner with friends",
      kind: "food",
      place: { name: "Chez Amis", lat: 48.86, lon: 2.35 },
      source: "traveller",
    };
    const edited = withDay(trip, timed(trip, { ...day, items: [...day.items, own] }));
    expect(checkStops(edited).items["own-1"]).toEqual({
      status: "unknown",
      reasons: ["Not a place the guides know, so its hours could not be checked."],
    });
  });

  it("flags a day over the traveller's pace on its last visit, with a move and a drop", () => {
    const { trip, day } = parisWithLouvre();
    const long = { ...day, items: day.items.map((item) => (item.kind === "sight" ? { ...item, durationMinutes: 400 } : item)) };
    const edited = withDay(trip, timed(trip, long));
    const check = checkStops(edited);
    expect(check.days[day.day]!.pace).toBe("overloaded");
    const flagged = Object.values(check.items).filter((status) => status.reasons.some((r) => r.includes("over a balanced pace")));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.fixes!.at(-1)!.label).toBe("Drop it");
  });
});

describe("a day's pace in a word", () => {
  const balanced = PACE_BUDGETS.balanced;
  it("calls an arrival's afternoon light, three or four visits balanced, and the budget's edge full", () => {
    expect(dayPace(170, 3, balanced)).toBe("light");
    expect(dayPace(269, 4, balanced)).toBe("balanced");
    expect(dayPace(480, 6, balanced)).toBe("full");
    expect(dayPace(560, 6, balanced)).toBe("overloaded");
  });
  it("counts the walking as much as the time", () => {
    expect(dayPace(120, 11, balanced)).toBe("full");
    expect(dayPace(120, 13, balanced)).toBe("overloaded");
  });
});
