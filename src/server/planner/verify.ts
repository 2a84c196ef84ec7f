import type { Plan } from "@shared/plan";
import { estimateLeg } from "../routing/estimate";
import { timetablePlan, type LegBetween } from "./timetable";

/**
 * A plan made ready to save: timed, with its legs (timetable.ts). The offline planner times its plans with the
 * estimates as it writes them; every save goes through `verifyPlan` with the configured router.
 */

/** The legs of a day from the distance alone (routing/estimate.ts). */
export const estimatedLegs: LegBetween = (from, to) => estimateLeg(from.place, to.place);

/** The plan timed with estimated legs: what a plan without a routing server gets. */
export function timetableWithEstimates(plan: Plan): Plan {
  return timetablePlan(plan, () => estimatedLegs);
}
