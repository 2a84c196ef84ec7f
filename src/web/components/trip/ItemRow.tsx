import {
  Bike,
  Bus,
  Car,
  Clock,
  Coffee,
  Footprints,
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
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { ItemCheck } from "@shared/itinerary-stream";
import type { PlanItem, StopLeg } from "@shared/plan";
import type { LegMode } from "@shared/timetable";
import { cn } from "@web/components/ui/cn";
import { CheckReasons, ItemBadge } from "./ItemBadge";
import { freeTimeText, legSourceText, legText, spokenTimeRange, timeRange, type FreeTime } from "./timetable-format";
import { durationText, geoUrl, mapUrl, opensGeoLinks } from "./trip-format";

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

const LEG_ICONS: Record<LegMode, LucideIcon> = { walk: Footprints, transit: Bus, drive: Car };

/** The way from the previous stop to this one: mode, minutes (and kilometres on foot); where it comes from on hover. */
export function LegLine({ leg }: { leg: StopLeg }) {
  const Icon = LEG_ICONS[leg.mode];
  const text = legText(leg);
  const source = legSourceText(leg);
  return (
    <p
      className="mb-2 ml-4 flex items-center gap-2 border-l-2 border-dotted border-border py-1 pl-5 text-xs font-medium text-muted sm:ml-[1.125rem]"
      title={source}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{text}</span>
      <span className="sr-only">({source.toLowerCase()})</span>
    </p>
  );
}

/** The free time before a stop, on the same dotted line as the way there. */
export function FreeTimeLine({ free }: { free: FreeTime }) {
  return (
    <p className="mb-2 ml-4 flex items-center gap-2 border-l-2 border-dotted border-border py-1 pl-5 text-xs font-medium text-muted sm:ml-[1.125rem]">
      <Coffee aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{freeTimeText(free)}</span>
    </p>
  );
}

interface ItemRowProps {
  item: PlanItem;
  marker?: number;
  tools?: ReactNode;
  /** The leg arriving here from the previous stop at a place. */
  leg?: StopLeg;
  /** The free time before this stop, when there is an hour or more. */
  free?: FreeTime;
  /** What the plan check says of this stop: a badge, and its reasons on a press. */
  check?: ItemCheck;
  /** A conflict's fix buttons (the editor's; a read-only page has none). */
  fixes?: ReactNode;
}

/**
 * One stop of a day's timeline: its time (or slot), kind icon, title, badge, place (a link to a web map, and to the map app on Android) and
 * duration, then the description. `marker` is its number on the day's map; `tools` are the editor's buttons.
 * A conflict shows its reasons and fixes at once; the other badges open theirs on a press.
 */
export function ItemRow({ item, marker, tools, leg, free, check, fixes }: ItemRowProps) {
  const duration = durationText(item);
  const time = timeRange(item);
  const conflict = check?.status === "conflict";
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const shown = open ?? conflict;
  const panelId = useId();
  return (
    <>
      {leg ? <LegLine leg={leg} /> : null}
      {free ? <FreeTimeLine free={free} /> : null}
      <div className={cn("flex gap-3", conflict && "-m-2 rounded-xl border-l-4 border-danger p-2 pl-1")}>
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:size-9"
        >
          <KindIcon kind={item.kind} className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex min-h-5 items-start justify-between gap-2">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {time ? (
                <>
                  <time
                    className="text-sm font-bold tracking-normal whitespace-nowrap text-text tabular-nums normal-case"
                    aria-hidden="true"
                  >
                    {time}
                  </time>
                  <span className="sr-only">{spokenTimeRange(item)}, </span>
                  {/* On a phone the time says enough: the slot stays for screen readers. */}
                  <span className="max-sm:sr-only"> · {SLOT_NAMES[item.slot]}</span>
                </>
              ) : (
                SLOT_NAMES[item.slot]
              )}
            </p>
            {tools ? <div className="-mt-2 -mr-2 flex shrink-0 items-center print:hidden">{tools}</div> : null}
          </div>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <h4 className="font-semibold break-words">{item.title}</h4>
            {/* The journey in or out has no hours to verify: its badge only when it is in conflict. */}
            {check && (item.kind !== "travel" || check.status === "conflict") ? (
              <ItemBadge check={check} title={item.title} open={shown} panelId={panelId} onToggle={() => setOpen(!shown)} />
            ) : null}
          </div>
          {item.place || duration ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {item.place ? (
                <span>
                  <a
                    href={mapUrl(item.place)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary"
                    aria-label={`${marker ? `${marker}. ` : ""}${item.place.name}: open in a map (new tab)`}
                  >
                    <MapPin aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                    {marker ? <span className="font-semibold">{marker}. </span> : null}
                    {item.place.name}
                  </a>
                  {opensGeoLinks() ? (
                    <>
                      {" · "}
                      <a
                        href={geoUrl(item.place)}
                        className="text-primary underline decoration-primary/40 underline-offset-2 print:hidden"
                        aria-label={`${item.place.name}: open in a map app`}
                      >
                        map app
                      </a>
                    </>
                  ) : null}
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
          {check && shown ? (
            <CheckReasons check={check} id={panelId}>
              {conflict ? fixes : null}
            </CheckReasons>
          ) : null}
          {item.description ? (
            item.kind === "travel" ? (
              <TravelNotes text={item.description} />
            ) : (
              <p className="mt-1.5 leading-relaxed">{item.description}</p>
            )
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * The journey's notes (a first walk, how the city's transport works) in two lines, the rest on a press: they are
 * the longest text of a day and would push its first sight off a phone's first screen. Paper gets them whole.
 */
function TravelNotes({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  const [cut, setCut] = useState(false);
  const notes = useRef<HTMLParagraphElement>(null);
  const id = useId();
  // "More" only when two lines do not hold the notes.
  useLayoutEffect(() => {
    const element = notes.current;
    if (element && !whole) setCut(element.scrollHeight > element.clientHeight + 1);
  }, [text, whole]);
  return (
    <>
      <p ref={notes} id={id} className={cn("mt-1.5 leading-relaxed print:line-clamp-none", !whole && "line-clamp-2")}>
        {text}
      </p>
      {cut ? (
        <button
          type="button"
          aria-expanded={whole}
          aria-controls={id}
          onClick={() => setWhole(!whole)}
          className="mt-1 min-h-11 text-sm font-semibold text-primary hover:underline sm:min-h-0 print:hidden"
        >
          {whole ? "Less" : "More"} <span className="sr-only">of the notes</span>
        </button>
      ) : null}
    </>
  );
}
