import type { Activity, CityGuide, Interest } from "../knowledge/guide-schema";
import { INTERESTS } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { normalize } from "../knowledge/normalize";

/**
 * The words the guides use, each read as the interest it goes with there: a word of an activity's title, place or
 * description counts for that activity's interests, a dish's words for food, a festival's for culture, a
 * neighbourhood's for the interests of the activities in it. A theme word found here ("palaces", "tango",
 * "hogmanay") is understood: it selects its interest and favours the activities that name it.
 */

/** A word's stem for matching word beginnings: "palaces", "palace" -> "palac"; "beaches" -> "beach"; "hiking" -> "hik". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3);
  else if (w.length > 4 && /(?:ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Words that carry no interest however often the guides use them. */
const STOP_WORDS = new Set(
  (
    "the and with from for into onto over under that this these those then than them they their there here where when " +
    "what which who whom whose why how are was were been being have has had having its it's not but also only just very " +
    "more most much many some any each every other another such own same both all one two three four five six seven " +
    "eight nine ten first last next few lot lots about above after again against before below between during " +
    "through until while out off once can will would should could may might must our your you his her she him get " +
    "got make made take takes took see seen go goes going come comes way ways day days time times year years hour " +
    "hours minute minutes morning afternoon evening night place places thing things best good great nice well big " +
    "small long short old new top main whole part side end back near far along around across inside outside up down"
  ).split(" "),
);

/** Interests that say what a place is (not who it suits or what it costs): the ones a word can select. */
const CONTENT: readonly Interest[] = ["culture", "food", "nature", "nightlife", "shopping", "adventure", "relaxation"];

let built: Map<string, Interest> | undefined;

function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of normalize(text).split(" ")) {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    words.add(stem(word));
  }
  return words;
}

function build(): Map<string, Interest> {
  const counts = new Map<string, Map<Interest, number>>();
  const base = new Map<Interest, number>(INTERESTS.map((interest) => [interest, 1]));
  const add = (text: string, interests: readonly Interest[]) => {
    for (const word of wordsOf(text)) {
      const perInterest = counts.get(word) ?? new Map<Interest, number>();
      for (const interest of interests) perInterest.set(interest, (perInterest.get(interest) ?? 0) + 1);
      counts.set(word, perInterest);
    }
    for (const interest of interests) base.set(interest, base.get(interest)! + 1);
  };
  const themesIn = (city: CityGuide, area: string) => [
    ...new Set(city.activities.filter((a) => a.place.area === area).flatMap((a) => a.themes)),
  ];
  for (const city of guides().cities) {
    for (const activity of city.activities) {
      add(`${activity.title} ${activity.place.name} ${activity.description}`, activity.themes);
    }
    for (const dish of city.dishes ?? []) add(dish, ["food"]);
    for (const area of city.neighbourhoods) {
      const themes = themesIn(city, area.name);
      if (themes.length > 0) add(`${area.name} ${area.description}`, themes);
    }
  }
  for (const city of guides().cities) {
    for (const event of guides().country(city.country)?.events ?? []) {
      if (event.kind === "festival" && (!event.city || event.city === city.id)) add(event.name, ["culture"]);
    }
  }
  // Each word goes with the content interest it is most used with, tempered by how common that interest is
  // (culture tags most activities); who and how (family, luxury...) come from the interest words alone.
  const vocabulary = new Map<string, Interest>();
  for (const [word, perInterest] of counts) {
    let best: Interest | undefined;
    let bestLift = 0;
    for (const [interest, count] of perInterest) {
      if (!CONTENT.includes(interest)) continue;
      const lift = count / Math.sqrt(base.get(interest)!);
      if (lift > bestLift) {
        best = interest;
        bestLift = lift;
      }
    }
    if (best) vocabulary.set(word, best);
  }
  return vocabulary;
}

/** The interest a theme word goes with in the guides, or undefined when the guides do not use it. */
export function guideInterest(word: string): Interest | undefined {
  built ??= build();
  return built.get(stem(word));
}

/** Place names travellers put in a theme ("Japan", "Kyoto temples"): understood as places, not as wishes. */
let placeWords: Set<string> | undefined;
export function isPlaceWord(word: string): boolean {
  if (!placeWords) {
    placeWords = new Set<string>();
    for (const city of guides().cities) {
      for (const name of [city.name, city.id, ...city.aliases]) for (const w of normalize(name).split(" ")) placeWords.add(w);
    }
  }
  return placeWords.has(word);
}

const textCache = new WeakMap<Activity, { named: string; described: string }>();

/** An activity's words, padded for word-beginning matches: its title and place, and its description. */
function activityText(activity: Activity): { named: string; described: string } {
  let text = textCache.get(activity);
  if (!text) {
    text = {
      named: ` ${normalize(`${activity.title} ${activity.place.name} ${activity.place.area}`)}`,
      described: ` ${normalize(activity.description)}`,
    };
    textCache.set(activity, text);
  }
  return text;
}

/** Whether the activity's title or place names one of the stems ("palac" in "Gyeongbokgung Palace"). */
export function namesAny(activity: Activity, stems: readonly string[]): boolean {
  const { named } = activityText(activity);
  return stems.some((s) => named.includes(` ${s}`));
}

/** Whether the activity's description mentions one of the stems. */
export function mentionsAny(activity: Activity, stems: readonly string[]): boolean {
  const { described } = activityText(activity);
  return stems.some((s) => described.includes(` ${s}`));
}
