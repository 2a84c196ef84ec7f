import { distanceKm } from "@shared/geo";

/** The schematic map's drawing: what it is `width` x `height` units, places kept `pad` units from its edges. */
export interface Frame {
  width: number;
  height: number;
  pad: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One day's drawing at the width of the day card's map column (16rem), so 1 unit is about 1 px there. */
export const DAY_FRAME: Frame = { width: 256, height: 160, pad: 22 };
/** The trip overview, as wide as a phone's column; its height follows the places (`fittedFrame`). */
export const TRIP_FRAME: Frame = { width: 320, height: 200, pad: 16 };
/** The strip under a drawing that holds its scale bar, so the bar never covers a place or a name. */
export const SCALE_STRIP = 18;

const round = (value: number) => Math.round(value * 10) / 10;

/** Degrees on a plane: longitude squeezed by cos(mean latitude), y growing southwards; and their bounds. */
function flatten(places: readonly { lat: number; lon: number }[]) {
  const midLat = places.reduce((sum, p) => sum + p.lat, 0) / places.length;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const raw = places.map((p) => ({ x: p.lon * squeeze, y: -p.lat }));
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  return { raw, minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** `frame` made as tall as the places' own shape asks, between `minHeight` and `maxHeight`: little empty space. */
export function fittedFrame(
  places: readonly { lat: number; lon: number }[],
  frame: Frame,
  minHeight: number,
  maxHeight: number,
): Frame {
  if (places.length === 0) return frame;
  const { minX, maxX, minY, maxY } = flatten(places);
  const inner = frame.width - 2 * frame.pad;
  const wanted = maxX - minX > 0 ? (inner * (maxY - minY)) / (maxX - minX) + 2 * frame.pad : maxHeight;
  return { ...frame, height: Math.round(Math.min(Math.max(wanted, minHeight), maxHeight)) };
}

/**
 * Points on an equirectangular projection squeezed by cos(latitude), centred and fitted into the frame: right
 * for a day's few km and good enough for a trip's few hundred. `metresPerUnit` is measured on the ground
 * (haversine) between the two places drawn furthest apart; null when every place is on the same spot.
 */
export function projectPlaces(
  places: readonly { lat: number; lon: number }[],
  frame: Frame = DAY_FRAME,
): { points: Point[]; metresPerUnit: number | null } {
  if (places.length === 0) return { points: [], metresPerUnit: null };
  const { raw, minX, maxX, minY, maxY } = flatten(places);
  const span = Math.max(maxX - minX, maxY - minY, 1e-6);
  const scale = Math.min(
    (frame.width - 2 * frame.pad) / (maxX - minX || span),
    (frame.height - 2 * frame.pad) / (maxY - minY || span),
  );
  const offsetX = frame.width / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = frame.height / 2 - ((minY + maxY) / 2) * scale;
  const points = raw.map((p) => ({ x: round(p.x * scale + offsetX), y: round(p.y * scale + offsetY) }));

  let far = { units: 0, metres: 0 };
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const units = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y);
      if (units > far.units) far = { units, metres: distanceKm(places[i]!, places[j]!) * 1000 };
    }
  }
  return { points, metresPerUnit: far.units >= 1 && far.metres > 0 ? far.metres / far.units : null };
}

/** Whole metres, then km: "200 m", "1 km", "2.5 km" never happens (lengths are 1, 2 or 5 times a power of ten). */
export function distanceLabel(metres: number): string {
  return metres < 1000 ? `${metres} m` : `${metres / 1000} km`;
}

/**
 * The longest round length (1, 2 or 5 times a power of ten, from 10 m) that fits in `maxUnits` of the
 * drawing, and its length in drawing units; null when not even 10 m fit.
 */
export function scaleBar(metresPerUnit: number, maxUnits: number): { units: number; metres: number; label: string } | null {
  let best: number | null = null;
  for (let power = 10; power <= 10_000_000; power *= 10) {
    for (const step of [1, 2, 5]) if (step * power <= metresPerUnit * maxUnits) best = step * power;
  }
  return best === null ? null : { units: round(best / metresPerUnit), metres: best, label: distanceLabel(best) };
}

export interface MapLabel {
  x: number;
  y: number;
  anchor: "start" | "end";
  text: string;
}

/** Width of a label in drawing units: an estimate (the font's average letter), generous enough to keep gaps. */
const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.58;

