import { describe, expect, it } from "vitest";
import type { Plan, PlanItem } from "@shared/plan";
import { asChange, diffPlans, mayRebase, type PlanChange } from "./change-log";
import type { Touched } from "./operations";

/** What a PATCH changed (the change log's entry) and the rebase decision (decision 1080). */

const item = (id: string, slot: PlanItem["slot"] = "morning"): PlanItem => ({ id, slot, title: `Stop ${id}`, source: "model" });
function plan(): Plan {
  return {
    version: 2,
    title: "Lisbon",
    introduction: "Hills.",
    final_notes: "Shoes.",
    theme: "",
    destination: null,
    days: [
      { day: 1, date: "2031-05-01", base: "Lisbon", theme: "Alfama", items: [item("a"), item("b", "afternoon")] },
      { day: 2, date: "2031-05-02", base: "Lisbon", theme: "Belem", items: [item("c"), item("d"), item("e", "evening")] },
      { day: 3, date: "2031-05-03", base: "Lisbon", theme: "Sintra", items: [item("f")] },
    ],
  };
}
const change = (before: Plan, edit: (plan: Plan) => void) => {
  const after = structuredClone(before);
  edit(after);
  return asChange(diffPlans(before, after));
};

describe("diffPlans", () => {
  it("a title, introduction or trip pace alone changes nothing; neither do the derived legs", () => {
    expect(
      change(plan(), (p) => {
        p.title = "Lisbon with friends";
        p.introduction = "Trams.";
        p.pace = "relaxed";
        p.days[0]!.legs = [{ from: "a", to: "b", mode: "walk", minutes: 5, km: 0.4, source: "estimate" }];
      }),
    ).toEqual({ items: [], days: [] });
  });

  it("items added, removed, changed (any field) or moved to another day or slot", () => {
    expect(
      change(plan(), (p) => {
        p.days[0]!.items.push(item("new"));
        p.days[1]!.items = p.days[1]!.items.filter((one) => one.id !== "d");
        p.days[0]!.items[0]!.description = "Castle first.";
        p.days[1]!.items[0]!.slot = "afternoon";
        p.days[2]!.items.push(p.days[1]!.items.pop()!);
      }),
    ).toEqual({ items: ["a", "c", "d", "e", "new"], days: [] });
  });

  it("a start time the traveller changed is a change of the item", () => {
    expect(change(plan(), (p) => (p.days[2]!.items[0]!.start = "08:00"))).toEqual({ items: ["f"], days: [] });
  });

  it("days whose theme, notes, base, travel or pace changed, days reordered, days added or removed", () => {
    expect(
      change(plan(), (p) => {
        p.days[0]!.notes = "Tram 28 early.";
        p.days[1]!.items.reverse();
      }),
    ).toEqual({ items: [], days: [1, 2] });
    expect(change(plan(), (p) => (p.days[2]!.pace = "relaxed"))).toEqual({ items: [], days: [3] });
    expect(change(plan(), (p) => p.days.pop())).toEqual({ items: ["f"], days: [3] });
  });

  it("keys in another order are the same item", () => {
    const before = plan();
    const after = structuredClone(before);
    const { id, slot, title, source } = after.days[0]!.items[0]!;
    after.days[0]!.items[0] = { source, title, slot, id };
    expect(asChange(diffPlans(before, after))).toEqual({ items: [], days: [] });
  });

  it("a plan added to or removed from a trip changes all of it", () => {
    expect(asChange(diffPlans(undefined, plan()))).toEqual({ items: ["a", "b", "c", "d", "e", "f"], days: [1, 2, 3] });
    expect(asChange(diffPlans(undefined, undefined))).toEqual({ items: [], days: [] });
  });
});

describe("mayRebase", () => {
  const touched = (items: string[], days: number[] = []): Touched => ({ items: new Set(items), days: new Set(days) });
  const log: PlanChange[] = [
    { items: ["a"], days: [] },
    { items: [], days: [2] },
  ];

  it("applies when nothing the operations touch changed in any version since", () => {
    expect(mayRebase(touched(["b"], [3]), log, 2)).toBe(true);
    expect(mayRebase(touched([]), [], 0)).toBe(true);
  });

  it("refuses when an item or a day they touch changed", () => {
    expect(mayRebase(touched(["a"]), log, 2)).toBe(false);
    expect(mayRebase(touched(["b"], [2]), log, 2)).toBe(false);
  });

  it("refuses when the log does not cover every version since (pruned, or saved before the log)", () => {
    expect(mayRebase(touched(["b"]), log, 3)).toBe(false);
    expect(mayRebase(touched(["b"]), undefined, 1)).toBe(false);
  });
});
