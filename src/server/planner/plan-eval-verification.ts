import type { Plan } from "@shared/plan";
import { clockMinutes, PACES, type Pace } from "@shared/timetable";
import type { ItineraryRequest } from "../ai/engine";
import { validatedRequest } from "../ai/request";
import type { Router } from "../routing/router";
import { checkStructuredPlan } from "./check";
import { planOffline } from "./plan-trip";
import { visitMinutes } from "./timetable";

/**
 * Verified plans measured (`npm run eval:plans`; a unit test holds them to the goals): every request of the
 * evaluation set planned at each pace, then its timetable read back: how many stops are verified, and the
 * conflicts, overlaps, legs that do not fit and days over their pace that a generated plan must never have.
 */

export const VERIFICATION_GOALS = {
  conflicts: 0,
  overlaps: 0,
  legsNotFitting: 0,
  daysOverPace: 0,
} as const;

export interface VerificationReport {
  plans: number;
  stops: number;
  /** Items with a status of verified, 0-1. */
  verifiedShare: number;
  unknownShare: number;
  conflicts: number;
  /** "Lucerne, 2027-05-08: Rosengart Collection: Open ...", the first few. */
  conflictExamples: string[];
  overlaps: number;
  legsNotFitting: number;
  daysOverPace: number;
  /** The most kilometres on foot between stops in one day, per pace. */
  longestWalkKm: Record<Pace, number>;
}

const describe = (request: ItineraryRequest) =>
  request.mode === "plan" ? `"${request.destination}" (${request.theme})` : `surprise in ${request.country}`;

/**
 * What a timed plan must never have, as lines: an item without a start, an item starting before the one before it
 * ends, a leg longer than the gap between its two items. The eval counts them; the property test lists them.
 */
export function timingFaults(plan: Plan): { untimed: string[]; overlaps: string[]; legsNotFitting: string[] } {
  const faults = { untimed: [] as string[], overlaps: [] as string[], legsNotFitting: [] as string[] };
  for (const day of plan.days) {
    const ends = new Map<string, number>();
    let previousEnd = -1;
    for (const item of day.items) {
      if (item.start === undefined) {
        faults.untimed.push(`${item.id} has no start`);
        continue;
      }
      const start = clockMinutes(item.start);
      if (start < previousEnd) faults.overlaps.push(`${item.id} overlaps the stop before`);
      previousEnd = start + visitMinutes(item);
      ends.set(item.id, previousEnd);
    }
    for (const leg of day.legs ?? []) {
      const to = day.items.find((item) => item.id === leg.to)?.start;
      const from = ends.get(leg.from);
      if (to !== undefined && from !== undefined && from + leg.minutes > clockMinutes(to))
        faults.legsNotFitting.push(`the leg to ${leg.to} does not fit`);
    }
  }
  return faults;
}

export function evaluateVerification(requests: readonly ItineraryRequest[]): VerificationReport {
  let plans = 0;
  let stops = 0;
  let verified = 0;
  let unknown = 0;
  let conflicts = 0;
  let overlaps = 0;
  let legsNotFitting = 0;
  let daysOverPace = 0;
  const examples: string[] = [];
  const longestWalkKm = Object.fromEntries(PACES.map((pace) => [pace, 0])) as Record<Pace, number>;
  for (const pace of PACES) {
    for (const raw of requests) {
      const { request, dates } = validatedRequest({ ...raw, pace });
      const { plan } = planOffline(request, dates);
      const check = checkStructuredPlan(plan, dates);
      plans++;
      for (const day of plan.days) {
        const load = check.days![day.day]!;
        if (load.pace === "overloaded") daysOverPace++;
        longestWalkKm[pace] = Math.max(longestWalkKm[pace], load.walkingKm);
        for (const item of day.items) {
          const status = check.items![item.id]!;
          stops++;
          if (status.status === "verified") verified++;
          else if (status.status === "unknown") unknown++;
          else {
            conflicts++;
            if (examples.length < 5)
              examples.push(`${describe(raw)} (${pace}), ${day.base}, ${day.date}: ${item.title}: ${status.reasons.join(" ")}`);
          }
        }
      }
      const faults = timingFaults(plan);
      overlaps += faults.overlaps.length;
      legsNotFitting += faults.legsNotFitting.length;
    }
  }
  return {
    plans,
    stops,
    verifiedShare: verified / stops,
    unknownShare: unknown / stops,
    conflicts,
    conflictExamples: examples,
    overlaps,
    legsNotFitting,
    daysOverPace,
    longestWalkKm,
  };
}

export interface RoutingComparison {
  legs: number;
  /** Legs the routing server answered (the rest fell back to the estimate). */
  routed: number;
  /** The median and the largest of |estimate - routing| / routing, over the routed legs' minutes. */
  medianMinutesError: number;
  largestMinutesError: number;
}

/**
 * The offline estimates against a routing server's answers (ROUTING_URL), over the legs of the given plans: how far
 * the estimate is from what the server says.
 */
export async function compareWithRouting(plans: readonly Plan[], router: Router): Promise<RoutingComparison> {
  const errors: number[] = [];
  let legs = 0;
  for (const plan of plans) {
    for (const day of plan.days) {
      const byId = new Map(day.items.map((item) => [item.id, item]));
      const points = (day.legs ?? []).flatMap((leg) => [byId.get(leg.from)!.place!, byId.get(leg.to)!.place!]);
      if (points.length === 0) continue;
      const matrix = await router.matrix(points);
      (day.legs ?? []).forEach((leg, i) => {
        legs++;
        const routed = matrix(2 * i, 2 * i + 1);
        if (routed.source === "routing" && routed.minutes > 0)
          errors.push(Math.abs(leg.minutes - routed.minutes) / routed.minutes);
      });
    }
  }
  errors.sort((a, b) => a - b);
  return {
    legs,
    routed: errors.length,
    medianMinutesError: errors[Math.floor(errors.length / 2)] ?? 0,
    largestMinutesError: errors.at(-1) ?? 0,
  };
}
