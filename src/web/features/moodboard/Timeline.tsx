import { useDroppable } from "@dnd-kit/core";
import type { RefObject } from "react";
import { assignLanes, formatHour, percentForHour, TIMELINE_TICKS, type PlacedSticker } from "@shared/tools/moodboard";
import { cn } from "@web/components/ui/cn";
import { DropHint, dropZoneClass, PlacedStickers } from "./TimelineParts";
import { VerticalTimeline } from "./VerticalTimeline";

/** The timeline's drop target id. */
export const TIMELINE_ID = "timeline";

/** The 24-hour timeline stickers are dropped on: across the page, or on a phone top to bottom. */
export function Timeline({
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
      <div ref={setNodeRef} className={cn("min-w-[44rem] px-8 pt-5 pb-3", dropZoneClass(isOver))}>
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
            {placed.length === 0 && preview === null ? <DropHint /> : null}
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
            <PlacedStickers
              placed={placed}
              lanes={lanes}
              onRemove={onRemove}
              position={(item, lane) => ({
                className: "absolute -translate-x-1/2",
                style: { left: `${item.left}%`, top: `${lane * 4.5 + 0.5}rem` },
              })}
            />
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
