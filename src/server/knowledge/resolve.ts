import { findAdminRegions, type AdminRegion } from "./admin-regions";
import { distanceKm } from "@shared/geo";
import { gazetteer, type GazetteerPlace } from "./gazetteer";
import type { CityGuide } from "./guide-schema";
import { guides } from "./guides";
import { COUNTRIES, findCountry, type Country } from "./index";
import { normalize } from "./normalize";
import { entriesIn, getIndex, placesInOrder, type Entry, type Named } from "./place-names";
import { travelAreaNamed } from "./travel-areas";
import { editsUpTo } from "./edits";

/**
 * What the traveller typed, as a place: a guided city, region or country (a plan can be made), a real place
 * without a guide (the nearest guided bases are named), or not a place at all (with "did you mean"
 * suggestions). Misspellings and missing accents are forgiven ("Barcellona", "kyotto", "Reykjavik").
 */

export interface NearbyBase {
  city: CityGuide;
  km: number;
}

export type Resolution =
  | {
      kind: "guided";
      /** The guided bases the plan may use, the usual starting one first. */
      bases: CityGuide[];
      /** A city (one base, more only for a long trip) or a region or country (a route through its bases). */
      scope: "city" | "area";
      name: string;
      country: string;
      lat: number;
      lon: number;
      /** Set when the query was read as something else ("Barcellona" -> "Barcelona", "Montmartre" -> Paris). */
      readAs?: string;
      /**
       * Places the route must visit, in order: the cities the traveller named ("Rome and Florence", at least a
       * day each) or a region's defining bases (Andalusia's Seville, Granada and Málaga, two days each).
       */
      defining?: { cities: CityGuide[]; minDays: number };
    }
  | {
      kind: "unguided";
      name: string;
      country: string;
      lat: number;
      lon: number;
      nearest: NearbyBase[];
      /** An island or archipelago: no guided base reaches it on a day trip. */
      offshore?: true;
    }
  | { kind: "unknown"; suggestions: string[] };

/** A place within this distance of a guided city's centre is planned from that city. */
const INSIDE_CITY_KM = 25;

