import type { Region } from "@shared/catalog/destinations";

export type { Region };
/**
 * Types for the offline travel knowledge base.
 *
 * The knowledge base is plain, static data (no network, no fs) that the offline
 * planner and offline chat assistant use when no language model is configured.
 */

export type TimeOfDay = "morning" | "afternoon" | "evening";

export type Theme = "family" | "romantic" | "adventure" | "culture" | "food" | "relaxation" | "budget" | "luxury";

/** Which list of a city an activity comes from. */
export type ActivityKind = "sight" | "neighbourhood" | "food" | "evening";

/** Something to do in a known city. */
export interface Activity {
  /** Unique within its city (slug of the name). */
  id: string;
  name: string;
  /** One practical sentence. */
  description: string;
  kind: ActivityKind;
  /** Times of day the activity suits. Never empty. */
  times: TimeOfDay[];
  /** Never empty. */
  themes: Theme[];
  /** true = mostly indoors (good for rainy days); false = outdoors; undefined = mixed/unknown. */
  indoor?: boolean;
}

export interface Greeting {
  /** Phrase in the local language, e.g. "Bonjour". */
  phrase: string;
  /** English meaning, e.g. "Hello / good day". */
  meaning: string;
  /** Language name, e.g. "French". */
  language: string;
}

export interface City {
  /** Stable slug, e.g. "new-york". */
  id: string;
  name: string;
  /** Country name as in the country list. */
  country: string;
  /** ISO 3166-1 alpha-2 code of the country. */
  countryCode: string;
  /** Alternative names and spellings, e.g. "NYC", "Big Apple". */
  aliases: string[];
  /** One-line summary. */
  summary: string;
  /** Best season as text, e.g. "April to June and September to October". */
  bestSeason: string;
  /** Best months, 1 = January ... 12 = December. */
  bestMonths: number[];
  /** ISO 4217 currency code used locally. */
  currency: string;
  greeting: Greeting;
  sights: Activity[];
  neighbourhoods: Activity[];
  food: Activity[];
  evening: Activity[];
  /** Practical tips (transport, etiquette, money, safety). */
  tips: string[];
}

/** A well-known place in a country (used for "surprise me" and unknown cities). */
export interface Place {
  name: string;
  description: string;
  themes: Theme[];
}

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  code: string;
  name: string;
  aliases: string[];
  capital: string;
  region: Region;
  /** ISO 4217 currency code (main currency in everyday use). */
  currency: string;
  /** 3-5 well-known places. */
  places: Place[];
  /** Ids of cities in the city list that belong to this country. */
  cities: string[];
}

/** Generic activity template for a place the knowledge base does not know. */
export interface GenericActivity {
  id: string;
  name: string;
  description: string;
  times: TimeOfDay[];
  themes: Theme[];
  indoor?: boolean;
}

export type PackingType = "beach" | "city" | "cold" | "desert" | "rainforest" | "business" | "family";

export interface PackingList {
  type: PackingType;
  label: string;
  /** Words that suggest this list, e.g. "ski", "snow", "hiking". */
  keywords: string[];
  items: string[];
  tips: string[];
}
