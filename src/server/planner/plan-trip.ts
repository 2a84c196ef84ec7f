import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Itinerary } from "@shared/itinerary";
import { clockMinutes } from "@shared/timetable";
import { openIntervals } from "../knowledge/opening-hours";
import { planToItinerary, type Plan, type PlanDay, type PlanItem } from "@shared/plan";
import type { ItineraryRequest } from "../ai/engine";
import { checkStructuredPlan } from "./check";
import { readTheme, type ThemeReading } from "./interests";
import { seededRandom, shuffled } from "./random";
import { destinationError, resolveRequestPlace, type Guided } from "./resolve";
import { routeTrip, type Stay } from "./route";
import { schedule } from "./schedule";
import { mentionsAny, namesAny } from "./theme-vocabulary";
import { checkStops, type StopCheck } from "./stop-check";
import { activityOf, PACE_BUDGETS, paceOf, seesTheSun, sunOfItem, sunStart, timetablePlan, visitMinutes } from "./timetable";
import { estimatedLegs } from "./verify";
import { writeProse } from "./write";

/**
 * The offline planner: a plan v2 from the city guides, with no network and in a few milliseconds. The same
 * request gives the same plan (seeded by destination, dates and theme); other dates give another plan.
 * The pipeline, one file a stage: resolve (resolve.ts) -> route (route.ts) -> schedule (schedule.ts) ->
 * write (write.ts) -> check (check.ts). The request is already validated (ai/request.ts).
 */

export interface OfflinePlan {
  itinerary: Itinerary;
  plan: Plan;
  check: PlanCheckResult;
}

export function planOffline(request: ItineraryRequest, dates: readonly string[]): OfflinePlan {
  // The routes answer "not a place" and "no guide" before calling; a direct caller gets the same error.
  const place = resolveRequestPlace(request);
  if (place.kind !== "guided") throw destinationError(request, place, true)!;
  const plan = planTrip(request, dates, place);
  return { itinerary: planToItinerary(plan), plan, check: checkStructuredPlan(plan, dates) };
}

/**
 * The reading for the cities the route visits: a word the guides know elsewhere but none of these cities' activities
 * names ("Harry Potter" in Edinburgh) is one the plan cannot reflect, so it is reported with the unread words.
 */
function withLocalWords(reading: ThemeReading, stays: readonly Stay[]): ThemeReading {
  const missing = reading.guideWords.filter(
    ({ stem }) => !stays.some(({ city }) => city.activities.some((a) => namesAny(a, [stem]) || mentionsAny(a, [stem]))),
  );
  if (missing.length === 0) return reading;
  return { ...reading, unread: [...reading.unread, ...missing.map(({ word }) => word)] };
}

/** Route, schedule and write a guided place (the caller has answered "not a place" and "no guide"). */
export function planTrip(request: ItineraryRequest, dates: readonly string[], place: Guided): Plan {
  const typed = request.mode === "plan" ? request.destination : request.country;
  const themeText = request.mode === "plan" ? request.theme : "";
  const random = seededRandom(`${request.mode}|${typed.toLowerCase()}|${dates[0]}|${dates.at(-1)}|${themeText.toLowerCase()}`);
  const read = readTheme(themeText);
  // The pace asked for wins over the theme's words ("a relaxed week").
  const theme = request.pace ? { ...read, pace: request.pace } : read;
  // A surprise starts at any of the country's bases; a chosen place at the one named (or its usual start).
  const bases = request.mode === "surprise" ? shuffled(random, place.bases) : place.bases;
  const scope = request.mode === "surprise" && dates.length < 6 ? "city" : place.scope;
  // A surprise picks its own bases; a destination keeps every place named and a region's defining ones.
  const defining = request.mode === "plan" ? place.defining : undefined;
  const { stays, notes } = routeTrip({
    bases,
    scope,
    dayCount: dates.length,
    pace: theme.pace,
    month: Number(dates[0]!.slice(5, 7)),
    defining,
    ordered: defining?.minDays === 1,
  });
  const reading = withLocalWords(theme, stays);
  const days = schedule({ stays, dates, reading, random });
  const first = stays[0]!.city;
  const where = request.mode === "surprise" || place.scope === "area" ? place.name : first.name;

  const { title, introduction, final_notes } = writeProse(request, place, stays, reading, dates, notes);

  const plan: Plan = {
    version: 2,
    title,
    introduction,
    final_notes,
    theme: themeText.trim(),
    destination: { query: typed.trim().slice(0, 200), name: where, country: place.country, lat: place.lat, lon: place.lon },
    pace: theme.pace,
    days,
  };
  return timedAndSettled(plan);
}

