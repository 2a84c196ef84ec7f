import { describe, expect, it } from "vitest";
import { storedPlan } from "../test/plan-fixtures";
import { regenerateDay } from "./regenerate";

// Kyoto, three days: day 2 has no meal, day 3 its Yudofu lunch at Nanzen-ji.
const plan = storedPlan("kyotoShort");

const titles = (dayNumber: number, instruction?: string) =>
  regenerateDay(plan, dayNumber, { instruction }).items.map((item) => item.title);

describe("one day planned again", () => {
  it("keeps the day's own stop that grants the wish, and leaves out what other days have", () => {
    expect(plan.days[2]!.items.map((item) => item.title)).toContain("Yudofu lunch at Nanzen-ji");
    const wished = titles(3, "yudofu and tofu");
    expect(wished).toContain("Yudofu lunch at Nanzen-ji");
    const elsewhere = plan.days.slice(0, 2).flatMap((day) => day.items.map((item) => item.title));
    expect(wished.filter((title) => elsewhere.includes(title))).toEqual([]);
  });

  it("grants a wish for more food with one meal a time of day, and leaves out what it asks for less of", () => {
    const day = regenerateDay(plan, 2, { instruction: "more food, less walking" });
    const meals = day.items.filter((item) => item.kind === "food").map((item) => item.slot);
    expect(meals).toContain("evening");
    expect(new Set(meals).size).toBe(meals.length);
    expect(day.items.filter((item) => /walk/i.test(item.title))).toEqual([]);
  });

  it("replaces the day's stops that do not grant the wish: a wish never gives the same day back", () => {
    const now = plan.days[1]!.items.map((item) => item.title);
    const wished = titles(2, "more food");
    expect(wished.filter((title) => now.includes(title))).toEqual([]);
  });

  it("comes back with nothing the day has now when no wish is given", () => {
    const now = plan.days[2]!.items.filter((item) => item.kind !== "travel").map((item) => item.title);
    expect(titles(3).filter((title) => now.includes(title))).toEqual([]);
  });
});
