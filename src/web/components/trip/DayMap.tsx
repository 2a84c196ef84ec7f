import { lazy, Suspense, useMemo, useState } from "react";
import type { PlanItem } from "@shared/plan";
import { publicConfig } from "@web/lib/public-config";
import type { MapPlace } from "./TileMap";

const TileMap = lazy(() => import("./TileMap"));

const WIDTH = 320;
const HEIGHT = 200;
const PAD = 24;

type Placed = PlanItem & { place: NonNullable<PlanItem["place"]> };

/** Points on an equirectangular projection squeezed by cos(latitude): right for the few km of one day. */
export function projectPlaces(places: readonly { lat: number; lon: number }[]): { x: number; y: number }[] {
  if (places.length === 0) return [];
  const midLat = places.reduce((sum, p) => sum + p.lat, 0) / places.length;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const raw = places.map((p) => ({ x: p.lon * squeeze, y: -p.lat }));
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY, 1e-6);
  const scale = Math.min((WIDTH - 2 * PAD) / (maxX - minX || span), (HEIGHT - 2 * PAD) / (maxY - minY || span));
  // Centred: the bounding box's middle sits in the middle of the drawing.
  const offsetX = WIDTH / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = HEIGHT / 2 - ((minY + maxY) / 2) * scale;
  return raw.map((p) => ({ x: Math.round((p.x * scale + offsetX) * 10) / 10, y: Math.round((p.y * scale + offsetY) * 10) / 10 }));
}

/**
 * The day's places in visiting order, numbered like the timeline. With a map style configured, a tiled map
 * (its own chunk); otherwise, when the browser cannot draw it, and always on paper, a schematic drawn from the
 * coordinates that needs no network.
 */
export function DayMap({ items, label }: { items: readonly PlanItem[]; label: string }) {
  const placed = items.filter((item): item is Placed => item.place !== undefined);
  const key = placed.map(({ place }) => `${place.lat},${place.lon},${place.name}`).join(";");
  // The same places keep the same array, so the tiled map is not drawn again on every edit elsewhere.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const places = useMemo<MapPlace[]>(() => placed.map(({ place }) => place), [key]);
  const [tilesFailed, setTilesFailed] = useState(false);
  if (places.length === 0) return null;
  const styleUrl = publicConfig.mapStyleUrl;
  if (!styleUrl || tilesFailed) return <Schematic places={places} label={label} />;
  return (
    <>
      <div className="print:hidden">
        <Suspense fallback={<Schematic places={places} label={label} />}>
          <TileMap places={places} label={label} styleUrl={styleUrl} onFail={() => setTilesFailed(true)} />
        </Suspense>
      </div>
      <div className="hidden print:block">
        <Schematic places={places} label={label} />
      </div>
    </>
  );
}

function Schematic({ places, label }: { places: readonly MapPlace[]; label: string }) {
  const points = projectPlaces(places);
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label}: ${places.length} ${places.length === 1 ? "place" : "places"} in visiting order`}
        className="h-auto w-full rounded-2xl border border-border bg-surface-2"
      >
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(" ")}
          fill="none"
          stroke="var(--primary)"
          strokeWidth="2"
          strokeDasharray="6 5"
          strokeLinecap="round"
        />
        {points.map((point, i) => (
          <g key={i}>
            <circle cx={point.x} cy={point.y} r="11" fill="var(--primary)" stroke="var(--surface)" strokeWidth="2" />
            <text
              x={point.x}
              y={point.y}
              dy="0.35em"
              textAnchor="middle"
              fontSize="11"
              fontWeight="700"
              fill="var(--primary-contrast)"
            >
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="sr-only">Schematic, not to scale beyond the day&apos;s own places.</figcaption>
    </figure>
  );
}
