import type { MapLine } from "./TileMap";
import { placeLabels, projectPlaces, scaleBar, SCALE_STRIP, separatedDots, type Frame } from "./map-geometry";

/**
 * Places drawn from their coordinates alone, to scale, without streets: the map offline, on paper, without a
 * map style and while the tiled one loads. One line per entry in its colour; `numbered`: a single day's places
 * as numbered dots with their names beside them; otherwise small dots. A scale bar under the drawing.
 */
export function SchematicMap({
  lines,
  numbered,
  frame,
  label,
}: {
  lines: readonly MapLine[];
  numbered: boolean;
  frame: Frame;
  label: string;
}) {
  const places = lines.flatMap((line) => line.places);
  const projected = projectPlaces(places, frame);
  const { metresPerUnit } = projected;
  const dot = numbered ? 10 : 4;
  // Numbers never hide one another; small dots may touch (a trip's overview).
  const points = numbered ? separatedDots(projected.points, 2 * dot + 2, frame) : projected.points;
  const labels = numbered
    ? placeLabels(
        points,
        places.map((place) => place.name),
        frame,
        { dot },
      )
    : [];
  const bar = metresPerUnit ? scaleBar(metresPerUnit, frame.width / 3) : null;
  // The projected points, back into their lines.
  const starts = lines.map((_, i) => lines.slice(0, i).reduce((sum, line) => sum + line.places.length, 0));
  const drawn = lines.map((line, i) => ({ line, points: points.slice(starts[i], starts[i]! + line.places.length) }));
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height + SCALE_STRIP}`}
        role="img"
        aria-label={label}
        className="h-auto w-full rounded-2xl border border-border bg-surface-2"
      >
        {drawn.map(({ line, points: linePoints }, i) => (
          <polyline
            key={i}
            points={linePoints.map((p) => `${p.x},${p.y}`).join(" ")}
            fill="none"
            stroke={line.stroke.css}
            strokeWidth={numbered ? 2 : 3}
            strokeDasharray={numbered ? "6 5" : line.stroke.dash}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
        {drawn.map(({ line, points: linePoints }, i) =>
          linePoints.map((point, j) => (
            <circle
              key={`${i}-${j}`}
              cx={point.x}
              cy={point.y}
              r={dot}
              fill={line.stroke.css}
              stroke="var(--surface)"
              strokeWidth={numbered ? 2 : 1.5}
            />
          )),
        )}
        {numbered
          ? points.map((point, i) => (
              <text
                key={i}
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
            ))
          : null}
        {/* A halo in the drawing's own background keeps each name readable across a line, in either theme. */}
        {labels.map((name, i) => (
          <text
            key={i}
            x={name.x}
            y={name.y}
            dy="0.35em"
            textAnchor={name.anchor}
            fontSize="11"
            fontWeight="600"
            fill="var(--text)"
            stroke="var(--surface-2)"
            strokeWidth="3"
            strokeLinejoin="round"
            paintOrder="stroke"
            data-testid="map-name"
          >
            {name.text}
          </text>
        ))}
        {bar ? (
          <g data-testid="map-scale">
            <path
              d={`M8 ${frame.height + 4} v6 h${bar.units} v-6`}
              fill="none"
              stroke="var(--text)"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
            <text x={8 + bar.units + 6} y={frame.height + 8} dy="0.35em" fontSize="10" fill="var(--text)">
              {bar.label}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption className="sr-only">
        Schematic map, drawn to scale from the places&apos; coordinates, without streets.
      </figcaption>
    </figure>
  );
}
