import { describe, expect, it } from "vitest";
import { destinations } from "@shared/catalog/destinations";
import { guideProblems } from "./guide-check";
import { guides } from "./guides";
import { COUNTRIES } from "./index";

describe("city guides", () => {
  it("pass the schema and the cross-file checks", () => {
    expect(guideProblems()).toEqual([]);
  });

  it("cover at least 150 cities in at least 40 countries on every inhabited continent", () => {
    const { cities } = guides();
    expect(cities.length).toBeGreaterThanOrEqual(150);
    const countries = new Set(cities.map((city) => city.country));
    expect(countries.size).toBeGreaterThanOrEqual(40);
    const regions = new Set([...countries].map((code) => COUNTRIES.find((country) => country.code === code)?.region));
    expect([...regions].sort()).toEqual(["Africa", "America", "Asia", "Europe", "Oceania"]);
  });

  it("guide every destination of the app's catalogue", () => {
    for (const destination of destinations) {
      expect(
        guides().cities.some((city) => city.name === destination.name),
        destination.name,
      ).toBe(true);
    }
  });

  it("name each city once, and only countries of the country list", () => {
    const { cities } = guides();
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
    for (const city of cities)
      expect(
        COUNTRIES.some((country) => country.code === city.country),
        city.id,
      ).toBe(true);
  });
});
