import { addDays, format, startOfDay } from "date-fns";
import { useState, type CSSProperties } from "react";
import { DayPicker, type DateRange, type Modifiers } from "react-day-picker";
import "react-day-picker/style.css";
// The longest trip the server accepts: the calendar offers no longer range.
import { MAX_TRIP_DAYS } from "@shared/schemas/limits";
import { useMediaQuery } from "@web/lib/use-media-query";

/** The calendar in the design tokens' colours, light and dark. */
const tokens = {
  "--rdp-accent-color": "var(--primary)",
  "--rdp-accent-background-color": "var(--accent-soft)",
  "--rdp-range_start-color": "var(--primary-contrast)",
  "--rdp-range_end-color": "var(--primary-contrast)",
  "--rdp-day-height": "40px",
  "--rdp-day-width": "40px",
  "--rdp-day_button-height": "38px",
  "--rdp-day_button-width": "38px",
  "--rdp-months-gap": "1.5rem",
} as CSSProperties;

/** Two months side by side from this width (Tailwind's `md`); one on a phone. */
const WIDE = "(min-width: 768px)";

/**
 * "Sunday 1 November 2026": the day's number as a word of its own, so the name contains the visible
 * label ("1"), which speech input users say (WCAG 2.5.3); react-day-picker's default says "1st".
 */
function labelDayButton(date: Date, modifiers: Modifiers): string {
  const label = format(date, "EEEE d MMMM yyyy");
  return `${modifiers.today ? "Today, " : ""}${label}${modifiers.selected ? ", selected" : ""}`;
}

/** The locale's first day of the week (Intl week info; Sunday where the browser cannot say). */
function localeWeekStart(): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const locale = new Intl.Locale(navigator.language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return firstDay ? ((firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6) : 0;
  } catch {
    return 0;
  }
}

export interface RangeCalendarProps {
  /** Called once both ends are picked, with "yyyy-MM-dd to yyyy-MM-dd". */
  onChoose(dates: string): void;
}

/**
 * Range calendar: the first day picked is the start, the second (the same day for a one-day trip) the end.
 * Past days and ranges over 30 days are not offered. Keyboard: arrows move, Enter picks (react-day-picker).
 * Two months from 768 px. Once the start is picked it is drawn solid, and the day under the pointer or the
 * keyboard focus previews the range: that end solid too, the days between tinted. Only the start is
 * "selected" for assistive technology; the preview is drawn, not announced.
 */
export default function RangeCalendar({ onChoose }: RangeCalendarProps) {
  const [start, setStart] = useState<Date | undefined>();
  const [hovered, setHovered] = useState<Date | undefined>();
  const wide = useMediaQuery(WIDE);
  const today = startOfDay(new Date());
  const selected: DateRange | undefined = start ? { from: start, to: undefined } : undefined;
  const [from, to] = !start || !hovered ? [start, start] : hovered < start ? [hovered, start] : [start, hovered];
  const preview = (date: Date, modifiers: Modifiers) => setHovered(modifiers.disabled ? undefined : date);

  function pick(day: Date) {
    if (!start) {
      setStart(day);
      return;
    }
    const [from, to] = day < start ? [day, start] : [start, day];
    onChoose(`${format(from, "yyyy-MM-dd")} to ${format(to, "yyyy-MM-dd")}`);
  }

  const disabled = start
    ? [{ before: addDays(start, -(MAX_TRIP_DAYS - 1)) }, { after: addDays(start, MAX_TRIP_DAYS - 1) }, { before: today }]
    : [{ before: today }];

  return (
    <div>
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={(_range, day) => pick(day)}
        disabled={disabled}
        numberOfMonths={wide ? 2 : 1}
        onDayMouseEnter={preview}
        onDayFocus={preview}
        // react-day-picker draws a range only once both ends are set: these draw the start and the preview
        // with its own range classes (solid ends, tinted middle).
        modifiers={
          from && to ? { chosen_start: from, chosen_end: to, chosen_middle: to > from && { after: from, before: to } } : undefined
        }
        modifiersClassNames={{ chosen_start: "rdp-range_start", chosen_end: "rdp-range_end", chosen_middle: "rdp-range_middle" }}
        startMonth={today}
        weekStartsOn={localeWeekStart()}
        autoFocus
        labels={{ labelDayButton }}
        style={tokens}
        className="text-text"
      />
      <p className="px-2 pb-1 text-sm text-muted" aria-live="polite">
        {start ? `Starts ${format(start, "yyyy-MM-dd")}. Now pick the last day.` : "Pick the first day of your trip."}
      </p>
    </div>
  );
}
