import { normalize, type Theme } from "./knowledge";

/**
 * Free-text trip themes ("Family Vacation", "honeymoon", "food tour") mapped to the knowledge base's themes.
 * Each theme lists word beginnings; a word of the text that starts with one of them selects the theme.
 */
const THEME_WORDS: Record<Theme, readonly string[]> = {
  family: ["famil", "kid", "child", "toddler", "parent", "grandparent", "baby", "school holiday"],
  romantic: ["roman", "honeymoon", "couple", "anniversar", "love", "proposal", "valentine", "wedding", "babymoon"],
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
    "safari",
    "wild",
    "nature",
    "thrill",
    "explor",
    "backcountry",
    "kayak",
    "mountain",
  ],
  culture: ["cultur", "histor", "museum", "art", "heritage", "architect", "sightsee", "temple", "tradition", "educat", "castle"],
  food: ["food", "culinar", "cuisine", "gastronom", "eat", "tasting", "wine", "dining", "street food", "cook", "coffee", "beer"],
  relaxation: ["relax", "chill", "spa", "wellness", "beach", "slow", "retreat", "calm", "leisure", "unwind", "peace"],
  budget: ["budget", "cheap", "backpack", "afford", "student", "free", "low cost", "frugal", "shoestring"],
  luxury: ["luxur", "upscale", "premium", "5 star", "five star", "lavish", "fancy", "splurge", "vip", "deluxe", "glamour"],
};

export const THEME_TITLES: Record<Theme, string> = {
  family: "Family Fun",
  romantic: "Romance",
  adventure: "Adventure",
  culture: "Culture and History",
  food: "Food and Flavours",
  relaxation: "Slow and Relaxed",
  budget: "Budget-Friendly Discoveries",
  luxury: "Luxury Treats",
};

/** The knowledge themes a free-text theme asks for, strongest first; none recognised = a balanced mix. */
export function themesFor(text: string): Theme[] {
  const padded = ` ${normalize(text)}`;
  const found: Theme[] = [];
  for (const [theme, words] of Object.entries(THEME_WORDS) as [Theme, readonly string[]][]) {
    if (words.some((word) => padded.includes(` ${word}`))) found.push(theme);
  }
  return found;
}
