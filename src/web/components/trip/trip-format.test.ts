import { describe, expect, it } from "vitest";
import type { Plan } from "@shared/plan";
import { friendlyDate } from "@web/lib/dates";
import { countdown, coverImage, durationText, geoUrl, mapUrl, tripDates } from "./trip-format";

const plan = {
  destination: null,
  days: [
    { date: "2027-04-01", base: "Kyoto" },
    { date: "2027-04-02", base: "Kyoto" },
    { date: "2027-04-03", base: "Kyoto" },
  ],
} as unknown as Plan;

describe("trip wording", () => {
  it("reads dates as calendar dates", () => {
    expect(friendlyDate("2027-04-01")).toBe("Thu 1 Apr");
    expect(tripDates(plan)).toMatch(/^1.+3 Apr 2027$/);
  });

  it("counts down to the first day, through the trip, and after it", () => {
    expect(countdown(plan, "2027-03-20")).toBe("Starts in 12 days");
    expect(countdown(plan, "2027-03-31")).toBe("Starts tomorrow");
    expect(countdown(plan, "2027-04-01")).toBe("Day 1 of 3");
    expect(countdown(plan, "2027-04-03")).toBe("Day 3 of 3");
    expect(countdown(plan, "2027-04-04")).toBe("Ended 3 Apr 2027");
  });

  it("words durations and links places to a web map on every device, and to the map app as a second choice", () => {
    expect(durationText({ durationMinutes: 90 })).toBe("1 h 30 min");
    expect(durationText({ durationMinutes: 45 })).toBe("45 min");
    expect(durationText({ durationMinutes: 120 })).toBe("2 h");
    expect(durationText({ fullDay: true })).toBe("Full day");
    expect(durationText({})).toBe("");
    expect(mapUrl({ name: "Gion & Co", lat: 35.0037, lon: 135.7788 })).toBe(
      "https://www.openstreetmap.org/?mlat=35.0037&mlon=135.7788#map=17/35.0037/135.7788",
    );
    expect(geoUrl({ name: "Gion & Co", lat: 35.0037, lon: 135.7788 })).toBe(
      "geo:35.0037,135.7788?q=35.0037,135.7788(Gion%20%26%20Co)",
    );
  });

  it("takes the destination's own illustration when there is one", () => {
    expect(coverImage(plan)).toBe("/illustrations/destinations/kyoto.svg");
    expect(coverImage({ destination: null, days: [] })).toBe("/illustrations/feature-itinerary.svg");
  });
});
