import { describe, expect, it } from "vitest";
import { planSchema, type Plan, type PlanItem } from "@shared/plan";
import {
  addDays,
  addItem,
  deleteItem,
  freeId,
  moveDay,
  moveItem,
  renameTrip,
  replaceDay,
  setDayNotes,
  shiftTrip,
  updateItem,
} from "./plan-edit";

const item = (id: string, slot: PlanItem["slot"], title = id): PlanItem => ({ id, slot, title, source: "knowledge" });

const plan: Plan = {
  version: 2,
  title: "Kyoto in spring",
  introduction: "Temples and gardens.",
  final_notes: "Carry cash.",
  theme: "culture",
  destination: null,
  days: [
    { day: 1, date: "2027-04-01", base: "Kyoto", theme: "East", items: [item("a", "morning"), item("b", "afternoon")] },
    { day: 2, date: "2027-04-02", base: "Kyoto", theme: "West", notes: "Early start.", items: [item("c", "morning")] },
    { day: 3, date: "2027-04-03", base: "Nara", theme: "Deer", items: [item("d", "evening")] },
  ],
};

const ids = (p: Plan) => p.days.map((day) => day.items.map((i) => `${i.id}:${i.slot}`).join(","));

describe("plan edits", () => {
  it("leave the original plan untouched and keep the result valid", () => {
    const before = JSON.stringify(plan);
    const edited = moveItem(
      updateItem(addItem(renameTrip(plan, "New"), 0, item("x", "evening")), "a", { title: "A!" }),
      "x",
      2,
      0,
    );
    expect(JSON.stringify(plan)).toBe(before);
    expect(planSchema.safeParse(edited).success).toBe(true);
  });

  it("move an item to another day, taking the slot of the item it lands after", () => {
    expect(ids(moveItem(plan, "a", 1, 1))).toEqual(["b:afternoon", "c:morning,a:morning", "d:evening"]);
    expect(ids(moveItem(plan, "d", 0, 0))).toEqual(["d:morning,a:morning,b:afternoon", "c:morning", ""]);
    expect(ids(moveItem(plan, "b", 0, 0))).toEqual(["b:morning,a:morning", "c:morning", "d:evening"]);
    expect(moveItem(plan, "nope", 0, 0)).toBe(plan);
  });

  it("move a day's content while the dates stay in calendar order", () => {
    const moved = moveDay(plan, 2, 0);
    expect(moved.days.map((day) => [day.day, day.date, day.base])).toEqual([
      [1, "2027-04-01", "Nara"],
      [2, "2027-04-02", "Kyoto"],
      [3, "2027-04-03", "Kyoto"],
    ]);
    expect(moveDay(plan, 1, 1)).toBe(plan);
  });

  it("shift the whole trip to a new start, across a month end", () => {
    expect(shiftTrip(plan, "2027-01-30").days.map((day) => day.date)).toEqual(["2027-01-30", "2027-01-31", "2027-02-01"]);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("edit an item, re-sorting by slot, and drop an emptied description", () => {
    const edited = updateItem(
      { ...plan, days: [{ ...plan.days[0]!, items: [{ ...item("a", "morning"), description: "x" }, item("b", "afternoon")] }] },
      "a",
      {
        slot: "evening",
        description: "",
      },
    );
    expect(edited.days[0]!.items.map((i) => i.id)).toEqual(["b", "a"]);
    expect(edited.days[0]!.items[1]).not.toHaveProperty("description");
  });

  it("give added and accepted items ids that do not repeat", () => {
    expect(freeId(plan, "a")).toBe("a:2");
    const added = addItem(addItem(plan, 0, item("a", "evening")), 1, item("a", "evening"));
    expect(added.days.flatMap((day) => day.items.map((i) => i.id))).toEqual(["a", "b", "a:2", "c", "a:3", "d"]);
    const accepted = replaceDay(plan, 1, {
      ...plan.days[1]!,
      day: 9,
      date: "2030-01-01",
      items: [item("a", "morning"), item("c", "evening")],
    });
    expect(accepted.days[1]).toMatchObject({ day: 2, date: "2027-04-02" });
    expect(accepted.days[1]!.items.map((i) => i.id)).toEqual(["a:2", "c"]);
    expect(accepted.days[0]).toBe(plan.days[0]);
  });

  it("delete items and set or clear a day's notes", () => {
    expect(ids(deleteItem(plan, "c"))).toEqual(["a:morning,b:afternoon", "", "d:evening"]);
    expect(setDayNotes(plan, 0, "  Book ahead ").days[0]!.notes).toBe("Book ahead");
    expect(setDayNotes(plan, 1, " ").days[1]).not.toHaveProperty("notes");
  });
});
