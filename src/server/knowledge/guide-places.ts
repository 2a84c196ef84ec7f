import type { Activity, CityGuide, CountryGuide } from "./guide-schema";
import { guides } from "./guides";
import { COUNTRIES } from "./index";
import { normalize } from "./normalize";
import { getIndex, once } from "./place-names";
import { editsUpTo } from "./edits";

/**
 * Read-only lookups over the guides for the chat assistant: the guide activity a question names ("is the Louvre
 * open", "the Alhambra"), the guided cities it names in their order ("Rome to Florence", misspellings forgiven),
 * the regions it names ("Patagonia"), and how two guided cities connect (the country files' links).
 */

export interface GuidePlace {
  city: CityGuide;
  activity: Activity;
}

/** A guide activity a question names, and how surely: a name of two words or more, or one written with a capital. */
export interface NamedPlace extends GuidePlace {
  sure: boolean;
}

/** Words of a question that never name a sight by themselves, however rare they are among the guides' names. */
const NOT_A_NAME = new Set(
  (
    "about after again along also always around before being best better close closed closes closing could day days " +
    "does during early eat eating every evening from going good great hours how kids least local many more most much " +
    "near next night nights open opens opening other over please really should since some still stay than that their " +
    "there these they this those today tomorrow tonight train trains travel trip under until week weekend what when " +
    "where which while with without would monday tuesday wednesday thursday friday saturday sunday mondays tuesdays " +
    "wednesdays thursdays fridays saturdays sundays morning afternoon enough worth visit visiting time times hour " +
    "long far first second third best places place city cities town things thing ideas idea food dishes rain rainy " +
    "indoor indoors outdoor children child family families relaxed relax stays hotel hotels tipping customs " +
    // Common nouns of travel questions, which a few names also contain ("Four Seasons", "Changi Airport").
    "restaurant restaurants airport airports season seasons station stations flight flights ferry weather climate " +
    "temple temples church churches mosque mosques shrine shrines museum museums beach beaches market markets " +
    "street streets centre center downtown areas district districts neighbourhood neighbourhoods neighborhood " +
    "neighborhoods shopping shops souvenirs breakfast lunch dinner budget luxury cheap price prices money " +
    "transport public itinerary phrases language currency packing luggage island islands"
  ).split(" "),
);

/** Words that join the words of a name: "Museum of London" is not named by "in London". */
const JOINING = new Set(["the", "and", "for", "des", "del", "los", "las", "der", "die", "das", "von"]);

/**
 * A name (or a run of its words) that names at most this many activities of all the guides identifies one (twice
 * as many in one or two cities: "Eiffel Tower" names three Paris activities and one in Las Vegas).
 */
const MAX_SHARED = 3;

interface ActivityIndex {
  /** Runs of one to three words of an activity's title or place name, to the activities that have them. */
  runs: Map<string, GuidePlace[]>;
  /** The single words among those runs, for forgiving misspellings. */
  words: string[];
}

const activityIndex = once((): ActivityIndex => {
  const places = getIndex().byKey;
  const runs = new Map<string, GuidePlace[]>();
  for (const city of guides().cities) {
    for (const activity of city.activities) {
      const place = { city, activity };
      const own = new Set<string>();
      for (const name of [activity.title, activity.place.name]) {
        const words = normalize(name).split(" ");
        for (let i = 0; i < words.length; i++)
          for (let n = 1; n <= 3 && i + n <= words.length; n++) own.add(words.slice(i, i + n).join(" "));
      }
      for (const run of own) runs.set(run, [...(runs.get(run) ?? []), place]);
    }
  }
  // A run names a sight when few activities share it and it is not a word of questions or a place's own name
  // ("London" in "Museum of London" must not make "where to stay in London" a question about that museum).
  const naming = (word: string) => word.length >= 4 && !NOT_A_NAME.has(word) && !places.has(word) && !/^\d+$/.test(word);
  // A place's name with other words of a name does ("Vatican Museums", "London Eye"); with "of" or "in" it does not.
  const placeInName = (words: string[]) =>
    words.length > 1 && words.some((word) => places.has(word)) && words.every((word) => word.length >= 3 && !JOINING.has(word));
  for (const [run, list] of runs) {
    const words = run.split(" ");
    const fewCities = new Set(list.map((place) => place.city)).size <= 2;
    if (list.length > (fewCities ? MAX_SHARED * 2 : MAX_SHARED) || places.has(run) || !(words.some(naming) || placeInName(words)))
      runs.delete(run);
  }
  return { runs, words: [...runs.keys()].filter((run) => !run.includes(" ")) };
});

