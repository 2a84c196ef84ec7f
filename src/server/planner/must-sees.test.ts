import { describe, expect, it } from "vitest";
import type { Plan } from "@shared/plan";
import { parseDateRange } from "@shared/schemas/generation";
import { guides } from "../knowledge/guides";
import { resolveDestination } from "../knowledge/resolve";
import { readTheme } from "./interests";
import { MAX_MUST_SEES, mustSeeCount } from "./must-sees";
import { planTrip } from "./plan-trip";

/** What goes in a plan (issue 26): must-sees first, day trips, cost, extras before dinner, themes. */

function plan(destination: string, dates: string, theme = "sightseeing"): Plan {
  const range = parseDateRange(dates);
  if (!range.ok) throw new Error(range.error);
  const place = resolveDestination(destination);
  if (place.kind !== "guided") throw new Error(`${destination} is not guided`);
  return planTrip({ mode: "plan", destination, dates, theme }, range.range.dates, place);
}

const activityOf = (cityId: string, activityId: string) =>
  guides()
    .city(cityId)!
    .activities.find((a) => a.id === activityId)!;
const items = (result: Plan) => result.days.flatMap((day) => day.items.map((item) => ({ ...item, date: day.date })));
const refsOf = (result: Plan) => items(result).flatMap((item) => (item.ref ? [`${item.ref.city}/${item.ref.activity}`] : []));

