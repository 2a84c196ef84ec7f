import type { Itinerary } from "@shared/itinerary";
import { planFromItinerary, type Plan, type PlanItem } from "@shared/plan";
import type { ItineraryRequest } from "../engine";
import { WEEKDAYS, type Activity, type CityGuide } from "../../knowledge/guide-schema";
import { normalize } from "../../knowledge/normalize";
import type { Resolution } from "../../knowledge/resolve";
import { timetablePlan } from "../../planner/timetable";
import { estimatedLegs } from "../../planner/verify";
import { closedWeekdays, dayContext, eventChanges } from "../../knowledge/day-rules";
import { distanceKm } from "@shared/geo";

/**
 * What the language model is told beside the traveller's request, so its plan stands on facts: the resolved
 * place, each date with its weekday, holidays and festivals in range, and the guides' places for the bases
 * with their closing days, opening hours, visit lengths and distances from the centre. Its answer is then tied back to those places (coordinates, kind, closing-day
 * check) where it names them.
 */

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Enough places for a long trip, few enough to keep the prompt small. */
const CANDIDATES_PER_BASE = 30;
const MAX_BASES = 4;

export interface Grounding {
  place?: { name: string; country: string; lat: number; lon: number };
  dates: { date: string; weekday: string }[];
  holidays_and_festivals: { date: string; name: string; what_it_means: string }[];
  known_places: {
    base: string;
    title: string;
    area: string;
    closed_on?: string[];
    only_in_months?: number[];
    full_day?: true;
    /** Its opening hours in OpenStreetMap's opening_hours syntax, when the guides know them. */
    opening_hours?: string;
    /** How long a visit takes, in minutes. */
    minutes?: number;
    /** Straight-line distance from the base's centre, in km. */
    km_from_centre: number;
  }[];
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function basesOf(place: Resolution): CityGuide[] {
  return place.kind === "guided" ? place.bases.slice(0, MAX_BASES) : [];
}

export function groundingFor(place: Resolution, dates: readonly string[]): Grounding {
  const bases = basesOf(place);
  const grounding: Grounding = {
    dates: dates.map((date) => ({ date, weekday: WEEKDAY_NAMES[weekdayOf(date)]! })),
    holidays_and_festivals: [],
    known_places: [],
  };
  if (place.kind === "guided" || place.kind === "unguided") {
    grounding.place = { name: place.name, country: place.country, lat: place.lat, lon: place.lon };
  }
  const seen = new Set<string>();
  for (const date of dates) {
    for (const city of bases) {
      const { events, eventDays } = dayContext(city, date);
      for (const event of events) {
        const key = `${date}|${event.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // What it changes that day too (shops closed, transport sold out), as the offline planner's notes say it.
        const means = [event.description, ...eventChanges(event, eventDays.get(event))].join(" ");
        grounding.holidays_and_festivals.push({ date, name: event.name, what_it_means: means });
      }
    }
  }
  for (const city of bases) {
    for (const activity of city.activities.slice(0, CANDIDATES_PER_BASE)) {
      grounding.known_places.push({
        base: city.name,
        title: activity.title,
        area: activity.place.area,
        ...(closedWeekdays(activity).length > 0 && {
          closed_on: closedWeekdays(activity).map((day) => WEEKDAY_NAMES[WEEKDAYS.indexOf(day)]!),
        }),
        ...(activity.months && { only_in_months: activity.months }),
        ...(activity.fullDay && { full_day: true as const }),
        ...(activity.hours !== undefined && { opening_hours: activity.hours }),
        ...(activity.minutes !== undefined && { minutes: activity.minutes }),
        km_from_centre: Math.round(distanceKm(city, activity.place) * 10) / 10,
      });
    }
  }
  return grounding;
}

/**
 * The model's itinerary as plan v2, timed like any plan (timetable.ts): each section one item, and where an item's
 * name is one of the guides' places, that place's coordinates, kind and id, so the plan check can see its hours,
 * closing days and distances. A place the guides do not know stays `unknown` in the check, never `verified`.
 */
export function groundPlan(itinerary: Itinerary, request: ItineraryRequest, place: Resolution): Plan {
  return timetablePlan(groundedPlaces(itinerary, request, place), () => estimatedLegs, true);
}

/** The model's items tied to the guides' places where it names them (timed by `groundPlan`). */
function groundedPlaces(itinerary: Itinerary, request: ItineraryRequest, place: Resolution): Plan {
  const bases = basesOf(place);
  const byTitle = new Map<string, { city: CityGuide; activity: Activity }>();
  for (const city of bases) for (const activity of city.activities) byTitle.set(normalize(activity.title), { city, activity });
  const plan = planFromItinerary(itinerary, {
    theme: request.mode === "plan" ? request.theme.trim() : "",
    destination:
      place.kind === "guided" || place.kind === "unguided"
        ? {
            query: (request.mode === "plan" ? request.destination : request.country).trim().slice(0, 200),
            name: place.name,
            country: place.country,
            lat: place.lat,
            lon: place.lon,
          }
        : null,
  });
  if (request.pace) plan.pace = request.pace;
  const single = place.kind === "guided" && place.scope === "city" ? place.bases[0]!.name : "";
  for (const day of plan.days) {
    day.base = single;
    day.items = day.items.map((item): PlanItem => {
      const known = byTitle.get(normalize(item.title));
      if (!known) return item;
      const { city, activity } = known;
      if (!single) day.base = city.name;
      return {
        ...item,
        id: `${city.id}/${activity.id}`,
        kind: activity.kind,
        place: { name: activity.place.name, lat: activity.place.lat, lon: activity.place.lon, area: activity.place.area },
        source: "knowledge",
        ref: { city: city.id, activity: activity.id },
        ...(activity.fullDay ? { fullDay: true as const } : activity.minutes ? { durationMinutes: activity.minutes } : {}),
      };
    });
  }
  // The same guide place named twice would give two items one id: the later one keeps its own.
  const ids = new Set<string>();
  for (const day of plan.days) {
    for (const item of day.items) {
      if (ids.has(item.id)) item.id = `d${day.day}-${item.slot}`;
      ids.add(item.id);
    }
  }
  return plan;
}
