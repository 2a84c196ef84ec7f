/**
 * The itinerary as text, with no zod: so the browser can split, classify and export itineraries without
 * loading the schema library. `itinerary.ts` re-exports all of it beside the schemas.
 * - the wire format of docs/api.md: `{title, introduction, days, final_notes}` where `days` is one text whose
 *   lines are separated by asterisks (`Day 1 - 2026-12-01*Theme: ...*Morning: ...*...`);
 * - the line rule of the generator and dashboard (which lines are bold headings);
 * - the `.txt` download of the dashboard and an `.ics` calendar export.
 */
/** One day of the structured itinerary (validated by `itineraryDaySchema` in itinerary.ts). */
export interface ItineraryDay {
  day: number;
  date: string;
  theme: string;
  morning: string;
  afternoon: string;
  evening: string;
  optional?: string;
  notes?: string;
}

/** The structured itinerary, the one source of the wire text (validated by `itinerarySchema`). */
export interface Itinerary {
  title: string;
  introduction: string;
  days: ItineraryDay[];
  final_notes: string;
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd date as its UTC midnight (epoch ms), or undefined when no calendar has that day (2026-02-30, month 13). */
export function utcDay(date: string): number | undefined {
  if (!ISO_DATE.test(date)) return undefined;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const time = Date.UTC(y, m - 1, d);
  return new Date(time).toISOString().slice(0, 10) === date ? time : undefined;
}

/** Whether a text is a yyyy-MM-dd date that exists. */
export const isCalendarDate = (date: string) => utcDay(date) !== undefined;

/** The itinerary as the API sends it (docs/api.md): `days` is asterisk-separated text. */
export interface WireItinerary {
  title: string;
  introduction: string;
  days: string;
  final_notes: string;
}

export const SECTION_LABELS = {
  theme: "Theme",
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  optional: "Optional",
  notes: "Notes",
} as const;

type SectionKey = keyof typeof SECTION_LABELS;
const SECTION_KEYS = Object.keys(SECTION_LABELS) as SectionKey[];

/** One wire line: no asterisk (it is the separator) and no line break. */
function oneLine(value: string): string {
  return value.replace(/\*/g, "").replace(/\s+/g, " ").trim();
}

/** A day's first wire line, "Day 1 - 2026-12-01" (the trip page's heading is `dayHeading` in DayCard.tsx). */
function wireDayHeading(day: Pick<ItineraryDay, "day" | "date">): string {
  return `Day ${day.day} - ${day.date}`;
}

/** The `days` text of the wire format. */
export function daysToWire(days: readonly ItineraryDay[]): string {
  const lines: string[] = [];
  for (const day of days) {
    lines.push(wireDayHeading(day));
    for (const key of SECTION_KEYS) {
      const value = day[key];
      if (value !== undefined) lines.push(`${SECTION_LABELS[key]}: ${oneLine(value)}`);
    }
  }
  return lines.join("*");
}

export function toWire(itinerary: Itinerary): WireItinerary {
  return {
    title: itinerary.title,
    introduction: itinerary.introduction,
    days: daysToWire(itinerary.days),
    final_notes: itinerary.final_notes,
  };
}

/** Splits wire text into its lines (trimmed, empty ones dropped), as the generator and dashboard show them. */
export function wireLines(days: string): string[] {
  return days
    .split("*")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const HEADING_START = /^(Day|Theme|Overall Vibe|##|Morning|Afternoon|Evening|Optional|Notes)/;

/** docs/product.md: a line beginning with Day, Theme, Overall Vibe, ##, Morning, Afternoon, Evening, Optional or Notes is a bold heading. */
export function classifyLine(line: string): "heading" | "text" {
  return HEADING_START.test(line.trimStart()) ? "heading" : "text";
}

const DAY_LINE = /^Day\s+(\d+)\b\s*(?:[-–—:]\s*)?(\d{4}-\d{2}-\d{2})?/;
const SECTION_LINE = new RegExp(`^(${Object.values(SECTION_LABELS).join("|")})\\s*:\\s*(.*)$`);

/** A day read back from wire text; sections a legacy text lacks stay empty. */
export interface WireDay {
  day: number;
  date?: string;
  theme?: string;
  morning?: string;
  afternoon?: string;
  evening?: string;
  optional?: string;
  notes?: string;
}

/**
 * Reads wire text back into days (the inverse of `daysToWire` for texts it wrote; lenient with older texts:
 * unknown lines are appended to the current section, or to notes).
 */
export function parseWireDays(days: string): WireDay[] {
  const result: WireDay[] = [];
  let current: WireDay | undefined;
  let lastKey: SectionKey | undefined;
  for (const line of wireLines(days)) {
    const dayMatch = DAY_LINE.exec(line);
    if (dayMatch) {
      current = { day: Number(dayMatch[1]) };
      if (dayMatch[2]) current.date = dayMatch[2];
      result.push(current);
      lastKey = undefined;
      continue;
    }
    if (!current) continue;
    const sectionMatch = SECTION_LINE.exec(line);
    if (sectionMatch) {
      const key = SECTION_KEYS.find((k) => SECTION_LABELS[k] === sectionMatch[1])!;
      current[key] = sectionMatch[2]!.trim();
      lastKey = key;
      continue;
    }
    const key = lastKey ?? "notes";
    current[key] = current[key] ? `${current[key]} ${line}` : line;
  }
  return result;
}

/** docs/product.md download name: the title with spaces replaced by underscores, plus "_Itinerary.txt". */
export function itineraryFileName(title: string): string {
  return `${title.replace(/ /g, "_")}_Itinerary.txt`;
}

/** docs/product.md download content: "Title: " and the title, then the itinerary with asterisks as line breaks. */
export function itineraryFileText(title: string, days: string): string {
  return `Title: ${title}\n\n${days.replace(/\*/g, "\n")}`;
}

/** The `.ics` file name beside the `.txt` one. */
export function itineraryIcsFileName(title: string): string {
  return `${title.replace(/ /g, "_")}_Itinerary.ics`;
}

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. The control
 * characters TEXT forbids (all but tab) are dropped, and the line breaks other than CR and LF (NEL, U+2028,
 * U+2029), which some readers split lines on, are written as \n like the others. C1 controls go too.
 */
export function icsEscape(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
      // eslint-disable-next-line no-control-regex -- these control characters are what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
  );
}

/** Any character beyond ASCII: such a line needs its octets counted character by character. */
// eslint-disable-next-line no-control-regex -- the range is all of ASCII
const BEYOND_ASCII = /[^\u0000-\u007f]/;

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded (CRLF + space), never inside a character.
 * One test per line: an ASCII line (most of a feed) is cut by length; only a line with other characters is
 * walked, counting each code point's UTF-8 octets from its value.
 */
export function icsFold(line: string): string {
  if (!BEYOND_ASCII.test(line)) {
    if (line.length <= 75) return line;
    const parts = [line.slice(0, 75)];
    // Continuation lines start with one space.
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
    return parts.join("\r\n ");
  }
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  let limit = 75;
  for (let i = 0; i < line.length;) {
    const code = line.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && (line.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    // A lone surrogate is written as U+FFFD, three octets.
    const size = pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    if (octets + size > limit) {
      parts.push(line.slice(start, i));
      start = i;
      octets = 0;
      limit = 74;
    }
    octets += size;
    i += pair ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join("\r\n ");
}

function icsDate(date: string): string {
  return date.replace(/-/g, "");
}

function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function icsStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A short, stable hash (FNV-1a) so event UIDs of the same itinerary stay the same across exports. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * An iCalendar file with one all-day event per dated day; the description lists the day's sections.
 * Accepts structured days or days read back from wire text (`parseWireDays`); days without a date are skipped.
 */
export function itineraryIcs(title: string, days: readonly (ItineraryDay | WireDay)[], options: { now?: Date } = {}): string {
  const stamp = icsStamp(options.now ?? new Date());
  const id = hash(title);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wayfarer//Itinerary//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsEscape(title)}`,
  ];
  for (const day of days) {
    if (!day.date || !isCalendarDate(day.date)) continue;
    const description = SECTION_KEYS.filter((key) => key !== "theme" && day[key])
      .map((key) => `${SECTION_LABELS[key]}: ${day[key]}`)
      .join("\n");
    const summary = day.theme ? `${title} - Day ${day.day}: ${day.theme}` : `${title} - Day ${day.day}`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${icsDate(day.date)}-day${day.day}-${id}@wayfarer`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(day.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDate(day.date))}`,
      `SUMMARY:${icsEscape(summary)}`,
      `DESCRIPTION:${icsEscape(description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(icsFold).join("\r\n") + "\r\n";
}
