import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from "@dnd-kit/core";
import { getEventCoordinates } from "@dnd-kit/utilities";
import { Building, FerrisWheel, Martini, Mountain, UtensilsCrossed, WavesHorizontal, X, type LucideIcon } from "lucide-react";
import { useMemo, useRef, useState, type RefObject } from "react";
import { STICKERS, type Sticker } from "@shared/catalog/stickers";
import {
  clampHour,
  formatHour,
  hourFromPosition,
  parsePlacedStickers,
  percentForHour,
  placeSticker,
  assignLanes,
  TIMELINE_TICKS,
  type PlacedSticker,
} from "@shared/tools/moodboard";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { newId } from "@web/lib/id";
import { useStoredState } from "@web/lib/use-stored-state";

export const MOODBOARD_KEY = "wayfarer.moodboard";
const TIMELINE_ID = "timeline";
const NONE: PlacedSticker[] = [];

const icons: Record<string, LucideIcon> = {
  mountain: Mountain,
  city: Building,
  ocean: WavesHorizontal,
  "theme-park": FerrisWheel,
  food: UtensilsCrossed,
  nightlife: Martini,
};
const tints: Record<string, string> = {
  mountain: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  city: "bg-slate-500/15 text-slate-700 dark:text-slate-300",
  ocean: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  "theme-park": "bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300",
  food: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  nightlife: "bg-indigo-500/15 text-indigo-700 dark:text-indigo-300",
};

function StickerIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? Mountain;
  return (
    <span aria-hidden="true" className={cn("flex shrink-0 items-center justify-center rounded-xl", tints[id], className)}>
      <Icon className="size-[60%]" />
    </span>
  );
}

const stickerById = new Map(STICKERS.map((sticker) => [sticker.id, sticker]));
const labelOf = (active: Active) => stickerById.get(String(active.id))?.label ?? "Sticker";

const instructions =
  "To pick up a sticker, press Space or Enter. Press an arrow key to move it onto the timeline, then the left and right " +
  "arrow keys to choose the hour (Home for 0:00, End for 24:00). Press Space or Enter to place it, or Escape to cancel.";

function StickerFace({ sticker, className }: { sticker: Sticker; className?: string }) {
  return (
    <span
      className={cn(
        "flex items-center gap-2 rounded-2xl border border-border bg-surface py-1.5 pr-4 pl-1.5 font-semibold text-text shadow-card",
        className,
      )}
    >
      <StickerIcon id={sticker.id} className="size-9" />
      {sticker.label}
    </span>
  );
}

/** A sticker in the palette: drag it with a mouse or finger, or pick it up with Space or Enter. */
function StickerSource({ sticker }: { sticker: Sticker }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: sticker.id });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      className={cn(
        "cursor-grab touch-manipulation rounded-2xl transition-transform hover:-translate-y-0.5 active:cursor-grabbing motion-reduce:transition-none",
        isDragging && "opacity-40",
      )}
    >
      <StickerFace sticker={sticker} />
    </button>
  );
}

