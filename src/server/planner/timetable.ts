import type { Plan, PlanDay, PlanItem, StopLeg } from "@shared/plan";
import { bySlot, PLAN_SLOTS, type PlanSlot } from "@shared/plan-slots";
import { clockMinutes, clockText, DEFAULT_PACE, type Pace } from "@shared/timetable";
import type { Activity, CityGuide } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { openIntervals, type OpenInterval } from "../knowledge/opening-hours";
import { sunTimes } from "../knowledge/sun";
import type { LegEstimate } from "../routing/estimate";

/**
 * A day as a timetable (docs/product.md "Verified plans"): every item gets a start ("HH:MM", local to the day's
 * base) after the one before it and the leg between them, inside its opening hours when the guides know them, and
 * each pair of consecutive items at places gets a leg. Both engines' plans, the traveller's edits and the
 * assistant's changes go through here on every save; the check (stop-check.ts) then says what is verified.
 */

/** What a pace allows in a day: when it starts, how many active minutes and walking kilometres. */
export interface PaceBudget {
  /** The first visit's earliest start, in minutes after midnight. */
  dayStart: number;
  activeMinutes: number;
  walkingKm: number;
}

/** docs/verification.md says why these numbers. */
export const PACE_BUDGETS: Record<Pace, PaceBudget> = {
  relaxed: { dayStart: 9 * 60 + 30, activeMinutes: 6 * 60 + 30, walkingKm: 8 },
  balanced: { dayStart: 9 * 60, activeMinutes: 9 * 60, walkingKm: 12 },
  packed: { dayStart: 8 * 60 + 30, activeMinutes: 11 * 60, walkingKm: 16 },
};

/**
 * The earliest start of each time of day. "optional" (the spec's "if you have time" section, from a model's answer
 * or the traveller) comes last in a day, as the itinerary text reads it, so it follows whatever is before it.
 */
const SLOT_FLOOR: Record<PlanSlot, number> = { morning: 0, afternoon: 14 * 60, evening: 18 * 60 + 30, optional: 14 * 60 };
/** A day out leaves early, whatever the pace: the journey is part of it. */
const DAY_OUT_FROM = 8 * 60;
/** Lunch (a meal in the afternoon) from half past twelve. */
const LUNCH_FROM = 12 * 60 + 30;
/** Dinner and a night out start later than an evening sight. */
const DINNER_FROM = 19 * 60;
const NIGHT_OUT_FROM = 20 * 60;
/** The latest start any item gets. */
const LATEST_START = 23 * 60 + 59;
/**
 * How early a visit timed by the sun may start in a time of day and still be picked for it: the sun, not the guide's
 * slots, says when it is (a winter sunset is in the afternoon, before the day's last visit would end).
 */
const SUN_SLOT_FROM: Record<PlanSlot, number> = { morning: 0, afternoon: 12 * 60, evening: 17 * 60 + 30, optional: 12 * 60 };
/** How late a place may start in a time of day and still be picked for it. */
const SLOT_END: Record<PlanSlot, number> = {
  morning: 13 * 60 + 30,
  afternoon: 19 * 60,
  evening: LATEST_START,
  optional: LATEST_START,
};

/** A visit's length when the item does not say (minutes), by kind. */
const DEFAULT_MINUTES: Record<NonNullable<PlanItem["kind"]> | "other", number> = {
  sight: 90,
  food: 75,
  nature: 120,
  activity: 120,
  shopping: 60,
  nightlife: 120,
  travel: 60,
  other: 90,
};
/** The way to a second stop near the first, when picking it (minutes). */
const NEXT_STOP_MINUTES = 20;
/** The latest a day out may leave. */
const DAY_OUT_LATEST = 11 * 60;
/** A full-day excursion without a length: out after breakfast, back for dinner. */
const FULL_DAY_MINUTES = 9 * 60;

export const visitMinutes = (item: PlanItem): number =>
  item.durationMinutes ?? (item.fullDay ? FULL_DAY_MINUTES : DEFAULT_MINUTES[item.kind ?? "other"]);

