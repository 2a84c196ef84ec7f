/**
 * Writes the stored plans the trip-change reader's tests read (src/server/test/plans/): plans the offline planner
 * made once, so that a change to the planner or a guide does not rewrite the trips those tests talk about. Run it
 * (`node --import tsx scripts/write-plan-fixtures.ts`) only when a test needs a plan of a new shape, and update
 * the tests' expectations with it.
 */
import { writeFileSync } from "node:fs";
import { createOfflineEngine } from "../src/server/ai/offline/engine";
import { PLAN_FIXTURES } from "../src/server/test/plan-fixtures";

const engine = createOfflineEngine({ paceMs: 0 });
for (const [name, request] of Object.entries(PLAN_FIXTURES)) {
  const { plan } = await engine.generateItinerary({ mode: "plan", ...request });
  const file = new URL(`../src/server/test/plans/${name}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(plan, null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}
