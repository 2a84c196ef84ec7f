// `npm run eval:plans`: the offline planner over a fixed set of requests, against the goals of plan-eval.ts.
import { EVAL_GOALS, NAMED_CITIES_GOAL, evaluateNamedCities, evaluatePlans } from "../src/server/planner/plan-eval";
import { selectionGoalsMet, selectionRows } from "../src/server/planner/plan-eval-selection";
import { compareWithRouting, evaluateVerification, VERIFICATION_GOALS } from "../src/server/planner/plan-eval-verification";
import { evalRequests } from "../src/server/planner/plan-eval";
import { evaluateHolidayEffects, HOLIDAY_EFFECT_GOALS } from "../src/server/planner/plan-eval-holidays";
import { planOffline } from "../src/server/planner/plan-trip";
import { validatedRequest } from "../src/server/ai/request";
import { osrmRouter } from "../src/server/routing/router";

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
const holidays = evaluateHolidayEffects();
rows.push([
  "holiday effect problems",
  String(holidays.problems),
  `goal ${HOLIDAY_EFFECT_GOALS.problems} (${holidays.plans} plans over holidays with effects, ${holidays.daysWithEffects} days)${holidays.examples.length > 0 ? `: ${holidays.examples.slice(0, 2).join("; ")}` : ""}`,
]);
const verification = evaluateVerification(evalRequests());
const v = VERIFICATION_GOALS;
rows.push(
  ["verified plans (each request at 3 paces)", `${verification.plans} / ${verification.stops}`, "plans / stops"],
  ["stops verified", percent(verification.verifiedShare), `unknown ${percent(verification.unknownShare)} (no hours known)`],
  [
    "conflicts in generated plans",
    String(verification.conflicts),
    `goal ${v.conflicts}${verification.conflictExamples.length > 0 ? `: ${verification.conflictExamples.slice(0, 2).join("; ")}` : ""}`,
  ],
  ["overlapping stops", String(verification.overlaps), `goal ${v.overlaps}`],
  ["legs that do not fit", String(verification.legsNotFitting), `goal ${v.legsNotFitting}`],
  ["days over their pace", String(verification.daysOverPace), `goal ${v.daysOverPace}`],
  [
    "longest walking day (relaxed/balanced/packed)",
    `${verification.longestWalkKm.relaxed}/${verification.longestWalkKm.balanced}/${verification.longestWalkKm.packed} km`,
    "between stops",
  ],
);
// With a routing server configured, how far the offline estimates are from its answers.
const routingUrl = process.env.ROUTING_URL;
if (routingUrl) {
  const plans = evalRequests().map((request) => {
    const { request: valid, dates } = validatedRequest(request);
    return planOffline(valid, dates).plan;
  });
  const comparison = await compareWithRouting(plans, osrmRouter({ url: routingUrl, timeoutMs: 5000 }));
  rows.push([
    "estimate vs routing server (minutes)",
    `${percent(comparison.medianMinutesError)} median`,
    `largest ${percent(comparison.largestMinutesError)} over ${comparison.routed} of ${comparison.legs} legs routed`,
  ]);
}
for (const [label, value, goal] of rows) console.log(`${label.padEnd(40)} ${value.padStart(12)}  ${goal}`);
const met =
  report.locatedShare >= EVAL_GOALS.locatedShare &&
  report.closedOrOutOfSeason <= EVAL_GOALS.closedOrOutOfSeason &&
  report.holidayOrWindowViolations <= EVAL_GOALS.holidayOrWindowViolations &&
  report.blankSlots <= EVAL_GOALS.blankSlots &&
  report.repeats <= EVAL_GOALS.repeats &&
  report.sharedTextShare <= EVAL_GOALS.sharedTextShare &&
  named.missing <= NAMED_CITIES_GOAL &&
  holidays.problems <= HOLIDAY_EFFECT_GOALS.problems &&
  selectionGoalsMet(report.selection) &&
  verification.conflicts <= v.conflicts &&
  verification.overlaps <= v.overlaps &&
  verification.legsNotFitting <= v.legsNotFitting &&
  verification.daysOverPace <= v.daysOverPace;
console.log(met ? "All goals met." : "Goals not met.");
process.exitCode = met ? 0 : 1;
