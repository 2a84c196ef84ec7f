import { ITINERARY_LIMITS, type Itinerary, type ItineraryDay } from "@shared/itinerary";
import type { ItineraryRequest } from "../engine";
import {
  activitiesOf,
  citiesOfCountry,
  findCity,
  findCountry,
  GENERIC_ACTIVITIES,
  getCountry,
  TRAVEL_TIPS,
  type City,
  type Country,
  type Theme,
  type TimeOfDay,
} from "./knowledge";
import { pick, seededRandom, shuffled } from "./random";
import { THEME_TITLES, themesFor } from "./themes";

/**
 * The offline planner: composes an itinerary from the knowledge base, with no network and in well under
 * a millisecond. The same request gives the same plan (seeded by destination, dates and theme); other dates
 * give another plan. No activity is used twice in a trip, and a place it does not know gets an honest,
 * clearly generic plan.
 */

/** Something that can fill a slot, with how much the planner prefers it over the rest. */
interface Option {
  id: string;
  text: string;
  name: string;
  times: readonly TimeOfDay[];
  themes: readonly Theme[];
  kind: "sight" | "neighbourhood" | "food" | "evening" | "daytrip" | "generic";
  indoor?: boolean;
  weight: number;
}

/** Where the trip is based: a known city, a country's capital (country known, no city guide), or unknown. */
type Base =
  | { kind: "city"; city: City; country: Country | undefined; note?: string }
  | { kind: "country"; country: Country; place: string }
  | { kind: "unknown"; place: string; note?: string };

function resolveBase(request: ItineraryRequest, random: () => number): Base {
  if (request.mode === "plan") {
    const city = findCity(request.destination);
    if (city) return { kind: "city", city, country: getCountry(city.countryCode) };
    const country = findCountry(request.destination);
    if (!country) return { kind: "unknown", place: request.destination };
    const cities = citiesOfCountry(country.code);
    if (cities.length === 0) return { kind: "country", country, place: country.capital };
    const city2 = pick(random, cities);
    return { kind: "city", city: city2, country, note: `${country.name} is a big place: this plan is based in ${city2.name}.` };
  }
  const country = findCountry(request.country);
  if (!country) {
    return {
      kind: "unknown",
      place: request.country,
      note: `Wayfarer's offline planner could not find a country called "${request.country}", so it could not pick a surprise destination.`,
    };
  }
  const cities = citiesOfCountry(country.code);
  const choices: Base[] = cities.map((city) => ({ kind: "city", city, country }));
  if (!cities.some((city) => city.name === country.capital)) choices.push({ kind: "country", country, place: country.capital });
  return pick(random, choices);
}

function placeName(base: Base): string {
  if (base.kind === "city") return base.city.name;
  return base.place;
}

