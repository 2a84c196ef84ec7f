import { findCountry, normalize } from "../../knowledge";
import type { CityGuide } from "../../knowledge/guide-schema";
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
import {
  areaDaysAnswer,
  daysAnswer,
  etiquetteAnswer,
  foodAnswer,
  gettingAroundAnswer,
  ideasAnswer,
  openingAnswer,
  openingUnknownAnswer,
  regionBestTimeAnswer,
  sightTravelAnswer,
  stayAnswer,
  tippingAnswer,
  transportAnswer,
  tripChangeAnswer,
  whichCityAnswer,
  compareAnswer,
} from "./chat-guide-answers";
import {
  daysNamed,
  dayCount,
  FOLLOW_UP,
  monthIn,
  placesInConversation,
  planDayIn,
  weekdaysIn,
  withIntentWordsCorrected,
  type Places,
} from "./chat-parse";
import { ASKS_SUN, sunAnswer } from "./chat-sun";

/**
 * The offline chat assistant: answers travel questions from the knowledge base, and says what it can do
 * otherwise. This file tells which kind a question is (the intents, in order of precedence); chat-parse.ts reads
 * amounts, currencies, months, days and the places in question; chat-answers.ts and chat-guide-answers.ts write
 * each kind of answer.
 */

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Greetings and "what can you do?": the list of what the assistant knows. Anything else: a short, kind no. */
const ASKS_FOR_HELP = / (hi|hello|hey|help|what can you do|who are you|how does this work|start) /;

/** "Make day 2 more relaxed", "can you change my itinerary": an edit of a saved trip. */
const CHANGES_A_TRIP =
  / (make|change|edit|modify|swap|move|remove|delete|replace|regenerate|redo|rearrange|shorten|lighten|adjust|update|reorder|add) .{0,80}(day \d{1,2}|(first|second|third|fourth|fifth|sixth|seventh|last) day|my (trip|itinerary|plan)|the (itinerary|plan)|this (itinerary|plan)) |(day \d{1,2}|my (trip|itinerary|plan)) (is )?(too|more|less) /;

const ASKS_HOURS = / (open|opens|opened|opening|closed|closing|closes|hours|what time (?!of year)|timings|shut) /;
const ASKS_TIPPING =
  / (tipping|gratuity|gratuities|service charge|(do|should|must) (i|we|you|they|people) tip|to tip|tip (at|for) (a |the )?(restaurants?|bars?|cafes?|taxis?|hotels?|waiters?|guides?|drivers?)|tip the|tip in|how much (of a )?tip) /;
const CUSTOMS_RULES =
  / (customs (allowance|declaration|form|rules|limits?|duty|control|officers?)|duty free|(go|going|get|getting) through customs|clear customs) /;
const ASKS_CUSTOMS = / (etiquette|manners|customs|culture shock|dress code|rude|polite|offend|offensive|taboo|taboos) /;
/** "What to wear to temples" is a question of customs; "what to wear in winter" one of packing. */
const DRESS_AT_A_HOLY_PLACE =
  / (wear|dress|cover) .{0,60}(temples?|mosques?|churches?|shrines?|religious|holy|sacred|monaster(y|ies)) /;
const ASKS_GETTING_AROUND =
  / (get around|getting around|public transport|transport|metro|subway|tube|tram|trams|taxi|taxis|airport|uber|grab|bus pass|transit) /;
const ASKS_TRAVEL = / (from|between|get|go|going|travel|train|bus|flight|fly|drive|driving|ferry|how long|how far|distance|to) /;
const ASKS_WAY_TO_A_SIGHT = / (how far|get to|getting to|how do i get|how to get|how long does it take) /;
const ASKS_DAYS =
  / (how (many|much) (days|time|nights)|how long (should|to|do|for|in|is|would|will)|(is|are) (\d{1,2}|one|two|three|four|five|six|seven|ten) (full )?days? enough|enough time|ideal (length|number of days)|days (do|should|would) (i|we|you) (need|spend)) /;
const ASKS_STAY =
  / (where (should|to|do|can|would) (i|we)? ?(stay|sleep|base)|stay in|place to stay|places to stay|areas? to stay|best area|which area|neighbourhoods?|neighborhoods?|districts?|accommodation|hotel|hotels|hostel|hostels|airbnb|base myself|base ourselves) /;
