import type { LegMode, LegSource } from "@shared/timetable";
import { distanceKm } from "../knowledge/geo";

/** A leg's mode, minutes and kilometres between two points. */
export interface LegEstimate {
  mode: LegMode;
  minutes: number;
  km: number;
  source: LegSource;
}

/** Provisional: replaced by the routing helper's estimate. */
export function estimateLeg(a: { lat: number; lon: number }, b: { lat: number; lon: number }): LegEstimate {
  const straight = distanceKm(a, b);
  if (straight <= 1.5) {
    const km = Math.round(straight * 1.3 * 10) / 10;
    return { mode: "walk", minutes: Math.round((km / 4.5) * 60), km, source: "estimate" };
  }
  if (straight <= 25) {
    const km = Math.round(straight * 1.4 * 10) / 10;
    return { mode: "transit", minutes: Math.round(10 + (km / 20) * 60), km, source: "estimate" };
  }
  const km = Math.round(straight * 1.3 * 10) / 10;
  return { mode: "drive", minutes: Math.round(10 + (km / 60) * 60), km, source: "estimate" };
}
