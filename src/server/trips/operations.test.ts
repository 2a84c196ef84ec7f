import { describe, expect, it, vi } from "vitest";
import type { Plan, PlanDay, PlanItem } from "@shared/plan";
import type { PlanOperation } from "@shared/schemas/operations";
import { applyOperations, namedBy, type Applied, type RegenerateDay } from "./operations";

/** applyOperations: every operation, every refusal, and what each touches (decision 1080). */

const item = (id: string, slot: PlanItem["slot"], extra: Partial<PlanItem> = {}): PlanItem => ({
  id,
  slot,
  title: `Stop ${id}`,
  source: "knowledge",
  start: "09:00",
  ...extra,
});

function kyoto(): Plan {
  return {
    version: 2,
    title: "Kyoto",
    introduction: "Temples.",
    final_notes: "Cash.",
    theme: "culture",
    destination: null,
    days: [
      {
        day: 1,
        date: "2031-04-01",
        base: "Kyoto",
        theme: "Arrival",
        travel: { from: "Tokyo", to: "Kyoto", mode: "train", hours: 2.5 },
        items: [item("d1-train", "morning", { kind: "travel" }), item("a", "afternoon"), item("b", "evening")],
        legs: [{ from: "a", to: "b", mode: "walk", minutes: 10, km: 0.8, source: "estimate" }],
      },
      {
        day: 2,
        date: "2031-04-02",
        base: "Kyoto",
        theme: "East",
        notes: "Early start.",
        pace: "packed",
        items: [item("c", "morning"), item("d", "morning"), item("e", "afternoon"), item("f", "evening")],
      },
      { day: 3, date: "2031-04-03", base: "Osaka", theme: "Osaka", items: [item("g", "morning")] },
    ],
  };
}

const noEngine: RegenerateDay = () => Promise.reject(new Error("not called"));
const apply = (plan: Plan, ...operations: PlanOperation[]) => applyOperations(plan, operations, noEngine);
const ok = (result: Applied) => {
  if ("error" in result) throw new Error(result.error);
  return result;
};
const ids = (day: PlanDay | undefined) => day?.items.map((one) => one.id);
const sorted = (set: Set<string> | Set<number>) => [...set].sort();

