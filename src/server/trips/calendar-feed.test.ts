import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import type { Plan } from "@shared/plan";
import { calendarFeed } from "./calendar-feed";

/** A trip of `days` days from 2027-03-12 in Kyoto (Asia/Tokyo) then Paris (Europe/Paris, across its clock change). */
function trip(days: number): Plan {
  const start = Date.UTC(2027, 2, 12);
  return {
    version: 2,
    title: "Kyoto and Paris",
    introduction: "Two cities.",
    final_notes: "Pack light.",
    theme: "",
    destination: null,
    days: Array.from({ length: days }, (_, d) => ({
      day: d + 1,
      date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
      base: d < days / 2 ? "Kyoto" : "Paris",
      theme: `Day ${d + 1}`,
      items: [{ id: `d${d + 1}`, slot: "morning" as const, title: `Walk ${d + 1}`, source: "traveller" as const }],
    })),
  };
}

describe("calendar feed", () => {
  it("keeps one date formatter per time zone, however many days and feeds", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const first = calendarFeed("trip-1", trip(30));
      calendarFeed("trip-2", trip(30));
      // Two zones in this process: one formatter each (or none, if an earlier feed made them).
      expect(made.mock.calls.length).toBeLessThanOrEqual(2);
      const calendar = new ICAL.Component(ICAL.parse(first));
      const zones = calendar.getAllSubcomponents("vtimezone");
      expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Asia/Tokyo", "Europe/Paris"]);
      // Paris moves its clocks on 2027-03-28: two observances, the summer one as daylight time.
      const paris = zones[1]!;
      expect(paris.getAllSubcomponents("standard").map((part) => part.getFirstPropertyValue("tzoffsetto")?.toString())).toEqual([
        "+01:00",
      ]);
      expect(paris.getAllSubcomponents("daylight").map((part) => part.getFirstPropertyValue("tzoffsetto")?.toString())).toEqual([
        "+02:00",
      ]);
    } finally {
      made.mockRestore();
    }
  });
});