/** A name cut to `maxChars` with an ellipsis. */
export function shortName(name: string, maxChars: number): string {
  const trimmed = name.trim();
  return trimmed.length <= maxChars ? trimmed : `${trimmed.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Numbered dots pushed apart until none covers another (`gap` units between centres at least), each moved as
 * little as it takes and kept inside the frame: two stops a few hundred metres apart on a map of the whole day
 * would otherwise hide one number under the other. Points on one spot part along a diagonal.
 */
export function separatedDots(points: readonly Point[], gap: number, frame: Frame): Point[] {
  const moved = points.map((p) => ({ ...p }));
  const inside = (p: Point) => {
    p.x = Math.min(Math.max(p.x, gap / 2), frame.width - gap / 2);
    p.y = Math.min(Math.max(p.y, gap / 2), frame.height - gap / 2);
  };
  for (let round = 0; round < 20; round++) {
    let clear = true;
    for (let i = 0; i < moved.length; i++) {
      for (let j = i + 1; j < moved.length; j++) {
        const a = moved[i]!;
        const b = moved[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        const apart = Math.hypot(dx, dy);
        if (apart >= gap - 0.01) continue;
        clear = false;
        if (apart < 0.01) [dx, dy] = [1, 1];
        const length = Math.hypot(dx, dy);
        const push = (gap - apart) / 2;
        a.x -= (dx / length) * push;
        a.y -= (dy / length) * push;
        b.x += (dx / length) * push;
        b.y += (dy / length) * push;
        inside(a);
        inside(b);
      }
    }
    if (clear) break;
  }
  return moved.map((p) => ({ x: round(p.x), y: round(p.y) }));
}

/**
 * Names beside the numbered dots: right of the dot when the name fits before the edge, else left, cut short
 * when neither side has room; moved up or down a line when it would cover another name or dot. Every label
 * stays inside the frame. `dot` is the dots' radius; `y` is the text's middle.
 */
export function placeLabels(
  points: readonly Point[],
  names: readonly string[],
  frame: Frame,
  { fontSize = 11, dot = 10, maxChars = 24 }: { fontSize?: number; dot?: number; maxChars?: number } = {},
): MapLabel[] {
  const edge = 3;
  const gap = dot + 3;
  const lineHeight = fontSize + 2;
  const dots: Box[] = points.map((p) => ({ left: p.x - dot, right: p.x + dot, top: p.y - dot, bottom: p.y + dot }));
  const taken: Box[] = [];
  const clampY = (y: number) => Math.min(Math.max(y, edge + fontSize / 2), frame.height - edge - fontSize / 2);

  return points.map((point, i) => {
    const roomRight = frame.width - edge - (point.x + gap);
    const roomLeft = point.x - gap - edge;
    const full = shortName(names[i] ?? "", maxChars);
    const fits = (room: number) => {
      let text = full;
      if (textWidth(text, fontSize) > room) text = shortName(full, Math.floor(room / (fontSize * 0.58)));
      return text;
    };
    const sides: MapLabel["anchor"][] =
      textWidth(full, fontSize) <= roomRight || roomRight >= roomLeft ? ["start", "end"] : ["end", "start"];
    const candidates: MapLabel[] = [];
    for (const shift of [0, lineHeight, -lineHeight, 2 * lineHeight, -2 * lineHeight]) {
      for (const anchor of sides) {
        const text = fits(anchor === "start" ? roomRight : roomLeft);
        candidates.push({
          x: round(anchor === "start" ? point.x + gap : point.x - gap),
          y: round(clampY(point.y + shift)),
          anchor,
          text,
        });
      }
    }
    const boxOf = (label: MapLabel): Box => {
      const width = textWidth(label.text, fontSize);
      const left = label.anchor === "start" ? label.x : label.x - width;
      return { left, right: left + width, top: label.y - fontSize / 2, bottom: label.y + fontSize / 2 };
    };
    const clear = (label: MapLabel) => {
      const box = boxOf(label);
      return !taken.some((other) => overlaps(box, other)) && !dots.some((other, j) => j !== i && overlaps(box, other));
    };
    // Nowhere clear (a crowded spot): the first choice, as readable as the drawing allows.
    const label = candidates.find((candidate) => candidate.text.length > 1 && clear(candidate)) ?? candidates[0]!;
    taken.push(boxOf(label));
    return label;
  });
}

/**
 * The trip overview's day colours: the theme's own text-contrast colours (each at least 3:1 against the map's
 * background in both themes), then the same colours dashed for days 5 to 8. `onTiles` is the light theme's
 * value: the tiled style is light whatever the page's theme.
 */
const DAY_COLOURS = [
  { css: "var(--primary)", onTiles: "#0e7490" },
  { css: "var(--accent)", onTiles: "#9a3412" },
  { css: "var(--success)", onTiles: "#067647" },
  { css: "var(--text)", onTiles: "#1c2430" },
] as const;

export interface DayStroke {
  css: string;
  onTiles: string;
  /** SVG stroke-dasharray, or undefined for a solid line. */
  dash?: string;
}

export function dayStroke(dayIndex: number): DayStroke {
  const colour = DAY_COLOURS[dayIndex % DAY_COLOURS.length]!;
  const dashed = Math.floor(dayIndex / DAY_COLOURS.length) % 2 === 1;
  return { ...colour, dash: dashed ? "6 4" : undefined };
}