function options(base: Base): Option[] {
  const list: Option[] = [];
  const here = placeName(base);
  if (base.kind === "city") {
    for (const activity of activitiesOf(base.city)) {
      list.push({
        id: `city:${activity.kind}:${activity.id}`,
        name: activity.name,
        text: `${activity.name}: ${activity.description}`,
        times: activity.times,
        themes: activity.themes,
        kind: activity.kind,
        indoor: activity.indoor,
        weight: 3,
      });
    }
  }
  const country = base.kind === "unknown" ? undefined : base.country;
  for (const place of country?.places ?? []) {
    // Places that are the base, or cities with their own guide, are not day trips from here.
    if (place.name === here || (base.kind === "city" && findCity(place.name))) continue;
    const main = base.kind === "country";
    list.push({
      id: `place:${place.name}`,
      name: place.name,
      text: main ? `${place.name}: ${place.description}` : `Day trip to ${place.name}: ${place.description}`,
      times: ["morning", "afternoon"],
      themes: place.themes,
      kind: "daytrip",
      weight: main ? 3 : 1,
    });
  }
  for (const generic of GENERIC_ACTIVITIES) {
    const name = `${generic.name} in ${here}`;
    list.push({
      id: `generic:${generic.id}`,
      name,
      text: `${name}: ${generic.description}`,
      times: generic.times,
      themes: generic.themes,
      kind: "generic",
      indoor: generic.indoor,
      weight: base.kind === "city" ? 0 : 1,
    });
  }
  return list;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function titleCase(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const SLOT_KIND_BONUS: Record<TimeOfDay, Partial<Record<Option["kind"], number>>> = {
  morning: { sight: 1, daytrip: 0.5, neighbourhood: 0.3 },
  afternoon: { sight: 0.5, neighbourhood: 0.7, food: 0.6 },
  evening: { evening: 1.5, food: 0.8, neighbourhood: 0.3 },
};

export function planItinerary(request: ItineraryRequest, dates: readonly string[]): Itinerary {
  const where = request.mode === "plan" ? request.destination : request.country;
  const themeText = request.mode === "plan" ? request.theme : "";
  const random = seededRandom(`${request.mode}|${where.toLowerCase()}|${dates[0]}|${dates.at(-1)}|${themeText.toLowerCase()}`);
  const base = resolveBase(request, random);
  const place = placeName(base);
  const wanted = themesFor(themeText);
  const startMonth = Number(dates[0]!.slice(5, 7));
  const inSeason = base.kind === "city" ? base.city.bestMonths.includes(startMonth) : true;

  const pool = options(base);
  const used = new Set<string>();
  const score = (option: Option, slot: TimeOfDay | undefined, dayTheme: Theme | undefined) => {
    let value = option.weight + random() * 1.5;
    if (slot) value += SLOT_KIND_BONUS[slot][option.kind] ?? 0;
    for (const theme of option.themes) {
      if (wanted.includes(theme)) value += 1.5;
      if (theme === dayTheme) value += 1;
    }
    if (wanted.includes("budget") && option.themes.includes("luxury") && !option.themes.includes("budget")) value -= 2;
    if (!inSeason && option.indoor) value += 0.7;
    return value;
  };
  const choose = (slot: TimeOfDay | undefined, dayTheme: Theme | undefined): Option | undefined => {
    let best: Option | undefined;
    let bestScore = -Infinity;
    for (const option of pool) {
      if (used.has(option.id) || (slot && !option.times.includes(slot))) continue;
      const value = score(option, slot, dayTheme);
      if (value > bestScore) {
        best = option;
        bestScore = value;
      }
    }
    if (best) used.add(best.id);
    return best;
  };

  const tips = base.kind === "city" ? [...base.city.tips] : [];
  const days: ItineraryDay[] = dates.map((date, index) => {
    const dayTheme = wanted.length > 0 ? wanted[index % wanted.length] : undefined;
    const fill = (slot: TimeOfDay): Pick<Option, "name" | "text" | "themes"> =>
      choose(slot, dayTheme) ?? {
        name: `Free ${slot}`,
        text: `Free ${slot} on day ${index + 1}: revisit a favourite spot in ${place} or simply rest.`,
        themes: [],
      };
    const morning = fill("morning");
    const afternoon = fill("afternoon");
    const evening = fill("evening");
    // An optional extra only while enough options remain for the slots of the days still to plan.
    const remaining = pool.filter((option) => !used.has(option.id)).length;
    const extra = remaining > (dates.length - index - 1) * 3 + 2 ? choose(undefined, dayTheme) : undefined;
    const label = dayTheme ?? morning.themes[0];
    const focus = `${morning.name} and ${afternoon.name}`;
    const theme =
      index === 0
        ? `Arrival: ${focus}`
        : index === dates.length - 1
          ? `Farewell: ${focus}`
          : `${label ? THEME_TITLES[label] : "Highlights"}: ${focus}`;
    const day: ItineraryDay = {
      day: index + 1,
      date,
      theme: clip(theme, ITINERARY_LIMITS.theme),
      morning: morning.text,
      afternoon: afternoon.text,
      evening: evening.text,
    };
    if (extra) day.optional = extra.text;
    const tip = tips.shift();
    if (tip) day.notes = tip;
    return day;
  });

  return {
    title: clip(title(request, base, dates.length), ITINERARY_LIMITS.title),
    introduction: clip(introduction(request, base, wanted, dates.length, inSeason), ITINERARY_LIMITS.introduction),
    days,
    final_notes: clip(finalNotes(base, tips, random), ITINERARY_LIMITS.finalNotes),
  };
}

function title(request: ItineraryRequest, base: Base, count: number): string {
  const place = base.kind === "city" ? base.city.name : base.place;
  const length = `${count}-Day`;
  if (request.mode === "surprise") {
    const country = base.kind === "unknown" ? undefined : base.kind === "city" ? base.city.country : base.country.name;
    return country && country !== place
      ? `Surprise: ${length} Trip to ${place}, ${country}`
      : `Surprise: ${length} Trip to ${place}`;
  }
  return `${base.kind === "city" ? place : titleCase(request.destination)}: ${length} ${titleCase(request.theme)}`;
}

const MONTH = /^(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** A season as it reads inside a sentence: "late March to May", but "March to June" keeps its capital. */
function midSentence(season: string): string {
  return MONTH.test(season) ? season : `${season.charAt(0).toLowerCase()}${season.slice(1)}`;
}

function introduction(request: ItineraryRequest, base: Base, wanted: readonly Theme[], count: number, inSeason: boolean): string {
  const focus =
    wanted.length > 0
      ? `focusing on ${listText(wanted.map((theme) => THEME_TITLES[theme].toLowerCase()))}`
      : "with a balanced mix of sights, food and time to relax";
  const themeSentence =
    request.mode === "plan"
      ? `This ${count}-day plan follows your theme "${request.theme}", ${focus}.`
      : `Your surprise destination is ${placeName(base)}: ${count} days ${focus}.`;
  if (base.kind === "city") {
    const { city } = base;
    const season = inSeason
      ? `Your dates fall in the best season to visit (${midSentence(city.bestSeason)}).`
      : `Your dates are outside the best season (${midSentence(city.bestSeason)}), so the plan leans towards indoor options where it can.`;
    return [base.note, city.summary, themeSentence, season].filter(Boolean).join(" ");
  }
  if (base.kind === "country") {
    const { country } = base;
    const highlights = listText(country.places.map((place) => place.name));
    return `${themeSentence} Wayfarer's offline planner has no detailed city guide for ${country.name} yet, so this plan is based in ${base.place} and built around the country's best-known places (${highlights}), filled in with general ideas. Check distances, opening hours and local conditions before you go.`;
  }
  return [
    base.note,
    `Wayfarer's offline planner does not know "${base.place}", so this is a clearly generic plan: ideas that work in most destinations, not researched recommendations for this place.`,
    themeSentence,
    "Check what is actually available locally, or try a well-known city nearby for a plan with named sights.",
  ]
    .filter(Boolean)
    .join(" ");
}

function finalNotes(base: Base, unusedTips: readonly string[], random: () => number): string {
  if (base.kind === "city") {
    const { city } = base;
    const { phrase, meaning, language } = city.greeting;
    return [
      `Best time to visit: ${city.bestSeason}.`,
      `Local currency: ${city.currency}.`,
      `A useful word: "${phrase}" (${meaning}, ${language}).`,
      ...unusedTips.slice(0, 3),
    ].join(" ");
  }
  const general = shuffled(random, TRAVEL_TIPS).slice(0, 3);
  const currency = base.kind === "country" ? [`Local currency: ${base.country.currency}.`] : [];
  return [...currency, ...general].join(" ");
}
