/** Travel planner: countdown to the start date and the list of trip days. */
export interface PlannerState {
  /** yyyy-MM-dd, or "" before one is chosen. */
  startDate: string;
  /** As typed in the duration input; see `tripLength`. */
  duration: string;
  /** Notes keyed by day number (1-based), kept when the duration shrinks so they return when it grows. */
  notes: Record<string, string>;
}

export const DEFAULT_DURATION = 3;
export const MAX_DURATION = 60;
export const DEFAULT_PLANNER_STATE: PlannerState = { startDate: "", duration: String(DEFAULT_DURATION), notes: {} };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Day number of a calendar date, independent of time zone and daylight-saving shifts. */
function dayNumber(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

/** Parses yyyy-MM-dd into a calendar day number, or null when it is not a real date. */
function parseDay(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return dayNumber(year, month - 1, day);
}

/**
 * Whole calendar days from today (in the user's time zone) to the start date, never below 0;
 * null when no valid date is set.
 */
export function daysUntil(startDate: string, now: Date = new Date()): number | null {
  const start = parseDay(startDate);
  if (start === null) return null;
  const today = dayNumber(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, start - today);
}

/** The calendar date of trip day `day` (1-based) as a UTC midnight Date, or null without a valid start. */
export function tripDayDate(startDate: string, day: number): Date | null {
  const start = parseDay(startDate);
  return start === null ? null : new Date((start + day - 1) * DAY_MS);
}

/** The trip length from the duration input: a whole number of days from 1 to MAX_DURATION (1 when invalid). */
export function tripLength(duration: string): number {
  const value = Math.floor(Number(duration));
  if (duration.trim() === "" || !Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, MAX_DURATION);
}

export function parsePlannerState(value: unknown): PlannerState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { startDate, duration, notes } = value as Record<string, unknown>;
  if (typeof startDate !== "string" || typeof duration !== "string") return undefined;
  if (typeof notes !== "object" || notes === null || Array.isArray(notes)) return undefined;
  const entries = Object.entries(notes);
  if (!entries.every(([day, note]) => /^\d+$/.test(day) && typeof note === "string")) return undefined;
  return { startDate, duration, notes: Object.fromEntries(entries) as Record<string, string> };
}
