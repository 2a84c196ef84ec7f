import { WEEKDAYS, type Activity, type CityGuide, type CountryGuide } from "./guide-schema";
import { guides } from "./guides";

/**
 * The rules of a day that both the planner (when it picks) and the plan check (when it checks) follow: what is
 * on a date (holidays, festivals), whether an activity can be done that day, and how much ground a day covers.
 */

/** No two places of one day (excursions aside) further apart than this. */
export const DAY_SPREAD_KM = 30;

export interface DayContext {
  date: string;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  month: number;
  city: CityGuide;
  events: CountryGuide["events"];
}

const dateParts = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
};

/** Whether an event's "MM-dd" or "yyyy-MM-dd" span covers a date (spans may cross the new year). */
function covers(event: CountryGuide["events"][number], date: string): boolean {
  // A holiday given by a rule (its date moves) has no fixed span here.
  if (event.start === undefined) return false;
  const year = date.slice(0, 4);
  const md = date.slice(5);
  const startYear = event.start.length === 10 ? event.start.slice(0, 4) : undefined;
  if (startYear && startYear !== year && !(event.end && event.end.slice(0, 4) === year)) return false;
  const start = event.start.slice(-5);
  const end = (event.end ?? event.start).slice(-5);
  return start <= end ? md >= start && md <= end : md >= start || md <= end;
}

/** The holidays and festivals of a city's country (and the city's own) on a date. */
export function eventsOn(city: CityGuide, date: string): CountryGuide["events"] {
  const country = guides().country(city.country);
  return (country?.events ?? []).filter((event) => (!event.city || event.city === city.id) && covers(event, date));
}

export function dayContext(city: CityGuide, date: string): DayContext {
  const { month, weekday } = dateParts(date);
  return { date, weekday, month, city, events: eventsOn(city, date) };
}

/** Whether an activity can be done that day: open, in season, and not shut for a holiday. */
export function availableOn(activity: Activity, context: DayContext): boolean {
  if (activity.closed?.includes(WEEKDAYS[context.weekday]!)) return false;
  if (activity.months && !activity.months.includes(context.month)) return false;
  if (activity.indoor && context.events.some((event) => event.closures)) return false;
  return true;
}
