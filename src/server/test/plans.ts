import { createOfflineEngine } from "@server/ai/offline/engine";
import type { Plan } from "@shared/plan";

/** A plan from the offline planner for tests that need a real one: Kyoto, culture, the dates given. */
export async function offlinePlan(dates: string, destination = "Kyoto", theme = "culture"): Promise<Plan> {
  const { plan } = await createOfflineEngine({ paceMs: 0 }).generateItinerary({ mode: "plan", destination, dates, theme });
  return plan;
}
