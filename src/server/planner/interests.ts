import type { Pace } from "@shared/timetable";
import type { Interest } from "../knowledge/guide-schema";
import { normalize } from "../knowledge/normalize";
import { guideInterest, isPlaceWord, stem } from "./theme-vocabulary";

/**
 * A free-text trip theme ("Family Vacation", "honeymoon", "food tour, no museums") read as the guides'
 * interests, plus how full the days should be. Each interest lists word beginnings; a word of the text that
 * starts with one selects it; any other word the guides use selects the interest it goes with there
 * (theme-vocabulary.ts) and favours the activities that name it. "No museums" leaves such places out; "second
 * visit" plans without the must-sees. Words that name nothing ("Harry Potter") are kept so the plan can say so.
 */
const INTEREST_WORDS: Record<Interest, readonly string[]> = {
  family: ["famil", "kid", "child", "toddler", "parent", "grandparent", "baby", "school holiday", "teen"],
  romance: ["roman", "honeymoon", "couple", "anniversar", "love", "proposal", "valentine", "wedding", "babymoon"],
  adventure: [
    "adventur",
    "hik",
    "trek",
    "outdoor",
    "active",
    "sport",
    "climb",
    "dive",
    "diving",
    "surf",
    "ski",
    "thrill",
    "kayak",
    "extreme",
  ],
  nature: [
    "nature",
    "wildlife",
    "safari",
    "park",
    "mountain",
    "beach",
    "garden",
    "scenic",
    "landscape",
    "lake",
    "forest",
    "island",
    "eco",
  ],
  culture: [
    "cultur",
    "histor",
    "museum",
    "art",
    "heritage",
    "architect",
    "sightsee",
    "temple",
    "tradition",
    "educat",
    "castle",
    "religio",
  ],
  food: [
    "food",
    "foodie",
    "culinar",
    "cuisine",
    "gastronom",
    "eat",
    "tasting",
    "wine",
    "dining",
    "street food",
    "cook",
    "coffee",
    "beer",
  ],
  nightlife: [
    "nightlife",
    "night life",
    "party",
    "partie",
    "club",
    "bar",
    "pub",
    "cocktail",
    "live music",
    "bachelor",
    "hen",
    "stag",
  ],
  shopping: ["shop", "market", "boutique", "fashion", "souvenir", "design", "vintage", "antique"],
  relaxation: ["relax", "chill", "spa", "wellness", "slow", "retreat", "calm", "leisure", "unwind", "peace", "rest"],
  budget: ["budget", "cheap", "backpack", "afford", "student", "free", "low cost", "frugal", "shoestring"],
  luxury: ["luxur", "upscale", "premium", "5 star", "five star", "lavish", "fancy", "splurge", "vip", "deluxe", "glamour"],
};

/**
 * Words travellers use for what the guides call otherwise ("scenery" for views and landscapes, "sakura" for
 * cherry blossom): the interest they ask for. Also matched as word beginnings.
 */
const SYNONYMS: Record<string, Interest> = {
  scener: "nature",
  view: "nature",
  sakura: "nature",
  "cherry blossom": "nature",
  "northern light": "nature",
  aurora: "nature",
  "autumn leaves": "nature",
  foliage: "nature",
  stargaz: "nature",
  photo: "culture",
  sightseeing: "culture",
  landmark: "culture",
  monument: "culture",
  ruin: "culture",
  archaeolog: "culture",
  ancient: "culture",
  church: "culture",
  cathedral: "culture",
  mosque: "culture",
  spiritual: "culture",
  literar: "culture",
  music: "culture",
  theatre: "culture",
  theater: "culture",
  festival: "culture",
  christmas: "culture",
  snorkel: "adventure",
  cycl: "adventure",
  bik: "adventure",
  honeymoon: "romance",
  gourmet: "food",
  vegetarian: "food",
  vegan: "food",
  brunch: "food",
  sunset: "romance",
  snow: "nature",
};

