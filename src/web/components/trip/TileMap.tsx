import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useEffect, useRef } from "react";

// MapLibre cannot find its worker inside a bundle: Vite builds it as our own same-origin file (CSP 'self').
setWorkerUrl(workerUrl);

export interface MapPlace {
  lat: number;
  lon: number;
  name: string;
}

/**
 * The day's places on a tiled map from the configured style (MAP_STYLE_URL), numbered in visiting order and
 * joined by the route. Its own chunk, loaded only when a style is configured. `onFail` hands back to the
 * schematic when the browser has no WebGL or the style cannot be loaded.
 */
export default function TileMap({
  places,
  label,
  styleUrl,
  onFail,
}: {
  places: MapPlace[];
  label: string;
  styleUrl: string;
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
        style: styleUrl,
        cooperativeGestures: true,
        attributionControl: { compact: true },
      });
    } catch {
      fail.current();
      return;
    }
    const bounds = new LngLatBounds();
    for (const place of places) bounds.extend([place.lon, place.lat]);
    map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });
    places.forEach((place, i) => {
      const pin = document.createElement("span");
      pin.textContent = String(i + 1);
      pin.title = place.name;
      pin.className =
        "flex size-6 items-center justify-center rounded-full border-2 border-white bg-[#0e7490] text-xs font-bold text-white shadow";
      new Marker({ element: pin }).setLngLat([place.lon, place.lat]).addTo(map);
    });
    map.on("load", () => {
      map.addSource("route", {
        type: "geojson",
        data: {
          type: "Feature",
          properties: {},
          geometry: { type: "LineString", coordinates: places.map((p) => [p.lon, p.lat]) },
        },
      });
      map.addLayer({
        id: "route",
        type: "line",
        source: "route",
        paint: { "line-color": "#0e7490", "line-width": 3, "line-dasharray": [2, 1.5] },
      });
    });
    // A style that cannot be fetched or read leaves an empty map: the schematic says more.
    map.on("error", () => {
      if (!map.isStyleLoaded()) fail.current();
    });
    return () => map.remove();
  }, [places, styleUrl]);

  return (
    <figure aria-label={label} className="m-0">
      <div ref={container} data-testid="tile-map" className="h-56 w-full overflow-hidden rounded-2xl border border-border" />
    </figure>
  );
}
