import { useQueryClient } from "@tanstack/react-query";
import { Eye, Printer } from "lucide-react";
import { useRef } from "react";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { DayCards } from "@web/components/trip/DayCard";
import { FinalNotes, TripHeader, TripPrintStyle } from "@web/components/trip/TripView";
import { TripMap } from "@web/components/trip/TripMap";
import { DaysBesideMap } from "@web/components/trip/DaysBesideMap";
import { itineraryQuery } from "@web/lib/itineraries";
import { useOnline } from "@web/lib/use-online";
import { LivePresence } from "./LivePresence";
import { MembersPanel } from "./MembersPanel";
import { CostsPanel, PlanPanel, TripTabs, useTripView } from "./TripTabs";
import { useDayInView, useTripLive } from "./use-trip-live";
import { TripBar } from "./TripBar";
import { TripActions } from "./TripActions";

/**
 * A trip shared with the traveller as a viewer: read-only, and live (each change saved by the owner or an
 * editor is read again at once; who else is here shows).
 */
export function ViewerTrip({ userId, detail }: { userId: string; detail: ItineraryDetail & { plan: Plan } }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const days = useRef<HTMLDivElement>(null);
  const readAgain = () => void queryClient.refetchQueries({ queryKey: itineraryQuery(userId, detail.id).queryKey, exact: true });
  const dayInView = useDayInView(days);
  const others = useTripLive({
    tripId: detail.id,
    day: dayInView,
    onVersion: (version) => {
      if (version > detail.version) readAgain();
    },
    onAccess: readAgain,
  });
  const { plan } = detail;
  const [view, setView] = useTripView();
  return (
    <article className="space-y-4 sm:space-y-6">
      <TripPrintStyle />
      <DaysBesideMap plan={plan} dayInView={dayInView} shown={view === "plan"}>
        <TripHeader
          plan={plan}
          actions={<TripActions canShare={false} actions={[{ label: "Print", Icon: Printer, onSelect: () => window.print() }]} />}
          check={detail.check}
        >
          <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-sm text-muted">
              <Eye aria-hidden="true" className="size-4" />
              Shared by {detail.shared?.ownerName ?? "its owner"}: you can read this trip
            </p>
            <LivePresence people={others} />
          </div>
        </TripHeader>
        <TripTabs view={view} onChange={setView} />
        <CostsPanel view={view} tripId={detail.id} userId={userId} canEdit={false} online={online} />
        <PlanPanel view={view}>
          <TripBar days={plan.days} dayInView={dayInView} />
          <h2 className="sr-only">Daily Plans</h2>
          <div ref={days}>
            <DayCards days={plan.days} check={detail.check} />
          </div>
          <TripMap plan={plan} />
          <FinalNotes plan={plan} />
          <MembersPanel tripId={detail.id} userId={userId} role="viewer" online={online} present={others} />
        </PlanPanel>
      </DaysBesideMap>
    </article>
  );
}
