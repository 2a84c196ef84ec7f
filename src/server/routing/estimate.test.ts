import { describe, expect, it } from "vitest";
import { estimateLeg } from "./estimate";

/** Real trips, the table of docs/routing.md: what the estimate must stay within (and why, in the doc). */
const places = {
  pantheon: { lat: 41.8986, lon: 12.4769 },
  trevi: { lat: 41.9009, lon: 12.4833 },
  notreDame: { lat: 48.853, lon: 2.3499 },
  louvre: { lat: 48.8611, lon: 2.3358 },
  eiffelTower: { lat: 48.8584, lon: 2.2945 },
  colosseum: { lat: 41.8902, lon: 12.4922 },
  vaticanMuseums: { lat: 41.9065, lon: 12.4536 },
  kyotoStation: { lat: 34.9858, lon: 135.7588 },
  fushimiInari: { lat: 34.9671, lon: 135.7727 },
  shinjukuStation: { lat: 35.6896, lon: 139.7006 },
  sensoji: { lat: 35.7148, lon: 139.7967 },
  piazzaVenezia: { lat: 41.896, lon: 12.4823 },
  villaDEste: { lat: 41.9625, lon: 12.7963 },
  florenceDuomo: { lat: 43.7731, lon: 11.256 },
  sienaCampo: { lat: 43.3186, lon: 11.3307 },
  todaiji: { lat: 34.689, lon: 135.8398 },
};
type Place = keyof typeof places;

const trips: [Place, Place, "walk" | "transit" | "drive", number, number][] = [
  ["pantheon", "trevi", "walk", 8, 14],
  ["notreDame", "louvre", "walk", 18, 28],
  ["louvre", "eiffelTower", "transit", 22, 40],
  ["colosseum", "vaticanMuseums", "transit", 25, 45],
  ["kyotoStation", "fushimiInari", "transit", 15, 30],
  ["shinjukuStation", "sensoji", "transit", 35, 60],
  ["piazzaVenezia", "villaDEste", "drive", 40, 65],
  ["florenceDuomo", "sienaCampo", "drive", 60, 90],
  ["kyotoStation", "todaiji", "drive", 45, 75],
];

describe("estimateLeg", () => {
  it.each(trips)("%s -> %s: %s, %i to %i minutes (docs/routing.md)", (from, to, mode, min, max) => {
    const leg = estimateLeg(places[from], places[to]);
    expect(leg.mode).toBe(mode);
    expect(leg.source).toBe("estimate");
    expect(leg.minutes).toBeGreaterThanOrEqual(min);
    expect(leg.minutes).toBeLessThanOrEqual(max);
    // The same way back.
    expect(estimateLeg(places[to], places[from])).toEqual(leg);
  });

  it("gives whole minutes and km to 0.1, the way longer than the straight line", () => {
    for (const [from, to] of trips) {
      const leg = estimateLeg(places[from], places[to]);
      expect(Number.isInteger(leg.minutes)).toBe(true);
      expect(Math.round(leg.km * 10) / 10).toBe(leg.km);
    }
    expect(estimateLeg(places.louvre, places.eiffelTower)).toEqual({ mode: "transit", minutes: 27, km: 3.9, source: "estimate" });
  });

  it("walks 0 minutes within one place, and at least a minute to the next door", () => {
    expect(estimateLeg(places.louvre, places.louvre)).toEqual({ mode: "walk", minutes: 0, km: 0, source: "estimate" });
    expect(estimateLeg(places.louvre, { lat: 48.8612, lon: 2.3358 })).toEqual({
      mode: "walk",
      minutes: 0,
      km: 0,
      source: "estimate",
    });
    const nextDoor = estimateLeg(places.louvre, { lat: 48.8614, lon: 2.3358 }); // about 33 m
    expect(nextDoor).toMatchObject({ mode: "walk", minutes: 1 });
  });

  it("walks up to 1.5 km, takes transit up to 15 km and drives beyond, within the leg schema's bounds", () => {
    const north = (km: number) => ({ lat: 45 + km / 111.2, lon: 7 });
    expect(estimateLeg(north(0), north(1.45)).mode).toBe("walk");
    expect(estimateLeg(north(0), north(1.55)).mode).toBe("transit");
    expect(estimateLeg(north(0), north(14.9)).mode).toBe("transit");
    expect(estimateLeg(north(0), north(15.1)).mode).toBe("drive");
    const far = estimateLeg({ lat: -60, lon: 0 }, { lat: 60, lon: 170 });
    expect(far.minutes).toBeLessThanOrEqual(1440);
    expect(far.km).toBeLessThanOrEqual(2000);
  });

  it("is cheap enough to call for every pair of every day", () => {
    const started = performance.now();
    let minutes = 0;
    for (let i = 0; i < 100_000; i++) minutes += estimateLeg(places.colosseum, places.vaticanMuseums).minutes;
    expect(minutes).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1_000); // about 10 ms on a quiet machine
  });
});
