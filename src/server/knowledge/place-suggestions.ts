import type { PlaceSuggestion } from "@shared/schemas/places";
import { gazetteer } from "./gazetteer";
import { getIndex, once, type Entry } from "./place-names";
import { normalize } from "./normalize";
import { TRAVEL_AREAS } from "./travel-areas";

/** The generator's destination suggestions as the traveller types: places whose name starts with the text. */

interface Prefix {
  key: string;
  suggestion: PlaceSuggestion;
  rank: number;
}

/** Gazetteer places of this many people or more are suggested as the traveller types. */
const TYPED_POPULATION = 15_000;

function prefixIndex(entries: readonly Entry[]): Prefix[] {
  const prefixes: Prefix[] = [];
  const seen = new Set<string>();
  const add = (key: string, suggestion: PlaceSuggestion, rank: number) => {
    const id = `${suggestion.name}|${suggestion.country ?? ""}`;
    if (seen.has(id)) return;
    seen.add(id);
    prefixes.push({ key, suggestion, rank });
  };
  // Guided places first (by rank), then the gazetteer's, biggest first.
  for (const entry of entries) {
    if (entry.district) continue;
    const { target } = entry;
    if (target.kind === "city") add(entry.key, { name: target.city.name, country: target.city.country, guided: true }, 0);
    else
      add(
        entry.key,
        { name: target.name, ...(target.country && { country: target.country.code }), guided: target.bases.length > 0 },
        target.bases.length > 0 ? 0 : 1,
      );
  }
  // Regions and islands travellers plan for that the gazetteer lacks ("Lofoten", "Dolomites").
  for (const area of TRAVEL_AREAS) add(normalize(area.name), { name: area.name, country: area.country, guided: false }, 1);
  gazetteer()
    .largest(TYPED_POPULATION)
    .forEach((place, index) =>
      add(normalize(place.name), { name: place.name, country: place.country, guided: false }, 2 + index),
    );
  return prefixes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank));
}

/** Every suggestible name, sorted by key, for prefix search; built on the first suggestion asked for. */
const typedPrefixes = once(() => prefixIndex(getIndex().entries));

/** Places whose name starts with what was typed, guided ones first: the generator's destination suggestions. */
export function suggestPlaces(typed: string, limit = 8): PlaceSuggestion[] {
  const key = normalize(typed);
  if (key.length < 2) return [];
  const all = typedPrefixes();
  let low = 0;
  let high = all.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (all[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  const found: Prefix[] = [];
  for (let i = low; i < all.length && all[i]!.key.startsWith(key); i++) found.push(all[i]!);
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((entry) => entry.suggestion);
}