export const paceOf = (plan: Pick<Plan, "pace">, day: Pick<PlanDay, "pace">): Pace => day.pace ?? plan.pace ?? DEFAULT_PACE;

/** The guide activity an item was planned from, when it names one that exists. */
export function activityOf(item: PlanItem): Activity | undefined {
  if (!item.ref) return undefined;
  return guides()
    .city(item.ref.city)
    ?.activities.find((activity) => activity.id === item.ref!.activity);
}

/** A start as a traveller would write it: the next five minutes (14:11 reads as machine-made, 14:15 does not). */
const onTheFive = (minutes: number) => Math.ceil(minutes / 5) * 5;

/** The earliest an item of this slot and kind may start. */
export function slotFloor(item: Pick<PlanItem, "slot" | "kind" | "fullDay">, budget: PaceBudget): number {
  if (item.fullDay) return Math.min(budget.dayStart, DAY_OUT_FROM);
  if (item.slot === "morning") return budget.dayStart;
  if (item.slot === "afternoon" && item.kind === "food") return LUNCH_FROM;
  if (item.slot === "evening" && item.kind === "food") return DINNER_FROM;
  if (item.slot === "evening" && item.kind === "nightlife") return NIGHT_OUT_FROM;
  return SLOT_FLOOR[item.slot];
}

/**
 * The first start at or after `earliest` at which a visit of `minutes` fits inside the hours: inside an open
 * interval, or at a point in time (a show starts then). Undefined when none does that day.
 */
export function fittingStart(intervals: readonly OpenInterval[], earliest: number, minutes: number): number | undefined {
  for (const interval of intervals) {
    if (interval.point) {
      if (interval.from >= earliest) return interval.from;
      continue;
    }
    const start = Math.max(earliest, interval.from);
    if (start + minutes <= interval.to) return start;
  }
  return undefined;
}

/** The sun's moment a visit is for, that day, local to the place: undefined when it is not timed by the sun or the sun does not rise or set. */
interface SunMoment {
  event: "sunrise" | "sunset";
  /** Minutes after midnight. */
  at: number;
}

function sunMoment(activity: Activity, date: string, timeZone: string): SunMoment | undefined {
  if (!activity.sun) return undefined;
  const at = sunTimes(activity.place, date, timeZone)[activity.sun];
  return at === undefined ? undefined : { event: activity.sun, at };
}

/** The sun an item's visit is for that day, from its guide activity. */
export function sunOfItem(item: PlanItem, date: string): SunMoment | undefined {
  const activity = activityOf(item);
  const city = activity?.sun && guides().city(item.ref!.city);
  return city ? sunMoment(activity, date, city.timeZone) : undefined;
}

/** The start that puts a sunrise a third into the visit, a sunset two thirds (on the five minutes before). */
export function sunStart(sun: SunMoment, minutes: number): number {
  const before = Math.round(minutes * (sun.event === "sunrise" ? 1 / 3 : 2 / 3));
  return Math.floor((sun.at - before) / 5) * 5;
}

/** Whether a visit sees its sun: there at the sunrise and ten minutes after, or ten minutes before the sunset and at it. */
export function seesTheSun(sun: SunMoment, start: number, minutes: number): boolean {
  return sun.event === "sunrise"
    ? start <= sun.at && start + minutes >= sun.at + 10
    : start <= sun.at - 10 && start + minutes >= sun.at;
}

/** A day's date and where it is, for the hours and the sun. */
interface DayPlace {
  date: string;
  city: Pick<CityGuide, "timeZone">;
}

/**
 * A day out is open long enough when its place is open this long of it, or half its hours when they are shorter
 * (the rest is getting there and back).
 */
const DAY_OUT_OPEN_MINUTES = 180;

/**
 * Whether a visit from `start` for `minutes` fits inside the hours: whole inside an interval, at a point in time
 * for a show; for a day out, its place open long enough while it is there.
 */