const titleKeys = new Map<Activity, string>();
const titleKey = (place: GuidePlace) => {
  let key = titleKeys.get(place.activity);
  if (key === undefined) titleKeys.set(place.activity, (key = normalize(place.activity.title)));
  return key;
};

/** How many edits a misspelling of a word of this length may have. */
const editsAllowed = (length: number) => (length >= 9 ? 2 : length >= 6 ? 1 : 0);

/**
 * The closest word of a vocabulary within the edits a word of that length allows (one from 6 letters, two from 9),
 * with the same first letter, when no other is as close.
 */
export function nearestWord(word: string, vocabulary: readonly string[]): string | undefined {
  const allowed = editsAllowed(word.length);
  if (allowed === 0) return undefined;
  let best: string | undefined;
  let bestSteps = allowed + 1;
  let tie = false;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate[0] !== word[0]) continue;
    const steps = editsUpTo(word, candidate, allowed);
    if (steps < bestSteps) [best, bestSteps, tie] = [candidate, steps, false];
    else if (steps === bestSteps) tie = true;
  }
  return best && !tie ? best : undefined;
}

/** Misspellings are only looked for in questions of up to this many words (a long text gets exact names only). */
const FUZZY_WORDS = 40;

/**
 * The guide activities a question names, best first: the most words of the name matched, then the city the
 * question is about, then the one a first-time visitor would most regret missing ("Prado": Madrid's museum).
 */
export function activitiesNamedIn(question: string, preferred?: CityGuide): NamedPlace[] {
  const { runs, words: vocabulary } = activityIndex();
  const words = normalize(question).split(" ").filter(Boolean);
  const capitalised = new Set(
    question
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map(normalize),
  );
  const score = new Map<GuidePlace, number>();
  const sure = new Set<GuidePlace>();
  const credit = (run: string, weight: number, typed = run) => {
    for (const place of runs.get(run) ?? []) {
      // The whole title counts a little more ("Eiffel Tower" over "Le Jules Verne, Eiffel Tower").
      const whole = titleKey(place) === run ? 0.5 : 0;
      score.set(place, (score.get(place) ?? 0) + weight + whole);
      if (weight >= 2 || capitalised.has(typed)) sure.add(place);
    }
  };
  for (let i = 0; i < words.length; i++) {
    let matched = false;
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const run = words.slice(i, i + n).join(" ");
      if (runs.has(run)) {
        credit(run, n);
        matched = true;
      }
    }
    const word = words[i]!;
    // A misspelt name only from seven letters ("louvere", "colloseum"): shorter words are too often other words.
    if (!matched && word.length >= 7 && words.length <= FUZZY_WORDS && !NOT_A_NAME.has(word) && !getIndex().byKey.has(word)) {
      const near = nearestWord(word, vocabulary);
      if (near) credit(near, 1, word);
    }
  }
  const rankOf = (place: GuidePlace) => place.activity.rank ?? 99;
  return [...score.entries()]
    .sort(([a, x], [b, y]) => y - x || Number(b.city === preferred) - Number(a.city === preferred) || rankOf(a) - rankOf(b))
    .map(([place]) => ({ ...place, sure: sure.has(place) }));
}

const cityKeys = once(() =>
  [...getIndex().byKey.values()].flatMap((entry) =>
    entry.target.kind === "city" && !entry.district && entry.key.length > 3 ? [{ key: entry.key, city: entry.target.city }] : [],
  ),
);

/**
 * The guided cities a question names, in the order it names them ("from Rome to Florence": Rome, Florence), each
 * once; unless told not to, a word within an edit or two of a city's name counts ("Florance"), in questions of up
 * to 40 words.
 */
export function citiesInOrder(question: string, forgiving = true): CityGuide[] {
  const { byKey, maxWords } = getIndex();
  const words = normalize(question).split(" ").filter(Boolean);
  // A name of three letters or fewer only as written with a capital ("Fez", "NYC"), never as a word ("fez").
  const written = new Set(question.split(/[^\p{L}\p{N}]+/u));
  const found: CityGuide[] = [];
  const keys = cityKeys();
  const names = keys.map((k) => k.key);
  for (let i = 0; i < words.length; i++) {
    let city: CityGuide | undefined;
    let used = 1;
    // The longest name starting at this word, built a word at a time ("new" -> "new york").
    let key = "";
    for (let n = 1; n <= maxWords && i + n <= words.length; n++) {
      key = n === 1 ? words[i]! : `${key} ${words[i + n - 1]}`;
      const entry = byKey.get(key);
      if (entry?.target.kind === "city" && !entry.district && (entry.key.length > 3 || n > 1 || written.has(entry.name))) {
        city = entry.target.city;
        used = n;
      }
    }
    if (!city && forgiving && words.length <= FUZZY_WORDS && !NOT_A_NAME.has(words[i]!)) {
      for (const n of [2, 1]) {
        const run = words.slice(i, i + n).join(" ");
        if (i + n > words.length || run.length < 6) continue;
        const near = nearestWord(run, names);
        if (near) {
          city = keys.find((k) => k.key === near)!.city;
          used = n;
          break;
        }
      }
    }
    if (city && !found.includes(city)) found.push(city);
    i += used - 1;
  }
  return found;
}

