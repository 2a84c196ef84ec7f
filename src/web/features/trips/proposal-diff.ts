import type { ItemCheck, PlanCheckResult } from "@shared/itinerary-stream";
import type { Plan, PlanItem } from "@shared/plan";
import type { PlanSlot } from "@shared/plan-slots";

/** One stop the assistant's proposal changes, as the trip page marks it on a day. */
export type StopChange =
  | { kind: "added"; item: PlanItem; check?: ItemCheck }
  | { kind: "removed"; item: PlanItem }
  /** To another day or slot: `from` is where it is now (day index from 0). */
  | { kind: "moved"; item: PlanItem; from: { day: number; slot: PlanSlot }; check?: ItemCheck }
  /** Same day and slot, at a start the traveller (or the assistant for them) chose. */
  | { kind: "retimed"; item: PlanItem; fromStart?: string; check?: ItemCheck };

export interface DayDiff {
  /** Day index from 0 (in the proposed plan; a removed stop's day in the current one). */
  day: number;
  date: string;
  changes: StopChange[];
}

interface Spot {
  day: number;
  item: PlanItem;
}

const spots = (plan: Plan): Map<string, Spot> =>
  new Map(plan.days.flatMap((day, index) => day.items.map((item) => [item.id, { day: index, item }] as const)));

/**
 * What a proposal changes, day by day, comparing its plan with the current one by item id. Starts the server
 * worked out again (a stop shifted because another went) are not changes: only a start chosen on purpose
 * (`startFixed`) that differs counts as retimed. Days without a change are left out.
 */
export function diffPlans(current: Plan, proposed: Plan, check?: PlanCheckResult): DayDiff[] {
  const before = spots(current);
  const after = spots(proposed);
  const byDay = new Map<number, StopChange[]>();
  const add = (day: number, change: StopChange) => byDay.set(day, [...(byDay.get(day) ?? []), change]);
  const checkOf = (id: string) => check?.items?.[id];

  for (const [id, { day, item }] of after) {
    const was = before.get(id);
    if (!was) add(day, { kind: "added", item, check: checkOf(id) });
    else if (was.day !== day || was.item.slot !== item.slot)
      add(day, { kind: "moved", item, from: { day: was.day, slot: was.item.slot }, check: checkOf(id) });
    else if (item.start !== was.item.start && (item.startFixed || was.item.startFixed))
      add(day, { kind: "retimed", item, fromStart: was.item.start, check: checkOf(id) });
  }
  for (const [id, { day, item }] of before) if (!after.has(id)) add(day, { kind: "removed", item });

  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, changes]) => ({
      day,
      date: (proposed.days[day] ?? current.days[day])?.date ?? "",
      changes,
    }));
}

/** A change in words, for the day's list and a screen reader. */
export function changeWords(change: StopChange): string {
  switch (change.kind) {
    case "added":
      return `Added: ${change.item.title}`;
    case "removed":
      return `Removed: ${change.item.title}`;
    case "moved":
      return `Moved here: ${change.item.title} (was day ${change.from.day + 1}, ${change.from.slot})`;
    case "retimed":
      return `Retimed: ${change.item.title}${change.fromStart ? ` (was ${change.fromStart})` : ""}${change.item.start ? `, now ${change.item.start}` : ""}`;
  }
}
