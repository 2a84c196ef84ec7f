import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { destinations } from "@shared/catalog/destinations";
import { guideProblems } from "./guide-check";
import type { CityGuide, CountryGuide } from "./guide-schema";
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

describe("the guides' check", () => {
  /** A copy of one country's guides with `change` applied to its first city, checked. */
  function problemsAfter(change: (city: CityGuide, country: CountryGuide) => void): string[] {
    const dir = mkdtempSync(join(tmpdir(), "guides-"));
    const code = "PT";
    mkdirSync(join(dir, code));
    const country = structuredClone(guides().country(code)!);
    const cities = guides()
      .citiesOf(code)
      .map((city) => structuredClone(city));
    change(cities[0]!, country);
    writeFileSync(join(dir, code, "country.json"), JSON.stringify(country));
    for (const city of cities) writeFileSync(join(dir, code, `${city.id}.json`), JSON.stringify(city));
    return guideProblems(pathToFileURL(`${dir}/`));
  }

  it("accepts a sound copy", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it("refuses ranks that repeat or leave activities out, and hours that do not parse or contradict the closing days", () => {
    const problems = problemsAfter((city) => {
      city.activities[0]!.rank = 1;
      city.activities[1]!.rank = 1;
      delete city.activities[6]!.rank;
      city.activities[2]!.hours = "Mo-Fr 09:00-25:99 bananas";
      city.activities[3]!.hours = "Mo-Su 09:00-18:00";
      city.activities[3]!.closed = ["mon"];
      city.activities[4]!.hours = "Mo-Fr,PH 09:00-17:00"; // PH only as a rule of its own ("PH off")
      city.activities[5]!.during = "No Such Festival";
      city.activities[7]!.hours = "2020 Jan 10-2020 Jan 24 10:00-18:00";
    });
    const text = problems.join("\n");
    expect(text).toMatch(/rank 1 repeats/);
    expect(text).toMatch(/activities have no rank/);
    expect(text).toMatch(/bananas/);
    expect(text).toMatch(/is closed on mon but its hours open then/);
    expect(text).toMatch(/PH inside another rule/);
    expect(text).toMatch(/names the event "No Such Festival"/);
    // A window of a past year is kept without a problem (the guides hold a few years of them).
    expect(text).not.toMatch(/2020/);
  });

  it("refuses an event with both a rule and a start, or neither", () => {
    const problems = problemsAfter((_, country) => {
      country.events.push({ name: "Both", start: "05-01", rule: "easter+1", kind: "holiday", description: "Wrong." });
      country.events.push({ name: "Neither", kind: "holiday", description: "Wrong." });
      country.events.push({ name: "Bad rule", rule: "easter+1000", kind: "holiday", description: "Wrong." });
    });
    expect(problems.filter((p) => /Give either start or rule/.test(p))).toHaveLength(2);
    expect(problems.join("\n")).toMatch(/Use a holiday rule/);
  });

  it("refuses an effect on a day the event does not have, or effects with none", () => {
    const problems = problemsAfter((_, country) => {
      const effects = { shopsClosed: [2, 4] };
      country.events.push({ name: "Three days", start: "05-01", end: "05-03", kind: "holiday", description: "Wrong.", effects });
      country.events.push({ name: "A rule's day", rule: "easter+1", kind: "holiday", description: "Wrong.", effects });
    });
    expect(problems.filter((p) => /names day \d, but it lasts/.test(p))).toHaveLength(2);
    const empty = problemsAfter((_, country) => {
      country.events.push({ name: "Empty", start: "05-01", kind: "holiday", description: "Wrong.", effects: {} });
    });
    expect(empty.join("\n")).toMatch(/Give at least one effect/);
  });
});
