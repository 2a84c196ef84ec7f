import OpeningHours from "opening_hours";

/**
 * The guides' opening hours, in OpenStreetMap's `opening_hours` syntax, read by the `opening_hours` package (the
 * maintained parser of that syntax; LGPL-3.0, used unmodified from node_modules: docs/decisions/0985). Parsing is
 * slow (milliseconds a value), so each distinct value is parsed once and kept.
 *
 * A value may give ranges ("Tu-Su 09:00-18:00": a visit fits inside) or points in time ("Tu,Fr 20:30": a show or a
 * tour that starts then), or both.
 *
 * Times are wall-clock times of the place: a `Date` given to the parsed hours carries the place's local date and
 * time in its local fields (new Date(year, monthIndex, day, hour, minute)), whatever the server's time zone. That
 * is why the guides may not use sunrise, sunset, dawn or dusk (they need real instants), nor SH (school holidays).
 * Public holidays come from the country's events (holiday-dates.ts), for every country alike, so `PH` is read here
 * and not by the package: only as a rule of its own, "PH off" (shut on every public holiday of the country) or
 * "PH 10:00-14:00" (open then, even on a holiday that shuts ticketed places).
 */

const parsed = new Map<string, OpeningHours>();

/** Tokens the guides must not use (see above), once a rule of its own for public holidays is taken out. */
const REFUSED = /\b(?:PH|SH|sunrise|sunset|dawn|dusk|easter)\b/i;

/** A rule of its own for public holidays: "PH off", or "PH" and opening times. */
const HOLIDAY_RULE = /^PH\s+(off|closed|\d\d:\d\d-\d\d:\d\d(?:,\d\d:\d\d-\d\d:\d\d)*)$/;

export interface HolidayHours {
  /** The value without its public-holiday rule, for the `opening_hours` package. */
  rest: string;
  /** What its public-holiday rule says, if it has one. */
  onHolidays?: "off" | "open";
}

const holidaySplit = new Map<string, HolidayHours>();
/** A value's public-holiday rule ("PH off", "PH 10:00-14:00") apart from its other rules. */
export function holidayHours(value: string): HolidayHours {
  let split = holidaySplit.get(value);
  if (!split) {
    const rules = value.split(";").map((rule) => rule.trim());
    const ph = rules.map((rule) => HOLIDAY_RULE.exec(rule)).find(Boolean);
    const rest = rules.filter((rule) => !HOLIDAY_RULE.test(rule)).join("; ");
    split = ph ? { rest, onHolidays: ph[1] === "off" || ph[1] === "closed" ? "off" : "open" } : { rest };
    holidaySplit.set(value, split);
  }
  return split;
}

/** The parsed hours; throws on a value that does not parse (the guides' check refuses those). */
export function openingHours(value: string): OpeningHours {
  let hours = parsed.get(value);
  if (!hours) {
    hours = new OpeningHours(value, null, {
      mode: 2,
      tag_key: "opening_hours",
      map_value: false,
      warnings_severity: 4,
      locale: "en",
    });
    parsed.set(value, hours);
  }
  return hours;
}

/**
 * Warnings that say a date is in the past: the guides keep a few years of windows (a tournament in 2027 and 2028),
 * which must not start failing the check once the first of them has passed.
 */
const PAST = new Set(["date_past", "date_range_past", "year_past"]);

/** What is wrong with a value: a parse error, a warning of the parser, or a token the guides may not use. */
export function hoursProblems(value: string): string[] {
  const { rest } = holidayHours(value);
  if (REFUSED.test(rest))
    return [`"${value}" uses SH, easter, a sun time or PH inside another rule (PH only as "PH off" or "PH 10:00-14:00")`];
  if (rest === "") return [`"${value}" gives only public-holiday hours`];
  try {
    return openingHours(rest)
      .getStructuredWarnings()
      .filter((warning) => !PAST.has(warning.type))
      .map((warning) => `"${value}": ${warning.message.replace(/\s+/g, " ").trim()}`);
  } catch (error) {
    return [`"${value}" does not parse: ${String(error).replace(/\s+/g, " ").slice(0, 200)}`];
  }
}

/**
 * An interval begun the day before that runs past this hour of the next day counts for that day too (a place
 * open round the clock); one that ends earlier is the night before (a bar open 18:00-02:00 is not open on the
 * next day).
 */
const NIGHT_ENDS_HOUR = 6;

/** The local days (as local-midnight `Date`s from `first` up to before `until`) on which the hours open at all. */
function openDays(value: string, first: Date, until: Date): Date[] {
  // From the day before, so that a night begun then is seen whole and not taken for an opening at midnight.
  const from = new Date(first.getFullYear(), first.getMonth(), first.getDate() - 1);
  const days = new Map<number, Date>();
  const add = (day: Date) => {
    if (day >= first && day < until) days.set(day.getTime(), day);
  };
  for (const [start, end] of openingHours(holidayHours(value).rest).getOpenIntervals(from, until)) {
    add(new Date(start.getFullYear(), start.getMonth(), start.getDate()));
    for (
      let day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
      day < end;
      day.setDate(day.getDate() + 1)
    ) {
      const nightEnds = new Date(day.getFullYear(), day.getMonth(), day.getDate(), NIGHT_ENDS_HOUR);
      if (end > nightEnds) add(new Date(day));
    }
  }
  return [...days.values()];
}

