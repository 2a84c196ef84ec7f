import { readFileSync } from "node:fs";
import { planSchema, type Plan } from "@shared/plan";

/**
 * Plans the offline planner made once, stored as JSON (scripts/write-plan-fixtures.ts writes them): the trips
 * the trip-change reader's and the assistant's tests talk about ("move Fushimi Inari to day 3"), kept still while
 * the planner and the guides grow.
 */
export const PLAN_FIXTURES = {
  /** Monday 5 to Friday 9 April 2027. */
  kyoto: { destination: "Kyoto", dates: "2027-04-05 to 2027-04-09", theme: "culture" },
  /** Three days, culture: day 2 has no meal, day 3 its Yudofu lunch at Nanzen-ji. */
  kyotoShort: { destination: "Kyoto", dates: "2027-04-05 to 2027-04-07", theme: "culture" },
  /** Food and gardens, Monday 11 to Thursday 14 October 2027: day 1's afternoon is Kiyomizu-dera from 14:00. */
  kyotoGardens: { destination: "Kyoto", dates: "2027-10-11 to 2027-10-14", theme: "food and gardens" },
  /** Four days with museums. */
  paris: { destination: "Paris", dates: "2027-04-05 to 2027-04-08", theme: "museums and art" },
  /** Ten days, two Mondays. */
  tokyo: { destination: "Tokyo", dates: "2027-04-05 to 2027-04-14", theme: "culture" },
} as const;

export function storedPlan(name: keyof typeof PLAN_FIXTURES): Plan {
  const text = readFileSync(new URL(`./plans/${name}.json`, import.meta.url), "utf8");
  return planSchema.parse(JSON.parse(text));
}
