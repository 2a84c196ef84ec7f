import { describe, expect, it } from "vitest";
import { PACKING_LIST, packingItemId } from "./packing";
import { DEFAULT_TRAVEL_TYPE, PHRASEBOOK, TRAVEL_TYPES } from "./phrasebook";

describe("phrasebook", () => {
  it("has seven travel types, Adventure first and default, with 4 complete phrases each", () => {
    expect(TRAVEL_TYPES).toEqual(["Adventure", "Business", "Romantic", "Cultural", "Family", "Solo", "Luxury"]);
    expect(DEFAULT_TRAVEL_TYPE).toBe("Adventure");
    expect(Object.keys(PHRASEBOOK)).toEqual([...TRAVEL_TYPES]);
    for (const type of TRAVEL_TYPES) {
      expect(PHRASEBOOK[type]).toHaveLength(4);
      for (const { phrase, emoji, tip } of PHRASEBOOK[type]) {
        expect(phrase.trim().length).toBeGreaterThan(5);
        expect(emoji.trim()).not.toBe("");
        expect(tip.length).toBeGreaterThan(30);
      }
    }
    const phrases = TRAVEL_TYPES.flatMap((type) => PHRASEBOOK[type].map((entry) => entry.phrase));
    expect(new Set(phrases).size).toBe(28);
  });
});

describe("packing list", () => {
  it("has Clothing 5, Toiletries 5, Tech 5, Documents 4, Misc 4 with unique ids", () => {
    expect(PACKING_LIST.map((category) => [category.name, category.items.length])).toEqual([
      ["Clothing", 5],
      ["Toiletries", 5],
      ["Tech", 5],
      ["Documents", 4],
      ["Misc", 4],
    ]);
    const ids = PACKING_LIST.flatMap((category) => category.items.map((item) => packingItemId(category.name, item)));
    expect(new Set(ids).size).toBe(23);
  });
});
