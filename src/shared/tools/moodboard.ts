import { STICKERS } from "../catalog/stickers";

export const TIMELINE_HOURS = 24;
/** 13 tick labels, every 2 hours from 0:00 to 24:00. */
export const TIMELINE_TICKS: readonly number[] = Array.from({ length: 13 }, (_, index) => index * 2);

export interface PlacedSticker {
  id: string;
  /** Id of the sticker in the catalogue. */
  sticker: string;
  /** Position along the timeline in percent (0-100), the hour's position. */
  left: number;
  /** Whole hour 0-24. */
  time: number;
}

export function clampHour(hour: number): number {
  return Math.min(TIMELINE_HOURS, Math.max(0, hour));
}

/**
 * The hour for a drop at `x` pixels from the timeline's left edge of a `width`-pixel timeline:
 * the nearest whole hour, clamped to 0-24.
 */
export function hourFromPosition(x: number, width: number): number {
  if (!(width > 0) || !Number.isFinite(x)) return 0;
  return clampHour(Math.round((x / width) * TIMELINE_HOURS));
}

export function percentForHour(hour: number): number {
  return (clampHour(hour) / TIMELINE_HOURS) * 100;
}

export function formatHour(hour: number): string {
  return `${hour}:00`;
}

export function placeSticker(stickerId: string, hour: number, id: string): PlacedSticker {
  const time = clampHour(Math.round(hour));
  return { id, sticker: stickerId, left: percentForHour(time), time };
}

/**
 * Rows for placed stickers so none overlaps: in time order, each goes to the first row whose last
 * sticker is at least `gapHours` earlier. Returns the row (0-based) of each placed id.
 */
export function assignLanes(placed: readonly PlacedSticker[], gapHours = 3): Map<string, number> {
  const lastTimeByLane: number[] = [];
  const lanes = new Map<string, number>();
  for (const item of [...placed].sort((a, b) => a.time - b.time)) {
    let lane = lastTimeByLane.findIndex((last) => item.time - last >= gapHours);
    if (lane === -1) lane = lastTimeByLane.length;
    lastTimeByLane[lane] = item.time;
    lanes.set(item.id, lane);
  }
  return lanes;
}

export function parsePlacedStickers(value: unknown): PlacedSticker[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const known = new Set(STICKERS.map((sticker) => sticker.id));
  const valid = value.every((item: unknown) => {
    if (typeof item !== "object" || item === null) return false;
    const { id, sticker, left, time } = item as Record<string, unknown>;
    return (
      typeof id === "string" &&
      typeof sticker === "string" &&
      known.has(sticker) &&
      typeof left === "number" &&
      typeof time === "number" &&
      Number.isInteger(time) &&
      time >= 0 &&
      time <= TIMELINE_HOURS
    );
  });
  return valid ? (value as PlacedSticker[]).map((item) => placeSticker(item.sticker, item.time, item.id)) : undefined;
}
