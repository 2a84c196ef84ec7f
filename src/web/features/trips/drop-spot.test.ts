import type { Active, ClientRect, DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import type { Plan, PlanItem } from "@shared/plan";
import { dayDropId, landingOf, planAfterDrop, spotOf, stopAtPointer } from "./drop-spot";

const item = (id: string, slot: PlanItem["slot"]): PlanItem => ({ id, slot, title: id, source: "knowledge" });

const plan: Plan = {
  version: 2,
  title: "Kyoto in spring",
  introduction: "",
  final_notes: "",
  theme: "culture",
  destination: null,
  days: [
    {
      day: 1,
      date: "2027-04-01",
      base: "Kyoto",
      theme: "East",
      items: [item("a", "morning"), item("b", "afternoon"), item("c", "evening")],
    },
    { day: 2, date: "2027-04-02", base: "Kyoto", theme: "West", items: [item("d", "morning"), item("e", "afternoon")] },
    { day: 3, date: "2027-04-03", base: "Nara", theme: "Deer", items: [] },
  ],
};
const ids = (p: Plan) => p.days.map((day) => day.items.map((i) => i.id).join(","));

describe("where a dropped stop lands", () => {
  it("reads a stop as its place and a day's list as its end", () => {
    expect(spotOf(plan, "e")).toEqual({ day: 1, index: 1 });
    expect(spotOf(plan, dayDropId(2))).toEqual({ day: 2, index: 0 });
    expect(spotOf(plan, dayDropId(7))).toBeUndefined();
    expect(spotOf(plan, "nope")).toBeUndefined();
  });

  it("goes before the stop it is over in another day, after it when dragged down its own day", () => {
    expect(ids(planAfterDrop(plan, "c", "e"))).toEqual(["a,b", "d,c,e", ""]);
    expect(landingOf(plan, "c", "e")).toEqual({ day: 1, before: "e" });
    expect(ids(planAfterDrop(plan, "a", "b"))).toEqual(["b,a,c", "d,e", ""]);
    expect(landingOf(plan, "a", "b")).toEqual({ day: 0, before: "c" });
    expect(landingOf(plan, "a", "c")).toEqual({ day: 0, before: null });
    expect(landingOf(plan, "a", dayDropId(2))).toEqual({ day: 2, before: null });
  });

  it("changes nothing (the same plan, no line) when dropped where it is", () => {
    expect(planAfterDrop(plan, "b", "b")).toBe(plan);
    expect(landingOf(plan, "b", "b")).toBeUndefined();
    expect(planAfterDrop(plan, "c", dayDropId(0))).toBe(plan); // the end of its own day, where it is
    expect(spotOf(plan, dayDropId(0), "a")).toEqual({ day: 0, index: 2 });
    expect(planAfterDrop(plan, "a", "nope")).toBe(plan);
  });
});

describe("the drop target under the pointer", () => {
  // Day lists 0..2 stacked; each stop 100 px high with 20 px gaps.
  const rect = (top: number, height: number): ClientRect => ({
    top,
    height,
    bottom: top + height,
    left: 0,
    right: 500,
    width: 500,
  });
  const rects = new Map<string, ClientRect>([
    [dayDropId(0), rect(0, 340)],
    ["a", rect(0, 100)],
    ["b", rect(120, 100)],
    ["c", rect(240, 100)],
    [dayDropId(1), rect(500, 220)],
    ["d", rect(500, 100)],
    ["e", rect(620, 100)],
    [dayDropId(2), rect(900, 64)],
  ]);
  const detect = stopAtPointer(plan.days.map((day) => day.items.map((i) => i.id)));
  const targetAt = (active: string, y: number | null) =>
    detect({
      active: { id: active } as Active,
      collisionRect: rect(y ?? 0, 10),
      droppableRects: rects,
      droppableContainers: [...rects.keys()].map((id) => ({ id }) as DroppableContainer),
      pointerCoordinates: y === null ? null : { x: 250, y },
    }).map((collision) => collision.id);

  it("in another day: before the first stop whose middle is below the pointer, gaps included; past the last, the day", () => {
    expect(targetAt("c", 510)).toEqual(["d"]);
    expect(targetAt("c", 560)).toEqual(["e"]);
    expect(targetAt("c", 610)).toEqual(["e"]); // the gap between d and e
    expect(targetAt("c", 700)).toEqual([dayDropId(1)]);
    expect(targetAt("c", 930)).toEqual([dayDropId(2)]); // an empty day
  });

  it("in its own day: the place it takes, itself when it would not move", () => {
    expect(targetAt("a", 20)).toEqual(["a"]);
    expect(targetAt("a", 200)).toEqual(["b"]);
    expect(targetAt("a", 300)).toEqual(["c"]);
    expect(targetAt("c", 150)).toEqual(["b"]);
    expect(targetAt("c", 10)).toEqual(["a"]);
  });

  it("is nothing outside the days, and the nearest from the keyboard (no pointer)", () => {
    expect(targetAt("a", 420)).toEqual([]);
    expect(targetAt("a", null).length).toBeGreaterThan(0);
  });
});
