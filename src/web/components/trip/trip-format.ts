import type { Plan, PlanItem } from "@shared/plan";
import { imageNamedIn, imageOfPlace } from "@shared/catalog/destination-images";
import { dateRange, localDate, longDate } from "@web/lib/dates";

/** How the trip page words trip dates, durations and places (single dates: @web/lib/dates). */

/** "1–5 Apr 2027", or one date for a day trip. */
export const tripDates = (plan: Plan) => dateRange(plan.days[0]!.date, plan.days.at(-1)!.date);

const DAY_MS = 86_400_000;

/** "Starts in 12 days", "Starts tomorrow", "Day 2 of 5", "Ended 5 Apr 2027". */
export function countdown(plan: Plan, today = localDate()): string {
  const first = plan.days[0]!.date;
  const last = plan.days.at(-1)!.date;
  const until = Math.round((Date.parse(first) - Date.parse(today)) / DAY_MS);
  if (until > 1) return `Starts in ${until} days`;
  if (until === 1) return "Starts tomorrow";
  if (today <= last) return `Day ${1 - until} of ${plan.days.length}`;
  return `Ended ${longDate(last)}`;
}

/** "1 h 30 min", "45 min", "Full day"; empty when the plan does not say. */
export function durationText(item: Pick<PlanItem, "durationMinutes" | "fullDay">): string {
  if (item.fullDay) return "Full day";
  const minutes = item.durationMinutes;
  if (!minutes) return "";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A web map of the place that opens on every device (OpenStreetMap: no account, no key, no tracking), the
 * place's link everywhere; the geo: link below is a second choice where the platform opens it.
 */
export function mapUrl(place: NonNullable<PlanItem["place"]>): string {
  return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lon}#map=17/${place.lat}/${place.lon}`;
}

/** Whether this browser hands geo: links to a map app (Android does; desktop browsers and iPhones do nothing). */
export const opensGeoLinks = () => typeof navigator !== "undefined" && /Android/i.test(navigator.userAgent);

/** A geo: URI (RFC 5870): Android opens it in the traveller's own map app. */
export function geoUrl(place: NonNullable<PlanItem["place"]>): string {
  return `geo:${place.lat},${place.lon}?q=${place.lat},${place.lon}(${encodeURIComponent(place.name)})`;
}

const GENERIC_COVER = "/illustrations/feature-itinerary.svg";

/** The destination's illustration when the catalogue has one, else the generic itinerary picture. */
export function coverImage(plan: Pick<Plan, "destination" | "days">): string {
  const names = [plan.destination?.name, ...plan.days.map((day) => day.base)];
  for (const name of names) {
    const image = name && imageOfPlace(name);
    if (image) return image;
  }
  return GENERIC_COVER;
}

/** A saved trip's cover from its title and days' text (the dashboard lists trips without their plans). */
export const coverOfTexts = (title: string, days: string): string => imageNamedIn(title, days) ?? GENERIC_COVER;
