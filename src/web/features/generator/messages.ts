import { TEXT_FIELD_MAX } from "@shared/schemas/limits";
import { NETWORK_MESSAGE } from "@web/lib/api";

/** docs/product.md, word for word. */
export const MESSAGES = {
  loggedOut: "Login To Start Generating Itineraries.",
  required: "Please provide all required fields.",
  routeTooLong: `Your cities together are longer than ${TEXT_FIELD_MAX} characters: shorten a name or plan fewer cities.`,
  planFailed: "Failed to generate itinerary.",
  surpriseFailed: "Something went wrong.",
  unauthorized: "Login to save this itinerary in your profile.",
  network: NETWORK_MESSAGE,
  saveFailedTitle: "Itinerary Generation Failed!",
  saveFailedText: "Something went wrong. Please try again.",
} as const;

/** Each empty field's own message, beside it; gone as soon as the field is filled. */
export const FIELD_MESSAGES = {
  destination: "Enter a destination.",
  dates: "Choose your dates.",
  theme: "Enter a theme, e.g. Family Vacation.",
  country: "Enter a country.",
} as const;
