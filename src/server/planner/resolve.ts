import { noGuide, unknownDestination, type ApiError } from "../errors";
import type { ItineraryRequest } from "../ai/engine";
import { resolveCountry, resolveDestination, type Resolution } from "../knowledge/resolve";

/** A place the offline planner has a guide for: a city, a region or a country. */
export type Guided = Extract<Resolution, { kind: "guided" }>;

/**
 * Where a generation request goes, read before anything is generated (and before the generation limit
 * counts it): a guided place, a real place without a guide, or not a place.
 */
export function resolveRequestPlace(request: ItineraryRequest): Resolution {
  return request.mode === "plan" ? resolveDestination(request.destination) : resolveCountry(request.country);
}

/**
 * Why a request cannot be planned, if it cannot: not a place (either engine), or a real place the offline
 * planner has no guide for (a language model can plan any real place).
 */
export function destinationError(request: ItineraryRequest, place: Resolution, offline: boolean): ApiError | undefined {
  const typed = request.mode === "plan" ? request.destination : request.country;
  if (place.kind === "unknown")
    return unknownDestination(typed.trim(), place.suggestions, request.mode === "plan" ? "place" : "country");
  if (place.kind === "unguided" && offline) {
    const nearest = place.nearest.map(({ city, km }) => ({ name: city.name, country: city.country, km }));
    return noGuide(place.name, nearest);
  }
  return undefined;
}
