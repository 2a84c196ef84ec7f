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
/** Per value read by the package and week (keyed by its Monday), the days the hours open on: one query a week. */
const openByWeek = new Map<string, Set<number>>();
/** Past this many remembered weeks the memo starts again (a server plans a few years of dates at most). */
const MEMO_LIMIT = 100_000;

/** The weekdays (0 Sunday ... 6 Saturday) a value opens on, when it is the same every week; else undefined. */
export function weeklyOpenDays(value: string): Set<number> | undefined {
  if (SEASONAL.test(value)) return undefined;
  let weekdays = weeklyOpen.get(value);
  if (!weekdays) {
    weekdays = new Set(FIXED_WEEK.filter((date) => opensOn(value, date)).map((date) => weekdayOf(date)));
    weeklyOpen.set(value, weekdays);
  }
  return weekdays;
}

/** Whether the hours open at all on a yyyy-MM-dd date of the place (a night begun the day before does not count). */
export function opensOn(value: string, date: string): boolean {
  const common = commonHours(value);
  return common ? common(date).length > 0 : opensOnByPackage(value, date);
}

/** opensOn as the package reads it: the reference for the common forms (opening-hours.test.ts). */
export function opensOnByPackage(value: string, date: string): boolean {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  let local = new Date(year, month - 1, day);
  // Hours that are the same every week are read on a fixed week.
  if (!SEASONAL.test(value)) local = new Date(2027, 0, 10 + local.getDay());
  const monday = new Date(local.getFullYear(), local.getMonth(), local.getDate() - ((local.getDay() + 6) % 7));
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
export function openIntervals(value: string, date: string): readonly OpenInterval[] {
  return commonHours(value)?.(date) ?? intervalsByPackage(value, date);
}

/** openIntervals as the package reads it: the reference for the common forms (opening-hours.test.ts). */
export function intervalsByPackage(value: string, date: string): readonly OpenInterval[] {
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
  // What began the night before and ends in the early hours belongs to that night; what opens after midnight, to
  // the next day.
  intervals = intervals.filter(
    (interval) => !(interval.from === 0 && interval.to <= NIGHT_ENDS_HOUR * 60 && interval.to < 1440) && interval.from < 1440,
  );
  if (intervalsByDay.size >= MEMO_LIMIT) intervalsByDay.clear();
  intervalsByDay.set(key, intervals);
  return intervals;
}

/*
 * The common forms, read without the package. Almost every value in the guides is a few rules of weekdays, months
 * or dates and times ("Tu-Su 09:00-18:00; Th 10:00-21:00", "Apr-Oct: Mo-Su 09:00-17:00; Nov-Mar: Mo-Su
 * 09:00-16:00", "Mo-Su 10:00-17:00; Dec 25 off"). Reading those here costs microseconds where the package costs
 * milliseconds a value, and a plan's first visit to a city reads dozens. Anything else (years, weeks, "24/7",
 * additional rules, comments, nights past 06:00) is the package's. The package stays the reference: a test reads
 * every value of the guides both ways and compares them day by day (opening-hours.test.ts).
 */

const MONTH = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec";
const WEEKDAY = "Su|Mo|Tu|We|Th|Fr|Sa";
const MONTHS = MONTH.split("|");
const WEEKDAYS = WEEKDAY.split("|");
const list = (item: string) => `${item}(?:,${item})*`;
const MONTH_RANGE = `(?:${MONTH})(?:-(?:${MONTH}))?`;
const DATE_RANGE = `(?:${MONTH}) \\d\\d(?:-(?:(?:${MONTH}) )?\\d\\d)?`;
const WEEKDAY_RANGE = `(?:${WEEKDAY})(?:-(?:${WEEKDAY}))?`;
const TIME_RANGE = "\\d\\d:\\d\\d(?:-\\d\\d:\\d\\d)?";
/** One rule: months or dates (either may end in a colon), weekdays, then times or "off". */
const COMMON_RULE = new RegExp(
  `^(?:(${list(MONTH_RANGE)}):? |(${list(DATE_RANGE)}):? )?(?:(${list(WEEKDAY_RANGE)}) )?(${list(TIME_RANGE)}|off|closed)$`,
);

interface CommonRule {
  /** Month-and-day numbers (month * 100 + day) the rule covers, as inclusive ranges that may wrap past the year's end. */
  dates?: [number, number][];
  weekdays?: Set<number>;
  intervals: OpenInterval[];
}

/** The values of a range of names ("Tu-Su", "Nov-Feb": wrapping past the end) as indexes of `names`. */
function namedRange(text: string, names: readonly string[]): number[] {
  const [first, last = first] = text.split("-").map((name) => names.indexOf(name));
  const values = [first!];
  for (let value = first!; value !== last;) values.push((value = (value + 1) % names.length));
  return values;
}

const dayNumber = (month: string, day: string) => (MONTHS.indexOf(month) + 1) * 100 + Number(day);
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** One rule of the common forms, or undefined when the package must read it. */
function commonRule(text: string): CommonRule | undefined {
  const match = COMMON_RULE.exec(text);
  if (!match) return undefined;
  const [, months, dates, weekdays, times] = match as unknown as [
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string,
  ];
  const rule: CommonRule = { intervals: [] };
  if (months)
    rule.dates = months.split(",").map((range) => {
      const [first, last = first] = range.split("-");
      return [dayNumber(first!, "01"), dayNumber(last!, "31")];
    });
  if (dates)
    rule.dates = dates.split(",").map((range) => {
      const [from, to = from] = range.split("-") as [string, string?];
      const [month, day] = from.split(" ") as [string, string];
      const end = to!.includes(" ") ? (to!.split(" ") as [string, string]) : [month, to!];
      return [dayNumber(month, day), dayNumber(end[0]!, end[1]!)];
    });
  if (weekdays) rule.weekdays = new Set(weekdays.split(",").flatMap((range) => namedRange(range, WEEKDAYS)));
  if (times === "off" || times === "closed") return rule;
  for (const range of times.split(",")) {
    const [from, to] = range.split("-").map(minutes) as [number, number?];
    // From midnight it may continue a night begun the day before: the package's to read.
    if (from === 0) return undefined;
    if (to === undefined) rule.intervals.push({ from, to: from + 1, point: true });
    // A night past midnight belongs to its evening; one running on past 06:00 is the package's to read.
    else if (to > from) rule.intervals.push({ from, to, point: false });
    else if (to <= NIGHT_ENDS_HOUR * 60) rule.intervals.push({ from, to: to + 1440, point: false });
    else return undefined;
  }
  return rule;
}

const weekdayOf = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();

/** The dates (yyyy-MM-dd) of a week, Sunday to Saturday, for hours that are the same every week. */
const FIXED_WEEK = ["2027-01-10", "2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14", "2027-01-15", "2027-01-16"];

const inRange = (day: number, [from, to]: [number, number]) => (from <= to ? from <= day && day <= to : day >= from || day <= to);

/** The common-form readers, per value (null: the package reads it). */
const commonReaders = new Map<string, ((date: string) => readonly OpenInterval[]) | null>();

/** A reader of a value in the common forms (a date's open intervals, as openIntervals gives them), else undefined. */
export function commonHours(value: string): ((date: string) => readonly OpenInterval[]) | undefined {
  let reader = commonReaders.get(value);
  if (reader === undefined) {
    const rules = holidayHours(value)
      .rest.split(/;\s*/)
      .map((rule) => commonRule(rule.trim()));
    reader = rules.every(Boolean) && rules.length > 0 ? readerOf(rules as CommonRule[]) : null;
    commonReaders.set(value, reader);
  }
  return reader ?? undefined;
}

/** Later rules override earlier ones for the days they name, as in OpenStreetMap's syntax. */
function readerOf(rules: CommonRule[]): (date: string) => readonly OpenInterval[] {
  const ruleOn = (date: string) => {
    const day = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
    const weekday = weekdayOf(date);
    return rules.findLast(
      (rule) =>
        (!rule.dates || rule.dates.some((range) => inRange(day, range))) && (!rule.weekdays || rule.weekdays.has(weekday)),
    );
  };
  return (date) => ruleOn(date)?.intervals ?? [];
}
