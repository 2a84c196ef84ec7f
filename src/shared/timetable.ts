/**
 * The words of a verified plan (docs/product.md "Verified plans"), apart from the plan's schemas (plan.ts) so that
 * pages reading a plan need no zod: the traveller's pace, how a leg between two stops is travelled, and clock
 * times ("HH:MM", local to the day's base) as minutes after midnight.
 */

/** What the traveller asks of a trip's days: the scheduler keeps each day within its pace's budget. */
export const PACES = ["relaxed", "balanced", "packed"] as const;
export type Pace = (typeof PACES)[number];
export const DEFAULT_PACE: Pace = "balanced";

/** How a leg between two consecutive stops of a day is travelled. */
export const LEG_MODES = ["walk", "transit", "drive"] as const;
export type LegMode = (typeof LEG_MODES)[number];
/** Where a leg's minutes and kilometres come from: the offline estimate, or the routing server (ROUTING_URL). */
export const LEG_SOURCES = ["estimate", "routing"] as const;
export type LegSource = (typeof LEG_SOURCES)[number];

/** What the plan check says of a stop. */
export const ITEM_STATUSES = ["verified", "unknown", "conflict"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** How full a day is against the traveller's pace. */
export const DAY_PACES = ["light", "balanced", "full", "overloaded"] as const;
export type DayPace = (typeof DAY_PACES)[number];

/** "HH:MM", 00:00 to 23:59. */
export const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an "HH:MM" time. */
export function clockMinutes(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** "HH:MM" of minutes after midnight (a time past midnight wraps: 24:30 is 00:30). */
export function clockText(minutes: number): string {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}
