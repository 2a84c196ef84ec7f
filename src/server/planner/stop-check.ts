import type { DayCheck, ItemCheck, PlanFix } from "@shared/itinerary-stream";
import type { Plan, PlanDay, PlanItem, StopLeg } from "@shared/plan";
import { clockMinutes, clockText, type DayPace } from "@shared/timetable";
import type { Activity, CityGuide } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { dayContext, unavailability, type DayContext, type Unavailability } from "../knowledge/day-rules";
import { holidayHours, openIntervals, type OpenInterval } from "../knowledge/opening-hours";
import {
  activityOf,
  fitsHours,
  fittingStart,
  PACE_BUDGETS,
  paceOf,
  seesTheSun,
  slotFloor,
  sunOfItem,
  sunStart,
  visitMinutes,
} from "./timetable";

/**
 * The verification of every stop (docs/product.md "Verified plans"): `verified` when the guides know its hours and
 * it is open then on that date, in season, reachable in time from the stop before and, when it is for a sunrise or a
 * sunset, there for it; `unknown` when nothing is known to check it against; `conflict` when it is closed then,
 * misses its sun, overlaps the stop before, cannot be reached in time, or the day is over the traveller's pace. Each
 * conflict carries fixes as plan operations. Reads the timed plan (timetable.ts) as it is: a traveller's start
 * outside the hours is a conflict, not moved.
 */

export interface StopCheck {
  items: Record<string, ItemCheck>;
  days: Record<number, DayCheck>;
  /** Each conflict as a line of the plan check (what a model reads to repair its plan). */
  failures: string[];
}

/** Why a day's rules keep a guide's place out, in words for the traveller. */
const UNAVAILABLE_WORDS: Record<Unavailability, string> = {
  closed: "It is closed that day.",
  season: "It is out of season then.",
  holiday: "It is shut for the public holiday that day.",
  transport: "There is no regular public transport for a day trip that day.",
  window: "It only runs during its event or around the full moon, not that day.",
};

/** Meals and a night out are not counted as active time: they are the rest between visits. */
/** An excursion's active time is this share of its length: much of it is sitting in a train or a coach. */
const EXCURSION_ACTIVE_SHARE = 0.6;

