import { distanceKm } from "@shared/geo";
import type { LegMode, LegSource } from "../../shared/timetable";

/**
 * The offline travel time between two stops, from the straight-line distance: a detour factor (streets are not
 * straight) and a speed per mode, the mode chosen by the distance. The factors and their check against real trips
 * are in docs/routing.md; change them there too. Called for every pair of a day's stops (thousands of times per
 * plan), so it does arithmetic only: one small object per leg, nothing else allocated.
 */
export interface LegEstimate {
  mode: LegMode;
  /** Door to door, whole minutes. */
  minutes: number;
  /** Along the way travelled (not the straight line), rounded to 0.1 km. */
  km: number;
  source: LegSource;
}

/** Closer than this (straight line) is the same place: no leg to travel (two items at one museum). */
const SAME_PLACE_KM = 0.02;

/** Walked up to this straight-line distance (about 25 minutes on foot), beyond it public transport. */
const WALK_MAX_KM = 1.5;
/** Old town streets and blocks: a walk is about 1.3 times the straight line. */
const WALK_DETOUR = 1.3;
/** A visitor's pace with crossings and looking around, under the 5 km/h of a commuter. */
const WALK_KMH = 4.5;

/** Public transport up to this straight-line distance; beyond it the leg is an excursion by road. */
const TRANSIT_MAX_KM = 15;
const TRANSIT_DETOUR = 1.3;
/** Walking to the stop, waiting, a change, walking from the stop. */
const TRANSIT_OVERHEAD_MINUTES = 15;
/** Metro, tram and bus together, stops included. */
const TRANSIT_KMH = 20;

/** Roads between towns: a little straighter than city streets, but around hills and through junctions. */
const DRIVE_DETOUR = 1.3;
/** Getting to the car or taxi and from the car park at the other end. */
const DRIVE_OVERHEAD_MINUTES = 10;
/** The first kilometres through the city at city speed, the rest on main roads and motorways. */
const DRIVE_CITY_KM = 10;
const DRIVE_CITY_KMH = 30;
const DRIVE_ROAD_KMH = 80;

/** The stop-leg schema's bounds (shared/plan.ts). */
const MAX_MINUTES = 1440;
const MAX_KM = 2000;

/** A leg with whole minutes (at least one when it goes anywhere) and km to 0.1, within the schema's bounds. */
export function leg(mode: LegMode, minutes: number, km: number, source: LegSource): LegEstimate {
  return {
    mode,
    minutes: Math.min(MAX_MINUTES, Math.max(km > 0 ? 1 : 0, Math.round(minutes))),
    km: Math.min(MAX_KM, Math.round(km * 10) / 10),
    source,
  };
}

/** Door-to-door minutes by public transport for a way of `km` (estimated, or the road distance of a router). */
export function transitMinutes(km: number): number {
  return TRANSIT_OVERHEAD_MINUTES + (km / TRANSIT_KMH) * 60;
}

/** Door-to-door minutes by road: the time at the wheel plus getting to and from the car. */
export function driveMinutes(wheelMinutes: number): number {
  return DRIVE_OVERHEAD_MINUTES + wheelMinutes;
}

/** Minutes at the wheel for `km` of road, estimated: the city part slower. */
function wheelMinutes(km: number): number {
  const city = Math.min(km, DRIVE_CITY_KM);
  return (city / DRIVE_CITY_KMH) * 60 + ((km - city) / DRIVE_ROAD_KMH) * 60;
}

/** Which way a traveller goes for this straight-line distance. */
function modeFor(straightKm: number): LegMode {
  return straightKm <= WALK_MAX_KM ? "walk" : straightKm <= TRANSIT_MAX_KM ? "transit" : "drive";
}

/** The estimated leg from `a` to `b`. The same place (under 20 m apart) is a walk of 0 minutes. */
export function estimateLeg(a: { lat: number; lon: number }, b: { lat: number; lon: number }): LegEstimate {
  const straight = distanceKm(a, b);
  if (!(straight >= SAME_PLACE_KM)) return leg("walk", 0, 0, "estimate"); // NaN too: never a NaN leg
  const mode = modeFor(straight);
  if (mode === "walk") {
    const km = straight * WALK_DETOUR;
    return leg(mode, (km / WALK_KMH) * 60, km, "estimate");
  }
  if (mode === "transit") {
    const km = straight * TRANSIT_DETOUR;
    return leg(mode, transitMinutes(km), km, "estimate");
  }
  const km = straight * DRIVE_DETOUR;
  return leg(mode, driveMinutes(wheelMinutes(km)), km, "estimate");
}
