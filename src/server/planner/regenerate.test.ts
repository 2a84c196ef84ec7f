import { beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "@shared/plan";
import { offlinePlan } from "../test/plans";
import { regenerateDay } from "./regenerate";

let plan: Plan;
beforeAll(async () => {
  // Kyoto, three days: day 3 has its Yudofu lunch at Nanzen-ji.
  plan = await offlinePlan("2027-04-05 to 2027-04-07");
});

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

  it("comes back with nothing the day has now when no wish is given", () => {
    const now = plan.days[2]!.items.filter((item) => item.kind !== "travel").map((item) => item.title);
    expect(titles(3).filter((title) => now.includes(title))).toEqual([]);
  });
});
