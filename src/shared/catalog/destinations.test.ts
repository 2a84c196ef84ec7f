import fs from "node:fs";
import { DESTINATION_SLUGS, destinationImage, imageNamedIn, imageOfPlace } from "./destination-images";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { destinations, REGIONS } from "./destinations";

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

describe("destination catalogue", () => {
  it("has the 18 destinations of the product rules, each name once", () => {
    expect(destinations).toHaveLength(18);
    expect(new Set(destinations.map((d) => d.name)).size).toBe(18);
    for (const name of [
      "Paris",
      "Kyoto",
      "Cape Town",
      "New York",
      "Rio de Janeiro",
      "Santorini",
      "Bali",
      "Venice",
      "Marrakech",
      "Buenos Aires",
      "Sydney",
      "Reykjavik",
      "Petra",
      "Banff",
      "Prague",
      "Zanzibar",
      "Hoi An",
      "Lisbon",
    ]) {
      expect(destinations.map((d) => d.name)).toContain(name);
    }
  });

  it("fills every field, with 3 to 5 highlights and an existing 800x600 illustration", () => {
    for (const d of destinations) {
      for (const value of [d.name, d.country, d.emoji, d.description, d.imageAlt, d.phrase.text, d.phrase.meaning, d.bestTime]) {
        expect(value.trim(), d.name).not.toBe("");
      }
      expect(REGIONS).toContain(d.region);
      expect(d.highlights.length, d.name).toBeGreaterThanOrEqual(3);
      expect(d.highlights.length, d.name).toBeLessThanOrEqual(5);
      expect(d.highlights.every((h) => h.trim() !== "")).toBe(true);
      expect(d.image).toMatch(/^\/illustrations\/destinations\/[a-z-]+\.svg$/);
      expect(fs.readFileSync(publicFile(d.image), "utf8")).toContain('width="800" height="600"');
    }
  });

  it("puts Sydney in Oceania and every region has at least one destination", () => {
    expect(destinations.find((d) => d.name === "Sydney")?.region).toBe("Oceania");
    const counts = Object.fromEntries(REGIONS.map((r) => [r, destinations.filter((d) => d.region === r).length]));
    expect(counts).toEqual({ Asia: 4, Europe: 6, Africa: 3, America: 4, Oceania: 1 });
  });
});

describe("destination pictures", () => {
  it("are the catalogue's, in its order, found by each destination's name", () => {
    expect(destinations.map((destination) => destination.image)).toEqual(DESTINATION_SLUGS.map(destinationImage));
    for (const destination of destinations) expect(imageOfPlace(destination.name)).toBe(destination.image);
    expect(imageOfPlace("Atlantis")).toBeUndefined();
  });

  it("are found where a text names a destination as whole words, the first text first", () => {
    expect(imageNamedIn("Kyoto: 4-day food")).toBe(destinationImage("kyoto"));
    expect(imageNamedIn("Spring trip", "Day 1 - Hội An old town")).toBe(destinationImage("hoi-an"));
    expect(imageNamedIn("Weekend in Rio de Janeiro", "Paris")).toBe(destinationImage("rio-de-janeiro"));
    expect(imageNamedIn("Parisian cafés", "Pragueish")).toBeUndefined();
  });
});
