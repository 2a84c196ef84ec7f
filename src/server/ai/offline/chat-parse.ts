import { RATES, type Currency } from "@shared/catalog/rates";
import { findCountry, normalize, type Country } from "../../knowledge";
import type { CityGuide } from "../../knowledge/guide-schema";
import {
  activitiesNamedIn,
  citiesInOrder,
  nearestWord,
  regionsNamedIn,
  type NamedPlace,
  type Region,
} from "../../knowledge/guide-places";
import { cityNamedIn } from "../../knowledge/resolve";
import type { ChatRequest } from "../engine";

/**
 * Reading a chat question: the currencies and amount of a conversion, the month and the number of days it
 * names, and the city it is about (or points back at). What to answer is chat-answers.ts; which answer, chat.ts.
 */

const CURRENCY_NAMES: Record<string, Currency> = {
  usd: "USD",
  dollar: "USD",
  dollars: "USD",
  "us dollar": "USD",
  "us dollars": "USD",
  $: "USD",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  "€": "EUR",
  inr: "INR",
  rupee: "INR",
  rupees: "INR",
  "₹": "INR",
  gbp: "GBP",
  pound: "GBP",
  pounds: "GBP",
  sterling: "GBP",
  "£": "GBP",
  jpy: "JPY",
  yen: "JPY",
  "¥": "JPY",
  aud: "AUD",
  "australian dollar": "AUD",
  "australian dollars": "AUD",
  cad: "CAD",
  "canadian dollar": "CAD",
  "canadian dollars": "CAD",
};

const CURRENCY_WORD =
  "(us dollars?|australian dollars?|canadian dollars?|[a-z]{3}|dollars?|euros?|rupees?|pounds?|sterling|yen|[$€₹£¥])";
// An amount starts where no digit, comma or point comes before it, and its length is bounded: otherwise a
// long run of digits is tried from every position, quadratic in the prompt (4,000 digits took about 50 ms).
const AMOUNT = "(?<![\\d,.])(\\d[\\d,]{0,14}(?:\\.\\d{1,6})?)";
const CONVERSION = new RegExp(`${AMOUNT}\\s*${CURRENCY_WORD}\\s*(?:to|in|into|=|->|as)\\s*${CURRENCY_WORD}\\b`, "i");
const CONVERSION_SYMBOL_FIRST = new RegExp(`([$€₹£¥])\\s*${AMOUNT}\\s*(?:to|in|into|=|->|as)\\s*${CURRENCY_WORD}`, "i");

/** "100 USD in Thai baht": an amount in a currency we know, asked in words we may not know. */
const CONVERSION_TO_ANY = new RegExp(`${AMOUNT}\\s*${CURRENCY_WORD}\\s*(?:to|in|into)\\s+([a-z]+(?: [a-z]+)?)`, "i");

export function currencyOf(word: string): Currency | undefined {
  const key = word.toLowerCase();
  return CURRENCY_NAMES[key] ?? (key.toUpperCase() in RATES ? (key.toUpperCase() as Currency) : undefined);
}

/** "100 USD in INR", "$5 to EUR": the amount and the two currency words as written, if a conversion is asked. */
export function conversionAsked(prompt: string): { amount: string; from: string; to: string } | undefined {
  const symbolFirst = CONVERSION_SYMBOL_FIRST.exec(prompt);
  const match = CONVERSION.exec(prompt);
  const [amount, from, to] = symbolFirst
    ? [symbolFirst[2]!, symbolFirst[1]!, symbolFirst[3]!]
    : match
      ? [match[1]!, match[2]!, match[3]!]
      : [];
  return amount && from && to ? { amount, from, to } : undefined;
}

/** "100 USD in Thai baht": the target of a conversion from a currency we know into words that are not one. */
export function unknownConversionTarget(prompt: string): string | undefined {
  const match = CONVERSION_TO_ANY.exec(prompt);
  if (!match || !currencyOf(match[2]!)) return undefined;
  const target = match[3]!;
  if (currencyOf(target.split(" ")[0]!)) return undefined;
  return target;
}

export interface Places {
  /** The guided city the question is about (named, the city of a sight it names, or the one talked about). */
  city: CityGuide | undefined;
  /** Every guided city it names, in its order ("Rome to Florence"), a named sight's city included. */
  cities: CityGuide[];
  /** The guide activities it names ("the Louvre"), best first, or the one talked about when it points back. */
  sights: NamedPlace[];
  country: Country | undefined;
  regions: Region[];
}

function placesNamedIn(prompt: string): Places {
  const named = cityNamedIn(prompt);
  // A country named ("tipping in Japan") is not read as a misspelt city.
  const countryNamed = findCountry(prompt);
  const cities = citiesInOrder(prompt, countryNamed === undefined);
  if (named && !cities.includes(named)) cities.unshift(named);
  const sights = activitiesNamedIn(prompt, named ?? cities[0]);
  // Only a sure name gives its city ("the Alhambra" is in Granada; "football" is not a question about Melbourne).
  const sight = sights[0]?.sure ? sights[0] : undefined;
  if (sight && !cities.includes(sight.city)) {
    // In the order of the text: a sight named before the city goes first ("from the Alhambra to Seville").
    const sightAt = normalize(prompt).indexOf(
      normalize(sight.activity.title)
        .split(" ")
        .find((w) => w.length >= 5) ?? "\0",
    );
    const cityAt = cities[0] ? normalize(prompt).indexOf(normalize(cities[0].name)) : -1;
    if (sightAt >= 0 && cityAt >= 0 && sightAt < cityAt) cities.unshift(sight.city);
    else cities.push(sight.city);
  }
  const city = named ?? cities[0];
  const country = city ? undefined : countryNamed;
  return { city, cities, sights, country, regions: city || country ? [] : regionsNamedIn(prompt) };
}

