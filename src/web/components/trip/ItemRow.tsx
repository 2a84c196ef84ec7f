import {
  Bike,
  Clock,
  Landmark,
  MapPin,
  Moon,
  ShoppingBag,
  Sparkles,
  TrainFront,
  Trees,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import type { PlanItem } from "@shared/plan";
import { durationText, geoUrl } from "./trip-format";

const KIND_ICONS: Record<NonNullable<PlanItem["kind"]>, LucideIcon> = {
  sight: Landmark,
  food: UtensilsCrossed,
  nature: Trees,
  activity: Bike,
  shopping: ShoppingBag,
  nightlife: Moon,
  travel: TrainFront,
};

/** The icon of a stop's kind (a sparkle when the plan does not say). */
export function KindIcon({ kind, className }: { kind: PlanItem["kind"]; className?: string }) {
  const Icon = kind ? KIND_ICONS[kind] : Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}

export const SLOT_NAMES: Record<PlanItem["slot"], string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  optional: "Optional",
};

/**
 * One stop of a day's timeline: slot, kind icon, title, place (a link to the map app) and duration, then the
 * description. `marker` is its number on the day's map; `tools` are the editor's buttons.
 */
export function ItemRow({ item, marker, tools }: { item: PlanItem; marker?: number; tools?: ReactNode }) {
  const duration = durationText(item);
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:size-9"
      >
        <KindIcon kind={item.kind} className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex min-h-5 items-start justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{SLOT_NAMES[item.slot]}</p>
          {tools ? <div className="-mt-2 -mr-2 flex shrink-0 items-center print:hidden">{tools}</div> : null}
        </div>
        <h4 className="mt-0.5 font-semibold break-words">{item.title}</h4>
        {item.place || duration ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {item.place ? (
              <span>
                <a
                  href={geoUrl(item.place)}
                  className="text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary"
                  aria-label={`${marker ? `${marker}. ` : ""}${item.place.name}: open in a map app`}
                >
                  <MapPin aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                  {marker ? <span className="font-semibold">{marker}. </span> : null}
                  {item.place.name}
                </a>
                {item.place.area ? <span> · {item.place.area}</span> : null}
              </span>
            ) : null}
            {duration ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                {duration}
              </span>
            ) : null}
          </p>
        ) : null}
        {item.description ? <p className="mt-1.5 leading-relaxed">{item.description}</p> : null}
      </div>
    </div>
  );
}
