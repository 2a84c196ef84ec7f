import { useMemo } from "react";
import type { Plan } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { PlacesMap } from "./PlacesMap";
import type { MapLine } from "./TileMap";
import { dayStroke, fittedFrame, TRIP_FRAME, type DayStroke } from "./map-geometry";

type DayLine = MapLine & { name: string; stroke: DayStroke };

/** Each day with places as one line in its own colour and style, in visiting order. */
export function tripLines(plan: Pick<Plan, "days">): DayLine[] {
  return plan.days
    .map((day, index) => ({
      name: `Day ${day.day}`,
      places: bySlot(day.items).flatMap((item) => (item.place ? [item.place] : [])),
      stroke: dayStroke(index),
    }))
    .filter((line) => line.places.length > 0);
}

/**
 * The whole trip on one map above the days: one line per day with a legend. Only for trips whose places span
 * two days or more; a single day's map is its own.
 */
export function TripMap({ plan }: { plan: Pick<Plan, "days"> }) {
  const key = plan.days
    .map((day) => day.items.map((item) => (item.place ? `${item.slot}:${item.place.lat},${item.place.lon}` : "")).join(";"))
    .join("|");
  // The same places keep the same lines, so a tiled map is not drawn again on every edit of a title or time.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lines = useMemo(() => tripLines(plan), [key]);
  if (lines.length < 2) return null;
  const frame = fittedFrame(
    lines.flatMap((line) => line.places),
    TRIP_FRAME,
    160,
    320,
  );
  return (
    <section
      aria-labelledby="trip-map-heading"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <h3 id="trip-map-heading" className="text-xl font-bold">
        All days on one map
      </h3>
      <div className="mt-4 max-w-md">
        <PlacesMap
          lines={lines}
          numbered={false}
          frame={frame}
          label={`Map of the whole trip: ${lines.length} days, one line per day`}
          legend={lines}
        />
      </div>
    </section>
  );
}
