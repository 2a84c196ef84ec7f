import { Bus, Car, CircleAlert, Gauge, Plane, Ship, TrainFront, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { DayCheck, PlanCheckResult } from "@shared/itinerary-stream";
import type { PlanDay, PlanItem, TravelLeg } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { cn } from "@web/components/ui/cn";
import { DayMap } from "./DayMap";
import { useMapBeside } from "./map-beside";
import { ItemRow } from "./ItemRow";
import { DAY_PACE_WORDS, dayLoadText, freeTimeBefore, legsBefore } from "./timetable-format";
import { friendlyDate } from "@web/lib/dates";

const MODE_ICONS: Record<TravelLeg["mode"], LucideIcon> = { train: TrainFront, bus: Bus, car: Car, ferry: Ship, flight: Plane };

/** The number each placed item has on the day's map (1, 2, ... in timeline order). */
export function mapMarkers(items: readonly PlanItem[]): Map<string, number> {
  const markers = new Map<string, number>();
  for (const item of items) if (item.place) markers.set(item.id, markers.size + 1);
  return markers;
}

/** A day's body before it is drawn: about a phone's height per stop and for the map and notes (measured). */
const UNDRAWN_STOP_REM = 8;
const UNDRAWN_BODY_REM = 20;

export const dayHeading = (day: Pick<PlanDay, "day" | "date">) => `Day ${day.day} · ${friendlyDate(day.date)}`;

/** The id of a day's heading, which the trip page's day chips scroll to and focus. */
export const dayHeadingId = (day: number) => `day-${day}-heading`;

/** A day's load against the traveller's pace: the pace in a word, then walking, active and transit time. */
export function DayLoad({ load }: { load: DayCheck }) {
  const overloaded = load.pace === "overloaded";
  const Icon = overloaded ? CircleAlert : Gauge;
  return (
    <p
      className={cn(
        "mt-2 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm",
        overloaded ? "font-semibold text-danger" : "text-muted",
      )}
    >
      <span className={cn("inline-flex items-center gap-1.5 font-semibold", overloaded ? "" : "text-text")}>
        <Icon aria-hidden="true" className="size-4" />
        {DAY_PACE_WORDS[load.pace]}
      </span>
      <span>
        <span className="sr-only">: </span>
        {dayLoadText(load)}
      </span>
    </p>
  );
}

/**
 * One day of a trip: heading, base and theme, the travel leg, the day's load, the timeline (times, legs between
 * stops and each stop's badge from `check`) and its map (unless the page has one beside the days), and the day's notes. The editor passes its own timeline
 * (`timeline`), notes field (`notes`) and buttons (`actions`, `footer`).
 */
export function DayCard({
  day,
  check,
  showNotes = true,
  actions,
  timeline,
  notes,
  footer,
  drawn = true,
}: {
  day: PlanDay;
  /** The plan check of the whole plan; a plan checked before timetables has no per-day or per-item results. */
  check?: PlanCheckResult;
  showNotes?: boolean;
  actions?: ReactNode;
  timeline?: ReactNode;
  notes?: ReactNode;
  footer?: ReactNode;
  /**
   * False while the page draws its first days (useDrawnDays): the header is there (a day chip can reach it), the
   * stops, map and notes wait, their likely height kept so the page does not jump when they come.
   */
  drawn?: boolean;
}) {
  const items = bySlot(day.items);
  const markers = mapMarkers(items);
  const legs = legsBefore(items, day.legs);
  const free = freeTimeBefore(items, day.legs);
  const load = check?.days?.[day.day];
  const headingId = dayHeadingId(day.day);
  const Mode = day.travel ? MODE_ICONS[day.travel.mode] : undefined;
  const mapBeside = useMapBeside();
  return (
    <section
      aria-labelledby={headingId}
      data-day={day.day}
      className="trip-day rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Focusable from code (a day chip), and scrolled to clear of the site header and the trip's sticky bar. */}
          <h3
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-[calc(var(--header-height)+var(--trip-bar-height,0px)+0.75rem)] text-xl font-bold text-primary focus:outline-none"
          >
            {dayHeading(day)}
          </h3>
          <p className="mt-1 text-muted">
            {day.base ? <span className="font-semibold text-text">{day.base}</span> : null}
            {day.base ? " · " : null}
            {day.theme}
          </p>
          {day.travel && Mode ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
              <Mode aria-hidden="true" className="size-4" />
              {day.travel.from} to {day.travel.to} by {day.travel.mode}, about {day.travel.hours} h
            </p>
          ) : null}
          {load ? <DayLoad load={load} /> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
      </header>
      {drawn ? (
        <>
          <div className={cn("mt-5 grid gap-5", !mapBeside && "md:grid-cols-[minmax(0,1fr)_16rem]")}>
            {timeline ?? (
              <ol aria-label={`Day ${day.day} stops`} className="space-y-4">
                {items.map((item) => (
                  <li key={item.id}>
                    <ItemRow
                      item={item}
                      marker={markers.get(item.id)}
                      leg={legs.get(item.id)}
                      free={free.get(item.id)}
                      check={check?.items?.[item.id]}
                    />
                  </li>
                ))}
                {items.length === 0 ? <li className="text-muted">Free time: nothing planned yet.</li> : null}
              </ol>
            )}
            {mapBeside ? null : <DayMap items={items} label={`Map of day ${day.day}`} />}
          </div>
          {notes ??
            (showNotes && day.notes ? (
              <p className="mt-5 rounded-2xl bg-surface-2 p-4 text-sm leading-relaxed">
                <span className="font-semibold">Notes: </span>
                {day.notes}
              </p>
            ) : null)}
          {footer}
        </>
      ) : (
        <div aria-hidden="true" style={{ minHeight: `${UNDRAWN_BODY_REM + items.length * UNDRAWN_STOP_REM}rem` }} />
      )}
    </section>
  );
}

/** A trip's days to read, one card each (the shared page, a viewer's page, the phone's reading mode). */
export function DayCards({
  days,
  check,
  drawn = days.length,
}: {
  days: readonly PlanDay[];
  check?: PlanCheckResult;
  /** How many are drawn in full so far (useDrawnDays); all unless given. */
  drawn?: number;
}) {
  return (
    <div className="space-y-6">
      {days.map((day, index) => (
        <DayCard key={day.day} day={day} check={check} drawn={index < drawn} />
      ))}
    </div>
  );
}
