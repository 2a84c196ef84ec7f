import { useMemo } from "react";
import type { PlanItem } from "@shared/plan";
import { PlacesMap } from "./PlacesMap";
import type { MapLine } from "./TileMap";
import { DAY_FRAME, dayStroke, fittedFrame, type Frame } from "./map-geometry";

type Placed = PlanItem & { place: NonNullable<PlanItem["place"]> };

/**
 * The day's places in visiting order, numbered like the timeline, on a tiled map or its schematic (PlacesMap):
 * in `frame`, its height following the places' shape within `heights` when given.
 */
export function DayMap({
  items,
  label,
  frame = DAY_FRAME,
  heights,
}: {
  items: readonly PlanItem[];
  label: string;
  frame?: Frame;
  heights?: [min: number, max: number];
}) {
  const placed = items.filter((item): item is Placed => item.place !== undefined);
  const key = placed.map(({ place }) => `${place.lat},${place.lon},${place.name}`).join(";");
  // The same places keep the same lines, so the tiled map is not drawn again on every edit elsewhere.
  const lines = useMemo<MapLine[]>(
    () => [{ places: placed.map(({ place }) => place), stroke: dayStroke(0) }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const count = placed.length;
  if (count === 0) return null;
  return (
    <PlacesMap
      lines={lines}
      numbered
      frame={heights ? fittedFrame(lines[0]!.places, frame, ...heights) : frame}
      label={`${label}: ${count} ${count === 1 ? "place" : "places"} in visiting order`}
    />
  );
}