export function fitsHours(intervals: readonly OpenInterval[], start: number, minutes: number, dayOut: boolean): boolean {
  return intervals.some((interval) => {
    if (interval.point) return interval.from === start;
    if (!dayOut) return interval.from <= start && start + minutes <= interval.to;
    const overlap = Math.min(interval.to, start + minutes) - Math.max(interval.from, start);
    return overlap >= Math.min(DAY_OUT_OPEN_MINUTES, (interval.to - interval.from) / 2);
  });
}

/**
 * Whether a guide's place can be visited in this time of day on that date: its hours (when known) leave room for
 * the whole visit starting in the slot, and a visit timed by the sun sees it then. The scheduler picks only such
 * places, so its timetable has no conflict.
 */
export function fitsSlot(
  activity: Activity,
  { date, city }: DayPlace,
  slot: PlanSlot,
  pace: Pace,
  /** A stop of the same time of day it comes after (a second stop): it must fit once that one is done. */
  after?: Activity,
): boolean {
  const minutes = activity.minutes ?? DEFAULT_MINUTES[activity.kind];
  const intervals = activity.hours === undefined ? undefined : openIntervals(activity.hours, date);
  if (activity.sun) {
    const sun = sunMoment(activity, date, city.timeZone);
    if (!sun) return false;
    const start = intervals ? fittingStart(intervals, sunStart(sun, minutes), minutes) : sunStart(sun, minutes);
    const inSlot = activity.fullDay || (start !== undefined && start >= SUN_SLOT_FROM[slot] && start <= SLOT_END[slot]);
    return start !== undefined && seesTheSun(sun, start, minutes) && inSlot;
  }
  if (!intervals) return true;
  const budget = PACE_BUDGETS[pace];
  const floor = Math.max(
    slotFloor({ slot, kind: activity.kind, fullDay: activity.fullDay }, budget),
    after
      ? slotFloor({ slot, kind: after.kind }, budget) + (after.minutes ?? DEFAULT_MINUTES[after.kind]) + NEXT_STOP_MINUTES
      : 0,
  );
  if (activity.fullDay) {
    // A day out leaves in the morning: its place open long enough of the day from then (Abu Dhabi's mosque opens
    // at 16:30 on Fridays: no day trip then).
    const dayOut = activity.minutes ?? FULL_DAY_MINUTES;
    if (fitsHours(intervals, floor, dayOut, true)) return true;
    const start = fittingStart(intervals, floor, Math.min(dayOut, DAY_OUT_OPEN_MINUTES));
    return start !== undefined && start <= DAY_OUT_LATEST;
  }
  const start = fittingStart(intervals, floor, minutes);
  return start !== undefined && start <= SLOT_END[slot];
}

/** The way between two items at places: the routing server's, or the estimate (routing/). */
export type LegBetween = (
  from: PlanItem & Required<Pick<PlanItem, "place">>,
  to: PlanItem & Required<Pick<PlanItem, "place">>,
) => LegEstimate;

export interface TimetableOptions {
  pace: Pace;
  legBetween: LegBetween;
  /**
   * A plan the scheduler has just made: the items of each time of day are put in the order that walks least.
   * A traveller's order is kept.
   */
  reorder?: boolean;
}

/**
 * An item a leg leads to or from: at a place, and not a day out (whose journey there and back is part of it: the
 * stop after it starts from the base).
 */
const located = (item: PlanItem): item is PlanItem & Required<Pick<PlanItem, "place">> =>
  item.place !== undefined && !item.fullDay;

/**
 * Within each time of day, the nearest next place first (a day that criss-crosses the city is walked once); an
 * afternoon's meal leads it, as its lunch.
 */
function shortestWalk(items: readonly PlanItem[]): PlanItem[] {
  const ordered: PlanItem[] = [];
  let last: PlanItem | undefined;
  for (const slot of PLAN_SLOTS) {
    const pending = items.filter((item) => item.slot === slot);
    while (pending.length > 0) {
      let next = 0;
      // An afternoon's meal is its lunch, first in it (not at 15:10 after a visit); a gelato is no lunch.
      const lunch = slot === "afternoon" ? pending.findIndex((item) => item.kind === "food" && visitMinutes(item) >= 45) : -1;
      if (lunch >= 0) next = lunch;
      else if (last?.place) {
        let best = Infinity;
        pending.forEach((item, index) => {
          if (!item.place) return;
          const d = (item.place.lat - last!.place!.lat) ** 2 + (item.place.lon - last!.place!.lon) ** 2;
          if (d < best) [best, next] = [d, index];
        });
      }
      const [item] = pending.splice(next, 1);
      ordered.push(item!);
      if (item!.place) last = item;
    }
  }
  return ordered;
}

