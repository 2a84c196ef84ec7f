import { icsEscape, icsFold } from "@shared/itinerary-text";
import type { Plan } from "@shared/plan";
import { clockMinutes } from "@shared/timetable";
import { guides } from "../knowledge/guides";
import { timedForReading } from "../planner/verify";
import { visitMinutes } from "../planner/timetable";

/**
 * A trip as a subscribable iCalendar feed: one timed event per item, in the time zone of the day's base (with
 * its VTIMEZONE), at the items' start times (the plan's timetable) for their durations. A calendar app polls the feed, so it follows
 * the trip as it is edited; event UIDs come from the item ids so an edited item stays the same event.
 */

const two = (n: number) => String(n).padStart(2, "0");
const localTime = (date: string, minutes: number) =>
  `${date.replace(/-/g, "")}T${two(Math.floor(minutes / 60) % 24)}${two(minutes % 60)}00`;

/**
 * One formatter per time zone for the life of the process: making one costs about as much as a feed's every
 * other step together. The zones are those of the planner's guides, a fixed set.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The UTC offset of a time zone on a date, as "+0900" (Intl gives "GMT+09:00"; "GMT" alone is zero). */
function offsetOn(timeZone: string, date: string): string {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(`${date}T12:00:00Z`)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3]}` : "+0000";
}

const minutesOf = (offset: string) => (offset[0] === "-" ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3)));

/**
 * A VTIMEZONE covering the trip's dates: one observance per run of days with the same offset (a trip across a
 * clock change gets two), the larger offset marked as daylight time.
 */
function vtimezone(timeZone: string, dates: readonly string[]): string[] {
  const runs: { date: string; offset: string }[] = [];
  for (const date of dates) {
    const offset = offsetOn(timeZone, date);
    if (runs.at(-1)?.offset !== offset) runs.push({ date, offset });
  }
  const offsets = runs.map((run) => minutesOf(run.offset));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  runs.forEach((run, index) => {
    const kind = runs.length > 1 && minutesOf(run.offset) === Math.max(...offsets) ? "DAYLIGHT" : "STANDARD";
    const from = index === 0 ? run.offset : runs[index - 1]!.offset;
    const start = index === 0 ? "19700101T000000" : localTime(run.date, 3 * 60);
    lines.push(`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${from}`, `TZOFFSETTO:${run.offset}`, `END:${kind}`);
  });
  lines.push("END:VTIMEZONE");
  return lines;
}

let zonesByCity: Map<string, string> | undefined;

/** The IANA time zone of a day's base when the planner has its guide. */
function timeZoneOf(base: string): string | undefined {
  zonesByCity ??= new Map(guides().cities.flatMap((city) => (city.timeZone ? [[city.name, city.timeZone] as const] : [])));
  return zonesByCity.get(base);
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function calendarFeed(id: string, stored: Plan, now = new Date()): string {
  const plan = timedForReading(stored);
  const zones = new Map<string, string[]>();
  for (const day of plan.days) {
    const zone = timeZoneOf(day.base);
    if (zone) zones.set(zone, [...(zones.get(zone) ?? []), day.date]);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wayfarer//Trip feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsEscape(plan.title)}`,
    ...[...zones].flatMap(([zone, dates]) => vtimezone(zone, dates)),
  ];
  for (const day of plan.days) {
    const zone = timeZoneOf(day.base);
    // Without a known zone the times float: they read as local wherever the calendar is.
    const at = (minutes: number) => (zone ? `;TZID=${zone}:${localTime(day.date, minutes)}` : `:${localTime(day.date, minutes)}`);
    for (const item of day.items) {
      // A timed plan has a start on every item (verify.ts).
      const start = clockMinutes(item.start!);
      const minutes = visitMinutes(item);
      lines.push(
        "BEGIN:VEVENT",
        `UID:${item.id.replace(/[^\w.-]/g, "_")}-d${day.day}-${id}@wayfarer`,
        `DTSTAMP:${stamp(now)}`,
        `DTSTART${at(start)}`,
        `DTEND${at(Math.min(start + minutes, 24 * 60 - 1))}`,
        `SUMMARY:${icsEscape(item.title)}`,
        ...(item.description ? [`DESCRIPTION:${icsEscape(item.description)}`] : []),
        ...(item.place
          ? [`LOCATION:${icsEscape(item.place.area ? `${item.place.name}, ${item.place.area}` : item.place.name)}`]
          : []),
        ...(item.place ? [`GEO:${item.place.lat};${item.place.lon}`] : []),
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return lines.map(icsFold).join("\r\n") + "\r\n";
}
