import { useMemo } from "react";
import type { Plan } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { useMapBeside } from "./map-beside";
import { PlacesMap } from "./PlacesMap";
import type { MapLine } from "./TileMap";
import { dayStroke, fittedFrame, TRIP_FRAME, type DayStroke, type Frame } from "./map-geometry";

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

/** `tripLines`, kept while the places stay the same: a tiled map is not drawn again on every edit of a title or time. */
export function useTripLines(plan: Pick<Plan, "days">): DayLine[] {
  const key = plan.days
    .map((day) => day.items.map((item) => (item.place ? `${item.slot}:${item.place.lat},${item.place.lon}` : "")).join(";"))
    .join("|");
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => tripLines(plan), [key]);
}

/** Every day's line on one map, with its legend; `frame`'s height follows the places, within the bounds given. */
export function AllDaysMap({ lines, frame, heights }: { lines: DayLine[]; frame: Frame; heights: [min: number, max: number] }) {
  return (
    <PlacesMap
      lines={lines}
      numbered={false}
      frame={fittedFrame(
        lines.flatMap((line) => line.places),
        frame,
        ...heights,
      )}
      label={`Map of the whole trip: ${lines.length} days, one line per day`}
      legend={lines}
    />
  );
}

/**
 * The whole trip on one map after the days: one line per day with a legend. Only for trips whose places span
 * two days or more; a single day's map is its own. Where the page has its map beside the days (DaysBesideMap),
 * that map shows all days and this one is not drawn.
 */
export function TripMap({ plan }: { plan: Pick<Plan, "days"> }) {
  const lines = useTripLines(plan);
  const beside = useMapBeside();
  if (lines.length < 2 || beside) return null;
  return (
    <section
      aria-labelledby="trip-map-heading"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <h3 id="trip-map-heading" className="text-xl font-bold">
        All days on one map
      </h3>
      <div className="mt-4 max-w-md">
        <AllDaysMap lines={lines} frame={TRIP_FRAME} heights={[160, 320]} />
      </div>
    </section>
  );
}
