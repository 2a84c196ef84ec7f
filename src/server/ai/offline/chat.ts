import { findCountry, normalize } from "../../knowledge";
import { guides } from "../../knowledge/guides";
import type { ChatRequest } from "../engine";
import {
  bestTimeAnswer,
  capabilities,
  conversionAnswer,
  dayPlan,
  languageAnswer,
  liveSourceAnswer,
  offTopic,
  overview,
  packingAnswer,
  phrasesAnswer,
  tipsAnswer,
} from "./chat-answers";
import { cityInConversation, dayCount } from "./chat-parse";

/**
 * The offline chat assistant: answers a few kinds of travel questions from the knowledge base, and says what
 * it can do otherwise. This file tells which kind a question is (the intents, in order of precedence);
 * chat-parse.ts reads amounts, currencies, months, day counts and the city in question; chat-answers.ts
 * writes each kind of answer.
 */

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Greetings and "what can you do?": the list of what the assistant knows. Anything else: a short, kind no. */
const ASKS_FOR_HELP = / (hi|hello|hey|help|what can you do|who are you|how does this work|start) /;

export function offlineChatAnswer(request: ChatRequest, today = new Date()): string {
  const text = ` ${normalize(request.prompt)} `;
  const conversion = conversionAnswer(request.prompt);
  if (conversion) return conversion;

  const city = cityInConversation(request, text);
  const country = city ? undefined : findCountry(request.prompt);

  const live = liveSourceAnswer(text, city, country);
  if (live) return live;
  const words = languageAnswer(text, city);
  if (words) return words;
  if (has(text, / (pack|packing|bring|luggage|suitcase) /)) {
    // For a country, the weather of its first guided base ("Iceland in March" is Reykjavik's March).
    return packingAnswer(request.prompt, city ?? (country && guides().citiesOf(country.code)[0]));
  }
  if (has(text, / (phrase|phrases|say|language|words|speak) /)) return phrasesAnswer(text, city);
  if (has(text, / (best time|when (should|to|can)|season|weather|climate|which month) /)) {
    const answer = bestTimeAnswer(city, country, text);
    if (answer) return answer;
  }
  if (has(text, / (tip|tips|advice|know before|etiquette) /)) return tipsAnswer(city);
  if (city) {
    if (has(text, / (day|days|plan|itinerary|what to do|things to do|visit|see|spend) /))
      return dayPlan(city, dayCount(text), text, today);
    return overview(city);
  }
  if (country) {
    const cities = guides().citiesOf(country.code);
    const places = country.places.map((p) => `**${p.name}** - ${p.description}`);
    return [
      `${country.name} (capital ${country.capital}) - places travellers love:`,
      ...places.map((place) => `- ${place}`),
      cities.length > 0
        ? `Tips: ask me for "one day in ${cities[0]!.name}" for a detailed plan.`
        : `Tips: the local currency is ${country.currency}.`,
    ].join("\n");
  }
  return ASKS_FOR_HELP.test(text) ? capabilities(request.userName) : offTopic();
}
