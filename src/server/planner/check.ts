import type { PlanCheckResult } from "@shared/itinerary-stream";
import { planToItinerary, type Plan, type PlanItem } from "@shared/plan";
import { distanceKm } from "@shared/geo";
import { CITY_REACH_KM, DAY_TRIP_REACH_KM } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { DAY_SPREAD_KM, dayContext, unavailability, type Unavailability } from "../knowledge/day-rules";
import { normalize } from "../knowledge/normalize";
import { checkStops } from "./stop-check";
/**
 * The deterministic plan check of docs/product.md "Plan check": one day per date of the range, in order; every day has a
 * morning, afternoon and evening; no activity repeated; no empty sections. It reads the loose shape a model
 * may answer with, so it can say what is wrong before the answer is accepted.
 */

/** Why a guide's place cannot be on a day, as the end of a failure line (a model reads it to repair the plan). */
const UNAVAILABLE_TEXT: Record<Unavailability, string> = {
  closed: "is closed or out of season that day",
  season: "is closed or out of season that day",
  holiday: "is shut for a public holiday that day",
  transport: "is a day trip on a day without regular public transport",
  window: "only runs during its event or around the full moon, not that day",
};

export interface CheckableDay {
  day: number;
  date: string;
  theme: string;
  morning: string;
  afternoon: string;
  evening: string;
  optional?: string | null;
  notes?: string | null;
}

export interface CheckablePlan {
  title: string;
  introduction: string;
  days: readonly CheckableDay[];
  final_notes: string;
}

const ACTIVITY_SECTIONS = ["morning", "afternoon", "evening", "optional"] as const;

/**
 * What identifies an activity: the whole section, and the name before a colon when the section is written
 * "Name: description" (the form both engines are asked to use).
 */
function activityKeys(section: string): readonly { key: string; label: string }[] {
  let keys = knownKeys.get(section);
  if (!keys) {
    if (knownKeys.size >= KNOWN_KEYS_LIMIT) knownKeys.clear();
    keys = sectionKeys(section);
    knownKeys.set(section, keys);
  }
  return keys;
}

/**
 * Keys per section text, kept: a saved trip is checked again on every read and save, and generated plans of a
 * city share their guides' texts, while normalizing a long section is most of the text check's time.
 */
const knownKeys = new Map<string, readonly { key: string; label: string }[]>();
const KNOWN_KEYS_LIMIT = 20_000;

function sectionKeys(section: string): { key: string; label: string }[] {
  const keys: { key: string; label: string }[] = [];
  const colon = section.indexOf(":");
  if (colon > 0 && colon <= 80) {
    const name = section.slice(0, colon).trim();
    const key = normalize(name);
    if (key.length >= 4) keys.push({ key: `name:${key}`, label: name });
  }
  keys.push({ key: `all:${normalize(section)}`, label: section.length > 60 ? `${section.slice(0, 57)}...` : section });
  return keys;
}

export function checkPlan(plan: CheckablePlan, dates: readonly string[]): PlanCheckResult {
  const failures: string[] = [];
  const blank = (value: string | null | undefined) => typeof value !== "string" || value.trim().length === 0;

  if (blank(plan.title)) failures.push("The title is empty.");
  if (blank(plan.introduction)) failures.push("The introduction is empty.");
  if (blank(plan.final_notes)) failures.push("The final notes are empty.");

  if (plan.days.length !== dates.length) {
    failures.push(
      `The trip runs ${dates.length} day${dates.length === 1 ? "" : "s"} (${dates[0]} to ${dates.at(-1)}) but the plan has ${plan.days.length}.`,
    );
  }

  const seen = new Map<string, number>();
  plan.days.forEach((day, index) => {
    const expectedDate = dates[index];
    const n = index + 1;
    if (day.day !== n) failures.push(`Day ${n} is numbered ${day.day}; days must be numbered 1, 2, 3... in order.`);
    if (expectedDate !== undefined && day.date !== expectedDate) {
      failures.push(`Day ${n} should be dated ${expectedDate} but is dated ${day.date || "(no date)"}.`);
    }
    if (blank(day.theme)) failures.push(`Day ${n} has an empty theme.`);
    for (const section of ["morning", "afternoon", "evening"] as const) {
      if (blank(day[section])) failures.push(`Day ${n} has no ${section} plan.`);
    }
    for (const section of ["optional", "notes"] as const) {
      const value = day[section];
      if (value !== undefined && value !== null && blank(value)) failures.push(`Day ${n} has an empty ${section} section.`);
    }
    for (const section of ACTIVITY_SECTIONS) {
      const value = day[section];
      if (blank(value)) continue;
      for (const { key, label } of activityKeys(value!)) {
        const firstDay = seen.get(key);
        if (firstDay === undefined) {
          seen.set(key, n);
        } else {
          failures.push(
            firstDay === n
              ? `Day ${n} repeats "${label}" within the same day.`
              : `Day ${n} repeats "${label}" from day ${firstDay}.`,
          );
          break;
        }
      }
    }
  });

  return result(failures);
}

