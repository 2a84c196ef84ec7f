import { gazetteer, type GazetteerPlace } from "./gazetteer";
import type { CityGuide } from "./guide-schema";
import { guides, type Guides } from "./guides";
import { COUNTRIES, type Country } from "./index";
import { normalize } from "./normalize";

/**
 * The names places are looked up by: every guided city (name, id, aliases, its neighbourhoods), region and
 * country, normalized, for the resolver (resolve.ts) and the suggestions as the traveller types
 * (place-suggestions.ts).
 */

/**
 * "Did you mean" also considers places of this many people or more from the gazetteer: towns travellers go
 * to, not only big cities ("Ouarzazte" -> Ouarzazat, about 57,000), yet few enough to measure them all.
 */
const SUGGESTED_POPULATION = 20_000;

export interface Entry {
  name: string;
  key: string;
  /** A neighbourhood of a guided city, not the city's own name. */
  district?: true;
  target: { kind: "city"; city: CityGuide } | { kind: "area"; name: string; bases: CityGuide[]; country: Country | undefined };
}

/**
 * The guided names are built at once; what needs the gazetteer (about 60 MB once loaded) waits for the first
 * query that needs it, so a server whose travellers only ask for guided places never loads it.
 */
export interface Index {
  /** Cities and regions first, then countries; longest names first within each, so "paris france" is Paris. */
  entries: Entry[];
  byKey: Map<string, Entry>;
  /** Each entry's place in `entries`: the lower, the better a match. */
  rank: Map<Entry, number>;
  /** Words in the longest name. */
  maxWords: number;
  /** Every name "did you mean" can offer. */
  names: () => Named[];
}

export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A name "did you mean" can offer: a guided city, region or country, or a big place of the gazetteer. */
export interface Named {
  /** Normalized. */
  name: string;
  entry?: Entry;
  place?: GazetteerPlace;
}

let index: Index | undefined;

function buildIndex(all: Guides): Index {
  const entries: Entry[] = [];
  const areasOfCities: Entry[] = [];
  const add = (name: string, target: Entry["target"]) => {
    const key = normalize(name);
    if (key) entries.push({ name, key, target });
  };
  for (const city of all.cities) {
    for (const name of [city.name, city.id.replace(/-/g, " "), ...city.aliases]) add(name, { kind: "city", city });
  }
  // A neighbourhood's name plans its city ("Montmartre" -> Paris), when no other guide has one so named.
  const districts = all.cities.flatMap((city) =>
    city.neighbourhoods.map((area) => ({ key: normalize(area.name), name: area.name, city })),
  );
  for (const district of districts) {
    const unique = districts.filter((other) => other.key === district.key).length === 1;
    if (unique && district.key.length > 4)
      areasOfCities.push({
        name: district.name,
        key: district.key,
        district: true,
        target: { kind: "city", city: district.city },
      });
  }
  const areas: Entry[] = [];
  for (const country of COUNTRIES) {
    const bases = all.citiesOf(country.code);
    for (const region of all.country(country.code)?.regions ?? []) {
      const regionBases = region.bases.map((id) => all.city(id)).filter((city) => city !== undefined);
      for (const name of [region.name, ...region.aliases])
        add(name, { kind: "area", name: region.name, bases: regionBases, country });
    }
    for (const name of [country.name, ...country.aliases]) {
      const key = normalize(name);
      if (key) areas.push({ name, key, target: { kind: "area", name: country.name, bases, country } });
    }
  }
  const byLength = (a: Entry, b: Entry) => b.key.length - a.key.length;
  const ordered = [...entries.sort(byLength), ...areas.sort(byLength), ...areasOfCities.sort(byLength)];
  const byKey = new Map<string, Entry>();
  for (const entry of ordered) if (!byKey.has(entry.key)) byKey.set(entry.key, entry);

  const names = once(() => {
    const list: Named[] = [...byKey.values()].map((entry) => ({ name: entry.key, entry }));
    for (const place of gazetteer().largest(SUGGESTED_POPULATION)) {
      const name = normalize(place.name);
      if (!byKey.has(name)) list.push({ name, place });
    }
    return list;
  });
  const rank = new Map(ordered.map((entry, position) => [entry, position]));
  const maxWords = Math.max(...ordered.map((entry) => entry.key.split(" ").length));
  return { entries: ordered, byKey, rank, maxWords, names };
}

/**
 * The entries a normalized text names anywhere in it ("a week in kyoto"), best first: looked up word run by
 * word run, so a long question costs a few map lookups per word rather than a scan per name.
 */
/**
 * Guided cities whose names are also everyday English words: inside a text that names another place too ("a nice
 * week in Rome", "split the time between Paris and Lyon"), the word is read as a word.
 */
const EVERYDAY_WORDS = new Set(["nice", "split", "bath"]);

export function entriesIn(whole: string): Entry[] {
  const found = namesIn(whole);
  const places = found.filter((entry) => !EVERYDAY_WORDS.has(entry.key));
  return places.length > 0 ? places : found;
}

function namesIn(whole: string): Entry[] {
  const { byKey, rank, maxWords } = getIndex();
  const words = whole.split(" ");
  const found = new Set<Entry>();
  for (let i = 0; i < words.length; i++) {
    let key = "";
    for (let n = 0; n < maxWords && i + n < words.length; n++) {
      key = n === 0 ? words[i]! : `${key} ${words[i + n]}`;
      const entry = byKey.get(key);
      if (entry) found.add(entry);
    }
  }
  return [...found].sort((a, b) => rank.get(a)! - rank.get(b)!);
}

/** A place named in a text, and the words it spans. */
export interface NamedAt {
  entry: Entry;
  /** Index of its first word. */
  start: number;
  /** Index after its last word. */
  end: number;
}

/**
 * The places a normalized text names one after another ("rome and florence", "seville granada and malaga"),
 * in the order written: at each word the longest name that starts there, so "quebec city" is one place.
 * Names of three letters or fewer ("la", "up") only when one is a city's own name ("Fez", "Goa").
 */
export function placesInOrder(whole: string): NamedAt[] {
  const { byKey, maxWords } = getIndex();
  const words = whole.split(" ");
  const found: NamedAt[] = [];
  for (let i = 0; i < words.length;) {
    let match: NamedAt | undefined;
    let key = "";
    for (let n = 0; n < maxWords && i + n < words.length; n++) {
      key = n === 0 ? words[i]! : `${key} ${words[i + n]}`;
      const entry = byKey.get(key);
      const ownName = entry?.target.kind === "city" && entry.name === entry.target.city.name && key.length === 3;
      if (entry && (entry.key.length > 3 || ownName)) match = { entry, start: i, end: i + n + 1 };
    }
    if (match) found.push(match);
    i = match?.end ?? i + 1;
  }
  return found;
}

export function getIndex(): Index {
  index ??= buildIndex(guides());
  return index;
}

/** Load the guides and their names now rather than in the first request (the gazetteer waits until needed). */
export function warmPlaces(): void {
  getIndex();
}
