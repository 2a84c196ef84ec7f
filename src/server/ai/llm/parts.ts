import type { ItineraryEvent, PartialItinerary } from "../engine";
import type { ModelItinerary } from "./output";

/**
 * A long trip asked for in parts (about 1,000 output tokens a day, so the output cap never cuts a trip short),
 * and the events of the calls that write them.
 */

/** Trips longer than this are asked for in parts (about 1,000 output tokens a day). */
const PART_DAYS = 10;

/** The dates in parts of at most PART_DAYS days, as equal as they can be. */
export function splitDates(dates: readonly string[]): string[][] {
  const count = Math.ceil(dates.length / PART_DAYS);
  const size = Math.ceil(dates.length / count);
  const parts: string[][] = [];
  for (let i = 0; i < dates.length; i += size) parts.push(dates.slice(i, i + size));
  return parts;
}

/** The server sets day numbers and dates itself when the model wrote one day per date. */
export function withDates(answer: ModelItinerary, dates: readonly string[]): ModelItinerary {
  if (answer.days.length !== dates.length) return answer;
  return { ...answer, days: answer.days.map((day, index) => ({ ...day, day: index + 1, date: dates[index]! })) };
}

/** "Belém Tower: a morning visit." -> "Belém Tower". */
export function activityName(section: string): string {
  const colon = section.indexOf(":");
  return (colon > 0 && colon <= 80 ? section.slice(0, colon) : "").trim();
}

export function toPartialDay(day: ModelItinerary["days"][number]): NonNullable<PartialItinerary["days"]>[number] {
  const { optional, notes, ...rest } = day;
  return { ...rest, ...(optional && { optional }), ...(notes && { notes }) };
}

/** A call answered at once, as a call that sends no events on the way. */
export async function* withoutEvents<R>(answer: Promise<R>): AsyncGenerator<ItineraryEvent, R> {
  yield* [];
  return await answer;
}

/** Passes a call's events on (changed by `map`) and returns its result. */
export async function* relay<R>(
  events: AsyncGenerator<ItineraryEvent, R>,
  map: (event: ItineraryEvent) => ItineraryEvent,
): AsyncGenerator<ItineraryEvent, R> {
  for (;;) {
    const next = await events.next();
    if (next.done) return next.value;
    yield map(next.value);
  }
}
