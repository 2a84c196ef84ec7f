import type { Plan } from "@shared/plan";
import { convertMinor, formatMinor } from "@shared/money";
import { LEVEL_PRICES_USD, type CostEstimate } from "@shared/schemas/costs";
import { activityOf } from "../../planner/timetable";
import { exponentOf } from "./book";

/**
 * The plan's costs estimated from the guides' price levels (decision 1140): each stop planned from a guide costs
 * its level's typical price per person (LEVEL_PRICES_USD), converted at `usdRate` (units of the trip's currency for
 * one US dollar). Stops without a guide activity (the traveller's own, a language model's) are not estimated.
 */
export function estimateCosts(plan: Plan | undefined, currency: string, usdRate: string): CostEstimate {
  const exponent = exponentOf(currency);
  const price = LEVEL_PRICES_USD.map((usd) => convertMinor(BigInt(usd) * 100n, 2, usdRate, exponent));
  const stops: CostEstimate["stops"] = [];
  const days: CostEstimate["days"] = [];
  let total = 0n;
  for (const day of plan?.days ?? []) {
    let dayTotal = 0n;
    for (const item of day.items) {
      const level = activityOf(item)?.cost;
      if (level === undefined) continue;
      dayTotal += price[level]!;
      stops.push({ itemId: item.id, amount: formatMinor(price[level]!, exponent), level });
    }
    days.push({ day: day.day, amount: formatMinor(dayTotal, exponent) });
    total += dayTotal;
  }
  return { total: formatMinor(total, exponent), days, stops };
}
