import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { DaysBesideMap } from "@web/components/trip/DaysBesideMap";
import { TripHeader } from "@web/components/trip/TripView";
import { TitleField } from "./TitleField";
import { TripActions } from "./TripActions";

/**
 * The trip page while the editor's chunk is on its way: the header exactly as the editor draws it (same title
 * row, same check, and on a wide screen the same map beside it), so the page's largest paint comes with the trip
 * and nothing moves when the editor takes over.
 */
export function TripPreview({ detail }: { detail: ItineraryDetail & { plan: Plan } }) {
  return (
    <article className="space-y-4 sm:space-y-6">
      <DaysBesideMap plan={detail.plan} dayInView={null}>
        <TripHeader
          plan={detail.plan}
          title={<TitleField title={detail.plan.title} />}
          actions={<TripActions canShare={!detail.shared} />}
          check={detail.check}
        />
        <p role="status" className="py-8 text-center text-muted">
          Loading your trip…
        </p>
      </DaysBesideMap>
    </article>
  );
}
