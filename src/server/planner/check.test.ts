import { describe, expect, it } from "vitest";
import type { Plan, PlanItem } from "@shared/plan";
import { WEEKDAYS } from "../knowledge/guide-schema";
import { guides } from "../knowledge/guides";
import { checkPlan, checkStructuredPlan, type CheckablePlan } from "./check";

const dates = ["2026-12-01", "2026-12-02"];
function plan(): CheckablePlan {
  return {
    title: "T",
    introduction: "I",
    final_notes: "F",
    days: [
      {
        day: 1,
        date: "2026-12-01",
        theme: "A",
        morning: "Louvre: art.",
        afternoon: "Marais: walk.",
        evening: "Seine cruise: boat.",
      },
      {
        day: 2,
        date: "2026-12-02",
        theme: "B",
        morning: "Orsay: art.",
        afternoon: "Montmartre: hill.",
        evening: "Jazz club: music.",
        optional: "Opera: tour.",
        notes: "Buy a carnet.",
      },
    ],
  };
}

describe("checkPlan", () => {
  it("passes a complete plan", () => {
    expect(checkPlan(plan(), dates)).toMatchObject({ ok: true, failures: [], score: 100 });
  });

  it("needs one day per date, in order", () => {
    const short = plan();
    short.days = short.days.slice(0, 1);
    expect(checkPlan(short, dates).failures).toEqual(["The trip runs 2 days (2026-12-01 to 2026-12-02) but the plan has 1."]);
    const swapped = plan();
    swapped.days = [swapped.days[1]!, swapped.days[0]!];
    expect(checkPlan(swapped, dates).failures).toEqual([
      "Day 1 is numbered 2; days must be numbered 1, 2, 3... in order.",
      "Day 1 should be dated 2026-12-01 but is dated 2026-12-02.",
      "Day 2 is numbered 1; days must be numbered 1, 2, 3... in order.",
      "Day 2 should be dated 2026-12-02 but is dated 2026-12-01.",
    ]);
  });

  it("needs morning, afternoon and evening, and no empty sections", () => {
    const gaps = plan();
    gaps.days[0]!.afternoon = " ";
    gaps.days[1]!.notes = "";
    gaps.title = "";
    expect(checkPlan(gaps, dates).failures).toEqual([
      "The title is empty.",
      "Day 1 has no afternoon plan.",
      "Day 2 has an empty notes section.",
    ]);
  });

  it("finds an activity repeated across days, by name or whole text", () => {
    const repeat = plan();
    repeat.days[1]!.morning = "LOUVRE: again, in other words.";
    repeat.days[1]!.optional = "Marais: walk!";
    expect(checkPlan(repeat, dates).failures).toEqual([
      'Day 2 repeats "LOUVRE" from day 1.',
      'Day 2 repeats "Marais" from day 1.',
    ]);
  });
});

describe("checkStructuredPlan", () => {
  it("looks a guide item's activity up by its ref, whatever its id says", () => {
    const city = guides().cities.find((guide) => guide.activities.some((a) => a.closed && !a.fullDay))!;
    const closed = city.activities.find((a) => a.closed && !a.fullDay)!;
    // The first date of December 2026 that falls on one of its closing days.
    const date = Array.from({ length: 7 }, (_, i) => `2026-12-0${i + 1}`).find((d) =>
      closed.closed!.includes(WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]!),
    )!;
    const item = (slot: PlanItem["slot"], title: string, extra: Partial<PlanItem> = {}): PlanItem => ({
      id: `d1-${slot}`,
      slot,
      title,
      source: "knowledge",
      ...extra,
    });
    const planWith = (first: PlanItem): Plan => ({
      version: 2,
      title: "T",
      introduction: "I",
      final_notes: "F",
      theme: "",
      destination: null,
      days: [{ day: 1, date, base: city.name, theme: "A", items: [first, item("afternoon", "Walk"), item("evening", "Dinner")] }],
    });
    const failure = `Day 1 (${date}) plans ${closed.title}, which is closed or out of season that day.`;
    const referenced = item("morning", closed.title, { ref: { city: city.id, activity: closed.id } });
    expect(checkStructuredPlan(planWith(referenced), [date]).failures).toContain(failure);
    // An id shaped like "city/activity" carries no meaning: without a ref there is nothing to look up.
    const unreferenced = item("morning", closed.title, { id: `${city.id}/${closed.id}` });
    expect(checkStructuredPlan(planWith(unreferenced), [date]).failures).not.toContain(failure);
  });
});
