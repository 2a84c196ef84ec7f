import { describe, expect, it } from "vitest";
import { packingItemId } from "../catalog/packing";
import { categoryProgress, overallProgress, parseCheckedItems } from "./packing";

describe("packing progress", () => {
  it("counts per category and overall", () => {
    const checked = new Set([
      packingItemId("Tech", "Power bank"),
      packingItemId("Tech", "Camera"),
      packingItemId("Misc", "Snacks"),
    ]);
    expect(categoryProgress("Tech", checked)).toEqual({ done: 2, total: 5 });
    expect(categoryProgress("Documents", checked)).toEqual({ done: 0, total: 4 });
    expect(overallProgress(checked)).toEqual({ done: 3, total: 23 });
    expect(overallProgress(new Set())).toEqual({ done: 0, total: 23 });
  });

  it("restores stored items, dropping unknown ones", () => {
    expect(parseCheckedItems(["Tech/Camera", "Tech/Laser"])).toEqual(["Tech/Camera"]);
    expect(parseCheckedItems([1])).toBeUndefined();
    expect(parseCheckedItems("Tech/Camera")).toBeUndefined();
  });
});
