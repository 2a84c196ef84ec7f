import type { Interest } from "../knowledge/guide-schema";
import { normalize } from "../knowledge/normalize";

/**
 * A free-text trip theme ("Family Vacation", "honeymoon", "food tour, no museums") read as the guides'
 * interests, plus how full the days should be. Each interest lists word beginnings; a word of the text that
 * starts with one selects it. Words that name none ("Harry Potter") are kept so the plan can say so.
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

export type Pace = "easy" | "normal" | "busy";

export interface ThemeReading {
  interests: Interest[];
  pace: Pace;
  /** Asks for step-free, gentle days. */
  accessible: boolean;
  /** Words of the theme the planner could not read as an interest, as typed. */
  unread: string[];
}

const startsWithAny = (padded: string, words: readonly string[]) => words.some((word) => padded.includes(` ${word}`));

export function readTheme(text: string): ThemeReading {
  const padded = ` ${normalize(text)}`;
  const interests = (Object.entries(INTEREST_WORDS) as [Interest, readonly string[]][])
    .filter(([, words]) => startsWithAny(padded, words))
    .map(([interest]) => interest);
  const accessible = startsWithAny(padded, ["accessib", "wheelchair", "mobility", "step free"]);
  const pace: Pace =
    startsWithAny(padded, EASY_WORDS) || interests.includes("relaxation")
      ? "easy"
      : startsWithAny(padded, BUSY_WORDS)
        ? "busy"
        : "normal";
  const known = [...Object.values(INTEREST_WORDS).flat(), ...EASY_WORDS, ...BUSY_WORDS];
  const unread = normalize(text)
    .split(" ")
    .filter((word) => word.length > 2 && !FILLER.has(word) && !known.some((stem) => word.startsWith(stem.split(" ")[0]!)));
  return { interests, pace, accessible, unread };
}
