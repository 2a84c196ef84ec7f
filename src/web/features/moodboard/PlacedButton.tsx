import { X } from "lucide-react";
import type { Sticker } from "@shared/catalog/stickers";
import { formatHour, type PlacedSticker } from "@shared/tools/moodboard";
import { cn } from "@web/components/ui/cn";
import { StickerIcon } from "./StickerFace";

/** A placed sticker: its label and hour; pressing it removes it. */
export function PlacedButton({
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
