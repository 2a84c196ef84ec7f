import { noGuide, unknownDestination, type ApiError, type NoGuideNext } from "../errors";
import type { ItineraryRequest } from "../ai/engine";
import { findAdminRegions } from "../knowledge/admin-regions";
import { distanceKm } from "@shared/geo";
import { guides } from "../knowledge/guides";
import { getCountry } from "../knowledge/index";
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
    return noGuide(place.name, nearest, nextStep(place));
  }
  return undefined;
}

/** A guided base this close to a place without a guide can show it on a day trip (Giethoorn from Amsterdam). */
const DAY_TRIP_KM = 150;
/** The country's guided cities a refusal names at most. */
const COUNTRY_CITIES_NAMED = 5;

/** Country names that take "the" in a sentence ("in the United States"). */
const WITH_ARTICLE =
  /^(United |Netherlands|Philippines|Czech Republic|Dominican Republic|Maldives|Bahamas|Gambia|Central African)/;

const withArticle = (name: string) => (WITH_ARTICLE.test(name) ? `the ${name}` : name);

/**
 * The next step a refusal offers: a day trip from the nearest base within reach, else the country's guided
 * cities; and for a name that is also a state elsewhere ("Georgia"), how to ask for that one.
 */
function nextStep(place: Extract<Resolution, { kind: "unguided" }>): NoGuideNext {
  const name = getCountry(place.country)?.name ?? place.country;
  const countryName = withArticle(name);
  const namesake = findAdminRegions(place.name).find((region) => region.name === place.name && region.country !== place.country);
  const sameNameIn = namesake && withArticle(getCountry(namesake.country)?.name ?? namesake.country);
  const isCountry = name === place.name;
  const closest = place.nearest[0];
  const countryCities = guides()
    .citiesOf(place.country)
    .map((city) => ({ city, km: distanceKm(place, city) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, COUNTRY_CITIES_NAMED)
    .map(({ city }) => city.name);
  return {
    countryName,
    ...(!isCountry &&
      !place.offshore &&
      closest &&
      closest.km <= DAY_TRIP_KM && { dayTripFrom: { name: closest.city.name, km: closest.km } }),
    countryCities,
    ...(sameNameIn && { sameNameIn }),
  };
}