describe("applyOperations", () => {
  it("moves an item to a day, slot and position, without its time, and drops the legs of both days", async () => {
    const plan = kyoto();
    const { plan: out, touched } = ok(
      await apply(plan, { type: "move_item", itemId: "a", day: 2, slot: "morning", position: 1 }),
    );
    expect(ids(out.days[0])).toEqual(["d1-train", "b"]);
    expect(ids(out.days[1])).toEqual(["c", "a", "d", "e", "f"]);
    const moved = out.days[1]!.items[1]!;
    expect(moved).toMatchObject({ id: "a", slot: "morning", source: "knowledge" });
    expect(moved.start).toBeUndefined();
    expect(out.days[0]!.legs).toBeUndefined();
    expect(touched).toEqual({ items: new Set(["a"]), days: new Set([2]) });
    // The plan given is left as it was.
    expect(plan).toEqual(kyoto());
  });

  it("moves to the end of a slot without a position (touching no day), also into an empty slot in slot order", async () => {
    const { plan: out, touched } = ok(
      await apply(
        kyoto(),
        { type: "move_item", itemId: "f", day: 2, slot: "morning" },
        { type: "move_item", itemId: "c", day: 1, slot: "optional" },
        { type: "move_item", itemId: "g", day: 1, slot: "morning", position: 0 },
      ),
    );
    expect(ids(out.days[1])).toEqual(["d", "f", "e"]);
    expect(ids(out.days[0])).toEqual(["g", "d1-train", "a", "b", "c"]);
    expect(out.days[2]!.items).toEqual([]);
    expect(touched).toEqual({ items: new Set(["f", "c", "g"]), days: new Set([1]) });
  });

  it("moves within a day and slot to another position", async () => {
    const { plan: out } = ok(await apply(kyoto(), { type: "move_item", itemId: "c", day: 2, slot: "morning", position: 1 }));
    expect(ids(out.days[1])).toEqual(["d", "c", "e", "f"]);
  });

  it("removes an item", async () => {
    const { plan: out, touched } = ok(await apply(kyoto(), { type: "remove_item", itemId: "e" }));
    expect(ids(out.days[1])).toEqual(["c", "d", "f"]);
    expect(touched).toEqual({ items: new Set(["e"]), days: new Set() });
  });

  it("adds an item with a fresh id, the traveller's, untimed, at the end of its slot", async () => {
    const stop = { title: "Tea house", kind: "food" as const, durationMinutes: 45 };
    const { plan: out, touched } = ok(
      await apply(
        kyoto(),
        { type: "add_item", day: 2, slot: "morning", item: stop },
        { type: "add_item", day: 2, slot: "morning", item: stop },
      ),
    );
    expect(ids(out.days[1])).toEqual(["c", "d", "d2-morning-1", "d2-morning-2", "e", "f"]);
    expect(out.days[1]!.items[2]).toEqual({ id: "d2-morning-1", slot: "morning", source: "traveller", ...stop });
    expect(sorted(touched.items)).toEqual(["d2-morning-1", "d2-morning-2"]);
    expect(touched.days.size).toBe(0);
  });

  it("adds an item at a position in its slot", async () => {
    const { plan: out } = ok(
      await apply(kyoto(), { type: "add_item", day: 2, slot: "morning", item: { title: "Tea" }, position: 1 }),
    );
    expect(ids(out.days[1])).toEqual(["c", "d2-morning-1", "d", "e", "f"]);
  });

  it("never gives a new item an id the plan has or had in this request", async () => {
    const plan = kyoto();
    plan.days[1]!.items[0]!.id = "d2-morning-1";
    const { plan: out } = ok(
      await apply(
        plan,
        { type: "remove_item", itemId: "d2-morning-1" },
        { type: "add_item", day: 2, slot: "morning", item: { title: "New" } },
      ),
    );
    expect(ids(out.days[1])).toEqual(["d", "d2-morning-2", "e", "f"]);
  });

  it("adds items with the server's source when the server sends the operations", async () => {
    const result = ok(
      await applyOperations(kyoto(), [{ type: "add_item", day: 3, slot: "evening", item: { title: "Dotonbori" } }], noEngine, {
        source: "knowledge",
      }),
    );
    expect(result.plan.days[2]!.items[1]).toMatchObject({ source: "knowledge", slot: "evening" });
  });

  it("replaces an item: same id and slot, nothing of the old stop", async () => {
    const plan = kyoto();
    plan.days[1]!.items[2] = item("e", "afternoon", { place: { name: "Old", lat: 35, lon: 135 }, durationMinutes: 90 });
    const { plan: out, touched } = ok(
      await apply(plan, { type: "replace_item", itemId: "e", item: { title: "Nishiki market" } }),
    );
    expect(out.days[1]!.items[2]).toEqual({ id: "e", slot: "afternoon", title: "Nishiki market", source: "traveller" });
    expect(touched).toEqual({ items: new Set(["e"]), days: new Set() });
  });

  it("swaps two days' programmes: stops (untimed), theme, notes and pace; dates, base and travel stay", async () => {
    const { plan: out, touched } = ok(await apply(kyoto(), { type: "swap_days", a: 1, b: 2 }));
    const [one, two] = out.days;
    expect(one).toMatchObject({
      day: 1,
      date: "2031-04-01",
      base: "Kyoto",
      theme: "East",
      notes: "Early start.",
      pace: "packed",
    });
    expect(one!.travel).toEqual({ from: "Tokyo", to: "Kyoto", mode: "train", hours: 2.5 });
    expect(ids(one)).toEqual(["d1-train", "c", "d", "e", "f"]);
    expect(two).toMatchObject({ day: 2, date: "2031-04-02", theme: "Arrival" });
    expect(two!.notes).toBeUndefined();
    expect(two!.pace).toBeUndefined();
    expect(two!.travel).toBeUndefined();
    expect(ids(two)).toEqual(["a", "b"]);
    // Timed again for the new date; the travel stop keeps its time.
    expect(one!.items.map((stop) => stop.start)).toEqual(["09:00", undefined, undefined, undefined, undefined]);
    expect(one!.legs).toBeUndefined();
    expect(sorted(touched.items)).toEqual(["a", "b", "c", "d", "d1-train", "e", "f"]);
    expect(sorted(touched.days)).toEqual([1, 2]);
  });

  it("retimes an item", async () => {
    const { plan: out, touched } = ok(await apply(kyoto(), { type: "retime_item", itemId: "b", start: "19:30" }));
    expect(out.days[0]!.items[2]!.start).toBe("19:30");
    expect(touched).toEqual({ items: new Set(["b"]), days: new Set() });
  });

  it("sets a day's pace (none when it is the trip's) or the trip's, which touches no day", async () => {
    const day = ok(await apply(kyoto(), { type: "set_pace", day: 1, pace: "relaxed" }));
    expect(day.plan.days[0]!.pace).toBe("relaxed");
    expect(day.touched).toEqual({ items: new Set(), days: new Set([1]) });
    const same = ok(await apply(kyoto(), { type: "set_pace", day: 2, pace: "balanced" }));
    expect(same.plan.days[1]!.pace).toBeUndefined();
    const trip = ok(await apply(kyoto(), { type: "set_pace", pace: "relaxed" }));
    expect(trip.plan.pace).toBe("relaxed");
    expect(trip.plan.days[1]!.pace).toBe("packed");
    expect(trip.touched).toEqual({ items: new Set(), days: new Set() });
  });

  it("plans a day again through the engine, keeping its number and date, with unique ids", async () => {
    const engine = vi.fn<RegenerateDay>(async (plan, day) => ({
      ...plan.days[day - 1]!,
      day: 7,
      date: "2040-01-01",
      theme: "Fresh",
      legs: [{ from: "c", to: "x", mode: "walk", minutes: 3, km: 0.2, source: "estimate" }],
      items: [item("c", "morning"), item("a", "afternoon"), item("x", "evening"), item("x", "optional")],
    }));
    const { plan: out, touched } = ok(
      await applyOperations(kyoto(), [{ type: "regenerate", day: 2, slot: "evening", instruction: "quiet" }], engine),
    );
    expect(engine).toHaveBeenCalledWith(expect.objectContaining({ title: "Kyoto" }), 2, {
      slot: "evening",
      instruction: "quiet",
    });
    expect(out.days[1]).toMatchObject({ day: 2, date: "2031-04-02", theme: "Fresh" });
    expect(out.days[1]!.legs).toBeUndefined();
    // "a" is day 1's and the second "x" repeats: both renamed.
    expect(ids(out.days[1])).toEqual(["c", "a-2", "x", "x-2"]);
    expect(sorted(touched.items)).toEqual(["a-2", "c", "d", "e", "f", "x", "x-2"]);
    expect(touched.days).toEqual(new Set([2]));
  });

  it("passes the engine's failure on (the route answers it)", async () => {
    const boom = new Error("engine down");
    await expect(applyOperations(kyoto(), [{ type: "regenerate", day: 1 }], () => Promise.reject(boom))).rejects.toBe(boom);
  });

  it("sees the earlier operations' result: a moved item can be retimed, a removed one cannot", async () => {
    const result = await apply(
      kyoto(),
      { type: "move_item", itemId: "a", day: 2, slot: "evening" },
      { type: "retime_item", itemId: "a", start: "20:00" },
      { type: "remove_item", itemId: "a" },
      { type: "retime_item", itemId: "a", start: "21:00" },
    );
    expect(result).toEqual({ error: "Operation 4 (retime_item): no item a in this trip." });
  });

  const full = () => {
    const plan = kyoto();
    plan.days[1]!.items = Array.from({ length: 12 }, (_, i) => item(`z${i}`, "afternoon"));
    return plan;
  };
  it.each<[string, () => Plan, PlanOperation[], string]>([
    ["unknown item", kyoto, [{ type: "remove_item", itemId: "d9-x" }], "Operation 1 (remove_item): no item d9-x in this trip."],
    [
      "move of an unknown item",
      kyoto,
      [
        { type: "retime_item", itemId: "a", start: "10:00" },
        { type: "move_item", itemId: "d9-x", day: 1, slot: "morning" },
      ],
      "Operation 2 (move_item): no item d9-x in this trip.",
    ],
    [
      "day out of range",
      kyoto,
      [{ type: "move_item", itemId: "a", day: 9, slot: "morning" }],
      "Operation 1 (move_item): this trip has 3 days, so there is no day 9.",
    ],
    [
      "add to a missing day",
      kyoto,
      [{ type: "add_item", day: 4, slot: "morning", item: { title: "X" } }],
      "Operation 1 (add_item): this trip has 3 days, so there is no day 4.",
    ],
    [
      "position past the slot's end",
      kyoto,
      [{ type: "move_item", itemId: "a", day: 2, slot: "morning", position: 3 }],
      "Operation 1 (move_item): day 2's morning has 2 stops, so position 3 is past its end (0 to 2).",
    ],
    [
      "an added item's position past the slot's end",
      kyoto,
      [{ type: "add_item", day: 2, slot: "morning", item: { title: "X" }, position: 3 }],
      "Operation 1 (add_item): day 2's morning has 2 stops, so position 3 is past its end (0 to 2).",
    ],
    [
      "a 13th item by adding",
      full,
      [{ type: "add_item", day: 2, slot: "evening", item: { title: "X" } }],
      "Operation 1 (add_item): day 2 already has 12 stops, the most a day holds.",
    ],
    [
      "a 13th item by moving",
      full,
      [{ type: "move_item", itemId: "a", day: 2, slot: "evening" }],
      "Operation 1 (move_item): day 2 already has 12 stops, the most a day holds.",
    ],
    [
      "a 13th item by swapping (the travel stop stays)",
      () => {
        const plan = full();
        plan.days[0]!.base = plan.days[1]!.base;
        return plan;
      },
      [{ type: "swap_days", a: 2, b: 1 }],
      "Operation 1 (swap_days): day 1 already has 12 stops, the most a day holds.",
    ],
    [
      "swap with itself",
      kyoto,
      [{ type: "swap_days", a: 2, b: 2 }],
      "Operation 1 (swap_days): day 2 cannot be swapped with itself.",
    ],
    [
      "swap of days in different places",
      kyoto,
      [{ type: "swap_days", a: 2, b: 3 }],
      "Operation 1 (swap_days): day 2 is in Kyoto and day 3 in Osaka, and only days in the same place can be swapped. Move the stops one by one instead.",
    ],
    [
      "swap with a missing day",
      kyoto,
      [{ type: "swap_days", a: 1, b: 5 }],
      "Operation 1 (swap_days): this trip has 3 days, so there is no day 5.",
    ],
    [
      "replace of an unknown item",
      kyoto,
      [{ type: "replace_item", itemId: "q", item: { title: "X" } }],
      "Operation 1 (replace_item): no item q in this trip.",
    ],
    [
      "retime of an unknown item",
      kyoto,
      [{ type: "retime_item", itemId: "q", start: "10:00" }],
      "Operation 1 (retime_item): no item q in this trip.",
    ],
    [
      "pace of a missing day",
      kyoto,
      [{ type: "set_pace", day: 4, pace: "packed" }],
      "Operation 1 (set_pace): this trip has 3 days, so there is no day 4.",
    ],
    [
      "regenerate a missing day",
      kyoto,
      [{ type: "regenerate", day: 4 }],
      "Operation 1 (regenerate): this trip has 3 days, so there is no day 4.",
    ],
  ])("refuses %s, naming the operation", async (_label, make, operations, error) => {
    const plan = make();
    const before = structuredClone(plan);
    expect(await apply(plan, ...operations)).toEqual({ error });
    expect(plan).toEqual(before);
  });

  it("refuses an engine's day of more than 12 stops", async () => {
    const engine: RegenerateDay = async (plan, day) => ({
      ...plan.days[day - 1]!,
      items: Array.from({ length: 13 }, (_, i) => item(`n${i}`, "morning")),
    });
    expect(await applyOperations(kyoto(), [{ type: "regenerate", day: 1 }], engine)).toEqual({
      error: "Operation 1 (regenerate): the planner's new day has more than 12 stops.",
    });
  });

  it("refuses a result that is not a valid plan", async () => {
    const engine: RegenerateDay = async (plan, day) => ({ ...plan.days[day - 1]!, theme: "" });
    expect(await applyOperations(kyoto(), [{ type: "regenerate", day: 1 }], engine)).toEqual({
      error: expect.stringMatching(/^The changed plan is not valid \(days\.0\.theme: /),
    });
  });
});

describe("namedBy", () => {
  it("names the operations' items and the days they depend on", () => {
    expect(
      namedBy([
        { type: "move_item", itemId: "a", day: 2, slot: "morning" },
        { type: "move_item", itemId: "b", day: 3, slot: "morning", position: 0 },
        { type: "remove_item", itemId: "c" },
        { type: "add_item", day: 4, slot: "morning", item: { title: "X" } },
        { type: "swap_days", a: 5, b: 6 },
        { type: "regenerate", day: 7 },
        { type: "set_pace", day: 8, pace: "relaxed" },
        { type: "set_pace", pace: "packed" },
      ]),
    ).toEqual({ items: new Set(["a", "b", "c"]), days: new Set([3, 5, 6, 7, 8]) });
  });
});
