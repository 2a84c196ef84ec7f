import { readdirSync, readFileSync } from "node:fs";
import type { CityGuide, CountryGuide } from "./guide-schema";

/**
 * The city guides (`guides/<country code>/*.json`), read once on first use. The files are validated by the
 * unit tests (guide-check.ts), so here they are only parsed. The server bundle finds them beside it:
 * the build copies the folder to dist/server/guides.
 */

export const GUIDES_DIR = new URL("./guides/", import.meta.url);

export interface Guides {
  cities: readonly CityGuide[];
  city(id: string): CityGuide | undefined;
  /** The country file of a country with guided cities. */
  country(code: string): CountryGuide | undefined;
  /** Guided cities of a country, in their country file's order of links (the first is the usual start). */
  citiesOf(code: string): CityGuide[];
}

export function loadGuides(dir: URL = GUIDES_DIR): Guides {
  const cities: CityGuide[] = [];
  const countries = new Map<string, CountryGuide>();
  for (const code of readdirSync(dir).sort()) {
    const folder = new URL(`${code}/`, dir);
    for (const file of readdirSync(folder).sort()) {
      if (!file.endsWith(".json")) continue;
      const json: unknown = JSON.parse(readFileSync(new URL(file, folder), "utf8"));
      if (file === "country.json") countries.set(code, json as CountryGuide);
      else cities.push(json as CityGuide);
    }
  }
  const byId = new Map(cities.map((city) => [city.id, city]));
  return {
    cities,
    city: (id) => byId.get(id),
    country: (code) => countries.get(code),
    citiesOf: (code) => cities.filter((city) => city.country === code),
  };
}

let loaded: Guides | undefined;

/** The guides of this server, loaded on first use. */
export function guides(): Guides {
  loaded ??= loadGuides();
  return loaded;
}
