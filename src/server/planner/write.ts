import type { Plan } from "@shared/plan";
import { ITINERARY_LIMITS } from "@shared/schemas/limits";
import { clip } from "@shared/text";
import type { ItineraryRequest } from "../ai/engine";
import { wetDaysWord, type CityGuide } from "../knowledge/guide-schema";
import { getCountry } from "../knowledge/index";
import type { PhraseKey } from "../knowledge/knowledge-schema";
import { LANGUAGES } from "../knowledge/tables";
import { INTEREST_TITLES, type ThemeReading } from "./interests";
import type { Guided } from "./resolve";
import type { Stay } from "./route";
import { listText } from "./schedule";

/**
 * The write stage: the plan's prose around its days (title, introduction, final notes), from the request,
 * the route and the guides, in our own words.
 */

export function writeProse(
  request: ItineraryRequest,
  place: Guided,
  stays: readonly Stay[],
  reading: ThemeReading,
  dates: readonly string[],
  routeNotes: readonly string[] = [],
): Pick<Plan, "title" | "introduction" | "final_notes"> {
  return {
    title: clip(title(request, place, stays, dates.length), ITINERARY_LIMITS.title),
    introduction: clip(introduction(request, place, stays, reading, dates), ITINERARY_LIMITS.introduction),
    final_notes: clip(finalNotes(stays, routeNotes), ITINERARY_LIMITS.finalNotes),
  };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The theme as the traveller typed it, on one line: titles are in sentence case, so it is not capitalised. */
const themeWords = (text: string) => text.replace(/\s+/g, " ").trim();

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function title(request: ItineraryRequest, place: Guided, stays: readonly Stay[], count: number): string {
  const length = `${count}-day`;
  if (request.mode === "surprise") {
    const names = stays.map((stay) => stay.city.name);
    const country = getCountry(place.country)?.name ?? place.name;
    return `Surprise: ${length} trip to ${listText(names.slice(0, 3))}${names.length > 3 ? " and more" : ""}, ${country}`;
  }
  const name = place.scope === "area" ? place.name : stays[0]!.city.name;
  return `${name}: ${length} ${themeWords(request.theme)}`;
}

function introduction(
  request: ItineraryRequest,
  place: Guided,
  stays: readonly Stay[],
  reading: ThemeReading,
  dates: readonly string[],
): string {
  const first = stays[0]!.city;
  const count = dates.length;
  const focus =
    reading.interests.length > 0
      ? `focusing on ${listText(reading.interests.map((interest) => INTEREST_TITLES[interest].toLowerCase()))}`
      : "with a balanced mix of sights, food and time to relax";
  const sentences: string[] = [];
  if (place.readAs)
    sentences.push(`Planned for ${place.readAs === place.name ? place.name : `${place.name} (you asked for ${place.readAs})`}.`);
  sentences.push(first.summary);
  sentences.push(
    request.mode === "plan"
      ? `This ${count}-day plan follows the theme "${request.theme.trim()}", ${focus}.`
      : `Your surprise destination is ${place.name}: ${count} days ${focus}.`,
  );
  if (reading.unread.length > 0) {
    sentences.push(
      `The offline planner did not recognise "${reading.unread.join(" ")}" in the theme, so the plan does not reflect it.`,
    );
  }
  if (stays.length > 1) {
    const route = listText(stays.map((stay) => `${stay.city.name} (${plural(stay.days, "day")})`));
    sentences.push(`The route: ${route}, with the travel between them on the first day in each new place.`);
  }
  const month = Number(dates[0]!.slice(5, 7));
  const climate = first.climate[month - 1]!;
  sentences.push(
    `In ${MONTHS[month - 1]}, ${first.name} averages highs of ${climate.high}°C and lows of ${climate.low}°C, with ${wetDaysWord(climate)} on about ${plural(Math.round(climate.rainDays), "day")} of the month.`,
  );
  sentences.push(
    first.bestMonths.includes(month)
      ? `Your dates fall in the best season to visit (${first.bestSeason}).`
      : `The best season is ${first.bestSeason}; the plan leans towards indoor places on wet or extreme days.`,
  );
  if (reading.accessible)
    sentences.push("Step-free access differs from place to place: check each venue's access information before you go.");
  return sentences.join(" ");
}

const PHRASES_SHOWN: readonly PhraseKey[] = ["hello", "thank you"];

function finalNotes(stays: readonly Stay[], routeNotes: readonly string[]): string {
  const seen = new Set<string>();
  // What the route left out comes first, where the clip cannot cut it.
  const notes: string[] = [...routeNotes];
  for (const { city } of stays) {
    if (seen.has(city.id)) continue;
    seen.add(city.id);
    notes.push(`${city.name}: best from ${city.bestSeason}; currency ${city.currency}.`);
  }
  const first = stays[0]!.city;
  const phrases = phrasesFor(first);
  if (phrases) notes.push(phrases);
  // A trip of two days or more opens with the arrival, which says how to get around (schedule.ts): once is enough.
  if (stays.reduce((days, stay) => days + stay.days, 0) === 1) notes.push(`Getting around ${first.name}: ${first.gettingAround}`);
  notes.push(...first.tips.slice(-2));
  return notes.join(" ");
}

function phrasesFor(city: CityGuide): string | undefined {
  const language = LANGUAGES.find((entry) => entry.name === city.language);
  if (!language) return undefined;
  const said = PHRASES_SHOWN.flatMap((key) => {
    const phrase = language.phrases[key];
    if (!phrase) return [];
    const { written, say } = phrase;
    return [`"${written}"${say ? ` (${say})` : ""} for ${key}`];
  });
  return said.length > 0 ? `In ${language.name}, ${listText(said)}.` : undefined;
}
