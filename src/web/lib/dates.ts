/**
 * How the app words calendar dates, in British English ("Thu 1 Apr", "1 Apr 2027", "30 Mar – 2 Apr 2027").
 * Written out rather than through Intl.DateTimeFormat: a page's first formatter costs the browser 25-40 ms of
 * locale data on a fast machine, several times that on a phone, before the page can draw. Calendar dates
 * (yyyy-MM-dd) are read in UTC: they have no time zone, and the traveller's own zone must not move them a day.
 */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Thu 1 Apr". */
export function friendlyDate(iso: string): string {
  const date = utc(iso);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Thu 1": the weekday and day of the month, for a label with no room for more. */
export function weekdayDate(iso: string): string {
  const date = utc(iso);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`;
}

/** "1 Apr 2027". */
export function longDate(iso: string): string {
  const date = utc(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "1–3 Apr 2027", "30 Mar – 2 Apr 2027", "30 Dec 2026 – 2 Jan 2027", or one date when both are the same. */
export function dateRange(first: string, last: string): string {
  if (first === last) return longDate(first);
  const [from, to] = [utc(first), utc(last)];
  if (from.getUTCFullYear() !== to.getUTCFullYear()) return `${longDate(first)} – ${longDate(last)}`;
  if (from.getUTCMonth() !== to.getUTCMonth()) return `${from.getUTCDate()} ${MONTHS[from.getUTCMonth()]} – ${longDate(last)}`;
  return `${from.getUTCDate()}–${longDate(last)}`;
}

/** The traveller's own calendar date at a moment (now unless given), as yyyy-MM-dd. */
export function localDate(moment = new Date()): string {
  const offset = moment.getTimezoneOffset() * 60_000;
  return new Date(moment.getTime() - offset).toISOString().slice(0, 10);
}
