import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Itinerary } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { ItineraryRequest } from "../ai/engine";
import { checkStructuredPlan } from "./check";
import { readTheme, type ThemeReading } from "./interests";
import { seededRandom, shuffled } from "./random";
import { destinationError, resolveRequestPlace, type Guided } from "./resolve";
import { routeTrip, type Stay } from "./route";
import { schedule } from "./schedule";
import { mentionsAny, namesAny } from "./theme-vocabulary";
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
  const theme = readTheme(themeText);
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

  return {
    version: 2,
    title,
    introduction,
    final_notes,
    theme: themeText.trim(),
    destination: { query: typed.trim().slice(0, 200), name: where, country: place.country, lat: place.lat, lon: place.lon },
    days,
  };
}
