import type { CSSProperties } from "react";
import type { PlacedSticker } from "@shared/tools/moodboard";
import { cn } from "@web/components/ui/cn";
import { PlacedButton } from "./PlacedButton";
import { stickerById } from "./StickerFace";

/** What both timelines (across the page and the phone's, top to bottom) draw the same way. */

/** The dashed drop zone, highlighted while a sticker is over it. */
export const dropZoneClass = (isOver: boolean) =>
  cn(
    "rounded-2xl border-2 border-dashed transition-colors motion-reduce:transition-none",
    isOver ? "border-primary bg-accent-soft/60" : "border-border bg-surface-2/60",
  );

/** The hint on an empty timeline. */
export function DropHint({ className }: { className?: string }) {
  return (
    <p className={cn("absolute inset-0 flex items-center justify-center text-center text-sm text-muted", className)}>
      Drop stickers here to plan your day
    </p>
  );
}

/** The placed stickers, each where `position` puts it (its hour and its lane). */
export function PlacedStickers({
  placed,
  lanes,
  position,
  onRemove,
  row,
}: {
  placed: PlacedSticker[];
  lanes: Map<string, number>;
  position: (item: PlacedSticker, lane: number) => { className: string; style: CSSProperties };
  onRemove: (id: string) => void;
  /** The phone's layout: the sticker beside its label. */
  row?: boolean;
}) {
  return (
    <ul aria-label="Placed stickers">
      {placed.map((item) => {
        const sticker = stickerById.get(item.sticker);
        if (!sticker) return null;
        const { className, style } = position(item, lanes.get(item.id) ?? 0);
        return (
          <li key={item.id} className={className} style={style}>
            <PlacedButton item={item} sticker={sticker} onRemove={() => onRemove(item.id)} row={row} />
          </li>
        );
      })}
    </ul>
  );
}
