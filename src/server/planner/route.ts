import type { TravelLeg } from "@shared/plan";
import { distanceKm } from "@shared/geo";
import type { CityGuide } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import type { Pace } from "@shared/timetable";

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
const ITEMS_PER_DAY: Record<Pace, number> = { relaxed: 2.8, balanced: 3.4, packed: 4 };

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

/** What the route must visit: the places named ("Rome and Florence") or a region's defining bases. */
export interface Defining {
  cities: readonly CityGuide[];
  /** Days each needs at least: one for a place named, two for a region's base. */
  minDays: number;
}

export interface Route {
  stays: Stay[];
  /** What the traveller should know about the route: places left out and why, an end far from a gateway. */
  notes: string[];
}

/** A trip this long ends at or near a gateway (a city with long-haul flights). */
const GATEWAY_TRIP_DAYS = 7;
/** A base this close to a gateway counts as near it (Kyoto to Osaka). */
const NEAR_GATEWAY_KM = 150;

const nearGateway = (city: CityGuide) =>
  city.gateway === true || guides().cities.some((other) => other.gateway && distanceKm(city, other) <= NEAR_GATEWAY_KM);

/** The bases of a trip, without the days. */
export function planRoute(
  bases: readonly CityGuide[],
  scope: "city" | "area",
  dayCount: number,
  pace: Pace,
  month: number,
): Stay[] {
  return routeTrip({ bases, scope, dayCount, pace, month }).stays;
}

export function routeTrip(trip: {
  bases: readonly CityGuide[];
  scope: "city" | "area";
  dayCount: number;
  pace: Pace;
  month: number;
  defining?: Defining;
  /** The order is the traveller's (places named): kept, or reversed to end at a gateway. */
  ordered?: boolean;
}): Route {
  const { bases, scope, dayCount, pace, month, defining } = trip;
  const notes: string[] = [];
  let route: CityGuide[] = [bases[0]!];
  if (defining && defining.cities.length > 0) {
    const fit = Math.max(1, Math.min(defining.cities.length, Math.floor(dayCount / defining.minDays)));
    route = trip.ordered ? defining.cities.slice(0, fit) : byNearest(defining.cities.slice(0, fit));
    const left = defining.cities.slice(fit);
    if (left.length > 0)
      notes.push(
        `Left out: ${listOf(left.map((city) => city.name))}. ${dayCount} ${dayCount === 1 ? "day leaves" : "days leave"} room for ${fit} ${fit === 1 ? "place" : "places"} at ${defining.minDays === 1 ? "a day" : `${defining.minDays} days`} each; add days to see ${left.length === 1 ? "it" : "them"} too.`,
      );
  } else if (scope === "area") {
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
  const kept = new Set(route);
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
  const stays = allocate(route, dayCount, (city) => capacityDays(city, pace, month), kept);
  if (dayCount >= GATEWAY_TRIP_DAYS) return { stays: endNearGateway(stays, trip.ordered === true, notes), notes };
  return { stays, notes };
}

/** "A", "A and B", "A, B and C". */
const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** The cities from the first, each next the quickest to reach. */
function byNearest(cities: readonly CityGuide[]): CityGuide[] {
  const route = [cities[0]!];
  for (;;) {
    const next = nearest(
      route.at(-1)!,
      cities.filter((city) => !route.includes(city)),
    );
    if (!next) return route;
    route.push(next);
  }
}

/**
 * A week or more ends at or near a gateway, so the way home is not a day of its own: the stays are reordered
 * (the first kept for a route of our choosing, the whole reversed for the traveller's order) when one is a
 * gateway; else the note says how far the nearest one is.
 */
function endNearGateway(stays: Stay[], ordered: boolean, notes: string[]): Stay[] {
  if (nearGateway(stays.at(-1)!.city)) return stays;
  if (ordered) {
    const reversed = [...stays].reverse();
    if (nearGateway(reversed.at(-1)!.city)) return reversed;
  } else if (stays.length > 2) {
    const [first, ...rest] = stays;
    const end = rest
      .filter((stay) => nearGateway(stay.city))
      .sort((a, b) => distanceKm(first!.city, b.city) - distanceKm(first!.city, a.city))[0];
    if (end) {
      const middle = byNearest([first!.city, ...rest.filter((stay) => stay !== end).map((stay) => stay.city)]).slice(1);
      const daysOf = new Map(stays.map((stay) => [stay.city, stay.days]));
      return [first!, ...middle.map((city) => ({ city, days: daysOf.get(city)! })), end];
    }
  }
  const last = stays.at(-1)!.city;
  // The way home is usually from the same country's gateway, even when another country's is nearer.
  const gateways = guides().cities.filter((city) => city.gateway);
  const home = gateways.filter((city) => city.country === last.country);
  const gateway = (home.length > 0 ? home : gateways).sort((a, b) => distanceKm(last, a) - distanceKm(last, b))[0];
  if (gateway)
    notes.push(
      `The trip ends in ${last.name}, ${travelBetween(last, gateway).hours} hours from ${gateway.name}, the nearest city with long-haul flights: allow for the journey before a flight home.`,
    );
  return stays;
}

/**
 * Days per base: at least two each where the trip allows (one each when the places kept need it), the rest
 * where activities remain, in route order. Bases in `kept` (the places named) always stay in the route.
 */
function allocate(
  route: readonly CityGuide[],
  dayCount: number,
  capacity: (city: CityGuide) => number,
  kept: ReadonlySet<CityGuide>,
): Stay[] {
  let extra = Math.max(0, Math.min(route.length, Math.floor(dayCount / 2)) - kept.size);
  const chosen = route.filter((city) => kept.has(city) || extra-- > 0);
  const stays = chosen.slice(0, Math.max(1, dayCount)).map((city) => ({ city, days: 0 }));
  let left = dayCount;
  for (const goal of [1, 2]) {
    for (const stay of stays) {
      const days = Math.min(left, goal - stay.days, Math.max(0, capacity(stay.city) - stay.days));
      stay.days += days;
      left -= days;
    }
  }
  // Each day goes where the most activities are left; past every base's capacity, the overflow is shared.
  while (left > 0) {
    const target = stays.reduce((a, b) => (capacity(b.city) - b.days > capacity(a.city) - a.days ? b : a));
    target.days += 1;
    left -= 1;
  }
  return stays.filter((stay) => stay.days > 0);
}
