import { Bus, Car, Plane, Ship, TrainFront, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { PlanDay, PlanItem, TravelLeg } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { DayMap } from "./DayMap";
import { ItemRow } from "./ItemRow";
import { friendlyDate } from "@web/lib/dates";

const MODE_ICONS: Record<TravelLeg["mode"], LucideIcon> = { train: TrainFront, bus: Bus, car: Car, ferry: Ship, flight: Plane };

/** The number each placed item has on the day's map (1, 2, ... in timeline order). */
export function mapMarkers(items: readonly PlanItem[]): Map<string, number> {
  const markers = new Map<string, number>();
  for (const item of items) if (item.place) markers.set(item.id, markers.size + 1);
  return markers;
}

export const dayHeading = (day: Pick<PlanDay, "day" | "date">) => `Day ${day.day} · ${friendlyDate(day.date)}`;

/**
 * One day of a trip: heading, base and theme, the travel leg, the timeline and its map, and the day's notes.
 * The editor passes its own timeline (`timeline`), notes field (`notes`) and buttons (`actions`, `footer`).
 */
export function DayCard({
  day,
  showNotes = true,
  actions,
  timeline,
  notes,
  footer,
}: {
  day: PlanDay;
  showNotes?: boolean;
  actions?: ReactNode;
  timeline?: ReactNode;
  notes?: ReactNode;
  footer?: ReactNode;
}) {
  const items = bySlot(day.items);
  const markers = mapMarkers(items);
  const headingId = `day-${day.day}-heading`;
  const Mode = day.travel ? MODE_ICONS[day.travel.mode] : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="trip-day rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold text-primary">
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
        </div>
        {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
      </header>
      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
        {timeline ?? (
          <ol className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <ItemRow item={item} marker={markers.get(item.id)} />
              </li>
            ))}
            {items.length === 0 ? <li className="text-muted">Free time: nothing planned yet.</li> : null}
          </ol>
        )}
        <DayMap items={items} label={`Map of day ${day.day}`} />
      </div>
      {notes ??
        (showNotes && day.notes ? (
          <p className="mt-5 rounded-2xl bg-surface-2 p-4 text-sm leading-relaxed">
            <span className="font-semibold">Notes: </span>
            {day.notes}
          </p>
        ) : null)}
      {footer}
    </section>
  );
}