function Timeline({
  placed,
  preview,
  trackRef,
  onRemove,
}: {
  placed: PlacedSticker[];
  preview: number | null;
  trackRef: RefObject<HTMLDivElement | null>;
  onRemove: (id: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: TIMELINE_ID });
  const lanes = assignLanes(placed);
  const laneCount = Math.max(1, ...[...lanes.values()].map((lane) => lane + 1));

  return (
    <div
      className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:px-0"
      // Scrollable on phones, so it must be reachable from the keyboard too.
      tabIndex={0}
      role="region"
      aria-label="24-hour timeline"
    >
      <div
        ref={setNodeRef}
        className={cn(
          "min-w-[44rem] rounded-2xl border-2 border-dashed px-8 pt-5 pb-3 transition-colors motion-reduce:transition-none",
          isOver ? "border-primary bg-accent-soft/60" : "border-border bg-surface-2/60",
        )}
      >
        <div ref={trackRef} className="relative" data-testid="timeline-track">
          <div className="relative" style={{ height: `${laneCount * 4.5 + 1}rem` }}>
            {TIMELINE_TICKS.map((hour) => (
              <span
                key={hour}
                aria-hidden="true"
                className="absolute top-0 bottom-0 border-l border-border"
                style={{ left: `${percentForHour(hour)}%` }}
              />
            ))}
            {placed.length === 0 && preview === null ? (
              <p className="absolute inset-0 flex items-center justify-center text-center text-sm text-muted">
                Drop stickers here to plan your day
              </p>
            ) : null}
            {preview !== null ? (
              <span
                aria-hidden="true"
                className="absolute top-0 bottom-0 z-10 border-l-2 border-primary"
                style={{ left: `${percentForHour(preview)}%` }}
              >
                <span className="absolute -top-4 left-0 -translate-x-1/2 rounded-full bg-primary px-2 text-xs font-bold text-primary-contrast tabular-nums">
                  {formatHour(preview)}
                </span>
              </span>
            ) : null}
            <ul aria-label="Placed stickers">
              {placed.map((item) => {
                const sticker = stickerById.get(item.sticker);
                if (!sticker) return null;
                return (
                  <li
                    key={item.id}
                    className="absolute -translate-x-1/2"
                    style={{ left: `${item.left}%`, top: `${(lanes.get(item.id) ?? 0) * 4.5 + 0.5}rem` }}
                  >
                    <button
                      type="button"
                      title="Click to remove"
                      onClick={() => onRemove(item.id)}
                      className="group relative flex w-[4.75rem] flex-col items-center rounded-xl border border-border bg-surface px-1 py-1 text-center shadow-card hover:border-danger"
                    >
                      <span className="sr-only">Remove </span>
                      <StickerIcon id={sticker.id} className="size-7" />
                      <span className="w-full truncate text-xs font-semibold">{sticker.label}</span>
                      <span className="text-xs text-muted tabular-nums">{formatHour(item.time)}</span>
                      <X
                        aria-hidden="true"
                        className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-danger p-0.5 text-surface opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          <div aria-hidden="true" className="relative mt-2 h-5">
            {TIMELINE_TICKS.map((hour) => (
              <span
                key={hour}
                className="absolute -translate-x-1/2 text-xs text-muted tabular-nums"
                style={{ left: `${percentForHour(hour)}%` }}
              >
                {formatHour(hour)}
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export default function MoodboardScreen() {
  const [placed, setPlaced, reset] = useStoredState(MOODBOARD_KEY, parsePlacedStickers, NONE);
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
      next = hourFromPosition(rect.left + rect.width / 2 - track.left, track.width);
    } else if (event.code === "ArrowRight") next = clampHour(current + 1);
    else if (event.code === "ArrowLeft") next = clampHour(current - 1);
    else if (event.code === "Home") next = 0;
    else if (event.code === "End") next = 24;
    else return undefined;
    keyboardHour.current = next;
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
    return hourFromPosition(start.x + delta.x - track.left, track.width);
  }

  // Announcements read the same hour as the drop handler; latest values come through a ref.
  const lastHour = useRef<number | null>(null);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up ${labelOf(active)}. ${instructions}`,
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

  function handleMove(event: DragMoveEvent) {
    setPreview(dropHour(event));
  }

  function handleEnd(event: DragEndEvent) {
    const hour = dropHour(event);
    lastHour.current = hour;
    if (hour !== null) setPlaced((current) => [...current, placeSticker(String(event.active.id), hour, newId())]);
    finish();
  }

  function finish() {
    setActiveId(null);
    setPreview(null);
    keyboardHour.current = null;
  }

  const activeSticker = activeId ? stickerById.get(activeId) : undefined;

  return (
    <>
      <PageHeader title="Visual Trip Moodboard" lede="Drag stickers onto the 24-hour timeline to sketch your perfect day." />
      <DndContext
        sensors={sensors}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
        onDragStart={({ active }) => {
          keyboardHour.current = null;
          lastHour.current = null;
          setActiveId(String(active.id));
        }}
        onDragMove={handleMove}
        onDragEnd={handleEnd}
        onDragCancel={finish}
      >
        <div className="mx-auto grid max-w-6xl gap-6 px-4">
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-semibold">Stickers</h2>
            <p className="mt-1 text-sm text-muted">
              Drag a sticker onto the timeline. With a keyboard: focus a sticker, press Space, use the arrow keys, then Space
              again.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {STICKERS.map((sticker) => (
                <StickerSource key={sticker.id} sticker={sticker} />
              ))}
            </div>
          </Card>

          <Card className="p-5 sm:p-6">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-xl font-semibold">Your day</h2>
                <p className="mt-1 text-sm text-muted">
                  {placed.length === 0 ? "Nothing placed yet." : `${placed.length} placed. Click a sticker to remove it.`}
                </p>
                <p className="text-sm text-muted sm:hidden">Swipe the timeline sideways to see the whole day.</p>
              </div>
              <ResetButton onReset={reset} />
            </div>
            <Timeline
              placed={placed}
              preview={preview}
              trackRef={trackRef}
              onRemove={(id) => setPlaced((current) => current.filter((item) => item.id !== id))}
            />
          </Card>
        </div>
        <DragOverlay dropAnimation={null}>
          {activeSticker ? <StickerFace sticker={activeSticker} className="cursor-grabbing ring-2 ring-primary" /> : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}
