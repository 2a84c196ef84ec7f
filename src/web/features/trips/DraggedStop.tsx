import { GripVertical } from "lucide-react";
import type { PlanItem } from "@shared/plan";
import { KindIcon, SLOT_NAMES } from "@web/components/trip/ItemRow";

/**
 * The card under the pointer while a stop is dragged (DayList's DragOverlay): its kind, name and time of day, on
 * the right of the row under the handle, so the drop line across the list stays in sight on its left.
 * A picture of the stop, not a second copy of its row (no links or buttons): screen readers hear the
 * announcements instead.
 */
export function DraggedStop({ item }: { item: PlanItem }) {
  return (
    <div
      aria-hidden="true"
      className="ml-auto flex w-fit max-w-full cursor-grabbing items-center gap-3 rounded-2xl bg-surface py-2 pr-3 pl-2 shadow-card ring-2 ring-primary"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <KindIcon kind={item.kind} className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{SLOT_NAMES[item.slot]}</span>
        <span className="block truncate font-semibold">{item.title}</span>
      </span>
      <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted" />
    </div>
  );
}
