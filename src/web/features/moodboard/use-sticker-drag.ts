import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from "@dnd-kit/core";
import { getEventCoordinates } from "@dnd-kit/utilities";
import { useMemo, useRef, useState } from "react";
import { clampHour, formatHour, hourFromPosition, percentForHour } from "@shared/tools/moodboard";
import { stickerById } from "./StickerFace";
import { TIMELINE_ID } from "./Timeline";

const labelOf = (active: Active) => stickerById.get(String(active.id))?.label ?? "Sticker";

/** What a screen reader says when a sticker is focused, and after it is picked up. */
export const DRAG_INSTRUCTIONS =
  "To pick up a sticker, press Space or Enter. Press an arrow key to move it onto the timeline, then the left and right " +
  "arrow keys to choose the hour (Home for 0:00, End for 24:00). Press Space or Enter to place it, or Escape to cancel.";

/**
 * Dragging a sticker onto the timeline with a mouse, a finger or the keyboard (arrow keys choose the hour):
 * the sensors, what is announced, the hour shown while dragging, and `onPlace` with the hour of the drop.
 */
export function useStickerDrag(vertical: boolean, onPlace: (stickerId: string, hour: number) => void) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  /** The hour chosen with the arrow keys during a keyboard drag, null before the first arrow key. */
  const keyboardHour = useRef<number | null>(null);

  const trackRect = () => trackRef.current?.getBoundingClientRect() ?? null;

  /** Arrow keys move a picked-up sticker onto the timeline and along it, one hour at a time. */
  const timelineCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
    const track = trackRect();
    const rect = context.collisionRect;
    if (!track || !rect) return undefined;
    const current = keyboardHour.current;
    let next: number;
    if (current === null) {
      if (!event.code.startsWith("Arrow")) return undefined;
      // The first arrow key drops the sticker onto the timeline at the hour under it.
      next = vertical
        ? hourFromPosition(rect.top + rect.height / 2 - track.top, track.height)
        : hourFromPosition(rect.left + rect.width / 2 - track.left, track.width);
    } else if (event.code === "ArrowRight" || (vertical && event.code === "ArrowDown")) next = clampHour(current + 1);
    else if (event.code === "ArrowLeft" || (vertical && event.code === "ArrowUp")) next = clampHour(current - 1);
    else if (event.code === "Home") next = 0;
    else if (event.code === "End") next = 24;
    else return undefined;
    keyboardHour.current = next;
    if (vertical) return { x: track.left + 8, y: track.top + (percentForHour(next) / 100) * track.height - rect.height / 2 };
    return {
      x: track.left + (percentForHour(next) / 100) * track.width - rect.width / 2,
      y: track.top + 8,
    };
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press before a touch drag starts, so the page still scrolls under a finger.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: timelineCoordinates }),
  );

  /** The hour under the drop: the keyboard's chosen hour, else the pointer's position on the track. */
  function dropHour({
    activatorEvent,
    delta,
    over,
  }: Pick<DragEndEvent, "activatorEvent" | "delta"> & { over: Over | null }): number | null {
    if (keyboardHour.current !== null) return keyboardHour.current;
    if (over?.id !== TIMELINE_ID) return null;
    const start = getEventCoordinates(activatorEvent);
    const track = trackRect();
    if (!start || !track) return null;
    return vertical
      ? hourFromPosition(start.y + delta.y - track.top, track.height)
      : hourFromPosition(start.x + delta.x - track.left, track.width);
  }

  // Announcements read the same hour as the drop handler; latest values come through a ref.
  const lastHour = useRef<number | null>(null);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up ${labelOf(active)}. ${DRAG_INSTRUCTIONS}`,
      onDragMove: ({ active }) =>
        keyboardHour.current === null ? undefined : `${labelOf(active)} at ${formatHour(keyboardHour.current)}.`,
      onDragOver: () => undefined,
      onDragEnd: ({ active }) =>
        lastHour.current === null
          ? `${labelOf(active)} was not placed: drop it on the timeline.`
          : `Placed ${labelOf(active)} at ${formatHour(lastHour.current)}.`,
      onDragCancel: ({ active }) => `Cancelled. ${labelOf(active)} was not placed.`,
    }),
    [],
  );

  function finish() {
    setActiveId(null);
    setPreview(null);
    keyboardHour.current = null;
  }

  return {
    sensors,
    announcements,
    trackRef,
    /** The hour a drop would place the sticker at, while it is over the timeline. */
    preview,
    activeSticker: activeId ? stickerById.get(activeId) : undefined,
    /** For DndContext. */
    handlers: {
      onDragStart: ({ active }: DragStartEvent) => {
        keyboardHour.current = null;
        lastHour.current = null;
        setActiveId(String(active.id));
      },
      onDragMove: (event: DragMoveEvent) => setPreview(dropHour(event)),
      onDragEnd: (event: DragEndEvent) => {
        const hour = dropHour(event);
        lastHour.current = hour;
        if (hour !== null) onPlace(String(event.active.id), hour);
        finish();
      },
      onDragCancel: finish,
    },
  };
}
