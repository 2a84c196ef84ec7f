import { RATES, type Currency } from "@shared/catalog/rates";
import { findCountry } from "../../knowledge";
import type { CityGuide } from "../../knowledge/guide-schema";
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

/** Words by which a question points back at the place talked about before ("what about the weather there?"). */
const REFERS_BACK = /^ and | (there|it|its|that city|that place|this city|the city|same place|what about|how about) /;

/**
 * The city the question is about, or, when the question points back at it, the one the conversation was about.
 * Only then: a new question about something else must not be answered about the last city mentioned.
 */
export function cityInConversation(request: ChatRequest, text: string): CityGuide | undefined {
  const city = cityNamedIn(request.prompt);
  if (city) return city;
  if (findCountry(request.prompt) || !REFERS_BACK.test(text)) return undefined;
  for (const turn of [...request.history].reverse()) {
    if (turn.role !== "user") continue;
    const earlier = cityNamedIn(turn.text);
    if (earlier) return earlier;
  }
  return undefined;
}

export function dayCount(text: string): number {
  const words: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5 };
  const match = /\b(\d+|one|two|three|four|five|a)[ -]days?\b/.exec(text);
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
