import { RATES } from "@shared/catalog/rates";
import { TRAVEL_TYPES, type TravelType } from "@shared/catalog/phrasebook";
import { convert } from "@shared/tools/currency";
import {
  findCountry,
  normalize,
  PACKING_LISTS,
  packingList,
  packingListsFor,
  TRAVEL_TIPS,
  type Country,
  type PackingList,
} from "../../knowledge";
import { wetDaysWord, type CityGuide } from "../../knowledge/guide-schema";
import { guides } from "../../knowledge/guides";
import { PHRASE_KEYS } from "../../knowledge/knowledge-schema";
import { findLanguage, formatPhrase, languageNamed, phraseAskedFor } from "../../knowledge/languages";
import { cityNamedIn } from "../../knowledge/resolve";
import { LANGUAGES, TRAVEL_PHRASES } from "../../knowledge/tables";
import { readTheme } from "../../planner/interests";
import { seededRandom } from "../../planner/random";
import { planRoute } from "../../planner/route";
import { schedule } from "../../planner/schedule";
import { conversionAsked, currencyOf, MONTH_TITLES, monthIn, unknownConversionTarget } from "./chat-parse";

/**
 * The offline assistant's answers, one function an intent, in its line style (Day / Stop / Tips lines,
 * **bold** names), from the knowledge base and the planner. Which one answers a question is chat.ts.
 */

const formatAmount = (value: number) => value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function conversionAnswer(prompt: string): string | undefined {
  const asked = conversionAsked(prompt);
  if (!asked) return unknownTargetAnswer(prompt);
  const from = currencyOf(asked.from);
  const to = currencyOf(asked.to);
  const supported = Object.keys(RATES).join(", ");
  if (!from && !to) return undefined;
  if (!from || !to) {
    return `I can convert between ${supported} with Wayfarer's fixed demo rates. Try "100 USD in INR".`;
  }
  const amount = Number(asked.amount.replace(/,/g, ""));
  return [
    `**${formatAmount(amount)} ${from} = ${formatAmount(convert(amount, from, to))} ${to}**`,
    `Rate: 1 ${from} = ${formatAmount(convert(1, from, to))} ${to}.`,
    "Tips: these are Wayfarer's fixed demo rates (per 1 USD: " +
      Object.entries(RATES)
        .map(([code, rate]) => `${code} ${rate}`)
        .join(", ") +
      "); check a live rate before you exchange money.",
  ].join("\n");
}

