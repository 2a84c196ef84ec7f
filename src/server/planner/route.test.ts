import { describe, expect, it } from "vitest";
import type { CityGuide } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { routeTrip } from "./route";

const city = (id: string): CityGuide => {
  const found = guides().city(id);
  if (!found) throw new Error(`no guide ${id}`);
  return found;
};
const route = (ids: string[], dayCount: number, minDays: number, ordered = minDays === 1) => {
  const cities = ids.map(city);
  return routeTrip({
    bases: cities,
    scope: "area",
    dayCount,
    pace: "balanced",
    month: 5,
    defining: { cities, minDays },
    ordered,
  });
};
const visited = (stays: { city: CityGuide }[]) => stays.map((stay) => stay.city.id);

describe("routeTrip", () => {
  it("keeps every place named, at least a day each", () => {
    const { stays, notes } = route(["seville", "granada", "malaga"], 4, 1);
    expect(visited(stays).sort()).toEqual(["granada", "malaga", "seville"]);
    expect(stays.every((stay) => stay.days >= 1)).toBe(true);
    expect(stays.reduce((sum, stay) => sum + stay.days, 0)).toBe(4);
    expect(notes.filter((note) => note.startsWith("Left out"))).toEqual([]);
  });

  it("gives a region's defining bases two days each and says which it left out, and why", () => {
    const { stays, notes } = route(["seville", "granada", "malaga"], 5, 2);
    expect(stays).toHaveLength(2);
    expect(stays.every((stay) => stay.days >= 2)).toBe(true);
    expect(notes[0]).toMatch(/^Left out: Málaga\. 5 days leave room for 2 places at 2 days each/);
    expect(visited(route(["delhi", "agra", "jaipur"], 7, 2).stays)).toContain("jaipur");
  });

  it("ends a week or more at a gateway, reversing the traveller's order when that does it", () => {
    const { stays } = route(["rome", "florence"], 7, 1);
    expect(visited(stays)).toEqual(["florence", "rome"]);
    expect(stays.at(-1)!.city.gateway).toBe(true);
    // Shorter trips keep the order written.
    expect(visited(route(["rome", "florence"], 4, 1).stays)).toEqual(["rome", "florence"]);
  });

  it("reorders a route of its own choosing to end at a gateway, keeping the start", () => {
    const cities = ["tokyo", "kyoto", "osaka", "hiroshima"].map(city);
    const { stays } = routeTrip({ bases: cities, scope: "area", dayCount: 14, pace: "balanced", month: 4 });
    expect(stays[0]!.city.id).toBe("tokyo");
    expect(stays.at(-1)!.city.id).not.toBe("hiroshima");
  });

  it("says how far the way home is when no base of the route is near a gateway", () => {
    const { notes } = route(["seville", "granada", "malaga"], 9, 1);
    expect(notes.some((note) => /^The trip ends in .+ hours from .+, the nearest city with long-haul flights/.test(note))).toBe(
      true,
    );
  });
});
