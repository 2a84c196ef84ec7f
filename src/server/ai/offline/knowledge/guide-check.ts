import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { distanceKm } from "./geo";
import {
  CITY_REACH_KM,
  cityGuideSchema,
  countryGuideSchema,
  DAY_TRIP_REACH_KM,
  type CityGuide,
  type CountryGuide,
} from "./guide-schema";
import { LANGUAGES } from "./first-words";
import { GUIDES_DIR } from "./guides";

/**
 * Every problem in the guide files, as "file: problem" lines: the schema, and the facts one file cannot check
 * alone (places within reach of their city, links and events naming guided cities of the same country,
 * languages the phrase list knows). An empty list means the guides are sound.
 */

export function guideProblems(dir: URL = GUIDES_DIR): string[] {
  const problems: string[] = [];
  const languages = new Set(["English", ...LANGUAGES.map((language) => language.name)]);
  for (const code of readdirSync(dir).sort()) {
    const folder = new URL(`${code}/`, dir);
    const cities = new Map<string, CityGuide>();
    let country: CountryGuide | undefined;
    for (const file of readdirSync(folder).sort()) {
      const where = join(code, file);
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(new URL(file, folder), "utf8"));
      } catch (error) {
        problems.push(`${where}: not JSON (${(error as Error).message})`);
        continue;
      }
      if (file === "country.json") {
        const parsed = countryGuideSchema.safeParse(json);
        if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${where}: ${i.path.join(".")}: ${i.message}`));
        else country = parsed.data;
        continue;
      }
      const parsed = cityGuideSchema.safeParse(json);
      if (!parsed.success) {
        problems.push(...parsed.error.issues.map((i) => `${where}: ${i.path.join(".")}: ${i.message}`));
        continue;
      }
      const city = parsed.data;
      if (`${city.id}.json` !== file) problems.push(`${where}: id "${city.id}" is not the file name`);
      if (city.country !== code) problems.push(`${where}: country ${city.country} is not the folder ${code}`);
      if (!languages.has(city.language)) problems.push(`${where}: language "${city.language}" is not in first-words.ts`);
      const ids = new Set<string>();
      for (const activity of city.activities) {
        if (ids.has(activity.id)) problems.push(`${where}: activity id "${activity.id}" repeats`);
        ids.add(activity.id);
        const km = distanceKm(city, activity.place);
        const reach = activity.fullDay ? DAY_TRIP_REACH_KM : CITY_REACH_KM;
        if (km > reach) problems.push(`${where}: ${activity.id} is ${Math.round(km)} km from the centre (over ${reach})`);
      }
      cities.set(city.id, city);
    }
    if (!country) {
      problems.push(`${code}: country.json is missing`);
      continue;
    }
    if (country.code !== code) problems.push(`${code}/country.json: code ${country.code} is not the folder`);
    const known = (cityId: string, what: string) => {
      if (!cities.has(cityId)) problems.push(`${code}/country.json: ${what} names "${cityId}", not a guided city of ${code}`);
    };
    for (const link of country.links) {
      known(link.from, "a link");
      known(link.to, "a link");
    }
    for (const event of country.events) if (event.city) known(event.city, `event ${event.name}`);
    for (const region of country.regions) for (const base of region.bases) known(base, `region ${region.name}`);
    // Every pair of guided bases of a country is connected, directly or through other bases.
    const ids = [...cities.keys()];
    const reached = new Set(ids.slice(0, 1));
    for (let grew = true; grew;) {
      grew = false;
      for (const link of country.links) {
        for (const [a, b] of [
          [link.from, link.to],
          [link.to, link.from],
        ] as const) {
          if (reached.has(a) && !reached.has(b)) {
            reached.add(b);
            grew = true;
          }
        }
      }
    }
    const alone = ids.filter((cityId) => !reached.has(cityId));
    if (alone.length > 0) problems.push(`${code}/country.json: no links reach ${alone.join(", ")}`);
  }
  return problems;
}
