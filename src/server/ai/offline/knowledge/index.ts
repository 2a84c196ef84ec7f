/**
 * Offline travel knowledge base: curated, static data plus small pure lookup helpers.
 * No network, no fs: safe to import from the server or a browser bundle.
 */
import { AFRICA_CITIES } from "./cities/africa";
import { AMERICAS_CITIES } from "./cities/americas";
import { ASIA_EAST_CITIES } from "./cities/asia-east";
import { ASIA_WEST_CITIES } from "./cities/asia-west";
import { EUROPE_NORTH_CITIES } from "./cities/europe-north";
import { EUROPE_SOUTH_CITIES } from "./cities/europe-south";
import { OCEANIA_CITIES } from "./cities/oceania";
import { AFRICA_COUNTRIES } from "./countries/africa";
import { AMERICAS_OCEANIA_COUNTRIES } from "./countries/americas";
import { ASIA_COUNTRIES } from "./countries/asia";
import { EUROPE_COUNTRIES } from "./countries/europe";
import { PACKING_LISTS } from "./packing";
import type { Activity, City, Country, PackingList, PackingType, TimeOfDay, Theme } from "./types";

export type * from "./types";
export { normalize } from "./normalize";
import { normalize } from "./normalize";
export { DATA_WARNINGS } from "./build";
export { GENERIC_ACTIVITIES } from "./generic";
export { PACKING_LISTS, TRAVEL_TIPS } from "./packing";

export const TIMES_OF_DAY: readonly TimeOfDay[] = ["morning", "afternoon", "evening"];
export const THEMES: readonly Theme[] = ["family", "romantic", "adventure", "culture", "food", "relaxation", "budget", "luxury"];

/** The 18 destinations of the app catalogue (ids into CITIES). */
export const CATALOGUE_CITY_IDS: readonly string[] = [
  "paris",
  "kyoto",
  "cape-town",
  "new-york",
  "rio-de-janeiro",
  "santorini",
  "bali",
  "venice",
  "marrakech",
  "buenos-aires",
  "sydney",
  "reykjavik",
  "petra",
  "banff",
  "prague",
  "zanzibar",
  "hoi-an",
  "lisbon",
];

/** All known cities. */
export const CITIES: readonly City[] = [
  ...EUROPE_NORTH_CITIES,
  ...EUROPE_SOUTH_CITIES,
  ...ASIA_EAST_CITIES,
  ...ASIA_WEST_CITIES,
  ...AFRICA_CITIES,
  ...AMERICAS_CITIES,
  ...OCEANIA_CITIES,
];

/** All countries (UN members plus Taiwan, Kosovo, Palestine, Vatican City), sorted by name. */
export const COUNTRIES: readonly Country[] = [
  ...EUROPE_COUNTRIES,
  ...ASIA_COUNTRIES,
  ...AFRICA_COUNTRIES,
  ...AMERICAS_OCEANIA_COUNTRIES,
]
  .map((c) => ({
    ...c,
    cities: CITIES.filter((city) => city.countryCode === c.code).map((city) => city.id),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Same as normalize but keeps letter case (used for short upper-case acronyms like "LA", "US"). */
function normalizeKeepCase(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** All-caps aliases longer than 2 letters that are also ordinary words ("CAR" = Central African Republic). */
const WORD_LIKE_ACRONYMS = new Set(["car"]);

interface NameKey<T> {
  item: T;
  /** normalized name or alias */
  key: string;
  /** original is a short all-caps acronym (e.g. "US", "LA"): inside longer text it must appear in capitals */
  acronym: string | undefined;
}

function buildKeys<T>(items: readonly T[], names: (item: T) => string[]): NameKey<T>[] {
  const keys: NameKey<T>[] = [];
  for (const item of items) {
    for (const raw of names(item)) {
      const key = normalize(raw);
      if (!key) continue;
      const compact = raw.replace(/\./g, "");
      const isCaps = compact === compact.toUpperCase();
      const acronym = isCaps && (compact.length <= 2 || WORD_LIKE_ACRONYMS.has(key)) ? compact : undefined;
      keys.push({ item, key, acronym });
    }
  }
  // Longest names first so "democratic republic of the congo" beats "congo".
  return keys.sort((a, b) => b.key.length - a.key.length);
}

function lookup<T>(keys: NameKey<T>[], query: string): T | undefined {
  const q = normalize(query);
  if (!q) return undefined;
  for (const k of keys) if (k.key === q) return k.item;
  const padded = ` ${q} `;
  const paddedCase = ` ${normalizeKeepCase(query)} `;
  for (const k of keys) {
    if (k.acronym) {
      if (paddedCase.includes(` ${k.acronym} `)) return k.item;
      continue;
    }
    if (padded.includes(` ${k.key} `)) return k.item;
  }
  return undefined;
}

const CITY_KEYS = buildKeys(CITIES, (c) => [c.name, c.id.replace(/-/g, " "), ...c.aliases]);
const COUNTRY_KEYS = buildKeys(COUNTRIES, (c) => [c.name, ...c.aliases]);
const CITY_BY_ID = new Map(CITIES.map((c) => [c.id, c]));
const COUNTRY_BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

/**
 * Find a known city by name or alias, ignoring case, accents, punctuation and extra words:
 * "Paris", "paris, France", "a week in NYC", "Kyōto trip" all work. Returns undefined if unknown.
 */
export function findCity(query: string): City | undefined {
  return lookup(CITY_KEYS, query);
}

/** Get a city by its id (e.g. "new-york"). */
export function getCity(id: string): City | undefined {
  return CITY_BY_ID.get(id);
}

/**
 * Find a country by name, alias or ISO alpha-2 code ("FR", only when the whole query is the code).
 * Tolerates extra words: "holiday in Czech Republic" -> Czechia.
 */
export function findCountry(query: string): Country | undefined {
  const trimmed = query.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const byCode = COUNTRY_BY_CODE.get(trimmed.toUpperCase());
    if (byCode) return byCode;
  }
  return lookup(COUNTRY_KEYS, query);
}

/** Get a country by ISO 3166-1 alpha-2 code (case-insensitive). */
export function getCountry(code: string): Country | undefined {
  return COUNTRY_BY_CODE.get(code.trim().toUpperCase());
}

/** Known cities of a country (by ISO alpha-2 code, case-insensitive). */
export function citiesOfCountry(countryCode: string): City[] {
  const code = countryCode.trim().toUpperCase();
  return CITIES.filter((c) => c.countryCode === code);
}

/** All activities of a city (sights, neighbourhoods, food, evening), in that order. */
export function activitiesOf(city: City): Activity[] {
  return [...city.sights, ...city.neighbourhoods, ...city.food, ...city.evening];
}

/** Packing list by type. */
export function packingList(type: PackingType): PackingList | undefined {
  return PACKING_LISTS.find((p) => p.type === type);
}

/** Packing lists whose keywords appear in the text (e.g. "ski trip to the Alps" -> cold). */
export function packingListsFor(text: string): PackingList[] {
  const padded = ` ${normalize(text)} `;
  return PACKING_LISTS.filter((p) => p.keywords.some((k) => padded.includes(` ${normalize(k)} `)));
}
