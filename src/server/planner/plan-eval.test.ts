import { expect, it } from "vitest";
import { EVAL_GOALS, NAMED_CITIES_GOAL, evaluateNamedCities, evaluatePlans } from "./plan-eval";
import { SELECTION_GOALS } from "./plan-eval-selection";

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
  const { selection } = report;
  expect(selection.mustSeesMissed).toEqual([]);
  expect(selection.mustSeeCoverage).toBe(SELECTION_GOALS.mustSeeCoverage);
  expect(selection.shortStayDayTrips).toBe(SELECTION_GOALS.shortStayDayTrips);
  expect(selection.themesNotUnderstoodShare).toBeLessThan(SELECTION_GOALS.themesNotUnderstoodShare);
  expect(selection.topPriceInNonLuxury).toBe(SELECTION_GOALS.topPriceInNonLuxury);
}, 60_000);

it("keeps every city a multi-city or region request names (npm run eval:plans)", () => {
  const report = evaluateNamedCities();
  expect(report.requests).toBeGreaterThanOrEqual(15);
  expect(report.examples).toEqual([]);
  expect(report.missing).toBe(NAMED_CITIES_GOAL);
}, 60_000);