const dayLabel = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dateWords = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`)).replace(",", "");

const span = (interval: OpenInterval) => {
  if (interval.point) return clockText(interval.from);
  if (interval.from === 0 && interval.to >= 1440) return "all day";
  return `${clockText(interval.from)}-${clockText(interval.to)}`;
};
const hoursWords = (intervals: readonly OpenInterval[]) =>
  intervals.length === 0 ? "closed all day" : intervals.map(span).join(", ");

const baseCity = (day: PlanDay): CityGuide | undefined => guides().cities.find((city) => city.name === day.base);

type ContextOf = (city: CityGuide, date: string) => DayContext;

/** A day's rules per city and date, worked out once per check (its holidays take a moment to compute). */
function contexts(): ContextOf {
  const known = new Map<string, DayContext>();
  return (city, date) => {
    const key = `${city.id}|${date}`;
    let context = known.get(key);
    if (!context) known.set(key, (context = dayContext(city, date)));
    return context;
  };
}

/** The slot a moved stop goes to on another day: its own when the place suits it, else the first it suits. */
function slotFor(item: PlanItem, activity: Activity | undefined): PlanItem["slot"] {
  if (!activity || item.slot === "optional" || activity.slots.includes(item.slot as never)) return item.slot;
  return activity.slots[0]!;
}

/**
 * A day's load against the pace's budget, which is the most a day may hold, not its aim: three or four visits with
 * meals between them (four to six hours of a balanced pace's nine) are a balanced day; an arrival's afternoon and
 * evening, about a third of the budget or less, a light one.
 */
const LIGHT_BELOW = 0.35;
const FULL_ABOVE = 0.85;

export function dayPace(active: number, walkingKm: number, budget: { activeMinutes: number; walkingKm: number }): DayPace {
  const load = Math.max(active / budget.activeMinutes, walkingKm / budget.walkingKm);
  if (load > 1) return "overloaded";
  if (load > FULL_ABOVE) return "full";
  if (load >= LIGHT_BELOW) return "balanced";
  return "light";
}

/** Other days of the same base on which the place is open, nearest first: where a stop may move. */
function openDays(plan: Plan, day: PlanDay, activity: Activity | undefined, contextOf: ContextOf): PlanDay[] {
  return plan.days
    .filter((other) => other.day !== day.day && other.base === day.base && !other.items.some((i) => i.fullDay))
    .filter((other) => {
      if (!activity) return true;
      const city = baseCity(other);
      return city !== undefined && unavailability(activity, contextOf(city, other.date)) === undefined;
    })
    .sort((a, b) => Math.abs(a.day - day.day) - Math.abs(b.day - day.day));
}

function moveFixes(
  plan: Plan,
  day: PlanDay,
  item: PlanItem,
  activity: Activity | undefined,
  count: number,
  contextOf: ContextOf,
): PlanFix[] {
  return openDays(plan, day, activity, contextOf)
    .slice(0, count)
    .map((other) => {
      const slot = slotFor(item, activity);
      return {
        label: `Move to day ${other.day} (${dateWords(other.date)}), ${slot}`,
        operations: [{ type: "move_item", itemId: item.id, day: other.day, slot }],
      };
    });
}

const dropFix = (item: PlanItem): PlanFix => ({ label: "Drop it", operations: [{ type: "remove_item", itemId: item.id }] });
const retimeFix = (item: PlanItem, start: number): PlanFix => ({
  label: `Start at ${clockText(start)}`,
  operations: [{ type: "retime_item", itemId: item.id, start: clockText(start) }],
});

const legWords = (leg: StopLeg) =>
  `${leg.minutes} min ${leg.mode === "walk" ? "walk" : leg.mode === "drive" ? "drive" : "by public transport"}`;

export function checkStops(plan: Plan): StopCheck {
  const contextOf = contexts();
  const items: Record<string, ItemCheck> = {};
  const days: Record<number, DayCheck> = {};
  const failures: string[] = [];
  for (const day of plan.days) {
    const budget = PACE_BUDGETS[paceOf(plan, day)];
    const city = baseCity(day);
    const context = city && contextOf(city, day.date);
    const holiday = context?.events.some((event) => event.kind === "holiday") ?? false;
    const legTo = new Map(day.legs?.map((leg) => [leg.to, leg]));
    const timed = [...day.items].sort((a, b) => (a.start && b.start ? clockMinutes(a.start) - clockMinutes(b.start) : 0));
    let previous: { item: PlanItem; end: number } | undefined;
    const ends = new Map<string, number>();
    let active = 0;
    for (const item of timed) {
      const minutes = visitMinutes(item);
      const start = item.start === undefined ? undefined : clockMinutes(item.start);
      const activity = activityOf(item);
      const conflicts: string[] = [];
      const fixes: PlanFix[] = [];
      const verifiedBy: string[] = [];
      if (item.kind !== "food" && item.kind !== "nightlife")
        active += item.fullDay ? Math.round(minutes * EXCURSION_ACTIVE_SHARE) : minutes;

      const refCity = activity && guides().city(item.ref!.city);
      const why = activity && refCity ? unavailability(activity, contextOf(refCity, day.date)) : undefined;
      if (why) {
        conflicts.push(UNAVAILABLE_WORDS[why]);
        fixes.push(...moveFixes(plan, day, item, activity, 2, contextOf));
      } else if (activity?.hours !== undefined && start !== undefined) {
        // A public-holiday rule of its own ("PH 10:00-14:00") is the day's: the weekly hours do not apply then.
        const holidayRule = holiday && holidayHours(activity.hours).onHolidays !== undefined;
        const intervals = openIntervals(activity.hours, day.date);
        if (holidayRule) verifiedBy.push(`Open on public holidays.`);
        else if (fitsHours(intervals, start, minutes, item.fullDay === true))
          verifiedBy.push(`Open ${hoursWords(intervals)} on ${dateWords(day.date)}.`);
        else {
          conflicts.push(
            `Open ${hoursWords(intervals)} on ${dateWords(day.date)}; this visit runs ${clockText(start)}-${clockText(start + minutes)}.`,
          );
          const fit = fittingStart(intervals, Math.max(previous?.end ?? 0, slotFloor(item, budget)), minutes);
          if (fit !== undefined) fixes.push(retimeFix(item, fit));
          fixes.push(...moveFixes(plan, day, item, activity, 1, contextOf));
        }
      }

      const sun = why ? undefined : sunOfItem(item, day.date);
      if (sun && start !== undefined) {
        const moment = `${sun.event === "sunrise" ? "Sunrise" : "Sunset"} at ${clockText(sun.at)} on ${dateWords(day.date)}`;
        if (seesTheSun(sun, start, minutes)) verifiedBy.push(`${moment}.`);
        else {
          conflicts.push(`${moment}; this visit runs ${clockText(start)}-${clockText(start + minutes)}.`);
          const fit = sunStart(sun, minutes);
          if (fit >= (previous?.end ?? 0)) fixes.push(retimeFix(item, fit));
        }
      }

      if (start !== undefined && previous && start < previous.end) {
        conflicts.push(`Starts before ${previous.item.title} ends (${clockText(previous.end)}).`);
        fixes.push(retimeFix(item, previous.end));
      } else if (start !== undefined && item.place) {
        const leg = legTo.get(item.id);
        const from = leg && ends.get(leg.from);
        if (leg && from !== undefined) {
          if (from + leg.minutes > start) {
            conflicts.push(`The ${legWords(leg)} does not fit: the stop before ends at ${clockText(from)}.`);
            fixes.push(retimeFix(item, from + leg.minutes));
          } else verifiedBy.push(`Reachable in time: ${legWords(leg)}.`);
        }
      }

      if (conflicts.length > 0) {
        fixes.push(dropFix(item));
        items[item.id] = { status: "conflict", reasons: conflicts, fixes: uniqueFixes(fixes) };
        // A closing day or season is already a line of the plan check (check.ts).
        for (const reason of why ? conflicts.slice(1) : conflicts) failures.push(`Day ${day.day}: ${item.title}: ${reason}`);
      } else if (activity?.hours !== undefined && start !== undefined) {
        items[item.id] = { status: "verified", reasons: verifiedBy };
      } else {
        items[item.id] = { status: "unknown", reasons: [unknownReason(item, activity)] };
      }
      if (start !== undefined) {
        previous = { item, end: start + minutes };
        ends.set(item.id, start + minutes);
      }
    }

    const legs = day.legs ?? [];
    const walkingKm = Math.round(legs.filter((leg) => leg.mode === "walk").reduce((sum, leg) => sum + leg.km, 0) * 10) / 10;
    const transitMinutes = legs.filter((leg) => leg.mode !== "walk").reduce((sum, leg) => sum + leg.minutes, 0);
    const activeMinutes = active + legs.reduce((sum, leg) => sum + leg.minutes, 0);
    const pace = dayPace(activeMinutes, walkingKm, budget);
    days[day.day] = { walkingKm, transitMinutes, activeMinutes, stops: day.items.filter((i) => i.place).length, pace };
    if (pace === "overloaded") overloaded(plan, day, timed, items, failures, { activeMinutes, walkingKm, budget }, contextOf);
  }
  return { items, days, failures };
}

/** A day over its pace: the last stop that is not a meal, a journey or the day's excursion is the one to move. */
function overloaded(
  plan: Plan,
  day: PlanDay,
  timed: readonly PlanItem[],
  items: Record<string, ItemCheck>,
  failures: string[],
  load: { activeMinutes: number; walkingKm: number; budget: { activeMinutes: number; walkingKm: number } },
  contextOf: ContextOf,
) {
  const item = [...timed].reverse().find((i) => i.kind !== "food" && i.kind !== "travel" && !i.fullDay) ?? timed.at(-1);
  if (!item) return;
  const pace = paceOf(plan, day);
  const reason =
    load.activeMinutes > load.budget.activeMinutes
      ? `Day ${day.day} is over a ${pace} pace: ${hoursText(load.activeMinutes)} of visits and travel against ${hoursText(load.budget.activeMinutes)}.`
      : `Day ${day.day} is over a ${pace} pace: ${load.walkingKm} km on foot against ${load.budget.walkingKm} km.`;
  const current = items[item.id]!;
  const fixes = [...(current.fixes ?? []), ...moveFixes(plan, day, item, activityOf(item), 1, contextOf), dropFix(item)];
  items[item.id] = {
    status: "conflict",
    reasons: current.status === "conflict" ? [...current.reasons, reason] : [reason],
    fixes: uniqueFixes(fixes),
  };
  failures.push(reason);
}

/** "6 h 30", "9 h 00": a day's active time. */
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;

function unknownReason(item: PlanItem, activity: Activity | undefined): string {
  if (item.kind === "travel") return "A journey: its times depend on your booking.";
  if (!item.place) return "Not at one place, so there are no opening hours to check.";
  if (activity) return "The guides do not know its opening hours for sure.";
  return "Not a place the guides know, so its hours could not be checked.";
}

function uniqueFixes(fixes: readonly PlanFix[]): PlanFix[] {
  const seen = new Set<string>();
  return fixes.filter((fix) => !seen.has(fix.label) && Boolean(seen.add(fix.label)));
}
