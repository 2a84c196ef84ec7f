import { expect, it } from "vitest";
import { EVAL_GOALS, evaluatePlans } from "./plan-eval";

it("meets the planner's goals over the fixed evaluation set (npm run eval:plans)", () => {
  const report = evaluatePlans();
  expect(report.plans).toBeGreaterThan(150);
  expect(report.locatedShare).toBe(EVAL_GOALS.locatedShare);
  expect(report.closedOrOutOfSeason).toBe(EVAL_GOALS.closedOrOutOfSeason);
  expect(report.holidayOrWindowViolations).toBe(EVAL_GOALS.holidayOrWindowViolations);
  expect(report.blankSlots).toBe(EVAL_GOALS.blankSlots);
  expect(report.repeats).toBe(EVAL_GOALS.repeats);
  expect(report.sharedTextShare).toBeLessThanOrEqual(EVAL_GOALS.sharedTextShare);
  expect(report.largestDaySpreadKm).toBeLessThanOrEqual(30);
}, 60_000);
