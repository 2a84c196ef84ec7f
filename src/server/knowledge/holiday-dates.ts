import type { CountryGuide } from "./guide-schema";
import { newMoonNear } from "./moon";

/**
 * The dates of a country's holidays and festivals in any year: fixed dates ("12-25"), one year's dates
 * ("2027-02-06"), spans across the new year ("11-29" to "01-06"), and the rules of guide-schema.ts's HOLIDAY_RULE:
 * Western Easter (the Gregorian computus), Orthodox Easter (the Julian computus), weekday rules ("mon>=05-25"), and
 * the lunar calendars Node's ICU knows: Umm al-Qura for Ramadan, the Eids and the Islamic new year (the Saudi
 * calendar; a country that sights the moon may keep a day later), and the Chinese calendar with the new moon of
 * moon.ts for the lunar new year (at UTC+8, Korea's at UTC+9, Vietnam's at UTC+7).
 *
 * Diwali and Holi follow the Hindu lunisolar calendar, which ICU does not have, and their day depends on when a
 * tithi holds at a given hour in India; rather than guess, their rules give no date here, and a country that needs
 * them gives dated entries for each year ("start": "2027-..."), as Korea does for Seollal and Chuseok.
 */

type CountryEvent = CountryGuide["events"][number];

/** One occurrence of an event: yyyy-MM-dd, both days included. */
export interface EventSpan {
  event: CountryEvent;
  start: string;
  end: string;
}

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) => iso(utc(date) + days * 86_400_000);
const pad = (n: number) => String(n).padStart(2, "0");

/** Western Easter Sunday (the anonymous Gregorian algorithm, as in Meeus ch. 8). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Orthodox Easter Sunday: the Julian computus, moved to the Gregorian calendar (13 days in 1900-2099). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julianToGregorian = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return addDays(`${year}-${pad(month)}-${pad(day)}`, julianToGregorian);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function calendarParts(calendar: string, date: string): { month: string; day: string } {
  let format = formatters.get(calendar);
  if (!format) {
    format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { timeZone: "UTC", month: "numeric", day: "numeric" });
    formatters.set(calendar, format);
  }
  const parts = format.formatToParts(new Date(`${date}T12:00:00Z`));
  return { month: parts.find((p) => p.type === "month")!.value, day: parts.find((p) => p.type === "day")!.value };
}

const monthStarts = new Map<string, string[]>();
/**
 * The Gregorian dates of a year on which a month of a lunar calendar begins (day `day` of month `month`): an
 * Islamic month can begin twice in one Gregorian year. A leap month of the Chinese calendar ("4bis") never matches.
 */
function lunarDates(calendar: string, month: number, day: number, year: number): string[] {
  const key = `${calendar}|${month}|${day}|${year}`;
  let dates = monthStarts.get(key);
  if (!dates) {
    dates = [];
    for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
      const parts = calendarParts(calendar, date);
      if (parts.month === String(month) && parts.day === String(day)) dates.push(date);
    }
    monthStarts.set(key, dates);
  }
  return dates;
}

/** Hours ahead of UTC at which a country's lunar calendar counts its days: China's UTC+8 unless listed. */
const LUNAR_CALENDAR_UTC_OFFSET: Record<string, number> = { KR: 9, VN: 7 };

/**
 * The lunar new year's day of a country: the day, at the country's calendar offset, of the new moon that begins the
 * first month. ICU's Chinese calendar finds the month, but its moon is off by minutes: it puts 2027's new year on
 * 7 February although the moon is new at 23:56 on the 6th in China (15:56 UTC), so the day comes from moon.ts.
 * Korea (UTC+9) then keeps Seollal on the 7th; Vietnam (UTC+7) keeps Tết 2030 on 2 February, a day before China.
 */
function lunarNewYear(year: number, country: string): string[] {
  const hours = LUNAR_CALENDAR_UTC_OFFSET[country] ?? 8;
  return lunarDates("chinese", 1, 1, year).map((date) => {
    const newMoon = newMoonNear(new Date(`${date}T00:00:00Z`));
    return iso(newMoon.getTime() + hours * 3_600_000);
  });
}

