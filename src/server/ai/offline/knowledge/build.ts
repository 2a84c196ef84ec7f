/**
 * The compact builder of the country list: countries are written as short tuples to keep the files readable
 * and small; `country()` expands them into the typed shape.
 *
 * Theme codes (space-separated): fam rom adv cul food rel bud lux
 */
import type { Country, Place, Region, Theme } from "./types";

/** [name, description, themes] */
export type PlaceTuple = readonly [string, string, string];

/** Problems found while expanding data (unknown codes). Tests assert this stays empty. */
export const DATA_WARNINGS: string[] = [];

const THEME_CODES: Record<string, Theme> = {
  fam: "family",
  rom: "romance",
  adv: "adventure",
  cul: "culture",
  food: "food",
  rel: "relaxation",
  bud: "budget",
  lux: "luxury",
};

function parseThemes(code: string, where: string): Theme[] {
  const out: Theme[] = [];
  for (const part of code.split(/\s+/).filter(Boolean)) {
    const t = THEME_CODES[part];
    if (t && !out.includes(t)) out.push(t);
    else if (!t) DATA_WARNINGS.push(`${where}: unknown theme code "${part}"`);
  }
  return out;
}

export function country(
  code: string,
  name: string,
  capital: string,
  region: Region,
  currency: string,
  aliases: string[],
  places: readonly PlaceTuple[],
): Country {
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