const ASKS_FOOD =
  / (eat|eating|food|foods|foodie|dish|dishes|cuisine|restaurant|restaurants|dinner|lunch|breakfast|brunch|specialty|specialties|speciality|specialities|delicacy|delicacies|must try|street food|ramen|sushi|udon|soba|tempura|noodles?|dumplings?|curry|curries|tapas|pizza|pasta|gelato|ice cream|pastry|pastries|bakery|bakeries|cafe|cafes|coffee|seafood|steak|tacos?|kebabs?|pho|paella|wine bars?|tea house|teahouse) /;
const RAINY = / (rain|rainy|raining|rains|wet day|indoor|indoors|bad weather) /;
const KIDS = / (kids|kid|children|child|family|families|toddler|toddlers|teens|teenagers|baby|family friendly) /;
const ASKS_BEST_TIME = / (best time|when (should|to|can)|season|seasons|weather|climate|which month|best month) /;

/** "Kyoto or Osaka?", "which is better", "Lisbon vs Porto": two guided cities weighed against each other. */
const ASKS_COMPARE = / (better|best|or|vs|versus|compare|comparing|compared|choose|pick|which one|difference) /;

type Intent = "sun" | "hours" | "tipping" | "customs" | "compare" | "travel" | "days" | "stay" | "food" | "ideas" | "bestTime";

/** The guide intent of a question, if it has one (the other kinds are told apart in offlineChatAnswer). */
function guideIntent(text: string, places: Places): Intent | undefined {
  const sight = places.sights[0];
  // "What time is sunset" asks the sun, not a place's hours.
  if (has(text, ASKS_SUN)) return "sun";
  if (has(text, ASKS_HOURS) && !has(text, / close to | closed? (by|to) /)) return "hours";
  if (sight && weekdaysIn(text).length > 0) return "hours";
  if (has(text, ASKS_TIPPING)) return "tipping";
  if ((has(text, ASKS_CUSTOMS) && !has(text, CUSTOMS_RULES)) || has(text, DRESS_AT_A_HOLY_PLACE)) return "customs";
  if (places.cities.length >= 2 && has(text, ASKS_COMPARE) && !has(text, / (from|between|get|go|travel|how far|how long) /))
    return "compare";
  if ((places.cities.length >= 2 && has(text, ASKS_TRAVEL)) || has(text, ASKS_GETTING_AROUND)) return "travel";
  if (sight?.sure && has(text, ASKS_WAY_TO_A_SIGHT)) return "travel";
  if (has(text, ASKS_DAYS)) return "days";
  if (has(text, ASKS_STAY)) return "stay";
  if (has(text, ASKS_FOOD)) return "food";
  if ((has(text, RAINY) || has(text, KIDS)) && !has(text, / season | seasons /) && daysNamed(text) === undefined) return "ideas";
  if (has(text, ASKS_BEST_TIME)) return "bestTime";
  return undefined;
}

/** For a question about a city, asked of a country or region: the cities to choose from, or undefined. */
function areaOf(places: Places): { name: string; cities: readonly CityGuide[] } | undefined {
  if (places.country) return { name: places.country.name, cities: guides().citiesOf(places.country.code) };
  const region = places.regions[0];
  return region ? { name: region.name, cities: region.bases } : undefined;
}

const EXAMPLES: Partial<Record<Intent, (city: string) => string>> = {
  sun: (city) => `what time is sunset in ${city}`,
  stay: (city) => `where to stay in ${city}`,
  food: (city) => `what to eat in ${city}`,
  ideas: (city) => `rainy day ideas in ${city}`,
  travel: (city) => `getting around ${city}`,
  days: (city) => `how many days in ${city}`,
};

/**
 * On a trip page, the date a question names no month for is about: the trip's day it names ("day 2"), else its
 * first day.
 */
function tripDateAsked(request: ChatRequest, text: string): string | undefined {
  const dates = request.tripDates;
  if (!dates || dates.length === 0 || monthIn(text)) return undefined;
  const day = planDayIn(text);
  return day === undefined ? dates[0] : dates[day - 1];
}

