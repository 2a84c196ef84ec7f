import type { Plan, PlanDay, PlanItem, StopLeg } from "@shared/plan";
import { bySlot, PLAN_SLOTS, type PlanSlot } from "@shared/plan-slots";
import { clockMinutes, clockText, DEFAULT_PACE, type Pace } from "@shared/timetable";
import type { Activity } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { openIntervals, type OpenInterval } from "../knowledge/opening-hours";
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

/**
 * Whether a guide's place can be visited in this time of day on that date: its hours (when known) leave room for
 * the whole visit starting in the slot. The scheduler picks only such places, so its timetable has no conflict.
 */
export function fitsSlot(activity: Activity, date: string, slot: PlanSlot, pace: Pace): boolean {
  if (activity.hours === undefined || activity.fullDay) return true;
  const minutes = activity.minutes ?? DEFAULT_MINUTES[activity.kind];
  const floor = slotFloor({ slot, kind: activity.kind }, PACE_BUDGETS[pace]);
  const start = fittingStart(openIntervals(activity.hours, date), floor, minutes);
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

/** Within each time of day, the nearest next place first (a day that criss-crosses the city is walked once). */
function shortestWalk(items: readonly PlanItem[]): PlanItem[] {
  const ordered: PlanItem[] = [];
  let last: PlanItem | undefined;
  for (const slot of PLAN_SLOTS) {
    const pending = items.filter((item) => item.slot === slot);
    while (pending.length > 0) {
      let next = 0;
      if (last?.place) {
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

/**
 * The day with a start on every item and its legs, worked out from scratch (a day that lost a stop starts its
 * others earlier), except a start the traveller chose (`startFixed`), which is kept as it is: the check says when
 * it does not work. A meal first in its afternoon is a lunch, from half past twelve.
 */
export function timetableDay(day: PlanDay, { pace, legBetween, reorder }: TimetableOptions): PlanDay {
  const budget = PACE_BUDGETS[pace];
  const ordered = reorder ? shortestWalk(bySlot(day.items)) : bySlot(day.items);
  const items: PlanItem[] = [];
  const legs: StopLeg[] = [];
  let cursor = budget.dayStart;
  let previous: (PlanItem & Required<Pick<PlanItem, "place">>) | undefined;
  for (const original of ordered) {
    const minutes = visitMinutes(original);
    let travel = 0;
    if (located(original) && previous) {
      const leg = legBetween(previous, original);
      legs.push({ from: previous.id, to: original.id, ...leg });
      travel = leg.minutes;
    }
    const earliest = Math.min(Math.max(onTheFive(cursor + travel), slotFloor(original, budget)), LATEST_START);
    let start: number;
    if (original.startFixed && original.start !== undefined) start = clockMinutes(original.start);
    else {
      const activity = activityOf(original);
      const hours = activity?.hours === undefined ? undefined : openIntervals(activity.hours, day.date);
      start = (hours && fittingStart(hours, earliest, minutes)) ?? earliest;
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