/** A conversion into a currency without a fixed rate here: say so, rather than answer something else. */
function unknownTargetAnswer(prompt: string): string | undefined {
  const target = unknownConversionTarget(prompt);
  if (!target) return undefined;
  return [
    `I have no rate for "${target}": offline I only know Wayfarer's fixed demo rates for ${Object.keys(RATES).join(", ")}.`,
    "Tips: check a live rate with your bank or a currency converter before you exchange money.",
  ].join("\n");
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A short plan through the planner itself, from tomorrow (or the first of the month the question names). */
export function dayPlan(city: CityGuide, days: number, text: string, today: Date): string {
  const month = monthIn(text);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
  if (month)
    start.setUTCFullYear(start.getUTCMonth() + 1 > month ? start.getUTCFullYear() + 1 : start.getUTCFullYear(), month - 1, 1);
  const dates = Array.from({ length: days }, (_, i) => isoDay(new Date(start.getTime() + i * 86_400_000)));
  const reading = readTheme(text);
  const stays = planRoute([city], "city", days, reading.pace, Number(dates[0]!.slice(5, 7)));
  const planned = schedule({
    stays,
    dates,
    reading: { ...reading, unread: [] },
    random: seededRandom(`${city.id}|${dates[0]}|${text}`),
  });
  const stops = (day: (typeof planned)[number]) => day.items.filter((item) => item.kind !== "travel");
  const lines: string[] = [days === 1 ? `One day in **${city.name}**:` : `${days} days in **${city.name}**:`];
  if (days === 1)
    stops(planned[0]!).forEach((item, index) => lines.push(`Stop ${index + 1}: **${item.title}** - ${item.description}`));
  else
    for (const day of planned)
      lines.push(
        `Day ${day.day}: ${stops(day)
          .map((item) => item.title)
          .join(", ")}`,
      );
  lines.push(`Tips: ${city.tips[0] ?? "Start early to beat the crowds."}`);
  return lines.join("\n");
}

export function tipsAnswer(city: CityGuide | undefined): string {
  if (!city) return ["Travel tips:", ...TRAVEL_TIPS.slice(0, 5).map((tip) => `- ${tip}`)].join("\n");
  return [`Tips for **${city.name}**:`, ...city.tips.slice(0, 5).map((tip) => `- ${tip}`)].join("\n");
}

function climateLine(city: CityGuide, month: number): string {
  const climate = city.climate[month - 1]!;
  return `In ${MONTH_TITLES[month - 1]}, ${city.name} averages highs of ${climate.high}°C and lows of ${climate.low}°C, with ${wetDaysWord(climate)} on about ${Math.round(climate.rainDays)} days.`;
}

/** The month of a trip's date ("2027-04-05" is 4). */
const monthOf = (date: string) => Number(date.slice(5, 7));

/** "Best time to visit": the city's season, and the month asked about (named, or of the trip's date) first. */
export function bestTimeAnswer(
  city: CityGuide | undefined,
  country: Country | undefined,
  text: string,
  tripDate?: string,
): string | undefined {
  if (city) {
    const month = monthIn(text) ?? (tripDate ? monthOf(tripDate) : undefined);
    const season = `Best time to visit **${city.name}**: ${city.bestSeason}.`;
    const lines = month ? [climateLine(city, month), season] : [season];
    if (!month) lines.push(...city.bestMonths.slice(0, 2).map((m) => `- ${climateLine(city, m)}`));
    lines.push("Tips: book stays early for the peak months.");
    return lines.join("\n");
  }
  if (!country) return undefined;
  const cities = guides().citiesOf(country.code);
  if (cities.length === 0) {
    return `I have no season data for ${country.name} yet. Its best-known places are ${country.places.map((p) => p.name).join(", ")}; check the local climate for your dates.`;
  }
  return [`Best time to visit ${country.name}:`, ...cities.map((c) => `- **${c.name}**: ${c.bestSeason}`)].join("\n");
}

/** An average low (°C) from which a city list's light jacket is not enough. */
const COLD_NIGHT_C = 5;

/** The packing list that fits a place's weather in a month: cold, beach or city, with rain gear when wet. */
function listForClimate(city: CityGuide, month: number): PackingList {
  const { high, low } = city.climate[month - 1]!;
  if (high <= 8 || low <= -2) return packingList("cold") ?? PACKING_LISTS[0]!;
  if (high >= 27 && city.activities.some((a) => /beach/i.test(a.title))) return packingList("beach") ?? PACKING_LISTS[0]!;
  return packingList("city") ?? PACKING_LISTS[0]!;
}

export function packingAnswer(text: string, city: CityGuide | undefined, tripDate?: string): string {
  const month = monthIn(` ${normalize(text)} `) ?? (tripDate ? monthOf(tripDate) : undefined);
  let lists: PackingList[] = city && month ? [listForClimate(city, month)] : packingListsFor(text);
  if (lists.length === 0) lists = [packingList("city") ?? PACKING_LISTS[0]!];
  const list = lists[0]!;
  const lines = [`What to pack (${list.label.toLowerCase()}):`, ...list.items.slice(0, 10).map((item) => `- ${item}`)];
  if (city && month) {
    const { rainDays, low } = city.climate[month - 1]!;
    const warm = list.type === "city" && low <= COLD_NIGHT_C ? " The nights are cold: bring a warm coat and layers." : "";
    lines.push(`For **${city.name}**: ${climateLine(city, month)}${rainDays >= 10 ? " Bring a proper rain jacket." : ""}${warm}`);
  } else if (city) {
    lines.push(`For **${city.name}**, tell me the month ("packing for ${city.name} in March") and I will pack for its weather.`);
  }
  lines.push(`Tips: ${list.tips[0] ?? "Pack light and leave room for souvenirs."}`);
  return lines.join("\n");
}

export function phrasesAnswer(text: string, city: CityGuide | undefined): string {
  const type: TravelType = TRAVEL_TYPES.find((t) => text.includes(t.toLowerCase().slice(0, 5))) ?? "Adventure";
  const lines = [
    `Useful phrases for ${type.toLowerCase()} travel:`,
    ...TRAVEL_PHRASES[type].map((p) => `- "${p.phrase}" (${p.tip})`),
  ];
  const hello = city ? LANGUAGES.find((language) => language.name === city.language)?.phrases.hello : undefined;
  if (city && hello)
    lines.push(`In ${city.name}, say "**${hello.written}**"${hello.say ? ` (${hello.say})` : ""} for hello (${city.language}).`);
  lines.push(`Tips: other travel types I know: ${TRAVEL_TYPES.filter((t) => t !== type).join(", ")}.`);
  return lines.join("\n");
}

const countryName = (code: string) => findCountry(code)?.name ?? code;

export function overview(city: CityGuide): string {
  const highlights = city.activities
    .filter((activity) => activity.kind === "sight" && !activity.fullDay)
    .slice(0, 3)
    .map((sight) => `**${sight.title}**`);
  return [
    `${city.name}, ${countryName(city.country)}: ${city.summary}`,
    `Highlights: ${highlights.join(", ")}.`,
    `Best time: ${city.bestSeason}.`,
    `Tips: ask me for "one day in ${city.name}", tips, what to pack or the best time to visit.`,
  ].join("\n");
}

export function capabilities(userName: string): string {
  const name = userName.trim() ? `, ${userName.trim()}` : "";
  return [
    `Hi${name}! I'm Wayfarer's offline travel assistant. I can help with:`,
    '- A day plan for a known place: "one day in Kyoto" or "3 days in Lisbon"',
    '- Opening days and hours of a sight: "Is the Louvre open on Tuesdays?"',
    '- Where to stay, what to eat and how many days: "where to stay in Barcelona", "what to eat in Lisbon"',
    '- Getting between cities and around them: "Rome to Florence", "getting around Tokyo"',
    '- Tipping and local customs: "tipping in New York", "temple etiquette in Bangkok"',
    '- Rainy-day and family ideas: "rainy day in London with kids"',
    '- Travel tips for a place: "tips for Marrakech"',
    '- The best time to visit: "best time to visit Banff"',
    '- Sunrise and sunset times, and where to watch them: "what time is sunset in Lisbon?"',
    '- What to pack: "what to pack for a beach trip" or "packing for Reykjavik"',
    '- Phrases for a travel type: "phrases for family travel"',
    '- Currency conversion with Wayfarer\'s fixed rates: "100 USD in INR"',
    'Tips: for open-ended questions, the site\'s operator can connect a language model (AI_PROVIDER and AI_MODEL; see the README section "Language models").',
  ].join("\n");
}

/**
 * Questions whose answer changes or must come from an authority: offline, the assistant says so and names
 * where to look, instead of answering from its guides (a visa question once got a list of sights).
 */
const NEEDS_A_LIVE_SOURCE: [RegExp, (place: string) => string][] = [
  [
    / (visa|visas|passport|entry requirements?|border|customs|immigration|esta|eta) /,
    (place) =>
      `I can't check entry rules offline, and they change. For ${place}, look at the official website of its embassy or consulate in your country, and your own government's travel advice page, before you book.`,
  ],
  [
    / (safe|safety|dangerous|danger|crime|scam|scams|advisory|advisories|terrorism|unrest) /,
    (place) =>
      `I can't judge current safety offline. For ${place}, read your government's travel advice page for it (it is updated when things change), and ask your hotel about areas to avoid at night.`,
  ],
  [
    / (forecast|weather (today|tomorrow|now|this week|next week)|is it raining|temperature (today|now)) /,
    (place) =>
      `I can't see live weather offline. For ${place}, check the national weather service's forecast a few days before you go.`,
  ],
  [
    / (price|prices|cost|costs|how much|cheap flights?|flight|flights|fare|fares|hotel rates?|exchange rate today) /,
    (place) =>
      `I can't see live prices offline. For ${place}, compare flights and stays on a booking site or the airline's and hotel's own websites; I can convert amounts with Wayfarer's fixed demo rates ("100 USD in EUR").`,
  ],
  [
    / (vaccine|vaccines|vaccination|vaccinations|malaria|health requirements?) /,
    (place) =>
      `I can't give health advice offline. For ${place}, see a travel health clinic or your doctor a few weeks before you go, and your government's travel health page.`,
  ],
];

export function liveSourceAnswer(text: string, city: CityGuide | undefined, country: Country | undefined): string | undefined {
  const place = city ? `${city.name} (${countryName(city.country)})` : (country?.name ?? "your destination");
  const found = NEEDS_A_LIVE_SOURCE.find(([pattern]) => pattern.test(text));
  if (!found) return undefined;
  const lines = [found[1](place)];
  if (city) lines.push(`Tips: I can still help with ${city.name}: a day plan, tips, what to pack or the best time to visit.`);
  return lines.join("\n");
}

const ASKS_FOR_WORDS = / (say|phrase|phrases|language|speak|words|translate|translation) /;

/** "How do I say thank you in Japanese?", "Thai phrases", "phrases for Kyoto": first words in that language. */
export function languageAnswer(text: string, city: CityGuide | undefined): string | undefined {
  const key = phraseAskedFor(text);
  if (!ASKS_FOR_WORDS.test(text) && !key) return undefined;
  const language = findLanguage(text) ?? (city ? languageNamed(city.language) : undefined);
  if (!language) {
    const named = / in ([a-z]+) $/.exec(text.replace(/ (please|thanks) $/, " "))?.[1];
    if (key && named && !cityNamedIn(named) && !findCountry(named)) {
      return `I don't know ${named.charAt(0).toUpperCase() + named.slice(1)} phrases offline. I know a traveller's first words in ${LANGUAGES.length} languages, among them ${LANGUAGES.slice(
        0,
        8,
      )
        .map((l) => l.name)
        .join(", ")}.`;
    }
    return undefined;
  }
  const phrase = key ? language.phrases[key] : undefined;
  const lines = phrase
    ? [`In ${language.name}: ${formatPhrase(key!, phrase)}.`]
    : [
        ...(key
          ? [`I have no everyday way to say "${key}" in ${language.name} that I'm sure of. What I have:`]
          : [`First words in ${language.name}:`]),
        ...PHRASE_KEYS.flatMap((k) => (language.phrases[k] ? [`- ${formatPhrase(k, language.phrases[k])}`] : [])),
      ];
  if (language.note) lines.push(`Tips: ${language.note}`);
  return lines.join("\n");
}

export function offTopic(): string {
  return [
    "Sorry, I can only help with travel questions here.",
    'Tips: try "one day in Kyoto", "what to pack for Reykjavik", "how do I say thank you in Japanese" or "100 USD in EUR".',
  ].join("\n");
}