/** Words by which a question points back at the place talked about before ("what about the weather there?"). */
const REFERS_BACK = /^ and | (there|it|its|that city|that place|this city|the city|same place|what about|how about) /;

/**
 * The places a question is about: those it names (a city, a sight, which then also gives its city, a country,
 * a region), or, only when it names none and points back, those of the last question that named one. A new
 * question about something else must not be answered about the last place mentioned; but on a trip's page
 * (`request.place`) a question that names no place is about the trip ("where should I stay?").
 */
export function placesInConversation(request: ChatRequest, text: string): Places {
  const namesWhere = (places: Places) => places.city || places.country || places.regions.length > 0;
  const places = placesNamedIn(request.prompt);
  if (namesWhere(places)) return places;
  if (request.place) {
    const about = placesNamedIn(request.place);
    // Its sights there kept ("ramen near Gion" on a Kyoto trip).
    if (about.city) return { ...about, sights: places.sights.filter((sight) => sight.city === about.city) };
  }
  if (places.sights.length > 0 || !REFERS_BACK.test(text)) return places;
  for (const turn of [...request.history].reverse()) {
    if (turn.role !== "user") continue;
    const earlier = placesNamedIn(turn.text);
    if (namesWhere(earlier) || earlier.sights.length > 0) return earlier;
  }
  return places;
}

/** A follow-up that names a place and no question of its own: "what about Rome?", "and in Madrid?". */
export const FOLLOW_UP = /^ (what|how) about | ^ and /;

export function dayCount(text: string): number {
  const words: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5 };
  // "dayz" as travellers type it in a hurry.
  const match = /\b(\d+|one|two|three|four|five|a)[ -]day[sz]?\b/.exec(text);
  if (!match) return 1;
  const value = words[match[1]!] ?? Number(match[1]);
  return Math.min(Math.max(value, 1), 5);
}

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
export const MONTH_TITLES = MONTH_NAMES.map((name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`);

/** The month a question names ("in March", "for december"), 1-12. */
export function monthIn(text: string): number | undefined {
  const index = MONTH_NAMES.findIndex(
    (name) => text.includes(` ${name} `) || (name.length > 3 && text.includes(` ${name.slice(0, 3)} `)),
  );
  return index >= 0 ? index + 1 : undefined;
}

const WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
export const WEEKDAY_TITLES = WEEKDAY_NAMES.map((name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`);
const WEEKDAY_SHORT: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
};

/** The weekdays a question names (0 Sunday ... 6 Saturday): "on Tuesdays", "tue", "weekends", "tuesdsy". */
export function weekdaysIn(text: string): number[] {
  const days = new Set<number>();
  for (const raw of text.split(" ")) {
    if (raw === "weekend" || raw === "weekends") [0, 6].forEach((day) => days.add(day));
    const word = raw.endsWith("s") && raw.length > 4 ? raw.slice(0, -1) : raw;
    const index = WEEKDAY_NAMES.indexOf(word);
    if (index >= 0) days.add(index);
    else if (Object.hasOwn(WEEKDAY_SHORT, word)) days.add(WEEKDAY_SHORT[word]!);
    else if (word.length >= 6) {
      const near = nearestWord(word, WEEKDAY_NAMES);
      if (near) days.add(WEEKDAY_NAMES.indexOf(near));
    }
  }
  return [...days].sort();
}

/** A number of days the question names ("is 2 days enough", "three days"), if any. */
export function daysNamed(text: string): number | undefined {
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 };
  const match = /\b(\d{1,2}|one|two|three|four|five|six|seven|ten)[ -](full )?days?\b/.exec(text);
  if (!match) return /\b(a|one) week\b/.test(text) ? 7 : undefined;
  return words[match[1]!] ?? Number(match[1]);
}

/** The plan day a question names: "day 2", "the second day". */
export function planDayIn(text: string): number | undefined {
  const ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"];
  const number = / day (\d{1,2}) /.exec(text)?.[1];
  if (number) return Number(number);
  const ordinal = new RegExp(` (${ordinals.join("|")}) day `).exec(text)?.[1];
  return ordinal ? ordinals.indexOf(ordinal) + 1 : undefined;
}

/** Words the intents are recognised by: a misspelling of one ("tiping", "neigbourhood") is read as the word. */
const INTENT_WORDS = [
  "tipping",
  "gratuity",
  "neighbourhood",
  "neighbourhoods",
  "neighborhood",
  "neighborhoods",
  "accommodation",
  "restaurant",
  "restaurants",
  "opening",
  "closed",
  "etiquette",
  "children",
  "toddlers",
  "raining",
  "indoors",
  "transport",
  "airport",
  "itinerary",
  "regenerate",
  "relaxed",
  "cuisine",
  "dishes",
  "season",
];
/** Real words a misspelling check would otherwise take for one of those. */
const REAL_WORDS = new Set(["closer", "closet", "topping", "reopening", "airports", "seasons", "seasonal", "raisins"]);

/** The question with misspelt intent words put right, padded with spaces like the normalized text it takes. */
export function withIntentWordsCorrected(text: string): string {
  const words = text.trim().split(" ");
  if (words.length > 60) return text;
  return ` ${words
    .map((word) =>
      word.length < 6 || REAL_WORDS.has(word) || INTENT_WORDS.includes(word) ? word : (nearestWord(word, INTENT_WORDS) ?? word),
    )
    .join(" ")} `;
}
