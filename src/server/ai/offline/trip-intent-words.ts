import type { PlanItem } from "@shared/plan";
import type { PlanSlot } from "@shared/plan-slots";

/**
 * The words the trip intent reader (trip-intents.ts) knows: verbs of each change, pace words, numbers, ordinals,
 * times of day, fillers that name nothing, kind nouns ("the second museum") and the wishes of an added stop.
 */

type Intent = "swap_days" | "replace" | "add" | "remove" | "retime" | "move" | "pace";

/** Verbs (and phrases) that ask for each change, checked in this order: "swap X for Y" replaces, "swap day 1 and 2" swaps. */
export const VERBS: Record<Exclude<Intent, "swap_days" | "pace">, string[]> = {
  replace: ["replace", "substitute", "instead of", "swap out", "exchange", "trade"],
  add: ["add", "include", "fit in", "squeeze in", "insert"],
  remove: ["remove", "drop", "delete", "cancel", "skip", "scrap", "take out", "get rid of", "cut", "ditch", "forget"],
  retime: ["start", "begin", "retime", "reschedule"],
  move: ["move", "put", "shift", "push", "bring", "reschedule", "postpone", "relocate", "switch", "swap"],
};
/** Words long enough to be put right when misspelt ("remvoe", "replcae"): the project's bounded edit distance. */
export const VERB_WORDS = ["remove", "replace", "delete", "cancel", "include", "substitute", "reschedule", "postpone", "relaxed"];

export const RELAXED = [
  "more relaxed",
  "relaxed",
  "relax",
  "more relaxing",
  "slower",
  "less walking",
  "less rushed",
  "less busy",
  "less hectic",
  "less packed",
  "lighter",
  "easier",
  "calmer",
  "take it easy",
  "fewer stops",
  "more rest",
];
export const PACKED = ["more packed", "busier", "packed", "more stops", "fuller", "pack more in", "more intense"];
export const BALANCED = ["balanced", "normal pace", "back to normal"];

/** Questions the chat answers even when they contain a change word ("should I skip the museum?" asks advice). */
export const QUESTION_START = /^(what|which|who|why|how|where|when|is|are|does|do|should|shall i|would it|will)\b/;
/** Requests phrased as questions: "is it possible to move ...", "would you swap ...". */
export const POLITE_REQUEST = /^(is it possible to|do you mind|will you|would you|what about|how about) /;

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
export const ORDINALS: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  sixth: 6,
  "6th": 6,
  seventh: 7,
  "7th": 7,
  eighth: 8,
  "8th": 8,
  ninth: 9,
  "9th": 9,
  tenth: 10,
  "10th": 10,
  last: -1,
  final: -1,
};

export const SLOT_WORDS: Record<string, PlanSlot> = {
  morning: "morning",
  mornings: "morning",
  breakfast: "morning",
  afternoon: "afternoon",
  afternoons: "afternoon",
  lunch: "afternoon",
  lunchtime: "afternoon",
  evening: "evening",
  evenings: "evening",
  night: "evening",
  tonight: "evening",
  dinner: "evening",
};

/** Words of a reference that name nothing by themselves. */
export const FILLER = new Set(
  (
    "a an the of on in at to for from into onto with by and or my our your this that these those it its please " +
    "can could would you we i me us lets let want wanted like to be is are was do does instead rather then so " +
    "stop stops visit item items thing things activity activities place places one ones bit part plan trip day days " +
    "time slot whole entire also just maybe perhaps actually thanks thank kindly some any all entry again later " +
    "earlier sooner there here up out off over back around about until till next following same other"
  ).split(" "),
);

/** Generic nouns a traveller names a kind of stop by ("the second museum"), with what else counts as one. */
export const KIND_NOUNS: Record<string, { words: string[]; kind?: PlanItem["kind"] }> = {
  museum: { words: ["museum", "musee", "museo", "museu", "gallery"] },
  gallery: { words: ["gallery", "museum"] },
  temple: { words: ["temple", "ji", "dera", "shrine", "pagoda"] },
  shrine: { words: ["shrine", "taisha", "jinja", "temple"] },
  church: { words: ["church", "cathedral", "basilica", "chapel"] },
  cathedral: { words: ["cathedral", "church", "basilica"] },
  castle: { words: ["castle", "fort", "fortress"] },
  palace: { words: ["palace"] },
  park: { words: ["park", "garden", "gardens"] },
  garden: { words: ["garden", "gardens", "park"] },
  market: { words: ["market", "markets"] },
  restaurant: { words: ["restaurant", "dinner", "lunch"], kind: "food" },
  meal: { words: ["dinner", "lunch", "meal"], kind: "food" },
  lunch: { words: ["lunch"], kind: "food" },
  dinner: { words: ["dinner"], kind: "food" },
  breakfast: { words: ["breakfast"], kind: "food" },
  food: { words: [], kind: "food" },
  walk: { words: ["walk", "hike", "path", "stroll"] },
  hike: { words: ["hike", "walk", "trail"] },
  bar: { words: ["bar", "bars", "pub"], kind: "nightlife" },
  sight: { words: [], kind: "sight" },
  shopping: { words: ["shopping", "shops", "market"], kind: "shopping" },
  tour: { words: ["tour"] },
  viewpoint: { words: ["view", "viewpoint", "lookout", "tower"] },
  beach: { words: ["beach"] },
};
export const PLURAL_NOUNS: Record<string, string> = {
  museums: "museum",
  galleries: "gallery",
  temples: "temple",
  shrines: "shrine",
  churches: "church",
  castles: "castle",
  palaces: "palace",
  parks: "park",
  gardens: "garden",
  markets: "market",
  restaurants: "restaurant",
  meals: "meal",
  lunches: "lunch",
  dinners: "dinner",
  walks: "walk",
  hikes: "hike",
  bars: "bar",
  sights: "sight",
  tours: "tour",
  beaches: "beach",
};

/** Words that describe a wanted stop without naming it: outdoors, indoors, near. */
export const OUTDOOR = new Set(["outdoor", "outdoors", "outside", "open air", "nature", "fresh"]);
export const INDOOR = new Set(["indoor", "indoors", "inside", "rainy", "rain"]);
export const NEAR = new Set(["nearby", "near", "close", "closer", "around"]);

/** Words that start a reason, after which nothing names a stop. */
export const REASONS = new Set(["because", "since", "cause", "so"]);
export const REASON_VERBS = new Set([
  "beat",
  "avoid",
  "miss",
  "catch",
  "see",
  "get",
  "have",
  "make",
  "enjoy",
  "rest",
  "sleep",
  "dodge",
]);
