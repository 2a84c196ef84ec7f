import type { RefObject } from "react";
import { assignLanes, formatHour, percentForHour, TIMELINE_TICKS, type PlacedSticker } from "@shared/tools/moodboard";
import { cn } from "@web/components/ui/cn";
import { DropHint, dropZoneClass, PlacedStickers } from "./TimelineParts";

/** The phone's timeline: 0:00 at the top, 24:00 at the foot, placed stickers in columns beside the hour labels. */
export function VerticalTimeline({
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
        className={cn("py-3 pr-2 pl-11", dropZoneClass(isOver))}
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
          {placed.length === 0 && preview === null ? <DropHint className="px-2" /> : null}
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
          <PlacedStickers
            placed={placed}
            lanes={lanes}
            onRemove={onRemove}
            row
            position={(item, lane) => ({
              className: "absolute -translate-y-1/2",
              style: { top: `${item.left}%`, left: `${lane * 8}rem` },
            })}
          />
        </div>
      </div>
    </div>
  );
}