/** A plan timed as a generated one is (each time of day in the order that walks least), then settled. */
export const timedAndSettled = (plan: Plan): Plan => settled(timetablePlan(plan, () => estimatedLegs, true));

/**
 * A generated plan without conflicts. Where the timetable could not fit a stop (its hours, once the day's earlier
 * stops and legs are counted) or a day runs over its pace: the least essential visit of a shared time of day is left
 * out (by the guides' rank); a stop alone in it gets a shorter visit before closing, or the stop before it does, or
 * that stop goes when its own time of day keeps a more essential one; a sunset reached too late has the stop before
 * it shortened or left out, else goes; a day over the pace has its longest visit shortened, or else its least
 * essential visit that shares a time of day left out. Then the day is timed again from scratch. What remains is
 * reported by the check.
 */
function settled(plan: Plan): Plan {
  let current = plan;
  for (let round = 0; round < 4; round++) {
    const check = checkStops(current);
    let changed = false;
    const days = current.days.map((day) => {
      const over = check.days[day.day]!.activeMinutes - PACE_BUDGETS[paceOf(current, day)].activeMinutes;
      const items = settleDay(day, check, over);
      if (items === day.items) return day;
      changed = true;
      // Timed again from scratch: a generated plan has no start the traveller chose.
      return { ...day, items: items.map(({ start: _start, ...item }) => item) };
    });
    if (!changed) return current;
    current = timetablePlan({ ...current, days }, () => estimatedLegs);
  }
  return current;
}

/** Shorter visits keep at least this long (minutes). */
const SHORTEST_VISIT_MINUTES = 45;

const shortened = (item: PlanItem, by: number): PlanItem | undefined =>
  !item.fullDay && visitMinutes(item) - by >= SHORTEST_VISIT_MINUTES
    ? { ...item, durationMinutes: visitMinutes(item) - by }
    : undefined;

/** How essential a stop is (the guides' rank: 1 the city's most essential; a must-see never gives way to a sunset). */
const rankOf = (item: PlanItem) => activityOf(item)?.rank ?? Infinity;