const WEEKDAY_RULE = /^(sun|mon|tue|wed|thu|fri|sat)>=(\d\d)-(\d\d)$/;
const WEEKDAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const MOVABLE = /^([a-z-]+?)([+-]\d{1,2})?$/;

/** The start dates in a year of a rule's holiday, and its length when the rule knows it (Ramadan's month). */
export function ruleDates(rule: string, year: number, country: string): { start: string; days?: number }[] {
  const weekday = WEEKDAY_RULE.exec(rule);
  if (weekday) {
    const from = `${year}-${weekday[2]}-${weekday[3]}`;
    const shift = (WEEKDAY_NAMES.indexOf(weekday[1]!) - new Date(utc(from)).getUTCDay() + 7) % 7;
    return [{ start: addDays(from, shift) }];
  }
  const [, name, offsetText] = MOVABLE.exec(rule) ?? [];
  const offset = Number(offsetText ?? 0);
  const shifted = (dates: readonly string[]) => dates.map((date) => ({ start: addDays(date, offset) }));
  switch (name) {
    case "easter":
      return shifted([easterSunday(year)]);
    case "orthodox-easter":
      return shifted([orthodoxEaster(year)]);
    case "ramadan":
      // The whole month: 29 days, or 30 when its 30th day is still Ramadan.
      return lunarDates("islamic-umalqura", 9, 1, year).map((date) => ({
        start: addDays(date, offset),
        days: calendarParts("islamic-umalqura", addDays(date, 29)).month === "9" ? 30 : 29,
      }));
    case "eid-al-fitr":
      return shifted(lunarDates("islamic-umalqura", 10, 1, year));
    case "eid-al-adha":
      return shifted(lunarDates("islamic-umalqura", 12, 10, year));
    case "islamic-new-year":
      return shifted(lunarDates("islamic-umalqura", 1, 1, year));
    case "lunar-new-year":
      return shifted(lunarNewYear(year, country));
    default:
      // Diwali and Holi (see above): no date rather than a guess; the data gives them as dated entries.
      return [];
  }
}

/** The occurrences of an event that start in a year (a span across the new year ends in the next). */
export function eventSpans(event: CountryEvent, year: number, country: string): EventSpan[] {
  if (event.rule !== undefined) {
    return ruleDates(event.rule, year, country).map(({ start, days }) => ({
      event,
      start,
      end: addDays(start, (event.days ?? days ?? 1) - 1),
    }));
  }
  const start = event.start!;
  if (start.length === 10 && !start.startsWith(String(year))) return [];
  const first = start.length === 10 ? start : `${year}-${start}`;
  const endText = event.end ?? start;
  let end = endText.length === 10 ? endText : `${year}-${endText}`;
  // "11-29" to "01-06": the end is in the next year.
  if (end < first && endText.length === 5) end = `${year + 1}-${endText}`;
  return [{ event, start: first, end }];
}

const spansByYear = new Map<string, EventSpan[]>();

/** Every occurrence of a country's events that starts in a year, computed once per country and year. */
export function countrySpans(country: CountryGuide, year: number): EventSpan[] {
  const key = `${country.code}|${year}`;
  let spans = spansByYear.get(key);
  if (!spans) {
    spans = country.events.flatMap((event) => eventSpans(event, year, country.code));
    spansByYear.set(key, spans);
  }
  return spans;
}

/**
 * A country's events (with their city, if any) that run on a date, including those begun the year before, each
 * with the day of the event the date is (1 is its first day): an event's `effects` may hold on some days only.
 */
export function countryEventDays(country: CountryGuide, date: string): Map<CountryEvent, number> {
  const year = Number(date.slice(0, 4));
  const found = new Map<CountryEvent, number>();
  for (const span of [...countrySpans(country, year - 1), ...countrySpans(country, year)]) {
    if (span.start <= date && date <= span.end && !found.has(span.event)) {
      found.set(span.event, Math.round((utc(date) - utc(span.start)) / 86_400_000) + 1);
    }
  }
  return found;
}

/** A country's events (with their city, if any) that run on a date, including those begun the year before. */
export function countryEventsOn(country: CountryGuide, date: string): CountryEvent[] {
  return [...countryEventDays(country, date).keys()];
}
