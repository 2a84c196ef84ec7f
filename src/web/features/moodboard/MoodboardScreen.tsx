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
import { useMemo, useRef, useState, useSyncExternalStore, type RefObject } from "react";
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

/** Below the md breakpoint the timeline runs top to bottom beside the stickers, so both fit one phone screen. */
const PHONE_QUERY = "(width < 48rem)";
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}
const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;
function useVertical(): boolean {
  return useSyncExternalStore(subscribePhone, isPhone, () => false);
}

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
function StickerSource({ sticker, compact }: { sticker: Sticker; compact: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: sticker.id });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      className={cn(
        "cursor-grab touch-manipulation rounded-2xl text-left max-md:w-full transition-transform hover:-translate-y-0.5 active:cursor-grabbing motion-reduce:transition-none",
        isDragging && "opacity-40",
      )}
    >
      <StickerFace
        sticker={sticker}
        className={compact ? "w-full gap-1.5 pr-1 text-sm [&>span:first-child]:size-7" : undefined}
      />
    </button>
  );
}

function Timeline({
  placed,
  preview,
  trackRef,
  onRemove,
  vertical,
}: {
  placed: PlacedSticker[];
  preview: number | null;
  trackRef: RefObject<HTMLDivElement | null>;
  onRemove: (id: string) => void;
  vertical: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: TIMELINE_ID });
  if (vertical) return <VerticalTimeline {...{ placed, preview, trackRef, onRemove, setNodeRef, isOver }} />;
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
                    <PlacedButton item={item} sticker={sticker} onRemove={() => onRemove(item.id)} />
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

/** A placed sticker: its label and hour; pressing it removes it. */
function PlacedButton({
  item,
  sticker,
  onRemove,
  row,
}: {
  item: PlacedSticker;
  sticker: Sticker;
  onRemove: () => void;
  row?: boolean;
}) {
  return (
    <button
      type="button"
      title="Click to remove"
      onClick={onRemove}
      className={cn(
        "group relative flex items-center rounded-xl border border-border bg-surface text-center shadow-card hover:border-danger",
        row ? "h-7 w-[7.5rem] gap-1.5 px-1 text-left" : "w-[4.75rem] flex-col px-1 py-1",
      )}
    >
      <span className="sr-only">Remove </span>
      <StickerIcon id={sticker.id} className={row ? "size-5 rounded-md" : "size-7"} />
      <span className={cn("truncate text-xs font-semibold", row ? "min-w-0 flex-1" : "w-full")}>{sticker.label}</span>
      <span className="text-xs text-muted tabular-nums">{formatHour(item.time)}</span>
      <X
        aria-hidden="true"
        className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-danger p-0.5 text-surface opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      />
    </button>
  );
}

/** The phone's timeline: 0:00 at the top, 24:00 at the foot, placed stickers in columns beside the hour labels. */
function VerticalTimeline({
  placed,
  preview,
  trackRef,
  onRemove,
  setNodeRef,
  isOver,
}: {
  placed: PlacedSticker[];
  preview: number | null;
  trackRef: RefObject<HTMLDivElement | null>;
  onRemove: (id: string) => void;
  setNodeRef: (element: HTMLElement | null) => void;
  isOver: boolean;
}) {
  const lanes = assignLanes(placed, 2);
  const laneCount = Math.max(1, ...[...lanes.values()].map((lane) => lane + 1));
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="24-hour timeline">
      <div
        ref={setNodeRef}
        className={cn(
          "rounded-2xl border-2 border-dashed py-3 pr-2 pl-11 transition-colors motion-reduce:transition-none",
          isOver ? "border-primary bg-accent-soft/60" : "border-border bg-surface-2/60",
        )}
        style={{ minWidth: `${laneCount * 8 + 3}rem` }}
      >
        <div ref={trackRef} className="relative h-[22rem]" data-testid="timeline-track">
          {TIMELINE_TICKS.map((hour) => (
            <span
              key={hour}
              aria-hidden="true"
              className="absolute right-0 -left-2 border-t border-border"
              style={{ top: `${percentForHour(hour)}%` }}
            >
              <span className="absolute -left-9 -translate-y-1/2 text-xs text-muted tabular-nums">{formatHour(hour)}</span>
            </span>
          ))}
          {placed.length === 0 && preview === null ? (
            <p className="absolute inset-0 flex items-center justify-center px-2 text-center text-sm text-muted">
              Drop stickers here to plan your day
            </p>
          ) : null}
          {preview !== null ? (
            <span
              aria-hidden="true"
              className="absolute right-0 -left-2 z-10 border-t-2 border-primary"
              style={{ top: `${percentForHour(preview)}%` }}
            >
              <span className="absolute right-0 -translate-y-1/2 rounded-full bg-primary px-2 text-xs font-bold text-primary-contrast tabular-nums">
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
                  className="absolute -translate-y-1/2"
                  style={{ top: `${item.left}%`, left: `${(lanes.get(item.id) ?? 0) * 8}rem` }}
                >
                  <PlacedButton item={item} sticker={sticker} onRemove={() => onRemove(item.id)} row />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}

export default function MoodboardScreen() {
  const [placed, setPlaced, reset] = useStoredState(MOODBOARD_KEY, parsePlacedStickers, NONE);
  const vertical = useVertical();
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
  // On a phone the keyboard instructions go under the stickers and the timeline, which then fit one screen.
  const instructionsText = (
    <p className="mt-1 text-sm text-muted">
      Drag a sticker onto the timeline. With a keyboard: focus a sticker, press Space, use the arrow keys, then Space again.
    </p>
  );

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
        <div className={cn("mx-auto grid max-w-6xl px-4", vertical ? "grid-cols-[9rem_minmax(0,1fr)] gap-3" : "gap-6")}>
          <Card className="p-2 sm:p-6">
            <h2 className="px-1 pt-1 text-xl font-semibold">Stickers</h2>
            {vertical ? null : instructionsText}
            <div className={cn("mt-4", vertical ? "grid gap-2" : "flex flex-wrap gap-3")}>
              {STICKERS.map((sticker) => (
                <StickerSource key={sticker.id} sticker={sticker} compact={vertical} />
              ))}
            </div>
          </Card>

          <Card className="p-3 sm:p-6">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <div>
                <h2 className="text-xl font-semibold">Your day</h2>
                <p className="mt-1 text-sm text-muted">
                  {placed.length === 0 ? "Nothing placed yet." : `${placed.length} placed. Click a sticker to remove it.`}
                </p>
              </div>
              {vertical ? null : <ResetButton onReset={reset} />}
            </div>
            <Timeline
              placed={placed}
              preview={preview}
              trackRef={trackRef}
              vertical={vertical}
              onRemove={(id) => setPlaced((current) => current.filter((item) => item.id !== id))}
            />
            {vertical ? (
              <div className="mt-3">
                <ResetButton onReset={reset} />
              </div>
            ) : null}
          </Card>
          {vertical ? <div className="col-span-2 px-1">{instructionsText}</div> : null}
        </div>
        <DragOverlay dropAnimation={null}>
          {activeSticker ? <StickerFace sticker={activeSticker} className="cursor-grabbing ring-2 ring-primary" /> : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}
