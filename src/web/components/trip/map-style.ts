import type { StyleSpecification } from "maplibre-gl";
import { useEffect, useState, type RefObject } from "react";
import { publicConfig } from "@web/lib/public-config";
import { useOnline } from "@web/lib/use-online";

/** One fetch per style and page: every map on the page shares its answer, a failure included. */
const loads = new Map<string, Promise<StyleSpecification | null>>();

async function fetchStyle(url: string): Promise<StyleSpecification | null> {
  try {
    // No cookies to the map's host; a host that does not answer within a few seconds gets the schematic.
    const res = await fetch(url, { credentials: "omit", signal: AbortSignal.timeout(8_000) });
    if (!res.ok) return null;
    const style = (await res.json()) as Partial<StyleSpecification> | null;
    return style?.version === 8 && Array.isArray(style.layers) ? (style as StyleSpecification) : null;
  } catch {
    return null;
  }
}

/** The map style's JSON, or null when it cannot be had (offline, blocked, unreachable, not a style). */
export function loadMapStyle(url: string): Promise<StyleSpecification | null> {
  let load = loads.get(url);
  if (!load) {
    load = fetchStyle(url);
    loads.set(url, load);
  }
  return load;
}

/**
 * The configured map style once `target` comes near the viewport and its JSON has arrived; null until then,
 * offline, without a style (`MAP_STYLE_URL=none`) or when it cannot be fetched. Only then is the tiled map's
 * large chunk worth loading (decision 1150): a cheap fetch first, MapLibre after.
 */
export function useMapStyleNear(target: RefObject<Element | null>): StyleSpecification | null {
  const url = publicConfig.mapStyleUrl;
  const online = useOnline();
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  useEffect(() => {
    const element = target.current;
    // Offline the browser would log the failed fetch: do not ask.
    if (!url || !online || !element || typeof IntersectionObserver === "undefined") return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadMapStyle(url).then((loaded) => {
          if (live && loaded) setStyle(loaded);
        });
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [url, online, target]);
  return online ? style : null;
}