/** Each failure costs this many points of 100; the score says how far a plan is from passing. */
const FAILURE_COST = 8;

function result(failures: string[]): PlanCheckResult {
  const score = Math.max(0, 100 - failures.length * FAILURE_COST);
  return { ok: failures.length === 0, failures, score };
}

/**
 * The check of a plan v2, for both engines: the text checks above on the derived itinerary, then what only
 * the structure can show: every slot filled, the same place twice, places closed that weekday or out of
 * season (for places of the city guides), places out of reach of the day's base, too much ground in one day,
 * and travel legs that do not match the change of base.
 */
export function checkStructuredPlan(plan: Plan, dates: readonly string[]): PlanCheckResult {
  const failures = [...checkPlan(planToItinerary(plan), dates).failures];
  const seenPlaces = new Map<string, number>();
  let previousBase: string | undefined;
  for (const day of plan.days) {
    const n = day.day;
    for (const slot of ["morning", "afternoon", "evening"] as const) {
      const covered = day.items.some((item) => item.slot === slot || (item.fullDay && slot !== "evening"));
      if (!covered) failures.push(`Day ${n} has nothing planned for the ${slot}.`);
    }
    const base = guides().cities.find((city) => city.name === day.base);
    const located = day.items.filter(
      (item): item is PlanItem & { place: NonNullable<PlanItem["place"]> } => item.place !== undefined,
    );
    for (const item of located) {
      const key = item.place.name.toLowerCase();
      const first = seenPlaces.get(key);
      if (first !== undefined) failures.push(`Day ${n} visits ${item.place.name} again (already on day ${first}).`);
      else seenPlaces.set(key, n);
      if (base) {
        const km = distanceKm(base, item.place);
        const reach = item.fullDay ? DAY_TRIP_REACH_KM : CITY_REACH_KM;
        if (km > reach) failures.push(`Day ${n}: ${item.title} is ${Math.round(km)} km from ${base.name}, too far for the day.`);
      }
    }
    const local = located.filter((item) => !item.fullDay);
    let spread = 0;
    for (const a of local) for (const b of local) spread = Math.max(spread, distanceKm(a.place, b.place));
    if (spread > DAY_SPREAD_KM) failures.push(`Day ${n} spreads its places ${Math.round(spread)} km apart.`);
    if (base) {
      const context = dayContext(base, day.date);
      for (const item of day.items) {
        const activity = item.ref?.city === base.id ? base.activities.find((a) => a.id === item.ref!.activity) : undefined;
        const why = activity && unavailability(activity, context);
        if (why) failures.push(`Day ${n} (${day.date}) plans ${item.title}, which ${UNAVAILABLE_TEXT[why]}.`);
      }
    }
    if (previousBase !== undefined && day.base && day.base !== previousBase && day.travel?.to !== day.base) {
      failures.push(`Day ${n} moves from ${previousBase} to ${day.base} without a travel leg.`);
    }
    if (day.travel && day.travel.to !== day.base)
      failures.push(`Day ${n} travels to ${day.travel.to} but is spent in ${day.base}.`);
    if (day.base) previousBase = day.base;
  }
  const stops = checkStops(plan);
  return { ...result([...failures, ...stops.failures]), items: stops.items, days: stops.days };
}
