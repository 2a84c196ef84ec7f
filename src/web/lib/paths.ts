import { SIGN_IN_PATH } from "./auth-channel";

/**
 * The route table: one entry per screen, used by the router, the links and the size benchmark.
 * `screen` names the module under src/web/features that default-exports the screen component.
 */
export const paths = {
  home: "/",
  about: "/about",
  dashboard: "/mydashboard",
  faqs: "/faqs",
  contact: "/contact",
  destinations: "/destination",
  gallery: "/gallery",
  budget: "/budgettracker",
  currency: "/currency",
  planner: "/planner",
  packing: "/packing",
  phrases: "/phrases",
  mood: "/mood",
  generator: "/itinerarygenerator",
  privacy: "/privacy",
  terms: "/terms",
  account: "/account",
  resetPassword: "/reset-password",
  trip: "/trips/:id",
  shared: "/shared/:token",
  invite: "/invites/:token",
} as const;

/** The owner's page of one saved trip. */
export const tripPath = (id: string) => `/trips/${encodeURIComponent(id)}`;

/** The same page opened on its Costs tab (the trip page reads `view` from the address). */
export const tripCostsPath = (id: string) => `${tripPath(id)}?view=costs`;

export interface ScreenRoute {
  path: string;
  /** Visible name of the screen (its heading). */
  name: string;
  screen: string;
  /**
   * The module under src/web/features drawn for a signed-in traveller, in a chunk of its own (signedInPart in src/web/lib/session.tsx):
   * the server preloads it with the page when the request carries a session cookie.
   */
  signedIn?: string;
}

export const screenRoutes: ScreenRoute[] = [
  { path: paths.home, name: "Home", screen: "home/HomeScreen" },
  { path: paths.about, name: "About", screen: "about/AboutScreen" },
  { path: paths.dashboard, name: "Dashboard", screen: "dashboard/DashboardScreen", signedIn: "dashboard/SignedInDashboard" },
  { path: paths.faqs, name: "FAQs", screen: "faqs/FaqsScreen" },
  { path: paths.contact, name: "Contact", screen: "contact/ContactScreen" },
  { path: paths.destinations, name: "Destinations", screen: "destinations/DestinationsScreen" },
  { path: paths.gallery, name: "Gallery", screen: "gallery/GalleryScreen" },
  { path: paths.budget, name: "Budget Tracker", screen: "budget/BudgetScreen", signedIn: "budget/TripCostsNote" },
  { path: paths.currency, name: "Currency Converter", screen: "currency/CurrencyScreen" },
  { path: paths.planner, name: "Travel Planner", screen: "planner/PlannerScreen" },
  { path: paths.packing, name: "Packing Checklist", screen: "packing/PackingScreen" },
  { path: paths.phrases, name: "Phrasebook", screen: "phrases/PhrasesScreen" },
  { path: paths.mood, name: "Visual Trip Moodboard", screen: "moodboard/MoodboardScreen" },
  { path: paths.generator, name: "Itinerary Generator", screen: "generator/GeneratorScreen" },
  { path: paths.privacy, name: "Privacy Policy", screen: "legal/PrivacyScreen" },
  { path: paths.terms, name: "Terms of Use", screen: "legal/TermsScreen" },
  { path: paths.account, name: "Your account", screen: "account/AccountScreen", signedIn: "account/SignedInAccount" },
  { path: paths.resetPassword, name: "Forgot your password?", screen: "account/ResetPasswordScreen" },
  { path: paths.trip, name: "Your trip", screen: "trips/TripScreen", signedIn: "trips/TripEditor" },
  { path: paths.shared, name: "This shared trip is not available", screen: "trips/SharedTripScreen" },
  { path: paths.invite, name: "Join a trip", screen: "invites/InviteScreen", signedIn: "invites/JoinTrip" },
];

/** The visible name of a screen in the route table: one name per feature, in links, cards and headings. */
export function screenName(path: string): string {
  const route = screenRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`No screen at ${path}`);
  return route.name;
}

/** The header's Explore menu and the phone tab bar's Explore sheet. */
export const explorePaths = [paths.destinations, paths.gallery] as const;

/** The six planning tools (docs/product.md "Planning tools"), in the header's Tools menu and the tab bar. */
export const toolPaths = [paths.budget, paths.currency, paths.planner, paths.packing, paths.phrases, paths.mood] as const;

/** Any other path shows this screen. */
export const notFoundScreen = "not-found/NotFoundScreen";

/**
 * Every page a visitor can land on, for the suites that check each one (axe, keyboard, Lighthouse, sizes):
 * the route table, the sign-in popup (a page without the site's frame) and the not-found screen.
 */
export const everyPage: ScreenRoute[] = [
  ...screenRoutes,
  { path: SIGN_IN_PATH, name: "Sign in", screen: "auth/SignInScreen" },
  { path: "/no/such/page", name: "404, Oops!", screen: notFoundScreen },
];
