import type { TravelLeg } from "@shared/plan";
import { distanceKm } from "../knowledge/geo";
import type { CityGuide } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import type { Pace } from "./interests";

/**
 * Which guided bases a trip uses and for how many days: a city trip stays in its city until the city's
 * activities would start to repeat, then moves on to the nearest bases; a country or region trip moves
 * through its bases, about one every four days, the nearest next.
 */

export interface Stay {
  city: CityGuide;
  days: number;
}

/**
 * Activities a day uses at each pace (the optional extra included), with room to spare: some are closed on
 * a given day or out of season, so a city is left before it runs short.
 */
const ITEMS_PER_DAY: Record<Pace, number> = { easy: 2.8, normal: 3.4, busy: 4 };

/**
 * Days a city fills without repeating an activity in the trip's month: excursions count for at most two
 * days, evenings must have somewhere to go, altitude costs one.
 */
export function capacityDays(city: CityGuide, pace: Pace, month: number): number {
  // Top-price places only go in a luxury trip (schedule.ts): a city is not counted on them.
  const inSeason = city.activities.filter(
    (activity) => activity.cost < 3 && (!activity.months || activity.months.includes(month)),
  );
  const excursions = inSeason.filter((activity) => activity.fullDay).length;
  const usable = inSeason.length - excursions + Math.min(excursions, 2) * ITEMS_PER_DAY[pace];
  // Every day needs an evening: evening places (and a few evening walks) bound the stay too.
  const evenings =
    inSeason.filter((activity) => activity.slots.includes("evening")).length + Math.floor(city.neighbourhoods.length / 2);
  const acclimatising = (city.altitude ?? 0) >= 2500 ? 1 : 0;
  return Math.max(2, Math.min(Math.floor(usable / ITEMS_PER_DAY[pace]), evenings) - acclimatising);
}

/** The usual way between two bases: their country's link when there is one, else estimated from the distance. */
export function travelBetween(from: CityGuide, to: CityGuide): TravelLeg {
  const country = from.country === to.country ? guides().country(from.country) : undefined;
  const link = country?.links.find((l) => (l.from === from.id && l.to === to.id) || (l.from === to.id && l.to === from.id));
  if (link) return { from: from.name, to: to.name, mode: link.mode, hours: link.hours };
  const km = distanceKm(from, to);
  // Door to door: ground travel at about 70 km/h plus getting to the station; beyond 600 km, a flight with
  // the airport time around it.
  if (km <= 600) return { from: from.name, to: to.name, mode: km <= 250 ? "bus" : "train", hours: round(km / 70 + 0.5) };
  return { from: from.name, to: to.name, mode: "flight", hours: round(km / 750 + 3) };
}

const round = (hours: number) => Math.round(hours * 4) / 4;

/** The next base from `from` among `candidates`: the quickest to reach. */
function nearest(from: CityGuide, candidates: readonly CityGuide[]): CityGuide | undefined {
  let best: CityGuide | undefined;
  let bestHours = Infinity;
  for (const city of candidates) {
    const hours = travelBetween(from, city).hours;
    if (hours < bestHours) {
      best = city;
      bestHours = hours;
    }
  }
  return best;
}

export function planRoute(
  bases: readonly CityGuide[],
  scope: "city" | "area",
  dayCount: number,
  pace: Pace,
  month: number,
): Stay[] {
  const route: CityGuide[] = [bases[0]!];
  if (scope === "area") {
    const wanted = Math.min(bases.length, Math.max(1, Math.round(dayCount / 4)));
    while (route.length < wanted) {
      const next = nearest(
        route.at(-1)!,
        bases.filter((city) => !route.includes(city)),
      );
      if (!next) break;
      route.push(next);
    }
  }
  // Too few activities for the days: add the nearest bases, of the same country first.
  const capacity = () => route.reduce((sum, city) => sum + capacityDays(city, pace, month), 0);
  while (capacity() < dayCount) {
    const last = route.at(-1)!;
    const unvisited = guides().cities.filter((city) => !route.includes(city));
    const sameCountry = unvisited.filter((city) => city.country === last.country);
    const next = nearest(last, sameCountry.length > 0 ? sameCountry : unvisited.filter((city) => distanceKm(last, city) < 4000));
    if (!next) break;
    route.push(next);
  }
  return allocate(route, dayCount, (city) => capacityDays(city, pace, month));
}

/** Days per base: at least two each where the trip allows, the rest where activities remain, in route order. */
function allocate(route: readonly CityGuide[], dayCount: number, capacity: (city: CityGuide) => number): Stay[] {
  const stays = route.slice(0, Math.max(1, Math.min(route.length, Math.floor(dayCount / 2)))).map((city) => ({ city, days: 0 }));
  let left = dayCount;
  for (const stay of stays) {
    const days = Math.min(left, 2, capacity(stay.city));
    stay.days = days;
    left -= days;
  }
  // Each day goes where the most activities are left; past every base's capacity, the overflow is shared.
  while (left > 0) {
    const target = stays.reduce((a, b) => (capacity(b.city) - b.days > capacity(a.city) - a.days ? b : a));
    target.days += 1;
    left -= 1;
  }
  return stays.filter((stay) => stay.days > 0);
}
