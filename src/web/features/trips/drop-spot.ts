import { closestCenter, pointerWithin, type CollisionDetection, type UniqueIdentifier } from "@dnd-kit/core";
import type { Plan } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { moveItem } from "./plan-edit";

/**
 * Where a dragged stop lands (DayList): a drop target is a stop or a day's list (`day:N`, its end). Over a stop
 * the dragged one takes that stop's place, so within its own day a stop dragged down lands after the one it is
 * over, as in dnd-kit's sortable lists, and in another day before it.
 */

/** The droppable id of a day's list, so an item can be dropped on an empty day too. */
export const dayDropId = (index: number) => `day:${index}`;

export interface Spot {
  day: number;
  /** Position in that day's timeline (moveItem's `toIndex`). */
  index: number;
}

/**
 * The day and position a drop of `activeId` on `target` means, or undefined when it is neither a day nor a stop.
 * A day's end is counted without the dragged stop, which is last already when it is that day's.
 */
export function spotOf(plan: Plan, target: UniqueIdentifier, activeId?: string): Spot | undefined {
  const id = String(target);
  if (id.startsWith("day:")) {
    const day = Number(id.slice(4));
    const items = plan.days[day]?.items;
    return items ? { day, index: items.filter((item) => item.id !== activeId).length } : undefined;
  }
  for (const [day, { items }] of plan.days.entries()) {
    const index = bySlot(items).findIndex((item) => item.id === id);
    if (index >= 0) return { day, index };
  }
  return undefined;
}

/** What a drop of `activeId` on `target` makes of the plan: the same plan when it would change nothing. */
export function planAfterDrop(plan: Plan, activeId: string, target: UniqueIdentifier): Plan {
  const spot = spotOf(plan, target, activeId);
  const from = spotOf(plan, activeId);
  if (!spot || !from || (spot.day === from.day && spot.index === from.index)) return plan;
  return moveItem(plan, activeId, spot.day, spot.index);
}

/** Where the drop line goes: the day, and the stop the dragged one would come before (null: the day's end). */
export interface Landing {
  day: number;
  before: string | null;
}

/** The landing a drop on `target` would make, undefined when it would change nothing. */
export function landingOf(plan: Plan, activeId: string, target: UniqueIdentifier): Landing | undefined {
  const after = planAfterDrop(plan, activeId, target);
  if (after === plan) return undefined;
  const day = after.days.findIndex((candidate) => candidate.items.some((item) => item.id === activeId));
  const items = bySlot(after.days[day]!.items);
  const next = items[items.findIndex((item) => item.id === activeId) + 1];
  return { day, before: next?.id ?? null };
}

/**
 * With a pointer, the target is where the pointer is: the day under it, and among that day's other stops the
 * place between those whose middles are above and below it (the gaps between stops count too), so the drop line
 * follows the pointer and not the dragged card's box, wherever the handle was grabbed. Not over a day: nothing.
 * From the keyboard there is no pointer, so the nearest stop or day.
 */
export function stopAtPointer(stopsByDay: readonly (readonly string[])[]): CollisionDetection {
  return (args) => {
    const pointer = args.pointerCoordinates;
    if (!pointer) return closestCenter(args);
    const day = pointerWithin(args).find((collision) => String(collision.id).startsWith("day:"));
    if (!day) return [];
    const stops = stopsByDay[Number(String(day.id).slice(4))] ?? [];
    const active = String(args.active.id);
    const index = stops.filter((id) => {
      const rect = args.droppableRects.get(id);
      return id !== active && rect !== undefined && rect.top + rect.height / 2 < pointer.y;
    }).length;
    // In its own day the stop at `index` is the one whose place it takes (the dragged one counted); elsewhere the
    // one it goes before, or none past the last stop: the day's end.
    return [{ id: stops[index] ?? day.id }];
  };
}
