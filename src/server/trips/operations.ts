import { planSchema, type Plan, type PlanDay, type PlanItem } from "@shared/plan";
import { inSlot, PLAN_SLOTS, type PlanSlot } from "@shared/plan-slots";
import type { PlanOperation } from "@shared/schemas/operations";
import { DEFAULT_PACE } from "@shared/timetable";

/**
 * Plan operations applied to a saved plan (docs/product.md "Plan operations", decision 1080): in order, on a copy,
 * all or nothing. Pure apart from `regenerate`, the engine's day planner, which the caller injects. What each
 * operation touches (`Touched`) is what the change log records and what a request from an older version is
 * checked against before it is rebased (change-log.ts).
 */

/** The items and days a request changes (or depends on being as it was): decision 1080 lists the rule per operation. */
export interface Touched {
  items: Set<string>;
  days: Set<number>;
}

/** The engine's `regenerateDay` without its call options: one day, or one slot of it, planned again. */
export type RegenerateDay = (plan: Plan, day: number, request: { slot?: PlanSlot; instruction?: string }) => Promise<PlanDay>;

export interface ApplyOptions {
  /** The source of items added or replaced: the traveller's, unless the server itself sends the operations. */
  source?: PlanItem["source"];
}

export type Applied = { plan: Plan; touched: Touched } | { error: string };

/** The most items a day holds (planDaySchema). */
const DAY_ITEMS_MAX = 12;
const SLOT_ORDER = Object.fromEntries(PLAN_SLOTS.map((slot, i) => [slot, i])) as Record<PlanSlot, number>;

/**
 * An operation that cannot apply: its message, without the "Operation n (type):" put in front. The injected
 * `regenerate` throws it too, for a day the engine refuses to plan (a place without a guide).
 */
export class OperationRefusal extends Error {}

export const emptyTouched = (): Touched => ({ items: new Set(), days: new Set() });

/**
 * What the operations name, before they are applied: their item ids and days (swap_days both, regenerate its day,
 * move_item its target day when it gives a position). A request from an older version is refused at once when
 * these were changed since, so an operation on an item someone removed answers 409, not "no such item".
 */
export function namedBy(operations: readonly PlanOperation[]): Touched {
  const named = emptyTouched();
  for (const op of operations) {
    if ("itemId" in op) named.items.add(op.itemId);
    if (op.type === "move_item" && op.position !== undefined) named.days.add(op.day);
    if (op.type === "swap_days") named.days.add(op.a).add(op.b);
    if (op.type === "regenerate") named.days.add(op.day);
    if (op.type === "set_pace" && op.day !== undefined) named.days.add(op.day);
  }
  return named;
}

/**
 * Applies `operations` in order to a copy of `plan`. The first that cannot apply answers `{ error }` naming it
 * ("Operation 2 (move_item): no item d9-x in this trip."), and the plan is left as it was. Days whose items
 * change lose their `legs`, and moved, added or replaced items their `start`: the server derives both again.
 */
export async function applyOperations(
  plan: Plan,
  operations: readonly PlanOperation[],
  regenerate: RegenerateDay,
  options: ApplyOptions = {},
): Promise<Applied> {
  const work = structuredClone(plan);
  const touched = emptyTouched();
  const ids = new Set(work.days.flatMap((day) => day.items.map((item) => item.id)));
  const source = options.source ?? "traveller";
  for (const [index, op] of operations.entries()) {
    try {
      await applyOne(work, op, { touched, ids, source, regenerate });
    } catch (error) {
      if (!(error instanceof OperationRefusal)) throw error;
      return { error: `Operation ${index + 1} (${op.type}): ${error.message}` };
    }
  }
  const valid = planSchema.safeParse(work);
  if (!valid.success) {
    const first = valid.error.issues[0];
    return { error: `The changed plan is not valid (${first?.path.join(".") || "plan"}: ${first?.message ?? "invalid"}).` };
  }
  return { plan: valid.data, touched };
}

