import { describe, expect, it } from "vitest";
import { planSchema, type Plan, type PlanItem } from "@shared/plan";
import { addItem, deleteItem, moveDay, moveItem, renameTrip, setDayNotes, updateItem } from "./plan-edit";
import { mergePlans, takeMine } from "./plan-merge";

const item = (id: string, slot: PlanItem["slot"], start?: string): PlanItem => ({
  id,
  slot,
  title: id.toUpperCase(),
  source: "knowledge",
  start,
});

const base: Plan = {
  version: 2,
  title: "Kyoto in spring",
  introduction: "Temples and gardens.",
  final_notes: "Carry cash.",
  theme: "culture",
  destination: null,
  days: [
    {
      day: 1,
      date: "2027-04-01",
      base: "Kyoto",
      theme: "East",
      items: [item("a", "morning", "09:00"), item("b", "afternoon", "13:00")],
    },
    {
      day: 2,
      date: "2027-04-02",
      base: "Kyoto",
      theme: "West",
      items: [item("c", "morning", "09:00"), item("d", "evening", "18:00")],
    },
  ],
};

const titles = (plan: Plan) => plan.days.map((day) => day.items.map((i) => i.title).join(","));

describe("mergePlans", () => {
  it("keeps both changes when they touch different stops, days or fields, and the result is a valid plan", () => {
    const mine = setDayNotes(updateItem(base, "a", { title: "Ginkaku-ji" }), 1, "Tickets online.");
    const theirs = renameTrip(moveItem(base, "d", 0, 2), "Kyoto with friends");
    const { plan, conflicts } = mergePlans(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(plan.title).toBe("Kyoto with friends");
    expect(titles(plan)).toEqual(["Ginkaku-ji,B,D", "C"]);
    expect(plan.days[1]!.notes).toBe("Tickets online.");
    expect(planSchema.safeParse(plan).success).toBe(true);
  });

  it("merges stops changed on one side with stops added, removed or reordered on the other, in the same day", () => {
    const mine = updateItem(base, "b", { description: "Book the tea room." });
    const theirs = addItem(deleteItem(base, "a"), 0, item("x", "evening"));
    const { plan, conflicts } = mergePlans(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(titles(plan)[0]).toBe("B,X");
    expect(plan.days[0]!.items[0]!.description).toBe("Book the tea room.");
  });

  it("the same change on both sides is one change, not a conflict", () => {
    const both = updateItem(base, "c", { title: "Arashiyama" });
    expect(mergePlans(base, both, both)).toEqual({ plan: both, conflicts: [] });
  });

  it("a start the server worked out again is not a change of anyone's", () => {
    const retimed = {
      ...base,
      days: [{ ...base.days[0]!, items: [item("a", "morning", "10:15"), item("b", "afternoon", "14:00")] }, base.days[1]!],
    };
    const mine = updateItem(base, "b", { title: "Nanzen-ji" });
    expect(mergePlans(base, mine, retimed).conflicts).toEqual([]);
    // A start the traveller fixed is theirs.
    const fixedMine = {
      ...base,
      days: [
        { ...base.days[0]!, items: [{ ...item("a", "morning", "08:00"), startFixed: true as const }, base.days[0]!.items[1]!] },
        base.days[1]!,
      ],
    };
    const fixedTheirs = {
      ...base,
      days: [
        { ...base.days[0]!, items: [{ ...item("a", "morning", "11:00"), startFixed: true as const }, base.days[0]!.items[1]!] },
        base.days[1]!,
      ],
    };
    expect(mergePlans(base, fixedMine, fixedTheirs).conflicts).toEqual([expect.objectContaining({ itemId: "a" })]);
  });

  it("different changes to the same stop are a conflict with both versions; theirs stays unless mine is preferred", () => {
    const mine = updateItem(updateItem(base, "c", { title: "Kinkaku-ji" }), "a", { title: "Mine only" });
    const theirs = updateItem(base, "c", { title: "Ryoan-ji" });
    const kept = mergePlans(base, mine, theirs);
    expect(kept.conflicts).toEqual([
      {
        unit: "stop",
        day: 2,
        itemId: "c",
        label: "Kinkaku-ji",
        mine: expect.objectContaining({ title: "Kinkaku-ji" }),
        theirs: expect.objectContaining({ title: "Ryoan-ji" }),
      },
    ]);
    expect(titles(kept.plan)).toEqual(["Mine only,B", "Ryoan-ji,D"]);
    expect(titles(mergePlans(base, mine, theirs, "mine").plan)).toEqual(["Mine only,B", "Kinkaku-ji,D"]);
    // Choosing mine afterwards, on the plan as it is by then (another stop edited since): only the conflict changes.
    const since = updateItem(kept.plan, "b", { title: "Later" });
    expect(titles(takeMine(since, mine, kept.conflicts))).toEqual(["Mine only,Later", "Kinkaku-ji,D"]);
  });

  it("a day whose stops both sides reordered, or a stop removed on one side and changed on the other, is one unit", () => {
    const reordered = mergePlans(base, moveItem(base, "b", 0, 0), addItem(base, 0, item("y", "evening")));
    expect(reordered.conflicts).toEqual([{ unit: "day", day: 1, itemId: null, label: "Day 1" }]);
    expect(titles(reordered.plan)[0]).toBe("A,B,Y");

    const removed = mergePlans(base, deleteItem(base, "d"), updateItem(base, "d", { title: "Pontocho" }), "mine");
    expect(removed.conflicts).toEqual([{ unit: "day", day: 2, itemId: null, label: "Day 2" }]);
    expect(titles(removed.plan)[1]).toBe("C");
  });

  it("the list of days changed on both sides is one unit; on one side only it is kept", () => {
    const longer = {
      ...base,
      days: [...base.days, { ...base.days[1]!, day: 3, date: "2027-04-03", items: [item("e", "morning")] }],
    };
    expect(mergePlans(base, longer, renameTrip(base, "New")).plan.days).toHaveLength(3);
    expect(mergePlans(base, longer, renameTrip(base, "New")).plan.title).toBe("New");
    const conflict = mergePlans(base, longer, moveDay(base, 0, 1));
    expect(conflict.conflicts).toEqual([{ unit: "days", day: 0, itemId: null, label: "the days of the trip" }]);
    expect(conflict.plan.days).toHaveLength(2);
  });
});