/** The guided bases nearest to a point, nearest first. */
export function nearestBases(point: { lat: number; lon: number }, count = 3): NearbyBase[] {
  return guides()
    .cities.map((city) => ({ city, km: Math.round(distanceKm(point, city)) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

/** A plan in one guided city. */
function inCity(city: CityGuide, readAs: string | undefined): Resolution {
  return {
    kind: "guided",
    bases: [city],
    scope: "city",
    name: city.name,
    country: city.country,
    lat: city.lat,
    lon: city.lon,
    readAs,
  };
}

function fromEntry(entry: Entry, corrected?: string): Resolution {
  const { target } = entry;
  const readAs = corrected ?? (entry.district ? entry.name : undefined);
  if (target.kind === "city") return inCity(target.city, readAs);
  const { bases, country, name } = target;
  if (bases.length === 0) {
    // A country without a guided city: its capital, from the gazetteer, and the guided cities nearest to it.
    const capital =
      country &&
      gazetteer()
        .named(country.capital)
        .find((place) => place.country === country.code);
    if (!country || !capital) return { kind: "unknown", suggestions: [] };
    return { kind: "unguided", name, country: country.code, lat: capital.lat, lon: capital.lon, nearest: nearestBases(capital) };
  }
  // A country's route starts at its capital when that is guided; a region's at its first base.
  const start = bases.find((city) => city.name === country?.capital) ?? bases[0]!;
  const ordered = [start, ...bases.filter((city) => city !== start)];
  const region = name !== country?.name && bases.length > 1;
  return {
    kind: "guided",
    bases: ordered,
    scope: "area",
    name,
    country: start.country,
    lat: start.lat,
    lon: start.lon,
    readAs,
    ...(region && { defining: { cities: ordered, minDays: 2 } }),
  };
}

/** Words that may stand between two places of a route ("Rome and Florence", "Lisbon then Porto"). */
const ROUTE_JOINS = new Set(["and", "then", "to", "plus", "via", "or", "with"]);

/**
 * Two or more guided places named in one destination ("Rome and Florence", "Seville, Granada and Malaga",
 * "Tuscany and Rome"): a route through every one of them, in the order written. Only places joined by a
 * comma, "and", "&", "then" and the like count, so "a nice week in Rome" is Rome alone. Countries in the text
 * are read as qualifiers, not as places to visit.
 */
function namedRoute(whole: string, fits: (entry: Entry) => boolean): Resolution | undefined {
  const words = whole.split(" ");
  const named = placesInOrder(whole).filter(
    ({ entry }) =>
      entry.target.kind === "city" || (entry.target.bases.length > 0 && entry.target.name !== entry.target.country?.name),
  );
  const joined = named.every(
    (place, i) => i === 0 || words.slice(named[i - 1]!.end, place.start).every((word) => ROUTE_JOINS.has(word)),
  );
  if (named.length < 2 || !joined || !named.every(({ entry }) => fits(entry))) return undefined;
  const cities: CityGuide[] = [];
  const names: string[] = [];
  for (const { entry } of named) {
    const { target } = entry;
    const found = target.kind === "city" ? [target.city] : target.bases;
    const added = found.filter((city) => !cities.includes(city));
    if (added.length === 0) continue;
    cities.push(...added);
    names.push(target.kind === "city" ? target.city.name : target.name);
  }
  if (names.length < 2) return undefined;
  const first = cities[0]!;
  return {
    kind: "guided",
    bases: cities,
    scope: "area",
    name: `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`,
    country: first.country,
    lat: first.lat,
    lon: first.lon,
    defining: { cities, minDays: 1 },
  };
}

/**
 * What follows the comma in "Paris, Texas", "Naples, FL", "Sydney, Nova Scotia" or "Tulsa, United States":
 * a country, a state or province, or both ("CA" is Canada and California). Undefined when it is neither (a
 * list of places, "Seville, Granada and Malaga").
 */
interface Qualifier {
  country: Country | undefined;
  regions: AdminRegion[];
}

function readQualifier(rest: string): Qualifier | undefined {
  const trimmed = rest.trim();
  if (!trimmed) return undefined;
  // "Paris, Texas, USA": the part nearest the name is the most precise.
  const parts = trimmed.split(",");
  const regions = findAdminRegions(parts[0]!);
  const country = findCountry(trimmed) ?? (parts.length > 1 ? findCountry(parts.at(-1)!) : undefined);
  if (!country && regions.length === 0) return undefined;
  const inCountry = country && regions.some((region) => region.country === country.code);
  return {
    country: inCountry ? undefined : country,
    regions: inCountry ? regions.filter((r) => r.country === country.code) : regions,
  };
}

function countryFits(qualifier: Qualifier | undefined, code: string | undefined): boolean {
  return !qualifier || qualifier.country?.code === code || qualifier.regions.some((region) => region.country === code);
}

function placeFits(qualifier: Qualifier | undefined, place: GazetteerPlace): boolean {
  return (
    !qualifier ||
    qualifier.country?.code === place.country ||
    qualifier.regions.some((region) => region.country === place.country && region.admin === place.admin)
  );
}

/** A state or province as the destination ("Georgia, USA", "Nova Scotia"): measured from its biggest town. */
function fromAdminRegion(key: string, qualifier: Qualifier | undefined): Resolution | undefined {
  const region = findAdminRegions(key).find(
    (candidate) => normalize(candidate.name) === key && countryFits(qualifier, candidate.country),
  );
  if (!region) return undefined;
  const biggest = gazetteer().biggestIn(region.country, region.admin);
  if (!biggest) return undefined;
  return {
    kind: "unguided",
    name: region.name,
    country: region.country,
    lat: biggest.lat,
    lon: biggest.lon,
    nearest: nearestBases(biggest),
  };
}

function fromPlace(place: Pick<GazetteerPlace, "name" | "country" | "lat" | "lon">, readAs?: string): Resolution {
  const nearest = nearestBases(place);
  const inside = nearest[0];
  if (inside && inside.km <= INSIDE_CITY_KM) return inCity(inside.city, readAs ?? place.name);
  return { kind: "unguided", name: place.name, country: place.country, lat: place.lat, lon: place.lon, nearest };
}

/** Resolve a destination as typed ("Kyoto", "a week in Tuscany", "Paris, France", "Rome and Florence"). */
export function resolveDestination(query: string): Resolution {
  const { byKey, names } = getIndex();
  const [head = "", ...rest] = query.split(",");
  const qualifier = readQualifier(rest.join(","));
  const whole = normalize(query);
  const key = normalize(head);
  if (!key) return { kind: "unknown", suggestions: [] };
  const fits = (entry: Entry) =>
    countryFits(qualifier, entry.target.kind === "city" ? entry.target.city.country : entry.target.country?.code);

  const route = namedRoute(whole, fits);
  if (route) return route;
  const exact = byKey.get(key) ?? byKey.get(whole);
  if (exact && fits(exact)) return fromEntry(exact);
  // Inside a longer text ("a week in Kyoto"); names of three letters or fewer ("LA") only on their own. After a
  // comma comes the country or state ("Tulsa, United States"), which must not be read as the destination.
  const inside = entriesIn(qualifier ? key : whole).find((entry) => entry.key.length > 3 && fits(entry));
  if (inside) return fromEntry(inside);

  const area = travelAreaNamed(key) ?? travelAreaNamed(whole);
  if (area && countryFits(qualifier, area.country)) {
    const place = fromPlace(area);
    return place.kind === "unguided" && area.offshore ? { ...place, offshore: true } : place;
  }
  const state = fromAdminRegion(key, qualifier);
  if (state) return state;

  const places = gazetteer()
    .named(key)
    .filter((place) => placeFits(qualifier, place));
  if (places[0]) return fromPlace(places[0]);

  const misses = nearMisses(names(), key, (named) => (named.entry ? fits(named.entry) : placeFits(qualifier, named.place!)));
  const sure = surest(misses, key);
  if (sure?.entry) return fromEntry(sure.entry, sure.entry.name);
  if (sure?.place) return fromPlace(sure.place, sure.place.name);
  return { kind: "unknown", suggestions: suggestionsOf(misses, key) };
}

interface Miss {
  named: Named;
  /** Edits (insert, delete, replace, swap two neighbours) from the query. */
  steps: number;
}

/** Names within two edits of the query, fewest edits first, guided before gazetteer. */
function nearMisses(names: readonly Named[], key: string, allowed: (named: Named) => boolean): Miss[] {
  const misses: Miss[] = [];
  for (const named of names) {
    // Names of very different length, or sharing neither of the first two letters, cannot be two edits away
    // often enough to be worth measuring.
    if (Math.abs(named.name.length - key.length) > 2 || (named.name[0] !== key[0] && named.name[1] !== key[1])) continue;
    const steps = editsUpTo(key, named.name, 2);
    if (steps <= 2 && allowed(named)) misses.push({ named, steps });
  }
  return misses.sort((a, b) => a.steps - b.steps || Number(Boolean(b.named.entry)) - Number(Boolean(a.named.entry)));
}

/** The one near miss to take without asking: one edit (two in a long name), and no other name as close. */
function surest(misses: readonly Miss[], key: string): Named | undefined {
  const [best, next] = misses;
  if (!best || best.steps > (key.length >= 8 ? 2 : 1)) return undefined;
  if (next && next.steps === best.steps && displayOf(next.named) !== displayOf(best.named)) return undefined;
  return best.named;
}

function suggestionsOf(misses: readonly Miss[], key: string): string[] {
  const limit = key.length >= 6 ? 2 : 1;
  return [...new Set(misses.filter((miss) => miss.steps <= limit).map((miss) => displayOf(miss.named)))].slice(0, 3);
}

function displayOf(named: Named): string {
  return named.entry ? displayName(named.entry) : `${named.place!.name}, ${countryName(named.place!.country)}`;
}

function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

function displayName(entry: Entry): string {
  const { target } = entry;
  if (target.kind === "city") return `${target.city.name}, ${countryName(target.city.country)}`;
  return target.name;
}

/** The guided city a sentence names ("one day in Kyoto", "tips for NYC"), without guessing at misspellings. */
export function cityNamedIn(text: string): CityGuide | undefined {
  // A short name only in capitals ("tips for NYC"), never as a word of a sentence ("la", "rom").
  const words = new Set(text.split(/[^\p{L}\p{N}]+/u));
  const found = entriesIn(normalize(text)).find(
    (entry) =>
      entry.target.kind === "city" &&
      (entry.key.length > 3 || (entry.name === entry.name.toUpperCase() && words.has(entry.name))),
  );
  return found?.target.kind === "city" ? found.target.city : undefined;
}

/** The country of a surprise trip, typed by name, alias or code, misspellings forgiven. */
export function resolveCountry(query: string): Resolution {
  const { entries, names } = getIndex();
  const country = findCountry(query);
  const areaOf = (code: string) =>
    entries.find(
      (entry) =>
        entry.target.kind === "area" && entry.target.country?.code === code && entry.target.name === entry.target.country.name,
    );
  if (country) {
    const entry = areaOf(country.code);
    if (entry) return fromEntry(entry);
  }
  const isCountry = (named: Named) =>
    named.entry?.target.kind === "area" && named.entry.target.country?.name === named.entry.target.name;
  const key = normalize(query);
  const misses = nearMisses(names(), key, isCountry);
  const sure = surest(misses, key);
  if (sure?.entry) return fromEntry(sure.entry, sure.entry.name);
  return { kind: "unknown", suggestions: suggestionsOf(misses, key) };
}
