import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Plan } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { dayDropId, EditableDay, type FixControl } from "./EditableDay";
import { moveItem } from "./plan-edit";
import type { DayDiff } from "./proposal-diff";
import { DayProposal } from "./ProposalDiff";

/**
 * With a pointer, the stop (else the day) under the pointer is the target, wherever the handle was grabbed;
 * from the keyboard there is no pointer, so the nearest one.
 */
const stopUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  if (under.length === 0) return closestCenter(args);
  const stop = under.find((collision) => !String(collision.id).startsWith("day:"));
  return stop ? [stop] : under;
};

/** The trip's days, whose stops move by drag and drop within and across days (pointer, touch or keyboard). */
export function DayList({
  plan,
  tripId,
  online,
  edit,
  check,
  fixes,
  proposed,
}: {
  plan: Plan;
  tripId: string;
  online: boolean;
  edit: (next: Plan) => void;
  check?: PlanCheckResult;
  fixes: FixControl;
  /** The assistant's open proposal, day by day: each day it changes says how. */
  proposed?: DayDiff[];
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Day index and position in that day's timeline of a drop target (an item, or a day's list). */
  const locate = (target: UniqueIdentifier): { day: number; index: number } | undefined => {
    const id = String(target);
    if (id.startsWith("day:")) {
      const day = Number(id.slice(4));
      return { day, index: plan.days[day]?.items.length ?? 0 };
    }
    for (const [day, { items }] of plan.days.entries()) {
      const index = bySlot(items).findIndex((item) => item.id === id);
      if (index >= 0) return { day, index };
    }
    return undefined;
  };
  const titleOf = (id: UniqueIdentifier) =>
    plan.days.flatMap((day) => day.items).find((item) => item.id === String(id))?.title ?? "The stop";
  const where = (target: UniqueIdentifier) => {
    const spot = locate(target);
    return spot ? `day ${spot.day + 1}, position ${spot.index + 1}` : "no day";
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${where(over.id)}.` : `${titleOf(active.id)} is not over a day.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} moved to ${where(over.id)}.` : `${titleOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. ${titleOf(active.id)} stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const spot = locate(over.id);
    if (spot) edit(moveItem(plan, String(active.id), spot.day, spot.index));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={stopUnderPointer}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a stop, press Space or Enter on its handle, use the arrow keys to move it within or across days, and press Space or Enter again to drop it. Escape cancels.",
        },
      }}
    >
      <div className="space-y-6">
        {plan.days.map((day, index) => (
          <EditableDay
            key={`${dayDropId(index)}-${day.date}`}
            tripId={tripId}
            plan={plan}
            index={index}
            online={online}
            edit={edit}
            check={check}
            fixes={fixes}
            proposed={dayProposal(proposed, index)}
          />
        ))}
      </div>
    </DndContext>
  );
}

function dayProposal(proposed: DayDiff[] | undefined, index: number) {
  const changes = proposed?.find((diff) => diff.day === index)?.changes;
  return changes ? <DayProposal changes={changes} /> : undefined;
}
