import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { distanceKm } from "@shared/geo";
import {
  CITY_REACH_KM,
  cityGuideSchema,
  countryGuideSchema,
  DAY_TRIP_REACH_KM,
  WEEKDAYS,
  type CityGuide,
  type CountryGuide,
} from "./guide-schema";
import { LANGUAGES } from "./tables";
import { GUIDES_DIR } from "./guides";
import { hoursProblems, openWeekdays } from "./opening-hours";
import { eventSpans } from "./holiday-dates";

/** Two weeks the weekly closing days are compared with the opening hours in (one in winter, one in summer). */
const SAMPLE_WEEKS = [new Date(2027, 0, 11), new Date(2027, 6, 12)];

/**
 * Every problem in the guide files, as "file: problem" lines: the schema, and the facts one file cannot check
 * alone (places within reach of their city, links and events naming guided cities of the same country,
 * languages the phrase list knows). An empty list means the guides are sound.
 */

export function guideProblems(dir: URL = GUIDES_DIR): string[] {
  const problems: string[] = [];
  /** Activities that run only during an event: checked against the country file once it is read. */
  let duringNames: { where: string; city: string; id: string; event: string }[];
  const languages = new Set(["English", ...LANGUAGES.map((language) => language.name)]);
  for (const code of readdirSync(dir).sort()) {
    const folder = new URL(`${code}/`, dir);
    const cities = new Map<string, CityGuide>();
    let country: CountryGuide | undefined;
    duringNames = [];
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
      if (!languages.has(city.language)) problems.push(`${where}: language "${city.language}" is not in first-words.json`);
      const ids = new Set<string>();
      const ranks = new Set<number>();
      const ranked = city.activities.filter((activity) => activity.rank !== undefined).length;
      if (ranked > 0 && ranked < city.activities.length)
        problems.push(`${where}: ${city.activities.length - ranked} activities have no rank`);
      for (const activity of city.activities) {
        if (activity.rank !== undefined) {
          if (ranks.has(activity.rank)) problems.push(`${where}: rank ${activity.rank} repeats (${activity.id})`);
          ranks.add(activity.rank);
        }
        if (activity.hours !== undefined) {
          const hoursIssues = hoursProblems(activity.hours);
          problems.push(...hoursIssues.map((issue) => `${where}: ${activity.id}: ${issue}`));
          if (hoursIssues.length === 0) {
            for (const weekday of activity.closed ?? []) {
              const open = SAMPLE_WEEKS.some((monday) => openWeekdays(activity.hours!, monday).has(WEEKDAYS.indexOf(weekday)));
              if (open) problems.push(`${where}: ${activity.id} is closed on ${weekday} but its hours open then`);
            }
          }
        }
        for (const event of [activity.during ?? [], activity.avoidDuring ?? []].flat())
          duringNames.push({ where, city: city.id, id: activity.id, event });
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
    for (const event of country.events) {
      const days = eventLength(event, code);
      for (const [effect, on] of Object.entries(event.effects ?? {})) {
        const beyond = on === true ? [] : on.filter((day) => day > days);
        if (beyond.length > 0)
          problems.push(`${code}/country.json: ${event.name}'s ${effect} names day ${beyond[0]}, but it lasts ${days} days`);
      }
    }
    for (const { where, city, id, event } of duringNames) {
      if (!country.events.some((e) => e.name === event && (!e.city || e.city === city)))
        problems.push(`${where}: ${id} names the event "${event}", which is not an event of ${code}/country.json for this city`);
    }
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

/** How many days an event lasts (a one-year event in its year, a rule's in 2027; an undated rule: its `days`). */
function eventLength(event: CountryGuide["events"][number], code: string): number {
  const year = event.start?.length === 10 ? Number(event.start.slice(0, 4)) : 2027;
  const span = eventSpans(event, year, code)[0];
  if (!span) return event.days ?? 1;
  return Math.round((Date.parse(span.end) - Date.parse(span.start)) / 86_400_000) + 1;
}
