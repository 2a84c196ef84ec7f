import { paths, screenName } from "@web/lib/paths";

export interface FeatureCard {
  title: string;
  text: string;
  to: string;
  image: string;
  alt: string;
  /** Also opens the chat panel (the Chatbot card, whose link stays the root path). */
  opensChat?: boolean;
}

/** The six home feature cards (docs/product.md); a tool's card carries its name from the route table. The chatbot card links to the root path and opens the chat panel. */
export const featureCards: FeatureCard[] = [
  {
    title: "Explore Destinations",
    text: "Eighteen hand-picked places across every region, with highlights, a local phrase and the best time to go.",
    to: paths.destinations,
    image: "/illustrations/feature-destinations.svg",
    alt: "A globe with map pins",
  },
  {
    title: screenName(paths.generator),
    text: "Plan a trip or let us surprise you: a day-by-day plan for your dates and your kind of travel.",
    to: paths.generator,
    image: "/illustrations/feature-itinerary.svg",
    alt: "A travel notebook with a sparkle",
  },
  {
    title: screenName(paths.planner),
    text: "Count the days to departure and keep notes for every day of the trip.",
    to: paths.planner,
    image: "/illustrations/feature-countdown.svg",
    alt: "A calendar and a plane",
  },
  {
    title: screenName(paths.budget),
    text: "Flights, hotel, food and anything else: see the total as you plan.",
    to: paths.budget,
    image: "/illustrations/feature-budget.svg",
    alt: "A wallet with coins",
  },
  {
    title: screenName(paths.phrases),
    text: "The phrases that matter for your kind of trip, with tips on when to use them.",
    to: paths.phrases,
    image: "/illustrations/feature-phrasebook.svg",
    alt: "Speech bubbles in different languages",
  },
  {
    title: "Chatbot",
    text: "Ask for tips or a day plan any time: the assistant lives in the corner of every page.",
    to: paths.home,
    opensChat: true,
    image: "/illustrations/feature-chatbot.svg",
    alt: "A friendly assistant with chat bubbles",
  },
];

export interface Moment {
  title: string;
  image: string;
}

/** Pictures for the looping "Signature Moments" strip. */
export const moments: Moment[] = [
  { title: "Santorini", image: "/illustrations/destinations/santorini.svg" },
  { title: "Kyoto", image: "/illustrations/destinations/kyoto.svg" },
  { title: "Banff", image: "/illustrations/destinations/banff.svg" },
  { title: "Petra", image: "/illustrations/destinations/petra.svg" },
  { title: "Hoi An", image: "/illustrations/destinations/hoi-an.svg" },
  { title: "Reykjavik", image: "/illustrations/destinations/reykjavik.svg" },
  { title: "Bali", image: "/illustrations/destinations/bali.svg" },
  { title: "Lisbon", image: "/illustrations/destinations/lisbon.svg" },
  { title: "Cape Town", image: "/illustrations/destinations/cape-town.svg" },
  { title: "Venice", image: "/illustrations/destinations/venice.svg" },
];
