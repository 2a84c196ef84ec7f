import { WEEKDAYS, type Activity, type CityGuide, type CountryGuide, type EventEffect } from "./guide-schema";
import { guides } from "./guides";
import { countryEventDays } from "./holiday-dates";
import { fullMoonNear } from "./moon";
import { holidayHours, opensOn, weeklyOpenDays } from "./opening-hours";

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
  /** The day of each event the date is (1 is its first day): some effects hold on some days only. */
  eventDays: ReadonlyMap<CountryEvent, number>;
}

type CountryEvent = CountryGuide["events"][number];

const dateParts = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
};

/** The holidays and festivals of a city's country (and the city's own) on a date, each with its day number. */
function eventDaysOn(city: CityGuide, date: string): Map<CountryEvent, number> {
  const country = guides().country(city.country);
  const days = country ? countryEventDays(country, date) : new Map<CountryEvent, number>();
  for (const event of days.keys()) if (event.city && event.city !== city.id) days.delete(event);
  return days;
}

/** The holidays and festivals of a city's country (and the city's own) on a date, movable ones included. */
export function eventsOn(city: CityGuide, date: string): CountryGuide["events"] {
  return [...eventDaysOn(city, date).keys()];
}

export function dayContext(city: CityGuide, date: string): DayContext {
  const { month, weekday } = dateParts(date);
  const eventDays = eventDaysOn(city, date);
  return { date, weekday, month, city, events: [...eventDays.keys()], eventDays };
}

/** Whether an event's effect holds on its nth day (`true`: every day; a list: those days). */
export function effectHolds(event: CountryEvent, effect: EventEffect, day: number): boolean {
  const days = event.effects?.[effect];
  return days === true || (days !== undefined && days.includes(day));
}

/** The events of a day on which an effect holds (Golden Week's crowds, Tết's closed shops on its days 2 to 4). */
export const eventsWithEffect = (context: DayContext, effect: EventEffect) =>
  context.events.filter((event) => effectHolds(event, effect, context.eventDays.get(event) ?? 1));

/**
 * What closes with the shops on a holiday (`effects.shopsClosed`): shopping (markets, shopping streets, craft
 * shops) and food at a market, a stall or a hawker centre; a restaurant of the guides stays (they are the known ones).
 */
const MARKET_WORDS = /\b(?:markets?|bazaars?|stalls?|hawkers?)\b/i;
export const closesWithShops = (activity: Activity) =>
  activity.kind === "shopping" || (activity.kind === "food" && MARKET_WORDS.test(`${activity.title} ${activity.place.name}`));

/**
 * Why an activity cannot be done that day, or undefined when it can: "closed" (a weekly closing day, or its
 * hours do not open that day), "season" (out of its months), "holiday" (a closure holiday shuts every ticketed
 * place, tour, day trip and indoor place, and free places too on an "all" holiday, unless it opens on holidays), "transport"
 * (no or little public transport: no day trip), "window" (outside the event it runs during, away from the full
 * moon it needs, or during an event it is better left out of).
 */
export type Unavailability = "closed" | "season" | "holiday" | "transport" | "window";

/**
 * What a closure holiday shuts: every ticketed place, tour and day trip, and indoor places even when free (a free
 * museum closes on Christmas Day too); free outdoor places (a park, a viewpoint) stay open unless "all".
 */
export const shutOnHolidays = (activity: Activity) => activity.cost > 0 || activity.fullDay === true || activity.indoor === true;

export function unavailability(activity: Activity, context: DayContext): Unavailability | undefined {
  if (activity.closed?.includes(WEEKDAYS[context.weekday]!)) return "closed";
  if (activity.months && !activity.months.includes(context.month)) return "season";
  // A public holiday of the country (or the city) is the guides' "PH", read from its events.
  const onHolidays = context.events.some((event) => event.kind === "holiday")
    ? holidayHours(activity.hours ?? "").onHolidays
    : undefined;
  if (onHolidays === "off") return "holiday";
  if (onHolidays === undefined && activity.hours !== undefined && !opensOn(activity.hours, context.date)) return "closed";
  if (!activity.openOnHolidays && onHolidays !== "open") {
    for (const event of context.events) {
      if (event.closures === "all" || (event.closures === true && shutOnHolidays(activity))) return "holiday";
    }
  }
  if (!activity.openOnHolidays && closesWithShops(activity) && eventsWithEffect(context, "shopsClosed").length > 0)
    return "holiday";
  if (activity.fullDay && context.events.some((event) => event.transport !== undefined)) return "transport";
  if (activity.during !== undefined && !context.events.some((event) => event.name === activity.during)) return "window";
  if (activity.avoidDuring?.some((name) => context.events.some((event) => event.name === name))) return "window";
  if (activity.moon === "full" && !nearFullMoon(context.date, context.city.timeZone)) return "window";
  return undefined;
}

