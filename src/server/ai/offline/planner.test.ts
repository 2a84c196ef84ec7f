import { describe, expect, it } from "vitest";
import { parseDateRange } from "@shared/schemas/generation";
import { itinerarySchema } from "@shared/itinerary";
import type { ItineraryRequest } from "../engine";
import { checkPlan } from "../plan-check";
import { activitiesOf, COUNTRIES, findCity, type Theme } from "./knowledge";
import { planItinerary } from "./planner";
import { themesFor } from "./themes";

function plan(request: ItineraryRequest) {
  const range = parseDateRange(request.dates);
  if (!range.ok) throw new Error(range.error);
  const itinerary = planItinerary(request, range.range.dates);
  return { itinerary, check: checkPlan(itinerary, range.range.dates), dates: range.range.dates };
}

const kyoto = (theme: string, dates = "2026-10-01 to 2026-10-05"): ItineraryRequest => ({
  mode: "plan",
  destination: "Kyoto",
  dates,
  theme,
});

/** The knowledge activity a section names ("Name: description"). */
function activityThemes(cityName: string, section: string): readonly Theme[] {
  const name = section.slice(0, section.indexOf(":"));
  return activitiesOf(findCity(cityName)!).find((activity) => activity.name === name)?.themes ?? [];
}

describe("themesFor", () => {
  it.each([
    ["Family Vacation", ["family"]],
    ["honeymoon", ["romantic"]],
    ["food tour", ["food"]],
    ["Luxury spa retreat", ["relaxation", "luxury"]],
    ["backpacking and hiking", ["adventure", "budget"]],
    ["history and museums", ["culture"]],
    ["whatever", []],
  ])("%s -> %j", (text, expected) => expect(themesFor(text)).toEqual(expected));
});

describe("offline planner", () => {
  it("names the best season mid-sentence: month names keep their capital, other words do not", () => {
    expect(plan(kyoto("culture", "2026-07-01 to 2026-07-03")).itinerary.introduction).toContain(
      "outside the best season (late March to May for cherry blossom and October to November for autumn leaves)",
    );
    const lisbon = plan({ mode: "plan", destination: "Lisbon", dates: "2026-12-01 to 2026-12-03", theme: "food" }).itinerary;
    expect(lisbon.introduction).toContain("outside the best season (March to June and September to October)");
  });

  it("plans one valid day per date and passes its own plan check", () => {
    for (const dates of ["2026-10-01 to 2026-10-01", "2026-10-01 to 2026-10-14", "2026-10-01 to 2026-10-30"]) {
      const { itinerary, check, dates: list } = plan(kyoto("culture", dates));
      expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
      expect(itinerary.days.map((day) => day.date)).toEqual(list);
      expect(check).toEqual({ ok: true, failures: [] });
    }
  });

  it("never repeats an activity within a trip", () => {
    const { itinerary } = plan(kyoto("anything", "2026-10-01 to 2026-10-30"));
    const sections = itinerary.days.flatMap((day) => [day.morning, day.afternoon, day.evening, day.optional].filter(Boolean));
    const names = sections.map((section) => section!.slice(0, section!.indexOf(":")));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ["Paris", "Family Vacation", "family"],
    ["Paris", "honeymoon", "romantic"],
    ["Paris", "food tour", "food"],
    ["Banff", "adventure", "adventure"],
  ] as const)("in %s follows the theme %s", (city, theme, knowledgeTheme) => {
    const { itinerary } = plan({ mode: "plan", destination: city, dates: "2026-05-01 to 2026-05-04", theme });
    const sections = itinerary.days.flatMap((day) => [day.morning, day.afternoon, day.evening]);
    const matching = sections.filter((section) => activityThemes(city, section).includes(knowledgeTheme));
    expect(matching.length / sections.length).toBeGreaterThanOrEqual(0.6);
    expect(itinerary.introduction).toContain(`"${theme}"`);
  });

  it("is deterministic per request and varies with the dates", () => {
    expect(plan(kyoto("culture"))).toEqual(plan(kyoto("culture")));
    const other = plan(kyoto("culture", "2026-10-08 to 2026-10-12"));
    expect(other.itinerary.days.map((day) => day.morning)).not.toEqual(
      plan(kyoto("culture")).itinerary.days.map((day) => day.morning),
    );
  });

  it("writes an honest, clearly generic plan for a place it does not know", () => {
    const { itinerary, check } = plan({
      mode: "plan",
      destination: "Zyxville",
      dates: "2026-10-01 to 2026-10-03",
      theme: "relaxing",
    });
    expect(check.ok).toBe(true);
    expect(itinerary.introduction).toContain('does not know "Zyxville"');
    expect(itinerary.introduction).toContain("generic");
    expect(itinerary.days[0]!.morning).toContain("in Zyxville");
  });

  it("plans a country by one of its known cities, or around its capital", () => {
    expect(
      plan({ mode: "plan", destination: "Japan", dates: "2026-10-01 to 2026-10-02", theme: "food" }).itinerary.introduction,
    ).toMatch(/Japan is a big place: this plan is based in \w+/);
    const bhutan = plan({ mode: "plan", destination: "Bhutan", dates: "2026-10-01 to 2026-10-02", theme: "culture" }).itinerary;
    expect(bhutan.introduction).toContain("based in Thimphu");
  });

  it("surprise me works for every country", () => {
    for (const country of COUNTRIES) {
      const { itinerary, check } = plan({ mode: "surprise", country: country.name, dates: "2026-06-01 to 2026-06-07" });
      expect(check.failures, country.name).toEqual([]);
      expect(itinerary.title, country.name).toMatch(/^Surprise: 7-Day Trip to /);
      expect(itinerary.title, country.name).not.toMatch(/undefined/);
    }
  });

  it("surprise me picks among a country's places and says so when the country is unknown", () => {
    const picks = new Set(
      ["2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01", "2026-06-01"].map(
        (start) => plan({ mode: "surprise", country: "Japan", dates: `${start} to ${start}` }).itinerary.title,
      ),
    );
    expect(picks.size).toBeGreaterThan(1);
    const unknown = plan({ mode: "surprise", country: "Narnia", dates: "2026-01-01 to 2026-01-02" }).itinerary;
    expect(unknown.introduction).toContain('could not find a country called "Narnia"');
  });
});
