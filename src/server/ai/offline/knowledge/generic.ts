import { parseThemes, parseTimes, slug } from "./build";
import type { GenericActivity } from "./types";

/**
 * Generic activity templates for places the knowledge base does not know.
 * They are deliberately place-neutral; the planner may prefix them with the
 * destination name (e.g. "Lima: Walk the old town or main square").
 */
const T: readonly [string, string, string, string, boolean?][] = [
  // Morning
  [
    "Walk the old town or main square",
    "Start early to explore the historic centre, main square and its landmark buildings before the crowds.",
    "m",
    "cul bud fam",
  ],
  [
    "Visit the main museum",
    "Spend the morning at the city or national museum to learn the local history and art.",
    "ma",
    "cul fam",
    true,
  ],
  ["Try a local market", "Browse the central food or produce market and taste regional snacks and fruit.", "ma", "food bud cul"],
  ["Local breakfast at a café", "Have breakfast where locals go and try the regional breakfast speciality.", "m", "food bud rel"],
  ["Sunrise viewpoint", "Catch sunrise from the highest viewpoint, hill or waterfront nearby.", "m", "rom adv bud"],
  [
    "Guided walking tour",
    "Join a walking tour (many are free or tip-based) for an introduction to the city.",
    "m",
    "cul bud fam",
  ],
  ["Morning hike or nature walk", "Hike a trail in the nearest park, hills or nature reserve while it is cool.", "m", "adv bud"],
  ["Rent a bike", "Cycle through the city's parks, riverside or coastal paths.", "ma", "adv fam bud"],
  [
    "Visit a church, temple or mosque",
    "See the main place of worship; dress modestly and check visiting hours.",
    "ma",
    "cul bud",
  ],
  ["Yoga or a morning swim", "Start slowly with a yoga class, a swim or a gentle stroll.", "m", "rel"],
  ["Private guided tour", "Book a private guide or driver to see the highlights in comfort.", "ma", "lux cul"],
  ["Zoo, aquarium or animal park", "Visit the local zoo, aquarium or wildlife park.", "ma", "fam", true],
  // Afternoon
  ["Relax in a park or garden", "Unwind in the main park, botanical garden or a shady square.", "a", "rel bud fam rom"],
  ["Cooking class", "Learn to cook a few regional dishes with a local cook.", "ma", "food cul fam", true],
  ["Long local lunch", "Sit down for the regional lunch speciality at a popular local restaurant.", "a", "food rel"],
  ["Street food crawl", "Sample street food and snacks from several stalls.", "ae", "food bud adv"],
  ["Day trip to a nearby highlight", "Take a half-day trip to a nearby natural site, village or ruin.", "ma", "adv cul"],
  ["Boat trip", "Take a boat or ferry ride on the river, lake or coast.", "ae", "rom fam rel"],
  ["Beach or lake time", "Spend the afternoon swimming or lounging at the nearest beach, lake or pool.", "a", "rel fam"],
  ["Spa or thermal bath", "Book a massage, spa or thermal bath session.", "ae", "rel lux", true],
  ["Shopping for local crafts", "Look for local crafts, design or souvenirs in markets and independent shops.", "a", "cul bud"],
  ["Art gallery or small museum", "Visit a smaller gallery, house museum or cultural centre.", "a", "cul rel", true],
  ["Adventure activity", "Try kayaking, climbing, zip-lining or a similar outdoor activity offered locally.", "ma", "adv fam"],
  ["Café and people-watching", "Sit at a café terrace in a lively square and watch local life.", "a", "rel bud rom"],
  ["Playground or family activity", "Find a playground, science centre or family attraction.", "a", "fam", true],
  ["Wine, beer or tea tasting", "Taste the local drink speciality at a winery, brewery, tea house or bar.", "ae", "food lux rom"],
  ["Luxury shopping street", "Stroll the upscale shopping street and designer boutiques.", "a", "lux"],
  // Evening
  ["Sunset viewpoint", "Watch the sunset from a hill, rooftop or waterfront.", "e", "rom bud rel"],
  ["Dinner at a traditional restaurant", "Book a well-reviewed restaurant serving regional dishes.", "e", "food cul"],
  ["Fine dining dinner", "Treat yourself to a tasting menu at one of the best restaurants in town.", "e", "food lux rom", true],
  ["Night market", "Browse an evening market for snacks and souvenirs.", "e", "food bud fam"],
  ["Evening stroll", "Walk the lit-up old town, riverfront or promenade after dinner.", "e", "rom bud rel"],
  ["Live music or performance", "See live music, theatre, dance or a local cultural show.", "e", "cul rom", true],
  ["Rooftop or cocktail bar", "Have a drink at a rooftop or hotel bar with a view.", "e", "lux rom"],
  ["Local bar or pub", "Join locals at a neighbourhood bar, pub or café.", "e", "bud food"],
  ["Night tour", "Join a ghost, food or night-sky tour.", "e", "adv fam"],
  ["Stargazing", "Head away from the lights to see the stars.", "e", "rom adv rel"],
  ["Family dinner and early night", "Eat early at a casual family-friendly place and rest for tomorrow.", "e", "fam rel bud"],
  ["Dinner cruise", "Dine on a boat on the river, lake or bay.", "e", "rom lux fam"],
];

export const GENERIC_ACTIVITIES: GenericActivity[] = T.map(([name, description, times, themes, indoor]) => {
  const g: GenericActivity = {
    id: slug(name),
    name,
    description,
    times: parseTimes(times, `generic/${name}`),
    themes: parseThemes(themes, `generic/${name}`),
  };
  if (indoor !== undefined) g.indoor = indoor;
  return g;
});