/**
 * The weekdays an activity never opens, as the language model is told them: its published closing days and the
 * days its `hours` never open (for hours that are the same every week; seasonal ones stay with the plan check).
 */
export function closedWeekdays(activity: Activity): (typeof WEEKDAYS)[number][] {
  const closed = new Set(activity.closed);
  const weekly = activity.hours !== undefined ? weeklyOpenDays(activity.hours) : undefined;
  if (weekly) for (const [index, day] of WEEKDAYS.entries()) if (!weekly.has(index)) closed.add(day);
  return WEEKDAYS.filter((day) => closed.has(day));
}

/** Whether an activity can be done that day: open, in season, not shut for a holiday, inside its window. */
export function availableOn(activity: Activity, context: DayContext): boolean {
  return unavailability(activity, context) === undefined;
}

/** What each effect changes, in the words of a day's note (the scheduler does what they say). */
export const EFFECT_NOTES: Record<EventEffect, string> = {
  crowds: "Popular sights are crowded, so the day's best-known sight comes first thing in the morning.",
  soldOut:
    "Long-distance trains, buses and flights sell out, so book travel and day trips well ahead; no day trip is added on the spot.",
  shopsClosed: "Many shops, markets and small restaurants are closed, so the day keeps away from markets and shopping.",
  splashes:
    "Expect to be splashed in the streets: keep phones and cameras in a waterproof bag and wear clothes you do not mind ruining.",
};
const EFFECTS = Object.keys(EFFECT_NOTES) as EventEffect[];

/** The effects of an event that hold on its nth day. */
export const effectsOn = (event: CountryEvent, day: number) => EFFECTS.filter((effect) => effectHolds(event, effect, day));

/**
 * What an event changes in the plan on its nth day (`day` 1 is its first), in words: the rules of unavailability
 * above and the effects that hold that day, so a traveller sees why the museum, the market or the day trip is not there.
 */
export function eventChanges(event: CountryEvent, day = 1): string[] {
  return [
    event.closures === "all"
      ? "Free sights close too, so the day keeps to what stays open."
      : event.closures
        ? "Ticketed and indoor sights, tours and day trips are shut unless known to open, so the day keeps to what stays open."
        : undefined,
    event.transport === "none"
      ? "Public transport does not run, so no day trip."
      : event.transport === "limited"
        ? "Public transport runs a reduced service, so no day trip."
        : undefined,
    ...effectsOn(event, day).map((effect) => EFFECT_NOTES[effect]),
  ].filter((change): change is string => change !== undefined);
}

/**
 * An event as a day's note: its name and description from the data, then what it changes that day; on the days
 * after the one that described it (`described`), its name and the changes only.
 */
export const eventNote = (event: CountryEvent, day = 1, described = false) =>
  [described ? `${event.name}:` : `${event.name}: ${event.description}`, ...eventChanges(event, day)].join(" ");

/** Nights either side of the full-moon night that still count as full-moon nights (the Taj's viewing nights). */
const FULL_MOON_NIGHTS_EITHER_SIDE = 2;

const localDates = new Map<string, Intl.DateTimeFormat>();
/** The date ("YYYY-MM-DD") an instant falls on in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let format = localDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    localDates.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * Whether the night that begins on a date (its evening to the next morning, local time) is within two nights of
 * the full moon: the night of a full moon is the one whose noon-to-noon span holds the instant.
 */
export function nearFullMoon(date: string, timeZone: string): boolean {
  const evening = new Date(`${date}T12:00:00Z`);
  const full = fullMoonNear(evening);
  const night = localDate(new Date(full.getTime() - 12 * 3_600_000), timeZone);
  const apart = Math.abs(Date.parse(`${night}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return apart <= FULL_MOON_NIGHTS_EITHER_SIDE;
}
