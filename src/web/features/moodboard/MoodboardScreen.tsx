import { DndContext, DragOverlay } from "@dnd-kit/core";
import { STICKERS } from "@shared/catalog/stickers";
import { parsePlacedStickers, placeSticker, type PlacedSticker } from "@shared/tools/moodboard";
import { Card } from "@web/components/ui/Card";
import { cn } from "@web/components/ui/cn";
import { PageHeader } from "@web/components/ui/PageHeader";
import { ResetButton } from "@web/components/ui/ResetButton";
import { newId } from "@web/lib/id";
import { useStoredState } from "@web/lib/use-stored-state";
import { StickerFace } from "./StickerFace";
import { StickerSource } from "./StickerSource";
import { Timeline } from "./Timeline";
import { DRAG_INSTRUCTIONS, useStickerDrag } from "./use-sticker-drag";
import { useVertical } from "./use-vertical";

export const MOODBOARD_KEY = "wayfarer.moodboard";
const NONE: PlacedSticker[] = [];

/** /moodboard: drag stickers onto a 24-hour timeline to sketch a day; kept in this browser. */
export default function MoodboardScreen() {
  const [placed, setPlaced, reset] = useStoredState(MOODBOARD_KEY, parsePlacedStickers, NONE);
  const vertical = useVertical();
  const drag = useStickerDrag(vertical, (stickerId, hour) =>
    setPlaced((current) => [...current, placeSticker(stickerId, hour, newId())]),
  );

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
        sensors={drag.sensors}
        accessibility={{ announcements: drag.announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
        {...drag.handlers}
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
              preview={drag.preview}
              trackRef={drag.trackRef}
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
          {drag.activeSticker ? (
            <StickerFace sticker={drag.activeSticker} className="cursor-grabbing ring-2 ring-primary" />
          ) : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}