/** The weekdays (0 Sunday ... 6 Saturday) of the week starting on `monday` on which the hours open at all. */
export function openWeekdays(value: string, monday: Date): Set<number> {
  const until = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  return new Set(openDays(value, monday, until).map((day) => day.getDay()));
}

/** A value naming months, dates, years or weeks of the year: its open days change through the year. */
const SEASONAL = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|week|\d{4})\b/;
/** The open weekdays of a value that is the same every week (most are): read once. */
const weeklyOpen = new Map<string, Set<number>>();
/** Per seasonal value and week (keyed by its Monday), the days the hours open on: one query a week. */
const openByWeek = new Map<string, Set<number>>();
/** Past this many remembered weeks the memo starts again (a server plans a few years of dates at most). */
const MEMO_LIMIT = 100_000;

/** The weekdays (0 Sunday ... 6 Saturday) a value opens on, when it is the same every week; else undefined. */
export function weeklyOpenDays(value: string): Set<number> | undefined {
  if (SEASONAL.test(value)) return undefined;
  let weekdays = weeklyOpen.get(value);
  if (!weekdays) {
    weekdays = openWeekdays(value, new Date(2027, 0, 11));
    weeklyOpen.set(value, weekdays);
  }
  return weekdays;
}

/** Whether the hours open at all on a yyyy-MM-dd date of the place (a night begun the day before does not count). */
export function opensOn(value: string, date: string): boolean {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const local = new Date(year, month - 1, day);
  const weekdays = weeklyOpenDays(value);
  if (weekdays) return weekdays.has(local.getDay());
  const monday = new Date(year, month - 1, day - ((local.getDay() + 6) % 7));
  const key = `${monday.getTime()}|${value}`;
  let days = openByWeek.get(key);
  if (!days) {
    const until = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
    days = new Set(openDays(value, monday, until).map((open) => open.getTime()));
    if (openByWeek.size >= MEMO_LIMIT) openByWeek.clear();
    openByWeek.set(key, days);
  }
  return days.has(local.getTime());
}

/** A stretch of a local day the hours are open, in minutes after its midnight (a night may end past 1440). */
export interface OpenInterval {
  from: number;
  to: number;
  /** A point in time ("Tu,Fr 20:30"): a show or tour starting then, not a span to visit in. */
  point: boolean;
}

/** Open intervals per value and date, read once (a plan checks the same few places again and again). */
const intervalsByDay = new Map<string, OpenInterval[]>();

/**
 * When the hours are open on a yyyy-MM-dd date of the place, from its midnight to the morning after (a bar open
 * 18:00-02:00 gives one interval 1080-1560; the night begun the day before is that day's, not this one's).
 * Public-holiday rules are the caller's (day-rules.ts): the value's other rules are read here.
 */
export function openIntervals(value: string, date: string): OpenInterval[] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  let midnight = new Date(year, month - 1, day);
  // Hours that are the same every week are read once per weekday, on that weekday of a fixed week.
  const weekly = !SEASONAL.test(value);
  if (weekly) midnight = new Date(2027, 0, 10 + midnight.getDay());
  const key = weekly ? `w${midnight.getDay()}|${value}` : `${date}|${value}`;
  let intervals = intervalsByDay.get(key);
  if (intervals) return intervals;
  const until = new Date(midnight.getFullYear(), midnight.getMonth(), midnight.getDate() + 1, NIGHT_ENDS_HOUR);
  const minutesOf = (at: Date) => Math.round((at.getTime() - midnight.getTime()) / 60_000);
  intervals = [];
  const iterator = openingHours(holidayHours(value).rest).getIterator(midnight);
  let openedAt: number | undefined = iterator.getState() ? 0 : undefined;
  while (iterator.advance(until)) {
    const at = minutesOf(iterator.getDate());
    if (iterator.getState()) openedAt ??= at;
    else if (openedAt !== undefined) {
      intervals.push({ from: openedAt, to: at, point: at - openedAt <= 1 });
      openedAt = undefined;
    }
  }
  if (openedAt !== undefined) intervals.push({ from: openedAt, to: minutesOf(until), point: false });
  // What began the night before and ends in the early hours belongs to that night.
  intervals = intervals.filter((interval) => !(interval.from === 0 && interval.to <= NIGHT_ENDS_HOUR * 60 && interval.to < 1440));
  if (intervalsByDay.size >= MEMO_LIMIT) intervalsByDay.clear();
  intervalsByDay.set(key, intervals);
  return intervals;
}
