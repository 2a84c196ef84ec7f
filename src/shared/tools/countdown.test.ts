import { afterEach, describe, expect, it } from "vitest";
import { daysUntil, tripDayDate, DEFAULT_PLANNER_STATE, MAX_DURATION, parsePlannerState, tripLength } from "./countdown";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("countdown", () => {
  it("counts whole calendar days from today", () => {
    const now = new Date(2025, 5, 10, 15, 30);
    expect(daysUntil("2025-06-10", now)).toBe(0);
    expect(daysUntil("2025-06-11", now)).toBe(1);
    expect(daysUntil("2025-07-10", now)).toBe(30);
    expect(daysUntil("2026-06-10", now)).toBe(365);
  });

  it("is the same at any time of day", () => {
    expect(daysUntil("2025-06-12", new Date(2025, 5, 10, 0, 0, 0))).toBe(2);
    expect(daysUntil("2025-06-12", new Date(2025, 5, 10, 23, 59, 59))).toBe(2);
  });

  it("never goes below 0 for past dates", () => {
    const now = new Date(2025, 5, 10, 12);
    expect(daysUntil("2025-06-09", now)).toBe(0);
    expect(daysUntil("1999-01-01", now)).toBe(0);
  });

  it("is null without a valid date", () => {
    for (const value of ["", "2025-13-01", "2025-02-30", "10/06/2025", "2025-6-1"]) {
      expect(daysUntil(value, new Date(2025, 5, 10))).toBeNull();
    }
  });

  it.each([
    // Spring forward: the night of 9 to 10 March 2024 has 23 hours in New York.
    ["America/New_York", [2024, 2, 9, 23, 30], "2024-03-11", 2],
    ["America/New_York", [2024, 2, 9, 0, 15], "2024-03-10", 1],
    // Fall back: 3 November 2024 has 25 hours.
    ["America/New_York", [2024, 10, 2, 23, 30], "2024-11-04", 2],
    ["America/New_York", [2024, 10, 3, 0, 30], "2024-11-04", 1],
    // Europe: last Sunday of March and of October.
    ["Europe/Berlin", [2025, 2, 29, 23, 59], "2025-04-05", 7],
    ["Europe/Berlin", [2025, 9, 25, 0, 1], "2025-10-27", 2],
    // Southern hemisphere, clocks go back in April.
    ["Australia/Sydney", [2025, 3, 5, 23, 0], "2025-04-07", 2],
  ] as const)("is exact across a daylight-saving change in %s", (tz, [year, month, day, hour, minute], start, expected) => {
    process.env.TZ = tz;
    // "now" is built after switching the zone, from local fields (month is 0-based).
    const now = new Date(year, month, day, hour, minute);
    expect(now.getTimezoneOffset()).not.toBe(new Date(year, month, day + 2, hour, minute).getTimezoneOffset());
    expect(daysUntil(start, now)).toBe(expected);
  });

  it("dates each trip day, across month ends and a daylight-saving change", () => {
    process.env.TZ = "Europe/Berlin";
    expect(tripDayDate("2025-03-30", 1)?.toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(tripDayDate("2025-03-30", 3)?.toISOString()).toBe("2025-04-01T00:00:00.000Z");
    expect(tripDayDate("", 1)).toBeNull();
  });

  it("reads the duration as whole days, at least 1", () => {
    expect(DEFAULT_PLANNER_STATE.duration).toBe("3");
    expect(tripLength("3")).toBe(3);
    expect(tripLength("1")).toBe(1);
    expect(tripLength("0")).toBe(1);
    expect(tripLength("-2")).toBe(1);
    expect(tripLength("")).toBe(1);
    expect(tripLength("abc")).toBe(1);
    expect(tripLength("4.7")).toBe(4);
    expect(tripLength("1000")).toBe(MAX_DURATION);
  });

  it("restores only a valid stored state", () => {
    const state = { startDate: "2025-06-10", duration: "5", notes: { "1": "Arrive", "4": "Museum" } };
    expect(parsePlannerState(state)).toEqual(state);
    expect(parsePlannerState({ ...state, notes: { one: "x" } })).toBeUndefined();
    expect(parsePlannerState({ ...state, notes: { "1": 5 } })).toBeUndefined();
    expect(parsePlannerState({ ...state, notes: ["a"] })).toBeUndefined();
    expect(parsePlannerState({ ...state, duration: 5 })).toBeUndefined();
    expect(parsePlannerState("nope")).toBeUndefined();
  });
});