/** A theme that says the traveller knows the city's famous sights already: no must-sees then. */
const NOT_FIRST_VISIT = [
  "second visit",
  "second time",
  "third time",
  "been before",
  "return visit",
  "returning",
  "revisit",
  "again",
  "hidden gem",
  "off the beaten",
  "like a local",
  "beyond the sights",
];
/** A theme that asks for day trips (a stay of any length may then take one). */
const DAY_TRIP_WORDS = ["day trip", "daytrip", "excursion", "side trip", "out of town"];
/**
 * "no museums", "without nightlife", "avoid crowds", "less walking": the word after one of these is left out, not
 * wished for.
 */
const NEGATION =
  /\b(?:no|not|without|avoid|skip|except|minus|nothing|hate|less|fewer)\s+(?:any\s+|more\s+|too\s+many\s+)?([a-z]{3,})(?:\s+(?:or|and|nor)\s+([a-z]{3,}))?/g;

/** Words that ask for an easy pace: shorter days, no extras. */
const EASY_WORDS = [
  "accessib",
  "wheelchair",
  "mobility",
  "senior",
  "elderly",
  "easy",
  "gentle",
  "slow",
  "relax",
  "toddler",
  "baby",
];
const BUSY_WORDS = ["active", "adventur", "hik", "trek", "packed", "intense", "see everything", "whirlwind", "fast"];
/** Words of a theme that carry no wish of their own ("a family vacation in Paris"). */
const FILLER = new Set([
  "trip",
  "vacation",
  "holiday",
  "holidays",
  "travel",
  "tour",
  "getaway",
  "break",
  "journey",
  "visit",
  "and",
  "with",
  "a",
  "the",
  "of",
  "in",
  "to",
  "for",
  "my",
  "our",
  "some",
  "lots",
  "weekend",
  "week",
  "days",
  "day",
  "fun",
  "time",
  "style",
  "plan",
  "itinerary",
  "city",
  "first",
  "old",
  "new",
  "fan",
  "fans",
  "lover",
  "lovers",
  "buff",
  "buffs",
  "enthusiast",
  "enthusiasts",
  "experience",
  "experiences",
  "exploring",
  "explore",
  "escape",
  "plenty",
  "bit",
  "focus",
  "focused",
  "mostly",
  "only",
  "just",
  "like",
  "love",
  "loves",
  "want",
  "please",
  "all",
  "things",
  "stuff",
  "places",
  "spots",
  "sights",
  "best",
  "great",
  "good",
  "classic",
  "famous",
  "must",
  "see",
  "sees",
  "top",
  "highlights",
  "essentials",
  "local",
  "locals",
  "real",
  "authentic",
  "friends",
  "solo",
  "group",
  "long",
  "short",
  "quick",
  "summer",
  "winter",
  "autumn",
  "spring",
]);

export const INTEREST_TITLES: Record<Interest, string> = {
  family: "Family Fun",
  romance: "Romance",
  adventure: "Adventure",
  nature: "Nature and Views",
  culture: "Culture and History",
  food: "Food and Flavours",
  nightlife: "Nights Out",
  shopping: "Markets and Shops",
  relaxation: "Slow and Relaxed",
  budget: "Budget-Friendly Discoveries",
  luxury: "Luxury Treats",
};

export interface ThemeReading {
  interests: Interest[];
  pace: Pace;
  /** Asks for step-free, gentle days. */
  accessible: boolean;
  /** Words of the theme the planner could not read as an interest, as typed. */
  unread: string[];
  /** A first visit (the default): the city's must-sees go in first (must-sees.ts). */
  firstVisit: boolean;
  /** Asks for day trips, so a short stay may take one. */
  dayTrips: boolean;
  /** Stems of the theme's words ("palac", "tango"): activities that name one are favoured. */
  keywords: string[];
  /** Theme words read from the guides' vocabulary, as typed, with their stems: a plan whose cities have none says so. */
  guideWords: { word: string; stem: string }[];
  /** Stems of what the traveller left out ("no museums": "museum"): activities that name one are not planned. */
  excluded: string[];
}