describe("must-sees first", () => {
  it("puts the Louvre in a Monday-to-Wednesday January trip to Paris, on a day it opens (it closes on Tuesdays)", () => {
    const result = plan("Paris", "2027-01-04 to 2027-01-06");
    const louvre = items(result).find((item) => item.ref?.activity === "louvre-museum");
    expect(["2027-01-04", "2027-01-06"]).toContain(louvre?.date);
    // And the other top sights of a three-day stay: four in all.
    for (const id of ["eiffel-tower", "notre-dame-de-paris", "musee-d-orsay"]) expect(refsOf(result)).toContain(`paris/${id}`);
  });

  it("puts neighbouring must-sees on one day: Belém's monastery and tower, Notre-Dame and the Sainte-Chapelle", () => {
    const dayOf = (result: Plan, activity: string) =>
      result.days.find((day) => day.items.some((item) => item.ref?.activity === activity))?.day;
    for (const [city, dates, theme] of [
      ["Lisbon", "2026-11-30 to 2026-12-03", "romantic"],
      ["Lisbon", "2027-05-10 to 2027-05-14", "culture"],
    ]) {
      const result = plan(city!, dates!, theme);
      expect(dayOf(result, "jeronimos-monastery"), dates).toBeDefined();
      expect(dayOf(result, "belem-tower"), dates).toBe(dayOf(result, "jeronimos-monastery"));
    }
    const paris = plan("Paris", "2027-04-05 to 2027-04-08", "museums and art");
    expect(dayOf(paris, "sainte-chapelle")).toBe(dayOf(paris, "notre-dame-de-paris"));
  });

  it("plans the signature sights of a three-day trip whatever the start date", () => {
    const signature: [string, string][] = [
      ["Rome", "rome/colosseum"],
      ["Florence", "florence/uffizi-gallery"],
      ["Istanbul", "istanbul/hagia-sophia"],
      ["Kyoto", "kyoto/fushimi-inari-taisha"],
      ["Cairo", "cairo/pyramids-of-giza"],
      ["New York", "new-york/central-park"],
      ["Bangkok", "bangkok/grand-palace-and-wat-phra-kaew"],
    ];
    for (const [city, ref] of signature) {
      for (const start of ["2027-02-01", "2027-05-11", "2027-09-16", "2027-11-26"]) {
        const end = new Date(Date.parse(`${start}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
        expect(refsOf(plan(city, `${start} to ${end}`)), `${city} from ${start}`).toContain(ref);
      }
    }
  });

  it("keeps the essentials in a themed trip, and holds more of them the longer the stay", () => {
    expect(refsOf(plan("Paris", "2027-05-03 to 2027-05-05", "food and nightlife"))).toContain("paris/louvre-museum");
    const reading = readTheme("sightseeing");
    expect([1, 2, 3, 4, 7, 14].map((days) => mustSeeCount(days, reading))).toEqual([2, 3, 4, 5, 8, MAX_MUST_SEES]);
    expect(mustSeeCount(4, readTheme("food"))).toBe(3);
  });

  it("leaves out what the traveller says no to, and plans no must-sees for a return visit", () => {
    const noMuseums = plan("Paris", "2027-05-03 to 2027-05-06", "food tour, no museums");
    expect(items(noMuseums).filter((item) => /museum|musee|louvre/i.test(`${item.title} ${item.place?.name ?? ""}`))).toEqual([]);
    expect(mustSeeCount(3, readTheme("second visit, hidden gems"))).toBe(0);
  });
});

describe("day trips", () => {
  it("takes no day trip in a three-day Rome trip, whatever the dates", () => {
    for (const start of ["2027-01-04", "2027-03-10", "2027-06-02", "2027-09-21", "2027-12-24"]) {
      const end = new Date(Date.parse(`${start}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(items(plan("Rome", `${start} to ${end}`)).filter((item) => item.fullDay && item.kind !== "travel")).toEqual([]);
    }
  });

  it("takes the day trip a short stay's theme names, and one that is the city's essential", () => {
    const versailles = plan("Paris", "2027-05-03 to 2027-05-05", "Versailles day trip");
    expect(refsOf(versailles)).toContain("paris/palace-of-versailles");
    expect(refsOf(plan("Beijing", "2027-05-03 to 2027-05-05"))).toContain("beijing/mutianyu-great-wall");
  });
});

describe("cost and time of day", () => {
  it("plans no top-price place in a Florence trip that does not ask for luxury", () => {
    for (const theme of ["food", "romantic", "culture", "budget"]) {
      const result = plan("Florence", "2027-05-03 to 2027-05-09", theme);
      const dear = items(result).filter((item) => item.ref && activityOf(item.ref.city, item.ref.activity).cost === 3);
      expect(dear, theme).toEqual([]);
    }
  });

  it("keeps free and cheap places first on a budget", () => {
    // Over four weeks of the year, so one trip's holiday (which shuts the ticketed places) does not decide it, and
    // over four cities: a week in London is mostly its must-sees whatever the theme, and its culture picks are its
    // free museums already, so one city alone is too close to call.
    const cost = (theme: string) => {
      const weeks = [
        "2027-05-03 to 2027-05-09",
        "2027-06-07 to 2027-06-13",
        "2027-09-13 to 2027-09-19",
        "2027-10-11 to 2027-10-17",
      ];
      const picked = ["London", "Paris", "Rome", "Tokyo"].flatMap((city) =>
        weeks.flatMap((dates) => items(plan(city, dates, theme)).filter((item) => item.ref)),
      );
      return picked.reduce((sum, item) => sum + activityOf(item.ref!.city, item.ref!.activity).cost, 0) / picked.length;
    };
    expect(cost("budget")).toBeLessThan(cost("culture") - 0.05);
  });

  it("never lists an extra stop after dinner, and keeps each day in time order", () => {
    const order = { morning: 0, afternoon: 1, evening: 2, optional: 3 };
    for (const city of ["Paris", "Tokyo", "Krabi", "London"]) {
      const result = plan(city, "2027-05-03 to 2027-05-09", "busy sightseeing");
      for (const day of result.days) {
        expect(day.items.some((item) => item.slot === "optional")).toBe(false);
        const slots = day.items.map((item) => order[item.slot]);
        expect(slots).toEqual([...slots].sort((a, b) => a - b));
      }
    }
  });
});

describe("themes the guides cover", () => {
  it.each([
    ["palaces", "culture"],
    ["scenery", "nature"],
    ["northern lights", "nature"],
    ["cherry blossoms", "nature"],
    ["Hogmanay", undefined],
    ["tango", undefined],
  ])("understands %s", (theme, interest) => {
    const reading = readTheme(theme);
    expect(reading.unread).toEqual([]);
    expect(reading.interests.length).toBeGreaterThan(0);
    if (interest) expect(reading.interests).toContain(interest);
  });

  it("plans what a theme word names: palaces in Seoul on a return visit, the street party at Hogmanay", () => {
    const palaces = items(plan("Seoul", "2027-05-03 to 2027-05-04", "second visit, palaces"));
    expect(palaces.some((item) => /palace|gung\b/i.test(`${item.title} ${item.description ?? ""}`))).toBe(true);
    expect(refsOf(plan("Edinburgh", "2027-12-30 to 2028-01-01", "Hogmanay"))).toContain("edinburgh/hogmanay-street-party");
  });
});
