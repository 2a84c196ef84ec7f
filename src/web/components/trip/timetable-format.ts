import type { DayCheck, ItemCheck } from "@shared/itinerary-stream";
import { kmText } from "@shared/geo";
import type { PlanItem, StopLeg } from "@shared/plan";
import { clockMinutes, clockText, type DayPace, type ItemStatus, type LegMode } from "@shared/timetable";
import { durationText } from "./trip-format";

/** How the trip page words a verified plan: stop times, the legs between stops, a day's load and a stop's badge. */

/** "09:30–11:00", "09:30" without a duration, "08:00 · Full day"; empty for a stop without a start (an older plan). */
export function timeRange(item: Pick<PlanItem, "start" | "durationMinutes" | "fullDay">): string {
  if (!item.start) return "";
  if (item.fullDay) return `${item.start} · Full day`;
  if (!item.durationMinutes) return item.start;
  return `${item.start}–${clockText(clockMinutes(item.start) + item.durationMinutes)}`;
}

/** A time range as a screen reader should hear it: "from 09:30 to 11:00". */
export function spokenTimeRange(item: Pick<PlanItem, "start" | "durationMinutes" | "fullDay">): string {
  if (!item.start) return "";
  if (item.fullDay || !item.durationMinutes) return `from ${item.start}`;
  return `from ${item.start} to ${clockText(clockMinutes(item.start) + item.durationMinutes)}`;
}

const MODE_WORDS: Record<LegMode, string> = { walk: "walk", transit: "by transit", drive: "by car" };

/** "12 min walk · 0.9 km", "25 min by transit": kilometres only for walking, where the traveller feels them. */
export function legText(leg: Pick<StopLeg, "mode" | "minutes" | "km">): string {
  const time = leg.minutes < 60 ? `${leg.minutes} min` : durationText({ durationMinutes: leg.minutes });
  return leg.mode === "walk" ? `${time} ${MODE_WORDS.walk} · ${kmText(leg.km)}` : `${time} ${MODE_WORDS[leg.mode]}`;
}

/** Where the leg's figures come from, said as a hint (a title), not in the timeline's words. */
export const legSourceText = (leg: Pick<StopLeg, "source">) =>
  leg.source === "routing" ? "Travel time from the routing service" : "Travel time estimated from the distance";

/**
 * The leg shown before each stop: the one that arrives at it from the previous stop at a place in the order shown.
 * A leg that no longer joins two neighbours (a stop moved here and not saved yet) is left out until the server
 * derives the day's legs again.
 */
export function legsBefore(items: readonly PlanItem[], legs: readonly StopLeg[] | undefined): Map<string, StopLeg> {
  const before = new Map<string, StopLeg>();
  if (!legs?.length) return before;
  let previous: string | undefined;
  for (const item of items) {
    if (!item.place) continue;
    const leg = previous && legs.find((candidate) => candidate.from === previous && candidate.to === item.id);
    if (leg) before.set(item.id, leg);
    previous = item.id;
  }
  return before;
}

/** A stretch between two stops, the way there taken off, long enough to say: the plan's room, not a hole in it. */
export interface FreeTime {
  minutes: number;
  /** It spans most of lunchtime (12:00–14:00), and the day has no meal then. */
  lunch: boolean;
  /** The next stop is the evening's. */
  beforeEvening: boolean;
  /** It follows a stop at a point in time, without a length: an arrival, time to settle in. */
  afterArrival: boolean;
}

const FREE_TIME_FROM_MINUTES = 60;
const LUNCHTIME = { from: 12 * 60, to: 14 * 60 };

/**
 * The free time before each stop that follows a timed one by an hour or more (its leg taken off), by the stop's
 * id. Stops out of time order (an edit not saved yet) have none.
 */
export function freeTimeBefore(items: readonly PlanItem[], legs: readonly StopLeg[] | undefined): Map<string, FreeTime> {
  const legBefore = legsBefore(items, legs);
  // A day with its lunch planned ("Udon lunch" at 12:30) has no time for lunch to offer.
  const hasLunch = items.some(
    (item) =>
      item.kind === "food" &&
      item.start &&
      clockMinutes(item.start) >= LUNCHTIME.from - 60 &&
      clockMinutes(item.start) < LUNCHTIME.to,
  );
  const free = new Map<string, FreeTime>();
  let previous: PlanItem | undefined;
  for (const item of items) {
    if (item.start && previous?.start && !previous.fullDay) {
      const from = clockMinutes(previous.start) + (previous.durationMinutes ?? 0) + (legBefore.get(item.id)?.minutes ?? 0);
      const to = clockMinutes(item.start);
      if (to - from >= FREE_TIME_FROM_MINUTES) {
        free.set(item.id, {
          minutes: to - from,
          lunch: !hasLunch && Math.min(to, LUNCHTIME.to) - Math.max(from, LUNCHTIME.from) >= 45,
          beforeEvening: item.slot === "evening",
          afterArrival: !previous.durationMinutes,
        });
      }
    }
    previous = item;
  }
  return free;
}

/** "2 h 30 min free, with time for lunch", "3 h free before the evening", "5 h to settle in", "1 h 15 min free". */
export function freeTimeText(free: FreeTime): string {
  const length = `${durationText({ durationMinutes: free.minutes })} ${free.afterArrival ? "to settle in" : "free"}`;
  if (free.lunch) return `${length}, with time for lunch`;
  return free.beforeEvening ? `${length} before the evening` : length;
}

export const DAY_PACE_WORDS: Record<DayPace, string> = {
  light: "Light day",
  balanced: "Balanced day",
  full: "Full day",
  overloaded: "Overloaded day",
};

/**
 * "4.2 km on foot · 5 h 30 min active · 20 min in transit": what the day asks of the traveller (no walking said
 * on a day whose legs all ride).
 */
export function dayLoadText(load: DayCheck): string {
  const parts = load.walkingKm > 0 ? [`${kmText(load.walkingKm)} on foot`] : [];
  if (load.activeMinutes > 0) parts.push(`${durationText({ durationMinutes: load.activeMinutes })} active`);
  if (load.transitMinutes > 0) parts.push(`${durationText({ durationMinutes: load.transitMinutes })} in transit`);
  return parts.join(" · ");
}

export const STATUS_WORDS: Record<ItemStatus, string> = { verified: "Verified", unknown: "Hours unknown", conflict: "Conflict" };

/** What a badge says when its reasons are not given: what the status means. */
const STATUS_MEANINGS: Record<ItemStatus, string> = {
  verified: "Open at this time on this date, in season, and reachable in time.",
  unknown: "No opening hours are known for this place, so it could not be checked.",
  conflict: "This stop does not fit here.",
};

/** A badge's explanation in words: the check's reasons, or what the status means when it gave none. */
export const statusReasons = (check: ItemCheck): string[] =>
  check.reasons.length > 0 ? check.reasons : [STATUS_MEANINGS[check.status]];
