/**
 * Compact builders used by the data files. Data is written as short tuples to keep
 * the files readable and small; these helpers expand them into the typed shapes.
 *
 * Codes:
 *   times  - letters: m = morning, a = afternoon, e = evening (e.g. "ma")
 *   themes - space-separated: fam rom adv cul food rel bud lux
 */
import type { Activity, ActivityKind, City, Country, Place, Region, Theme, TimeOfDay } from "./types";

/** [name, description, times, themes, indoor?] */
export type ActTuple = readonly [string, string, string, string, boolean?];
/** [name, description, themes] */
export type PlaceTuple = readonly [string, string, string];

/** Problems found while expanding data (unknown codes). Tests assert this stays empty. */
export const DATA_WARNINGS: string[] = [];

const TIME_CODES: Record<string, TimeOfDay> = { m: "morning", a: "afternoon", e: "evening" };
const THEME_CODES: Record<string, Theme> = {
  fam: "family",
  rom: "romantic",
  adv: "adventure",
  cul: "culture",
  food: "food",
  rel: "relaxation",
  bud: "budget",
  lux: "luxury",
};

export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function parseTimes(code: string, where: string): TimeOfDay[] {
  const out: TimeOfDay[] = [];
  for (const ch of code) {
    const t = TIME_CODES[ch];
    if (t && !out.includes(t)) out.push(t);
    else if (!t) DATA_WARNINGS.push(`${where}: unknown time code "${ch}"`);
  }
  return out;
}

export function parseThemes(code: string, where: string): Theme[] {
  const out: Theme[] = [];
  for (const part of code.split(/\s+/).filter(Boolean)) {
    const t = THEME_CODES[part];
    if (t && !out.includes(t)) out.push(t);
    else if (!t) DATA_WARNINGS.push(`${where}: unknown theme code "${part}"`);
  }
  return out;
}

function acts(list: readonly ActTuple[], kind: ActivityKind, cityId: string): Activity[] {
  return list.map(([name, description, times, themes, indoor]) => {
    const where = `${cityId}/${name}`;
    const a: Activity = {
      id: slug(name),
      name,
      description,
      kind,
      times: parseTimes(times, where),
      themes: parseThemes(themes, where),
    };
    if (indoor !== undefined) a.indoor = indoor;
    return a;
  });
}

export interface CityDef {
  id?: string;
  name: string;
  country: string;
  countryCode: string;
  aliases: string[];
  summary: string;
  season: string;
  months: number[];
  currency: string;
  /** [phrase, meaning, language] */
  greeting: readonly [string, string, string];
  sights: readonly ActTuple[];
  neighbourhoods: readonly ActTuple[];
  food: readonly ActTuple[];
  evening: readonly ActTuple[];
  tips: string[];
}

export function city(d: CityDef): City {
  const id = d.id ?? slug(d.name);
  return {
    id,
    name: d.name,
    country: d.country,
    countryCode: d.countryCode,
    aliases: d.aliases,
    summary: d.summary,
    bestSeason: d.season,
    bestMonths: d.months,
    currency: d.currency,
    greeting: { phrase: d.greeting[0], meaning: d.greeting[1], language: d.greeting[2] },
    sights: acts(d.sights, "sight", id),
    neighbourhoods: acts(d.neighbourhoods, "neighbourhood", id),
    food: acts(d.food, "food", id),
    evening: acts(d.evening, "evening", id),
    tips: d.tips,
  };
}

/** Country without the derived `cities` link (filled in by index.ts). */
export type CountryData = Omit<Country, "cities">;

export function country(
  code: string,
  name: string,
  capital: string,
  region: Region,
  currency: string,
  aliases: string[],
  places: readonly PlaceTuple[],
): CountryData {
  return {
    code,
    name,
    aliases,
    capital,
    region,
    currency,
    places: places.map(([pname, description, themes]): Place => ({
      name: pname,
      description,
      themes: parseThemes(themes, `${code}/${pname}`),
    })),
  };
}
