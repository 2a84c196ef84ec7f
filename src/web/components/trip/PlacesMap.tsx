import { lazy, Suspense, useRef, useState } from "react";
import type { MapLine } from "./TileMap";
import { SCALE_STRIP, type DayStroke, type Frame } from "./map-geometry";
import { useMapStyleNear } from "./map-style";
import { SchematicMap } from "./SchematicMap";

const TileMap = lazy(() => import("./TileMap"));

/** The tiled style's own background behind a legend's swatch, so the swatch looks as the line does on tiles. */
const TILES_BACKGROUND = "#f0ede6";

/**
 * A map of places: the tiled map once its style has arrived (map-style.ts), the schematic before that,
 * offline, without a style, when the browser cannot draw tiles, and always on paper. `legend`: one entry per
 * line, shown in the colours of whichever map is on screen.
 */
export function PlacesMap({
  lines,
  numbered,
  frame,
  label,
  legend,
}: {
  lines: readonly MapLine[];
  numbered: boolean;
  frame: Frame;
  label: string;
  legend?: readonly { name: string; stroke: DayStroke }[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const style = useMapStyleNear(box);
  const [tilesFailed, setTilesFailed] = useState(false);
  const schematic = <SchematicMap lines={lines} numbered={numbered} frame={frame} label={label} />;
  const tiled = style !== null && !tilesFailed;
  return (
    <div ref={box}>
      {tiled ? (
        <>
          <div className="print:hidden">
            <Suspense fallback={schematic}>
              <TileMap
                lines={lines}
                numbered={numbered}
                label={label}
                style={style}
                aspectRatio={`${frame.width} / ${frame.height + SCALE_STRIP}`}
                onFail={() => setTilesFailed(true)}
              />
            </Suspense>
          </div>
          <div className="hidden print:block">{schematic}</div>
        </>
      ) : (
        schematic
      )}
      {legend ? (
        <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {legend.map((entry) => (
            <li key={entry.name} className="inline-flex items-center gap-2">
              <svg
                aria-hidden="true"
                width="28"
                height="12"
                viewBox="0 0 28 12"
                className="rounded-sm"
                style={{ background: tiled ? TILES_BACKGROUND : "var(--surface-2)" }}
              >
                <line
                  x1="3"
                  y1="6"
                  x2="25"
                  y2="6"
                  stroke={tiled ? entry.stroke.onTiles : entry.stroke.css}
                  strokeWidth="3"
                  strokeDasharray={entry.stroke.dash}
                  strokeLinecap="round"
                />
              </svg>
              {entry.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