/** One day's items settled (the same array when nothing changes). */
function settleDay(day: PlanDay, check: StopCheck, over: number): PlanItem[] {
  const changes = new Map<string, PlanItem | null>();
  if (over > 0) {
    const visits = day.items.filter((item) => !item.fullDay && item.kind !== "food" && item.kind !== "nightlife");
    const longest = [...visits].sort((a, b) => visitMinutes(b) - visitMinutes(a))[0];
    const shorter = longest && shortened(longest, over);
    // Else the least essential visit that shares its time of day goes (a second stop, not a must-see alone in it).
    const spare = visits
      .filter((item) => item.kind !== "travel" && day.items.some((other) => other !== item && other.slot === item.slot))
      .sort((a, b) => rankOf(b) - rankOf(a))[0];
    if (shorter) changes.set(longest.id, shorter);
    else if (spare) changes.set(spare.id, null);
    // The next round times the day again and checks what is left.
    if (changes.size > 0) return applied(day, changes);
  }
  const byTime = [...day.items].sort((a, b) => clockMinutes(a.start ?? "00:00") - clockMinutes(b.start ?? "00:00"));
  for (const [index, item] of byTime.entries()) {
    if (check.items[item.id]?.status !== "conflict" || changes.has(item.id)) continue;
    const before = byTime[index - 1];
    // A sunset the day reaches too late: the stop before it is shorter by the delay, or gives way when it is no more
    // essential and that leaves its time of day filled; else the sunset goes. One that sees its sun keeps its time
    // of day (the sun's).
    const sun = sunOfItem(item, day.date);
    if (sun && !seesTheSun(sun, clockMinutes(item.start!), visitMinutes(item))) {
      const late = clockMinutes(item.start!) - sunStart(sun, visitMinutes(item));
      // The stop before as this round leaves it (the day's pace may have shortened it; null: it goes already).
      const current = before && (changes.has(before.id) ? changes.get(before.id) : before);
      if (current === null) continue;
      const shorter = current && late > 0 && shortened(current, late);
      const canGive =
        current && rankOf(current) >= rankOf(item) && day.items.some((other) => other !== before && other.slot === before!.slot);
      if (shorter) changes.set(before!.id, shorter);
      else if (canGive) changes.set(before!.id, null);
      else changes.set(item.id, null);
      continue;
    }
    // The time of day's other stops that stay (two that both go would leave it blank).
    const siblings = day.items.filter((other) => other !== item && other.slot === item.slot && changes.get(other.id) !== null);
    if (siblings.length > 0) {
      // The least essential visit of the time of day goes (a must-see keeps its place; a meal stays).
      const weakest = siblings
        .filter((other) => other.kind !== "food" && !changes.has(other.id) && rankOf(other) > rankOf(item))
        .sort((a, b) => rankOf(b) - rankOf(a))[0];
      changes.set((weakest ?? item).id, null);
      continue;
    }
    const closing = untilClosing(item, day.date);
    if (closing === undefined || closing < SHORTEST_VISIT_MINUTES) {
      // Open too late in its time of day: it may fit earlier, in the place of the stop before it.
      const swapped = before && !sun && swappedSlots(before, item);
      if (swapped && !changes.has(before.id)) {
        changes.set(before.id, swapped[0]);
        changes.set(item.id, swapped[1]);
        continue;
      }
    }
    if (closing !== undefined && closing >= visitMinutes(item)) continue;
    if (closing !== undefined && closing >= SHORTEST_VISIT_MINUTES) {
      changes.set(item.id, { ...item, durationMinutes: closing });
      continue;
    }
    const shorter =
      closing !== undefined && before && !changes.has(before.id) && shortened(before, SHORTEST_VISIT_MINUTES - closing);
    if (shorter) changes.set(before!.id, shorter);
    // Reached after closing: the stop before goes when its time of day keeps a more essential one.
    else if (
      activityOf(item)?.hours !== undefined &&
      before &&
      !changes.has(before.id) &&
      day.items.some((other) => other !== before && other.slot === before.slot && rankOf(other) <= rankOf(before))
    )
      changes.set(before.id, null);
  }
  return changes.size === 0 ? day.items : applied(day, changes);
}

/** A day's items with the changes made: replaced, or left out (null). */
const applied = (day: PlanDay, changes: ReadonlyMap<string, PlanItem | null>): PlanItem[] =>
  day.items.flatMap((item) => {
    const change = changes.get(item.id);
    return change === undefined ? [item] : change === null ? [] : [change];
  });

/** Two guide stops of a day in each other's time of day, when each suits the other's (undefined if not). */
function swappedSlots(a: PlanItem, b: PlanItem): [PlanItem, PlanItem] | undefined {
  if (a.slot === b.slot || a.fullDay || b.fullDay) return undefined;
  const suits = (item: PlanItem, slot: PlanItem["slot"]) => activityOf(item)?.slots.includes(slot as never) ?? false;
  if (!suits(a, b.slot) || !suits(b, a.slot)) return undefined;
  return [
    { ...a, slot: b.slot },
    { ...b, slot: a.slot },
  ];
}

/** The minutes from an item's start to the end of the open interval it starts in, when the guides know its hours. */
function untilClosing(item: PlanItem, date: string): number | undefined {
  const hours = activityOf(item)?.hours;
  if (hours === undefined || item.start === undefined) return undefined;
  const start = clockMinutes(item.start);
  const interval = openIntervals(hours, date).find((open) => !open.point && open.from <= start && start < open.to);
  return interval && interval.to - start;
}
