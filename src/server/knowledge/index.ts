/**
 * Offline travel knowledge that is not a city guide: the world's countries (with their best-known places,
 * for countries without guided cities) and packing lists, plus small pure lookups. The tables are JSON files
 * (tables.ts, knowledge-schema.ts); the city guides are the JSON files of guides/ (guides.ts).
 */
import type { Country, PackingList, PackingType } from "./knowledge-schema";
import { normalize } from "./normalize";
import { COUNTRIES as COUNTRY_TABLE, PACKING_LISTS } from "./tables";

export type * from "./knowledge-schema";
export { normalize } from "./normalize";
export { PACKING_LISTS, TRAVEL_TIPS } from "./tables";

/** All countries (UN members plus Taiwan, Kosovo, Palestine, Vatican City), sorted by name. */
export const COUNTRIES: readonly Country[] = [...COUNTRY_TABLE].sort((a, b) => a.name.localeCompare(b.name));

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

const COUNTRY_KEYS = buildKeys(COUNTRIES, (c) => [c.name, ...c.aliases]);
const COUNTRY_BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

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

/** Packing list by type. */
export function packingList(type: PackingType): PackingList | undefined {
  return PACKING_LISTS.find((p) => p.type === type);
}

/** Packing lists whose keywords appear in the text (e.g. "ski trip to the Alps" -> cold). */
export function packingListsFor(text: string): PackingList[] {
  const padded = ` ${normalize(text)} `;
  return PACKING_LISTS.filter((p) => p.keywords.some((k) => padded.includes(` ${normalize(k)} `)));
}
