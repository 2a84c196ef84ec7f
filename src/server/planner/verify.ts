import type { Plan, PlanDay } from "@shared/plan";
import { estimateLeg } from "../routing/estimate";
import type { Router } from "../routing/router";
import { paceOf, timetableDay, timetablePlan, type LegBetween } from "./timetable";

/**
 * A plan made ready to save or show: timed, with its legs (timetable.ts). The offline planner times its plans with
 * the estimates as it writes them; every save times the plan again with the configured router (the routing
 * server's legs when ROUTING_URL is set); a plan saved before timetables is timed with the estimates when read.
 */

/** The legs of a day from the distance alone (routing/estimate.ts). */
export const estimatedLegs: LegBetween = (from, to) => estimateLeg(from.place, to.place);

/** Whether every day has been timed (a plan saved before timetables has no legs and no starts). */
const timed = (plan: Plan) => plan.days.every((day) => day.legs !== undefined);

/** The plan as stored when it is timed, else timed with estimated legs (nothing is saved). */
export function timedForReading(plan: Plan): Plan {
  return timed(plan) ? plan : timetablePlan(plan, () => estimatedLegs);
}

/** One day's legs from the router: one table of the day's places, read by item id. */
async function dayLegs(day: PlanDay, router: Router, signal?: AbortSignal): Promise<LegBetween> {
  const stops = day.items.filter((item) => item.place !== undefined && !item.fullDay);
  if (stops.length < 2) return estimatedLegs;
  const matrix = await router.matrix(
    stops.map((item) => item.place!),
    signal,
  );
  const index = new Map(stops.map((item, i) => [item.id, i]));
  return (from, to) => matrix(index.get(from.id)!, index.get(to.id)!);
}

/** The plan timed with the router's legs, for a save (a client's starts are kept where they fit, its legs replaced). */
export async function timetableForSaving(plan: Plan, router: Router, signal?: AbortSignal): Promise<Plan> {
  const days = await Promise.all(
    plan.days.map(async (day) => timetableDay(day, { pace: paceOf(plan, day), legBetween: await dayLegs(day, router, signal) })),
  );
  return { ...plan, days };
}
