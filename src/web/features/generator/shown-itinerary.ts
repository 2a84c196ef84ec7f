import { SECTION_LABELS, wireLines } from "@shared/itinerary-text";
import type { StreamDay, StreamItinerary } from "@shared/itinerary-stream";

// What the generator shows of an itinerary while it is written and once it is done, apart from the view that
// draws it (ItineraryView.tsx, loaded after the page's first render).

/** The wire lines of days still being written (the same lines the final `days` text will have). */
function streamLines(days: readonly StreamDay[]): string[] {
  const lines: string[] = [];
  for (const day of days) {
    if (day.day === undefined) continue;
    lines.push(day.date ? `Day ${day.day} - ${day.date}` : `Day ${day.day}`);
    for (const [key, label] of Object.entries(SECTION_LABELS) as [keyof typeof SECTION_LABELS, string][]) {
      const value = day[key];
      if (value) lines.push(`${label}: ${value.replace(/\*/g, "")}`);
    }
  }
  return lines;
}

export interface ShownItinerary {
  title?: string;
  introduction?: string;
  /** Lines of "Daily Plans". */
  lines: string[];
  final_notes?: string;
}

export function shownFromStream(itinerary: StreamItinerary): ShownItinerary {
  return { ...itinerary, lines: streamLines(itinerary.days) };
}

export function shownFromWire(itinerary: {
  title: string;
  introduction: string;
  days: string;
  final_notes: string;
}): ShownItinerary {
  return { ...itinerary, lines: wireLines(itinerary.days) };
}

/** Days from "yyyy-MM-dd to yyyy-MM-dd", for the progress line; undefined while the dates are not complete. */
export function daysInRange(dates: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/.exec(dates.trim());
  if (!match) return undefined;
  const days = (Date.parse(match[2]!) - Date.parse(match[1]!)) / 86_400_000 + 1;
  return Number.isInteger(days) && days > 0 ? days : undefined;
}
