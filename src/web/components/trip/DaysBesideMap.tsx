import { useState, type ReactNode } from "react";
import type { Plan } from "@shared/plan";
import { bySlot } from "@shared/plan-slots";
import { cn } from "@web/components/ui/cn";
import { useMediaQuery } from "@web/lib/use-media-query";
import { dayHeading, mapMarkers } from "./DayCard";
import { DayMap } from "./DayMap";
import { MAP_BESIDE_QUERY, MapBeside } from "./map-beside";
import type { Frame } from "./map-geometry";
import { timeRange } from "./timetable-format";
import { AllDaysMap, useTripLines } from "./TripMap";

/** The map beside the days, about as many units wide as it has pixels (26rem less its padding). */
const BESIDE_FRAME: Frame = { width: 384, height: 320, pad: 28 };
const BESIDE_HEIGHTS: [number, number] = [300, 520];

/**
 * A trip page (`children`: its header, tabs and days) and, on a wide screen while the plan shows (`shown`), one
 * large map beside it that stays in sight while the days scroll: the day being read (`dayInView`), its stops
 * numbered as in its timeline, or every day at once. Below that width each day keeps its own small map and the
 * map of all days follows them.
 */
export function DaysBesideMap({
  plan,
  dayInView,
  shown = true,
  children,
}: {
  plan: Pick<Plan, "days">;
  dayInView: number | null;
  shown?: boolean;
  children: ReactNode;
}) {
  const beside = useMediaQuery(MAP_BESIDE_QUERY);
  const withMap = beside && shown;
  // One tree at every width (only the map comes and goes), so resizing the window keeps what the days hold.
  return (
    <MapBeside value={beside}>
      <div
        data-map-beside-grid={withMap ? "" : undefined}
        className={cn(withMap && "xl:grid xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start xl:gap-6")}
      >
        <div className="min-w-0 space-y-4 sm:space-y-6">{children}</div>
        {withMap ? <MapPanel plan={plan} dayInView={dayInView} /> : null}
      </div>
    </MapBeside>
  );
}

function MapPanel({ plan, dayInView }: { plan: Pick<Plan, "days">; dayInView: number | null }) {
  const lines = useTripLines(plan);
  const [allDays, setAllDays] = useState(false);
  const day = plan.days.find((candidate) => candidate.day === dayInView) ?? plan.days[0];
  if (!day) return null;
  const showAll = allDays && lines.length > 1;
  const items = bySlot(day.items);
  const markers = mapMarkers(items);
  return (
    <section
      aria-label="Trip map"
      className="sticky top-[calc(var(--header-height)+1rem)] max-h-[calc(100dvh-var(--header-height)-2rem)] overflow-y-auto rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Not a heading: the day's own heading is in the days; this one says which map shows. */}
        <p data-testid="map-beside-title" className="font-bold">
          {showAll ? "All days on one map" : dayHeading(day)}
        </p>
        {lines.length > 1 ? (
          <div className="flex rounded-full bg-surface-2 p-0.5 text-sm font-semibold">
            {[false, true].map((all) => (
              <button
                key={String(all)}
                type="button"
                aria-pressed={showAll === all}
                onClick={() => setAllDays(all)}
                className={cn(
                  "h-8 rounded-full px-3 transition-colors",
                  showAll === all ? "bg-primary text-primary-contrast" : "text-text hover:bg-surface",
                )}
              >
                {all ? "All days" : "This day"}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="mt-3">
        {showAll ? (
          <AllDaysMap lines={lines} frame={BESIDE_FRAME} heights={BESIDE_HEIGHTS} />
        ) : markers.size > 0 ? (
          <DayMap items={items} label={`Map of day ${day.day}`} frame={BESIDE_FRAME} heights={BESIDE_HEIGHTS} />
        ) : (
          <p className="rounded-2xl bg-surface-2 p-4 text-sm text-muted">No places on this day yet.</p>
        )}
      </div>
      {showAll ? null : (
        // The map's numbers with their names and times, as the day's timeline has them.
        <ol aria-label={`Places of day ${day.day}`} className="mt-3 space-y-1.5 text-sm">
          {items.flatMap((item) => {
            const marker = markers.get(item.id);
            if (!marker) return [];
            return (
              <li key={item.id} className="flex items-baseline gap-2">
                <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-contrast">
                  {marker}
                </span>
                <span className="min-w-0 flex-1 truncate">{item.place?.name ?? item.title}</span>
                <span className="shrink-0 text-muted tabular-nums">{timeRange(item)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
