import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useEffect, useRef } from "react";
import type { DayStroke } from "./map-geometry";

// MapLibre cannot find its worker inside a bundle: Vite builds it as our own same-origin file (CSP 'self').
setWorkerUrl(workerUrl);

export interface MapPlace {
  lat: number;
  lon: number;
  name: string;
}

/** One line on a map: a day's places in visiting order, in that day's colour. */
export interface MapLine {
  places: readonly MapPlace[];
  stroke: DayStroke;
}

/** MapLibre's line-dasharray is in line widths, the SVG's in units: "6 4" at width 3 is [2, 1.33]. */
const dashOf = (dash: string | undefined, width: number) => dash?.split(" ").map((n) => Number(n) / width);

/**
 * Places on a tiled map drawn from the style's JSON (already fetched, see map-style.ts): one line per entry,
 * in its colour. `numbered`: the places of a single day as numbered pins; otherwise small dots. Its own chunk,
 * loaded only once the style is in hand. `onFail` hands back to the schematic when the browser has no WebGL or
 * the style cannot be drawn. Sized like the schematic it replaces (`aspectRatio`), so nothing moves.
 */
export default function TileMap({
  lines,
  numbered,
  label,
  style,
  aspectRatio,
  onFail,
}: {
  lines: readonly MapLine[];
  numbered: boolean;
  label: string;
  style: StyleSpecification;
  aspectRatio: string;
  onFail: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const fail = useRef(onFail);
  useEffect(() => {
    fail.current = onFail;
  });

  useEffect(() => {
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current!,
        style,
        cooperativeGestures: true,
        attributionControl: { compact: true },
      });
    } catch {
      fail.current();
      return;
    }
    const bounds = new LngLatBounds();
    for (const line of lines) for (const place of line.places) bounds.extend([place.lon, place.lat]);
    map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });
    if (numbered) {
      lines[0]?.places.forEach((place, i) => {
        const pin = document.createElement("span");
        pin.textContent = String(i + 1);
        pin.title = place.name;
        pin.className =
          "flex size-6 items-center justify-center rounded-full border-2 border-white bg-[#0e7490] text-xs font-bold text-white shadow";
        new Marker({ element: pin }).setLngLat([place.lon, place.lat]).addTo(map);
      });
    }
    map.on("load", () => {
      lines.forEach((line, i) => {
        const coordinates = line.places.map((p) => [p.lon, p.lat]);
        map.addSource(`line-${i}`, {
          type: "geojson",
          data: {
            type: "FeatureCollection",
            features: [
              { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates } },
              ...(numbered
                ? []
                : coordinates.map((point) => ({
                    type: "Feature" as const,
                    properties: {},
                    geometry: { type: "Point" as const, coordinates: point },
                  }))),
            ],
          },
        });
        const dash = dashOf(line.stroke.dash, 3);
        map.addLayer({
          id: `line-${i}`,
          type: "line",
          source: `line-${i}`,
          filter: ["==", ["geometry-type"], "LineString"],
          paint: { "line-color": line.stroke.onTiles, "line-width": 3, ...(dash ? { "line-dasharray": dash } : {}) },
        });
        if (!numbered) {
          map.addLayer({
            id: `dots-${i}`,
            type: "circle",
            source: `line-${i}`,
            filter: ["==", ["geometry-type"], "Point"],
            paint: {
              "circle-color": line.stroke.onTiles,
              "circle-radius": 4,
              "circle-stroke-color": "#ffffff",
              "circle-stroke-width": 1.5,
            },
          });
        }
      });
    });
    // A style that cannot be read leaves an empty map: the schematic says more.
    map.on("error", () => {
      if (!map.isStyleLoaded()) fail.current();
    });
    return () => map.remove();
  }, [lines, numbered, style]);

  return (
    <figure aria-label={label} className="m-0">
      <div
        ref={container}
        data-testid="tile-map"
        style={{ aspectRatio }}
        className="w-full overflow-hidden rounded-2xl border border-border"
      />
    </figure>
  );
}