export interface Region {
  name: string;
  country: string;
  bases: CityGuide[];
}

/** Each region's names, normalized, to the regions so named (several countries may share one: "Patagonia"). */
const regionNames = once(() => {
  const names = new Map<string, Region[]>();
  for (const country of COUNTRIES) {
    for (const region of guides().country(country.code)?.regions ?? []) {
      const bases = region.bases.map((id) => guides().city(id)).filter((city) => city !== undefined);
      for (const name of [region.name, ...region.aliases]) {
        const key = normalize(name);
        if (key) names.set(key, [...(names.get(key) ?? []), { name: region.name, country: country.code, bases }]);
      }
    }
  }
  return { names, maxWords: Math.max(...[...names.keys()].map((key) => key.split(" ").length)) };
});

/** The regions a question names ("Patagonia" is one in Argentina and one in Chile), by its longest region name. */
export function regionsNamedIn(question: string): Region[] {
  const { names, maxWords } = regionNames();
  const words = normalize(question).split(" ");
  let found: { key: string; regions: Region[] } | undefined;
  for (let i = 0; i < words.length; i++) {
    let key = "";
    for (let n = 1; n <= maxWords && i + n <= words.length; n++) {
      key = n === 1 ? words[i]! : `${key} ${words[i + n - 1]}`;
      const regions = names.get(key);
      if (regions && (!found || key.length > found.key.length)) found = { key, regions };
    }
  }
  return found?.regions ?? [];
}

export type Link = CountryGuide["links"][number];

/** The legs between two guided cities of one country by their links, fewest hours first; none across borders. */
export function linksBetween(from: CityGuide, to: CityGuide): Link[] | undefined {
  if (from.country !== to.country) return undefined;
  const links = guides().country(from.country)?.links ?? [];
  const legsFrom = (id: string) =>
    links.flatMap((link) => (link.from === id ? [link] : link.to === id ? [{ ...link, from: link.to, to: link.from }] : []));
  // Dijkstra over a country's few bases.
  const best = new Map<string, { hours: number; legs: Link[] }>([[from.id, { hours: 0, legs: [] }]]);
  const done = new Set<string>();
  for (;;) {
    let current: string | undefined;
    for (const [id, path] of best) if (!done.has(id) && (!current || path.hours < best.get(current)!.hours)) current = id;
    if (!current) return undefined;
    if (current === to.id) return best.get(current)!.legs;
    done.add(current);
    const path = best.get(current)!;
    for (const leg of legsFrom(current)) {
      const hours = path.hours + leg.hours;
      if (!best.has(leg.to) || best.get(leg.to)!.hours > hours) best.set(leg.to, { hours, legs: [...path.legs, leg] });
    }
  }
}

/** Places shown under a chat answer: at most this many, so the cards stay one short row. */
const MAX_ANSWER_PLACES = 6;

/**
 * The guides' places an answer names, in the order it names them, each once: the places of the cities the
 * question or the answer names (so one city's "Old Town" is never another's), by their place name or their
 * activity's title written out whole. For the chat's place cards; the answer's text itself is unchanged.
 */
export function placesNamedIn(answer: string, question: string): (GuidePlace & { named: string })[] {
  // "Tenryu-ji's garden" names Tenryu-ji.
  const text = ` ${normalize(answer.replace(/['’]s\b/g, ""))} `;
  const found: { at: number; place: GuidePlace & { named: string } }[] = [];
  for (const city of citiesInOrder(`${question}\n${answer}`, false)) {
    const seen = new Set<string>();
    for (const activity of city.activities) {
      const spot = `${activity.place.lat},${activity.place.lon}`;
      // Its title or its place's name, whichever the answer writes first: the card says what the answer says.
      const first = [activity.title, activity.place.name]
        .map((named) => {
          const key = normalize(named);
          return { named, at: key.length >= 4 ? text.indexOf(` ${key} `) : -1 };
        })
        .filter((hit) => hit.at >= 0)
        .sort((a, b) => a.at - b.at)[0];
      if (!first || seen.has(spot)) continue;
      seen.add(spot);
      found.push({ at: first.at, place: { city, activity, named: first.named } });
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_ANSWER_PLACES)
    .map((entry) => entry.place);
}
