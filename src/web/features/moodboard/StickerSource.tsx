import { useDraggable } from "@dnd-kit/core";
import type { Sticker } from "@shared/catalog/stickers";
import { cn } from "@web/components/ui/cn";
import { StickerFace } from "./StickerFace";

/** A sticker in the palette: drag it with a mouse or finger, or pick it up with Space or Enter. */
export function StickerSource({ sticker, compact }: { sticker: Sticker; compact: boolean }) {
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