const slotRank = (item: PlanItem) => PLAN_SLOTS.indexOf(item.slot);

/**
 * Within each time of day, a visit timed by the sun goes where its time falls among the others: a sunrise first,
 * a winter sunset before dinner, a summer one after it.
 */
function sunInPlace(items: readonly PlanItem[], date: string, budget: PaceBudget): PlanItem[] {
  const suns = new Map(items.map((item) => [item, sunOfItem(item, date)]));
  const placed = items.filter((item) => !suns.get(item));
  for (const item of items) {
    const sun = suns.get(item);
    if (!sun) continue;
    const start = sunStart(sun, visitMinutes(item));
    const at = placed.findIndex(
      (other) => slotRank(other) > slotRank(item) || (other.slot === item.slot && slotFloor(other, budget) > start),
    );
    placed.splice(at < 0 ? placed.length : at, 0, item);
  }
  return placed;
}

/**
 * The day with a start on every item and its legs, worked out from scratch (a day that lost a stop starts its
 * others earlier), except a start the traveller chose (`startFixed`), which is kept as it is: the check says when
 * it does not work. A meal first in its afternoon is a lunch, from half past twelve; a visit timed by the sun starts
 * when the sun asks (sunStart).
 */
export function timetableDay(day: PlanDay, { pace, legBetween, reorder }: TimetableOptions): PlanDay {
  const budget = PACE_BUDGETS[pace];
  const ordered = reorder ? sunInPlace(shortestWalk(bySlot(day.items)), day.date, budget) : bySlot(day.items);
  const items: PlanItem[] = [];
  const legs: StopLeg[] = [];
  // Each item's floor holds the day's start; a sunrise may come before it.
  let cursor = 0;
  let previous: (PlanItem & Required<Pick<PlanItem, "place">>) | undefined;
  for (const original of ordered) {
    const minutes = visitMinutes(original);
    let travel = 0;
    if (located(original) && previous) {
      const leg = legBetween(previous, original);
      legs.push({ from: previous.id, to: original.id, ...leg });
      travel = leg.minutes;
    }
    // A visit timed by the sun waits for it, whatever its time of day's usual start.
    const sun = sunOfItem(original, day.date);
    const floor = sun ? sunStart(sun, minutes) : slotFloor(original, budget);
    const earliest = Math.min(Math.max(onTheFive(cursor + travel), floor), LATEST_START);
    let start: number;
    if (original.startFixed && original.start !== undefined) start = clockMinutes(original.start);
    else {
      const activity = activityOf(original);
      const hours = activity?.hours === undefined ? undefined : openIntervals(activity.hours, day.date);
      // A day out leaves at its earliest when its place is open long enough of it (the rest is the journey).
      const dayOutFits = original.fullDay && (!hours || fitsHours(hours, earliest, minutes, true));
      start = dayOutFits
        ? earliest
        : ((hours && fittingStart(hours, earliest, original.fullDay ? Math.min(minutes, DAY_OUT_OPEN_MINUTES) : minutes)) ??
          earliest);
    }
    start = Math.min(start, LATEST_START);
    const item = { ...original, start: clockText(start) };
    items.push(item);
    cursor = start + minutes;
    if (located(item)) previous = item;
    else if (item.fullDay) previous = undefined;
  }
  return { ...day, items, legs };
}

/** Every day of a plan timed, with one leg function per day (the routing server answers a day at a time). */
export function timetablePlan(plan: Plan, legsOfDay: (day: PlanDay) => LegBetween, reorder = false): Plan {
  return {
    ...plan,
    days: plan.days.map((day) => timetableDay(day, { pace: paceOf(plan, day), legBetween: legsOfDay(day), reorder })),
  };
}
