/**
 * A day's times of day and their order, apart from the plan's schemas (plan.ts): pages that only read a plan,
 * such as a shared trip, need these without loading zod.
 */
export const PLAN_SLOTS = ["morning", "afternoon", "evening", "optional"] as const;
export type PlanSlot = (typeof PLAN_SLOTS)[number];

const SLOT_ORDER: Record<PlanSlot, number> = { morning: 0, afternoon: 1, evening: 2, optional: 3 };

/**
 * A day's items in slot order, keeping their order within a slot: how the timeline reads them. Generic over
 * anything with a slot, so this module needs nothing from plan.ts (which imports it).
 */
export function bySlot<Item extends { slot: PlanSlot }>(items: readonly Item[]): Item[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => SLOT_ORDER[a.item.slot] - SLOT_ORDER[b.item.slot] || a.i - b.i)
    .map(({ item }) => item);
}

/** A day's items of one slot, in their order (an operation's `position` counts among them). */
export function inSlot<Item extends { slot: PlanSlot }>(items: readonly Item[], slot: PlanSlot): Item[] {
  return items.filter((item) => item.slot === slot);
}
