// `npm run eval:plans`: the offline planner over a fixed set of requests, against the goals of plan-eval.ts.
import { EVAL_GOALS, NAMED_CITIES_GOAL, evaluateNamedCities, evaluatePlans } from "../src/server/planner/plan-eval";
import { selectionGoalsMet, selectionRows } from "../src/server/planner/plan-eval-selection";

const report = evaluatePlans();
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const rows: [string, string, string][] = [
  ["plans / items", `${report.plans} / ${report.items}`, ""],
  ["items at a place with coordinates", percent(report.locatedShare), `goal ${percent(EVAL_GOALS.locatedShare)}`],
  ["largest spread of one day's places", `${report.largestDaySpreadKm} km`, "(excursions aside)"],
  ["closed or out-of-season items", String(report.closedOrOutOfSeason), `goal ${EVAL_GOALS.closedOrOutOfSeason}`],
  ["holiday and window violations", String(report.holidayOrWindowViolations), `goal ${EVAL_GOALS.holidayOrWindowViolations}`],
  ["blank slots", String(report.blankSlots), `goal ${EVAL_GOALS.blankSlots}`],
  ["repeated items within a plan", String(report.repeats), `goal ${EVAL_GOALS.repeats}`],
  [
    "most text shared by two cities' plans",
    percent(report.sharedTextShare),
    `goal at most ${percent(EVAL_GOALS.sharedTextShare)} (${report.sharedTextPair})`,
  ],
  ...selectionRows(report.selection),
];
const named = evaluateNamedCities();
rows.push([
  "cities named but missing from the route",
  `${named.missing} of ${named.named}`,
  `goal ${NAMED_CITIES_GOAL} (${named.requests} multi-city and region requests)${named.examples.length > 0 ? `: ${named.examples.slice(0, 3).join("; ")}` : ""}`,
]);
for (const [label, value, goal] of rows) console.log(`${label.padEnd(40)} ${value.padStart(12)}  ${goal}`);
const met =
  report.locatedShare >= EVAL_GOALS.locatedShare &&
  report.closedOrOutOfSeason <= EVAL_GOALS.closedOrOutOfSeason &&
  report.holidayOrWindowViolations <= EVAL_GOALS.holidayOrWindowViolations &&
  report.blankSlots <= EVAL_GOALS.blankSlots &&
  report.repeats <= EVAL_GOALS.repeats &&
  report.sharedTextShare <= EVAL_GOALS.sharedTextShare &&
  named.missing <= NAMED_CITIES_GOAL &&
  selectionGoalsMet(report.selection);
console.log(met ? "All goals met." : "Goals not met.");
process.exitCode = met ? 0 : 1;
