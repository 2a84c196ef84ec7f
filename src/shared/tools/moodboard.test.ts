import { describe, expect, it } from "vitest";
import { STICKERS } from "../catalog/stickers";
import { assignLanes, formatHour, hourFromPosition, parsePlacedStickers, placeSticker, TIMELINE_TICKS } from "./moodboard";

describe("moodboard", () => {
  it("has the six stickers", () => {
    expect(STICKERS.map((sticker) => sticker.label)).toEqual(["Mountain", "City", "Ocean", "Theme Park", "Food", "Nightlife"]);
    expect(new Set(STICKERS.map((sticker) => sticker.id)).size).toBe(6);
  });

  it("has 13 tick labels every 2 hours from 0:00 to 24:00", () => {
    expect(TIMELINE_TICKS.map(formatHour)).toEqual([
      "0:00",
      "2:00",
      "4:00",
      "6:00",
      "8:00",
      "10:00",
      "12:00",
      "14:00",
      "16:00",
      "18:00",
      "20:00",
      "22:00",
      "24:00",
    ]);
  });

  it.each([
    [0, 0],
    [480, 12],
    [960, 24],
    [280, 7],
    [290, 7],
    [300, 8],
    [19, 0],
    [21, 1],
  ])("a drop at %dpx on a 960px timeline is hour %d", (x, hour) => {
    expect(hourFromPosition(x, 960)).toBe(hour);
  });

  it("clamps drops beyond either end to 0-24", () => {
    expect(hourFromPosition(-200, 960)).toBe(0);
    expect(hourFromPosition(5000, 960)).toBe(24);
    expect(hourFromPosition(100, 0)).toBe(0);
    expect(hourFromPosition(Number.NaN, 960)).toBe(0);
  });

  it("places a sticker at its hour's position", () => {
    expect(placeSticker("city", 6, "p1")).toEqual({ id: "p1", sticker: "city", left: 25, time: 6 });
    expect(placeSticker("city", 30, "p2")).toMatchObject({ left: 100, time: 24 });
  });

  it("stacks stickers closer than 3 hours in separate rows", () => {
    const placed = [
      placeSticker("food", 12, "a"),
      placeSticker("city", 13, "b"),
      placeSticker("ocean", 15, "c"),
      placeSticker("mountain", 8, "d"),
    ];
    expect(Object.fromEntries(assignLanes(placed))).toEqual({ d: 0, a: 0, b: 1, c: 0 });
    expect(assignLanes([]).size).toBe(0);
  });

  it("restores only valid stored placements", () => {
    const placed = [placeSticker("food", 13, "a")];
    expect(parsePlacedStickers(placed)).toEqual(placed);
    expect(parsePlacedStickers([{ id: "a", sticker: "unicorn", left: 0, time: 0 }])).toBeUndefined();
    expect(parsePlacedStickers([{ id: "a", sticker: "food", left: 0, time: 25 }])).toBeUndefined();
    expect(parsePlacedStickers([{ id: "a", sticker: "food", left: 0, time: 1.5 }])).toBeUndefined();
    expect(parsePlacedStickers({})).toBeUndefined();
  });
});