/** The most of a text read as a theme. */
const MAX_THEME_CHARS = 400;
/** The most words of one kind a theme is read for. */
const MAX_WORDS = 12;

const startsWithAny = (padded: string, words: readonly string[]) => words.some((word) => padded.includes(` ${word}`));

export function readTheme(input: string): ThemeReading {
  // A theme is a few words; a long chat question is read for its start only, which keeps the reading fast.
  const text = input.slice(0, MAX_THEME_CHARS);
  const excluded: string[] = [];
  // What follows "no" is a wish to leave out: read it apart so that it selects nothing.
  const wished = normalize(text).replace(NEGATION, (_, a: string, b: string | undefined) => {
    for (const word of [a, b]) if (word && !FILLER.has(word)) excluded.push(stem(word));
    return " ";
  });
  const padded = ` ${wished}`;
  const interests = (Object.entries(INTEREST_WORDS) as [Interest, readonly string[]][])
    .filter(([, words]) => startsWithAny(padded, words))
    .map(([interest]) => interest);
  const accessible = startsWithAny(padded, ["accessib", "wheelchair", "mobility", "step free"]);
  const pace: Pace =
    startsWithAny(padded, EASY_WORDS) || interests.includes("relaxation")
      ? "relaxed"
      : startsWithAny(padded, BUSY_WORDS)
        ? "packed"
        : "balanced";
  const phrases = [...NOT_FIRST_VISIT, ...DAY_TRIP_WORDS, ...Object.keys(SYNONYMS).filter((word) => word.includes(" "))];
  const firstVisit = !startsWithAny(padded, NOT_FIRST_VISIT);
  const dayTrips = startsWithAny(padded, DAY_TRIP_WORDS);
  const add = (interest: Interest) => {
    if (!interests.includes(interest)) interests.push(interest);
  };
  const keywords: string[] = [];
  for (const [word, interest] of Object.entries(SYNONYMS)) {
    if (!padded.includes(` ${word}`)) continue;
    add(interest);
    // A phrase's first word finds the activities that name it ("Northern lights chase").
    if (word.includes(" ")) keywords.push(stem(word.split(" ")[0]!));
  }
  // Phrases read as a whole ("cherry blossom", "day trip") leave no word of theirs unread.
  let rest = padded;
  for (const phrase of phrases) rest = rest.replace(new RegExp(` ${phrase}\\w*`, "g"), " ");
  const known = [...Object.values(INTEREST_WORDS).flat(), ...EASY_WORDS, ...BUSY_WORDS, ...Object.keys(SYNONYMS)];
  const unread: string[] = [];
  const guideWords: { word: string; stem: string }[] = [];
  for (const word of rest.split(" ")) {
    if (word.length <= 2 || FILLER.has(word)) continue;
    const byWord = known.some((start) => word.startsWith(start.split(" ")[0]!));
    const fromGuides = byWord ? undefined : guideInterest(word);
    if (fromGuides) {
      add(fromGuides);
      guideWords.push({ word, stem: stem(word) });
    }
    if (byWord || fromGuides) keywords.push(stem(word));
    else if (!isPlaceWord(word)) unread.push(word);
  }
  // Each word once, and no more than a theme could mean (a long chat question is read as a theme too).
  const once = <T>(list: T[], key: (item: T) => string = String) =>
    list.filter((item, i) => list.findIndex((other) => key(other) === key(item)) === i).slice(0, MAX_WORDS);
  return {
    interests,
    pace,
    accessible,
    unread: once(unread),
    firstVisit,
    dayTrips,
    keywords: once(keywords),
    excluded: once(excluded),
    guideWords: once(guideWords, (word) => word.stem),
  };
}
