import { clockText } from "@shared/timetable";
import { localDate } from "../../knowledge/day-rules";
import type { CityGuide } from "../../knowledge/guide-schema";
import { sunTimes } from "../../knowledge/sun";
import { MONTH_TITLES, monthIn } from "./chat-parse";

/** "What time is sunset in Lisbon?", "sunrise at Angkor in January": a question about the sun's times. */
export const ASKS_SUN =
  / (sunset|sunsets|sunrise|sunrises|sun sets?|sun rises?|sun goes down|sun comes up|golden hour|dusk|dawn) /;
const ASKS_SUNRISE = / (sunrise|sunrises|sun rises?|sun comes up|dawn) /;

const dayWords = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/**
 * The sunrise or sunset in a city on a trip's date (`tripDate`), in the middle of a month named, or today (its
 * local date), from the sun's equations (knowledge/sun.ts), with the guide's places to watch it: the same times
 * the plans are timed by.
 */
export function sunAnswer(city: CityGuide, text: string, today: Date, tripDate?: string): string {
  const event = ASKS_SUNRISE.test(text) ? "sunrise" : "sunset";
  const month = monthIn(text);
  const todayThere = localDate(today, city.timeZone);
  let date = tripDate ?? todayThere;
  if (month) {
    const year = Number(todayThere.slice(0, 4)) + (month < Number(todayThere.slice(5, 7)) ? 1 : 0);
    date = `${year}-${String(month).padStart(2, "0")}-15`;
  }
  const day = dayWords.format(new Date(`${date}T12:00:00Z`));
  const when = month ? `in mid-${MONTH_TITLES[month - 1]}` : tripDate ? `on ${day}` : `today, ${day}`;
  const sun = sunTimes(city, date, city.timeZone);
  const at = sun[event];
  const lines = [
    at !== undefined
      ? `In **${city.name}** the sun ${event === "sunrise" ? "rises" : "sets"} at about **${clockText(at)}** ${when}, local time.`
      : sun.polar === "day"
        ? `The sun does not set in **${city.name}** ${when}: it is the season of the midnight sun.`
        : `The sun does not rise in **${city.name}** ${when}: it is the polar night, with a few hours of twilight around noon.`,
  ];
  const spots = city.activities.filter((activity) => activity.sun === event).slice(0, 4);
  if (spots.length > 0) {
    lines.push(`Where to watch it:`, ...spots.map((spot) => `- **${spot.title}** - ${spot.description}`));
    lines.push(`Wayfarer's plans time these visits by that day's ${event}.`);
  }
  return lines.join("\n");
}
