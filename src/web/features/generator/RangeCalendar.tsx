import { addDays, format, startOfDay } from "date-fns";
import { useState, type CSSProperties } from "react";
import { DayPicker, type DateRange, type Modifiers } from "react-day-picker";
import "react-day-picker/style.css";

/** Longest trip the server accepts (docs/product.md "Limits"); the calendar offers no longer range. */
const MAX_TRIP_DAYS = 30;

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
} as CSSProperties;

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
 */
export default function RangeCalendar({ onChoose }: RangeCalendarProps) {
  const [start, setStart] = useState<Date | undefined>();
  const today = startOfDay(new Date());
  const selected: DateRange | undefined = start ? { from: start, to: undefined } : undefined;

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
