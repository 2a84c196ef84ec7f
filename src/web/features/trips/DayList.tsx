import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type AutoScrollOptions,
  type DragEndEvent,
  type MeasuringConfiguration,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useMemo, useState } from "react";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Plan } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { DraggedStop } from "./DraggedStop";
import { dayDropId, landingOf, planAfterDrop, spotOf, stopAtPointer } from "./drop-spot";
import { EditableDay, type FixControl } from "./EditableDay";
import type { DayDiff } from "./proposal-diff";
import { DayProposal } from "./ProposalDiff";

/**
 * The page scrolls only when the pointer is in the last tenth of the window (90 px at 900 px high), at most
 * 4 px per 5 ms, slower nearer the zone's inner edge: a day scrolling into view can be stopped on by moving up
 * out of the zone, where dnd-kit's 20 % and 10 px per 5 ms (2,000 px/s) carried the page past it.
 */
const AUTO_SCROLL: AutoScrollOptions = { threshold: { x: 0, y: 0.1 }, acceleration: 4 };

/**
 * During a drag the days and stops are measured again 200 ms after the pointer moves, not only when it starts: a
 * save's new plan check can change a day's load line above its stops mid-drag, and a drop then measured against
 * where they were would miss (dnd-kit's default re-measures a droppable when it is resized, not when it moves).
 */
const MEASURING: MeasuringConfiguration = { droppable: { frequency: 200 } };

/** The trip's days, whose stops move by drag and drop within and across days (pointer, touch or keyboard). */
export function DayList({
  plan,
  tripId,
  online,
  edit,
  check,
  fixes,
  proposed,
  drawn,
}: {
  plan: Plan;
  tripId: string;
  online: boolean;
  edit: (next: Plan) => void;
  check?: PlanCheckResult;
  fixes: FixControl;
  /** The assistant's open proposal, day by day: each day it changes says how. */
  proposed?: DayDiff[];
  /** How many days are drawn in full so far (useDrawnDays); the rest are their headings. */
  drawn: number;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The stop being dragged and what it is over: the target day draws a line where it will land.
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<UniqueIdentifier>();
  const landing = dragged !== undefined && over !== undefined ? landingOf(plan, dragged, over) : undefined;
  const draggedItem = plan.days.flatMap((day) => day.items).find((item) => item.id === dragged);
  // The same elements from render to render, so the memoised days do not draw again while a stop is dragged.
  const proposals = useMemo(() => plan.days.map((_, index) => dayProposal(proposed, index)), [plan.days, proposed]);
  const stopsByDay = plan.days.map((day) => bySlot(day.items).map((item) => item.id));

  const titleOf = (id: UniqueIdentifier) =>
    plan.days.flatMap((day) => day.items).find((item) => item.id === String(id))?.title ?? "The stop";
  const where = (active: UniqueIdentifier, target: UniqueIdentifier) => {
    const spot = spotOf(plan, target, String(active));
    return spot ? `day ${spot.day + 1}, position ${spot.index + 1}` : "no day";
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${where(active.id, over.id)}.` : `${titleOf(active.id)} is not over a day.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} moved to ${where(active.id, over.id)}.` : `${titleOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. ${titleOf(active.id)} stays where it was.`,
  };

  const stopDragging = () => {
    setDragged(undefined);
    setOver(undefined);
  };
  // One drop, one edit (one Undo step); a drop where the stop already is changes nothing.
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    stopDragging();
    if (!over) return;
    const next = planAfterDrop(plan, String(active.id), over.id);
    if (next !== plan) edit(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={stopAtPointer(stopsByDay)}
      autoScroll={AUTO_SCROLL}
      measuring={MEASURING}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragOver={({ over }) => setOver(over?.id)}
      onDragEnd={onDragEnd}
      onDragCancel={stopDragging}
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
            drawn={index < drawn}
            online={online}
            edit={edit}
            check={check}
            fixes={fixes}
            proposed={proposals[index]}
            landing={landing?.day === index ? landing.before : undefined}
          />
        ))}
      </div>
      {/* The card follows the pointer while its place in the list stays, marked; no fly-back after a drop. */}
      <DragOverlay dropAnimation={null}>{draggedItem ? <DraggedStop item={draggedItem} /> : null}</DragOverlay>
    </DndContext>
  );
}

function dayProposal(proposed: DayDiff[] | undefined, index: number) {
  const changes = proposed?.find((diff) => diff.day === index)?.changes;
  return changes ? <DayProposal changes={changes} /> : undefined;
}