function guideAnswer(intent: Intent, text: string, places: Places, today: Date, tripDate?: string): string | undefined {
  const { city } = places;
  const area = areaOf(places);
  const needsCity = (example: (city: string) => string) =>
    area ? whichCityAnswer(area.name, area.cities, example) : `Which city do you mean? For example: "${example("Lisbon")}".`;
  switch (intent) {
    case "sun":
      return city ? sunAnswer(city, text, today, tripDate) : needsCity(EXAMPLES.sun!);
    case "hours": {
      const sight = places.sights[0];
      if (!sight) return openingUnknownAnswer(city);
      return openingAnswer(sight, { weekdays: weekdaysIn(text), month: monthIn(text) }, today, places.sights.slice(1));
    }
    case "tipping":
      return tippingAnswer(city, countryOf(places));
    case "customs":
      return etiquetteAnswer(city, countryOf(places), text);
    case "compare":
      return compareAnswer(places.cities.slice(0, 3), text);
    case "travel": {
      const [from, to] = orderOfTravel(places, text);
      if (from && to) return transportAnswer(from, to);
      const sight = places.sights[0];
      if (sight?.sure && has(text, ASKS_WAY_TO_A_SIGHT) && !has(text, ASKS_GETTING_AROUND)) return sightTravelAnswer(sight);
      if (city) return gettingAroundAnswer(city, text);
      return needsCity(EXAMPLES.travel!);
    }
    case "days":
      if (city) return daysAnswer(city, daysNamed(text));
      return area && area.cities.length > 0 ? areaDaysAnswer(area.name, area.cities) : needsCity(EXAMPLES.days!);
    case "stay":
      return city ? stayAnswer(city) : needsCity(EXAMPLES.stay!);
    case "food":
      return city ? foodAnswer(city, text, nearPlace(text, places)) : needsCity(EXAMPLES.food!);
    case "ideas":
      return city
        ? ideasAnswer(city, { rainy: has(text, RAINY), kids: has(text, KIDS) }, monthIn(text))
        : needsCity(EXAMPLES.ideas!);
    case "bestTime":
      if (city || places.country) return bestTimeAnswer(city, places.country, text, tripDate);
      return places.regions.length > 0 ? regionBestTimeAnswer(places.regions) : undefined;
  }
}

/** "Ramen near Gion": the place of the city's sight a question asks to be near. */
function nearPlace(text: string, places: Places) {
  const sight = places.sights[0];
  if (!sight || sight.city !== places.city || !has(text, / (near|close to|around|next to|by) /)) return undefined;
  const { place } = sight.activity;
  // Named by its area ("Gion"), not the street the guide puts it at.
  return text.includes(` ${normalize(place.area)} `) ? { ...place, name: place.area } : place;
}

const countryOf = (places: Places) => places.country ?? (places.regions[0] ? findCountry(places.regions[0].country) : undefined);

/** The two places of a journey: the one after "from" is where it starts, else the first named. */
function orderOfTravel(places: Places, text: string) {
  const [first, second] = places.cities;
  if (!first || !second) return [];
  const from = text.indexOf(" from ");
  const at = (name: string) => text.indexOf(` ${normalize(name)} `);
  if (from >= 0 && at(second.name) > from && (at(first.name) < from || at(first.name) < 0)) return [second, first];
  return [first, second];
}

export function offlineChatAnswer(request: ChatRequest, today = new Date()): string {
  const text = withIntentWordsCorrected(normalize(request.prompt));
  const conversion = conversionAnswer(request.prompt);
  if (conversion) return conversion;
  if (has(text, CHANGES_A_TRIP)) return tripChangeAnswer(planDayIn(text));

  const places = placesInConversation(request, text);
  const { city, country } = places;
  // "What about Rome?" asks the last question again about another place.
  let intent = guideIntent(text, places);
  let asked = text;
  if (!intent && has(text, FOLLOW_UP)) {
    const previous = [...request.history].reverse().find((turn) => turn.role === "user");
    const earlier = previous && withIntentWordsCorrected(normalize(previous.text));
    intent = earlier ? guideIntent(earlier, places) : undefined;
    if (intent) asked = `${earlier}${text}`;
  }
  // Tipping and customs come before the live-source answers ("how much should I tip" is not a price question).
  if (intent === "tipping" || intent === "customs") return guideAnswer(intent, asked, places, today)!;
  const tripDate = tripDateAsked(request, text);

  const live = liveSourceAnswer(text, city, country);
  if (live) return live;
  const words = languageAnswer(text, city);
  if (words) return words;
  if (has(text, / (pack|packing|bring|luggage|suitcase|wear) /)) {
    // For a country, the weather of its first guided base ("Iceland in March" is Reykjavik's March).
    return packingAnswer(request.prompt, city ?? (country && guides().citiesOf(country.code)[0]), tripDate);
  }
  if (has(text, / (phrase|phrases|say|language|words|speak) /)) return phrasesAnswer(text, city);
  if (intent) {
    const answer = guideAnswer(intent, asked, places, today, tripDate);
    if (answer) return answer;
  }
  if (has(text, / (tip|tips|advice|know before) /)) return tipsAnswer(city);
  if (city) {
    if (has(text, / (day|days|dayz|plan|itinerary|what to do|things to do|visit|see|spend) /))
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
