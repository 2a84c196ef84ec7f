import { describe, expect, it } from "vitest";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Plan, PlanItem } from "@shared/plan";
import { changeWords, diffPlans } from "./proposal-diff";

const stop = (id: string, slot: PlanItem["slot"], start?: string, startFixed?: true): PlanItem => ({
  id,
  slot,
  title: id[0]!.toUpperCase() + id.slice(1),
  source: "knowledge",
  ...(start && { start }),
  ...(startFixed && { startFixed }),
});

const plan = (days: PlanItem[][]): Plan => ({
  version: 2,
  title: "Kyoto",
  introduction: "",
  final_notes: "",
  theme: "food",
  destination: null,
  days: days.map((items, index) => ({
    day: index + 1,
    date: `2027-04-0${index + 5}`,
    base: "Kyoto",
    theme: "Temples",
    items,
  })),
});

const current = plan([
  [stop("shrine", "morning", "07:00"), stop("market", "afternoon", "13:00"), stop("bar", "evening", "19:00")],
  [stop("museum", "morning", "10:00"), stop("garden", "afternoon", "14:00")],
  [],
]);

describe("the difference a proposal makes", () => {
  it("marks added, removed, moved and retimed stops on their days, with the proposed plan's badges", () => {
    const proposed = plan([
      // the bar removed; the market's start shifted by the server (not a change)
      [stop("shrine", "morning", "07:00"), stop("market", "afternoon", "12:30")],
      // the museum retimed on purpose; the garden moved to day 3; a tea house added
      [stop("museum", "morning", "08:00", true), stop("tea", "afternoon", "14:00")],
      [stop("garden", "morning", "09:00")],
    ]);
    const check: PlanCheckResult = {
      ok: false,
      failures: [],
      score: 90,
      items: {
        tea: { status: "verified", reasons: ["Open."] },
        garden: { status: "conflict", reasons: ["Closed on Wednesdays."], fixes: [] },
      },
    };
    const days = diffPlans(current, proposed, check);
    expect(days.map(({ day, date, changes }) => ({ day, date, changes: changes.map((c) => [c.kind, c.item.id]) }))).toEqual([
      { day: 0, date: "2027-04-05", changes: [["removed", "bar"]] },
      {
        day: 1,
        date: "2027-04-06",
        changes: [
          ["retimed", "museum"],
          ["added", "tea"],
        ],
      },
      { day: 2, date: "2027-04-07", changes: [["moved", "garden"]] },
    ]);
    const [garden] = days[2]!.changes;
    expect(garden).toMatchObject({ kind: "moved", from: { day: 1, slot: "afternoon" }, check: { status: "conflict" } });
    expect(days[1]!.changes[1]).toMatchObject({ check: { status: "verified" } });
    expect(changeWords(garden!)).toBe("Moved here: Garden (was day 2, afternoon)");
    expect(changeWords(days[1]!.changes[0]!)).toBe("Retimed: Museum (was 10:00), now 08:00");
  });

  it("marks a stop moved to another slot of its day, and finds nothing in the same plan", () => {
    const proposed = plan([
      [stop("shrine", "morning", "07:00"), stop("market", "afternoon", "13:00"), stop("bar", "afternoon", "17:00")],
      [stop("museum", "morning", "10:00"), stop("garden", "afternoon", "14:00")],
      [],
    ]);
    expect(diffPlans(current, proposed)).toEqual([
      { day: 0, date: "2027-04-05", changes: [expect.objectContaining({ kind: "moved", from: { day: 0, slot: "evening" } })] },
    ]);
    expect(diffPlans(current, current)).toEqual([]);
  });

  it("sees a swap of two days as every stop moved", () => {
    const swapped = plan([current.days[1]!.items, current.days[0]!.items, []]);
    const kinds = diffPlans(current, swapped).flatMap((day) => day.changes.map((change) => change.kind));
    expect(kinds).toEqual(["moved", "moved", "moved", "moved", "moved"]);
  });
});
