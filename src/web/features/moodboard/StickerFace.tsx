import { Building, FerrisWheel, Martini, Mountain, UtensilsCrossed, WavesHorizontal, type LucideIcon } from "lucide-react";
import { STICKERS, type Sticker } from "@shared/catalog/stickers";
import { cn } from "@web/components/ui/cn";

/** The catalogue's stickers by id (a placed sticker keeps only its id). */
export const stickerById = new Map(STICKERS.map((sticker) => [sticker.id, sticker]));

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

/** A sticker's icon on its tint. */
export function StickerIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? Mountain;
  return (
    <span aria-hidden="true" className={cn("flex shrink-0 items-center justify-center rounded-xl", tints[id], className)}>
      <Icon className="size-[60%]" />
    </span>
  );
}

/** A sticker as it looks in the palette and while dragged: icon and label. */
export function StickerFace({ sticker, className }: { sticker: Sticker; className?: string }) {
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
