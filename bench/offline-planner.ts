import { createOfflineEngine } from "@server/ai/offline/engine";
import { warmPlaces } from "@server/knowledge/place-names";
import { suggestPlaces } from "@server/knowledge/place-suggestions";
import { resolveDestination } from "@server/knowledge/resolve";
import { checkStructuredPlan } from "@server/planner/check";

/**
 * The offline planner's budgets: a 30-day verified plan (resolve, route, schedule, timetable with legs, check) p95
 * under 30 ms; the check of a 30-day plan (every stop against its hours, legs and pace) p95 under 5 ms; a place
 * lookup (exact, misspelled, inside a sentence, not a place) under 1 ms; the guides, gazetteer and name
 * index together under 60 MB of the server's heap. Destinations and start dates vary so no figure is one
 * cached path.
 */

export const OFFLINE_PLANNER_BUDGETS = { planP95Ms: 30, checkP95Ms: 5, lookupMedianMs: 1, knowledgeMb: 60 } as const;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

export async function measureOfflinePlanner(runs = 120) {
  // Everything loaded: the guides and their names, then the gazetteer (a place without a guide, a suggestion).
  globalThis.gc?.();
  const before = process.memoryUsage();
  warmPlaces();
  resolveDestination("Tulsa");
  suggestPlaces("ky");
  globalThis.gc?.();
  const after = process.memoryUsage();
  const knowledgeMb = (after.heapUsed - before.heapUsed) / 1e6;
  const knowledgeRssMb = (after.rss - before.rss) / 1e6;

  const engine = createOfflineEngine({ paceMs: 0 });
  const destinations = ["Kyoto", "Paris", "Japan", "Tuscany", "Barcellona", "Lisbon", "Peru", "New York"];
  const plans: number[] = [];
  const checks: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = new Date(Date.UTC(2027, 0, 1 + i * 3));
    const end = new Date(start.getTime() + 29 * 86_400_000);
    const dates = `${start.toISOString().slice(0, 10)} to ${end.toISOString().slice(0, 10)}`;
    const began = performance.now();
    const { plan } = await engine.generateItinerary({
      mode: "plan",
      destination: destinations[i % destinations.length]!,
      dates,
      theme: "Food and culture",
    });
    plans.push(performance.now() - began);
    // The check alone, as GET, every save and the shared view run it on a saved 30-day plan.
    const checkBegan = performance.now();
    checkStructuredPlan(plan, plan.days.map((day) => day.date));
    checks.push(performance.now() - checkBegan);
  }
  plans.sort((a, b) => a - b);
  checks.sort((a, b) => a - b);

  const queries = ["Kyoto", "kyotto", "a week in Tuscany", "Reykjavík", "Tulsa", "asdfgh", "Paris, France", "Barcellona"];
  const lookups: number[] = [];
  for (let i = 0; i < 400; i++) {
    const began = performance.now();
    resolveDestination(queries[i % queries.length]!);
    lookups.push(performance.now() - began);
  }
  lookups.sort((a, b) => a - b);
  return {
    runs,
    planMedianMs: percentile(plans, 0.5),
    planP95Ms: percentile(plans, 0.95),
    checkP95Ms: percentile(checks, 0.95),
    lookupMedianMs: percentile(lookups, 0.5),
    lookupP95Ms: percentile(lookups, 0.95),
    knowledgeMb,
    knowledgeRssMb,
  };
}