interface State {
  touched: Touched;
  /** Every id the plan has held during this request, so a new id is never one just removed. */
  ids: Set<string>;
  source: NonNullable<ApplyOptions["source"]>;
  regenerate: RegenerateDay;
}

async function applyOne(plan: Plan, op: PlanOperation, state: State): Promise<void> {
  const { touched } = state;
  switch (op.type) {
    case "move_item": {
      const { day: from, item } = findItem(plan, op.itemId);
      const to = dayOf(plan, op.day);
      if (to !== from && to.items.length >= DAY_ITEMS_MAX) throw full(to);
      from.items = from.items.filter((other) => other !== item);
      const { start: _start, startFixed: _fixed, ...moved } = item;
      insert(to, { ...moved, slot: op.slot }, op.position);
      dropLegs(from, to);
      touched.items.add(item.id);
      if (op.position !== undefined) touched.days.add(to.day);
      return;
    }
    case "remove_item": {
      const { day, item } = findItem(plan, op.itemId);
      day.items = day.items.filter((other) => other !== item);
      dropLegs(day);
      touched.items.add(item.id);
      return;
    }
    case "add_item": {
      const day = dayOf(plan, op.day);
      if (day.items.length >= DAY_ITEMS_MAX) throw full(day);
      const id = freshId(state.ids, day.day, op.slot);
      // The schema leaves out id, source and start: the server gives the id, and times the stop.
      insert(day, { ...op.item, id, slot: op.slot, source: state.source }, op.position);
      dropLegs(day);
      touched.items.add(id);
      return;
    }
    case "replace_item": {
      const { day, item } = findItem(plan, op.itemId);
      // The same id and slot, another stop: nothing of the old stop stays (its place, guide activity, time).
      day.items[day.items.indexOf(item)] = { ...op.item, id: item.id, slot: item.slot, source: state.source };
      dropLegs(day);
      touched.items.add(item.id);
      return;
    }
    case "swap_days": {
      if (op.a === op.b) throw new OperationRefusal(`day ${op.a} cannot be swapped with itself.`);
      const a = dayOf(plan, op.a);
      const b = dayOf(plan, op.b);
      if (a.base !== b.base) {
        throw new OperationRefusal(
          `day ${a.day} is in ${a.base} and day ${b.day} in ${b.base}, and only days in the same place can be swapped. Move the stops one by one instead.`,
        );
      }
      for (const item of [...a.items, ...b.items]) touched.items.add(item.id);
      swapProgrammes(a, b);
      touched.days.add(a.day).add(b.day);
      return;
    }
    case "retime_item": {
      const { item } = findItem(plan, op.itemId);
      item.start = op.start;
      item.startFixed = true;
      touched.items.add(item.id);
      return;
    }
    case "regenerate": {
      const day = dayOf(plan, op.day);
      const request = { ...(op.slot && { slot: op.slot }), ...(op.instruction && { instruction: op.instruction }) };
      const fresh = await state.regenerate(structuredClone(plan), day.day, request);
      if (fresh.items.length > DAY_ITEMS_MAX)
        throw new OperationRefusal(`the planner's new day has more than ${DAY_ITEMS_MAX} stops.`);
      for (const item of day.items) touched.items.add(item.id);
      // Ids stay unique: an engine's id already used elsewhere in the plan (or twice in its answer) is renamed.
      const others = new Set(plan.days.filter((other) => other !== day).flatMap((other) => other.items.map((item) => item.id)));
      const items = fresh.items.map((item) => {
        const id = others.has(item.id) ? uniqueId(others, item.id) : item.id;
        others.add(id);
        state.ids.add(id);
        touched.items.add(id);
        return { ...item, id };
      });
      const { legs: _legs, ...rest } = fresh;
      // The day keeps its place in the trip whatever the engine answered.
      plan.days[day.day - 1] = { ...rest, day: day.day, date: day.date, items };
      touched.days.add(day.day);
      return;
    }
    case "set_pace": {
      if (op.day === undefined) {
        // The trip's pace; days with a pace of their own keep it (decision 1080).
        plan.pace = op.pace;
        return;
      }
      const day = dayOf(plan, op.day);
      if (op.pace === (plan.pace ?? DEFAULT_PACE)) delete day.pace;
      else day.pace = op.pace;
      touched.days.add(day.day);
      return;
    }
  }
}

