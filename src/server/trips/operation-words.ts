import { inSlot } from "@shared/plan-slots";
import type { Plan, PlanItem } from "@shared/plan";
import type { PlanOperation } from "@shared/schemas/operations";
import { clockText } from "@shared/timetable";
import { hoursText } from "../planner/stop-check";
import { PACE_BUDGETS } from "../planner/timetable";

/**
 * Plan operations in words, for the assistant's proposal ("Moved Fushimi Inari from day 1 morning to day 3
 * morning"): one sentence per operation, read against the plan as it was before them (titles and places of stops
 * the operations name), and the proposed plan for what the server derived (a new stop's id, its time).
 */
export function describeOperations(before: Plan, operations: readonly PlanOperation[]): string[] {
  // Where each stop is as the operations go, so a stop moved twice reads from where the first move left it.
  const where = new Map<string, { item: PlanItem; day: number; slot: string }>();
  for (const day of before.days) for (const item of day.items) where.set(item.id, { item, day: day.day, slot: item.slot });
  const titleOf = (id: string) => where.get(id)?.item.title ?? id;
  return operations.map((op) => {
    switch (op.type) {
      case "move_item": {
        const from = where.get(op.itemId);
        if (from) where.set(op.itemId, { ...from, day: op.day, slot: op.slot });
        return `Moved ${titleOf(op.itemId)} from ${from ? `day ${from.day} ${from.slot}` : "its place"} to day ${op.day} ${op.slot}.`;
      }
      case "remove_item": {
        const at = where.get(op.itemId);
        return `Removed ${titleOf(op.itemId)}${at ? ` (day ${at.day} ${at.slot})` : ""}.`;
      }
      case "add_item": {
        const next = op.position === undefined ? undefined : inSlot(before.days[op.day - 1]?.items ?? [], op.slot)[op.position];
        return `Added ${op.item.title} to day ${op.day} ${op.slot}${next ? `, before ${next.title}` : ""}.`;
      }
      case "replace_item": {
        const at = where.get(op.itemId);
        const old = titleOf(op.itemId);
        if (at) where.set(op.itemId, { ...at, item: { ...at.item, title: op.item.title } });
        return `Replaced ${old} with ${op.item.title}${at ? ` (day ${at.day} ${at.slot})` : ""}.`;
      }
      case "swap_days":
        return `Swapped the stops of day ${op.a} and day ${op.b}.`;
      case "retime_item": {
        const was = where.get(op.itemId)?.item.start;
        return `${titleOf(op.itemId)} now starts at ${op.start}${was && was !== op.start ? ` (was ${was})` : ""}.`;
      }
      case "regenerate":
        return `Planned ${op.slot ? `the ${op.slot} of day ${op.day}` : `day ${op.day}`} again.`;
      case "set_pace": {
        // What the pace means, since the stops may not move: when the day starts, how long its visits may run.
        const { dayStart, activeMinutes } = PACE_BUDGETS[op.pace];
        const means = `it starts at ${clockText(dayStart)} with up to ${hoursText(activeMinutes)} of visits and travel a day`;
        return op.day === undefined
          ? `The whole trip's pace is now ${op.pace}: ${means}.`
          : `Day ${op.day}'s pace is now ${op.pace}: ${means}.`;
      }
    }
  });
}
