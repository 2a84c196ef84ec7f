import type { Region } from "@shared/catalog/destinations";

export type { Region };
/**
 * Types for the offline travel knowledge base.
 *
 * The knowledge base is plain, static data (no network, no fs) that the offline
 * planner and offline chat assistant use when no language model is configured.
 */

export type Theme = "family" | "romance" | "adventure" | "culture" | "food" | "relaxation" | "budget" | "luxury";

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