function dayOf(plan: Plan, number: number): PlanDay {
  const day = plan.days[number - 1];
  if (!day) {
    const days = plan.days.length;
    throw new OperationRefusal(`this trip has ${days} ${days === 1 ? "day" : "days"}, so there is no day ${number}.`);
  }
  return day;
}

function findItem(plan: Plan, id: string): { day: PlanDay; item: PlanItem } {
  for (const day of plan.days) {
    const item = day.items.find((candidate) => candidate.id === id);
    if (item) return { day, item };
  }
  throw new OperationRefusal(`no item ${id} in this trip.`);
}

const full = (day: PlanDay) => new OperationRefusal(`day ${day.day} already has ${DAY_ITEMS_MAX} stops, the most a day holds.`);

/**
 * Puts `item` into `day` at `position` among its slot's items (after the slot's last when left out), keeping the
 * day's items in slot order.
 */
function insert(day: PlanDay, item: PlanItem, position?: number): void {
  const slotItems = inSlot(day.items, item.slot);
  if (position !== undefined && position > slotItems.length) {
    const has = slotItems.length;
    throw new OperationRefusal(
      `day ${day.day}'s ${item.slot} has ${has} ${has === 1 ? "stop" : "stops"}, so position ${position} is past its end (0 to ${has}).`,
    );
  }
  const before = position === undefined ? undefined : slotItems[position];
  let at: number;
  if (before) at = day.items.indexOf(before);
  else {
    const last = slotItems.at(-1);
    const later = day.items.findIndex((other) => SLOT_ORDER[other.slot] > SLOT_ORDER[item.slot]);
    at = last ? day.items.indexOf(last) + 1 : later === -1 ? day.items.length : later;
  }
  day.items.splice(at, 0, item);
}

function dropLegs(...days: PlanDay[]): void {
  for (const day of days) delete day.legs;
}

/**
 * Swaps what two days of the same place do (their programmes): the stops (without their times), theme, notes and
 * pace. Each day keeps its number, date, base, its travel to the base and the travel stops that go with it (the
 * train arrives on its date whatever is planned around it). Times and legs are derived again.
 */
function swapProgrammes(a: PlanDay, b: PlanDay): void {
  const programme = (day: PlanDay) => ({
    theme: day.theme,
    notes: day.notes,
    pace: day.pace,
    items: day.items.filter((item) => item.kind !== "travel"),
    travel: day.items.filter((item) => item.kind === "travel"),
  });
  const [pa, pb] = [programme(a), programme(b)];
  const fill = (day: PlanDay, own: typeof pa, other: typeof pa) => {
    day.theme = other.theme;
    if (other.notes === undefined) delete day.notes;
    else day.notes = other.notes;
    if (other.pace === undefined) delete day.pace;
    else day.pace = other.pace;
    day.items = [];
    for (const item of own.travel) day.items.push(item);
    // Untimed: the server times the programme again for its new date (opening hours differ by weekday).
    for (const { start: _start, startFixed: _fixed, ...item } of other.items) insert(day, item);
    if (day.items.length > DAY_ITEMS_MAX) throw full(day);
    delete day.legs;
  };
  fill(a, pa, pb);
  fill(b, pb, pa);
}

/** "d2-morning-1", the smallest number not yet used in this plan: readable, and the same for the same request. */
function freshId(ids: Set<string>, day: number, slot: PlanSlot): string {
  const id = uniqueId(ids, `d${day}-${slot}`, 1);
  ids.add(id);
  return id;
}

/** `base-n` for the smallest n from `from` that `taken` does not hold. */
function uniqueId(taken: ReadonlySet<string>, base: string, from = 2): string {
  for (let n = from; ; n++) {
    const id = `${base.slice(0, 70)}-${n}`;
    if (!taken.has(id)) return id;
  }
}
