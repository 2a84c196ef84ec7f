import { useQuery } from "@tanstack/react-query";
import { Eye, Printer } from "lucide-react";
import { useParams } from "react-router";
import type { SharedTrip } from "@shared/schemas/itineraries";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { ApiError, failureMessage } from "@web/lib/api";
import { paths } from "@web/lib/paths";
import { QueryProvider } from "@web/lib/query";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";
import { sharedTripQuery } from "./api";
import { DayCard } from "@web/components/trip/DayCard";
import { FinalNotes, TripHeader, TripPrintStyle } from "@web/components/trip/TripView";

/** /shared/:token: a trip as anyone with its link sees it, read-only, with no account needed. */
export default function SharedTripScreen() {
  const { token = "" } = useParams();
  return (
    <QueryProvider>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <SharedTrip token={token} />
      </div>
    </QueryProvider>
  );
}

function SharedTrip({ token }: { token: string }) {
  const { data, error, isPending } = useQuery(sharedTripQuery(token));
  if (isPending)
    return (
      <p role="status" className="py-16 text-center text-muted">
        Loading the shared trip…
      </p>
    );
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <Card className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">{gone ? "This shared trip is not available" : "The trip could not load"}</h1>
        <p className="mt-2 text-muted">
          {gone ? "The link may have been revoked by its owner, or mistyped." : failureMessage(error)}
        </p>
        <ButtonLink to={paths.generator} className="mt-6">
          Plan a trip of your own
        </ButtonLink>
      </Card>
    );
  }
  return <SharedTripView trip={data} />;
}

function SharedTripView({ trip }: { trip: SharedTrip }) {
  const notice = (
    <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-sm text-muted">
      <Eye aria-hidden="true" className="size-4" />
      Shared with you: read-only
    </p>
  );
  if (!trip.plan) {
    return (
      <Card className="p-5 sm:p-8">
        <h1 className="text-3xl font-bold break-words">{trip.title}</h1>
        {notice}
        <ItineraryText days={trip.days} className="mt-6" />
      </Card>
    );
  }
  const plan = trip.plan;
  return (
    <article className="space-y-6">
      <TripPrintStyle />
      <TripHeader plan={plan}>
        <div className="flex flex-wrap items-center gap-3">
          {notice}
          <Button variant="secondary" size="sm" className="mt-4 print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </TripHeader>
      <h2 className="text-2xl font-bold">Daily Plans</h2>
      {plan.days.map((day) => (
        <DayCard key={day.day} day={day} />
      ))}
      <FinalNotes plan={plan} />
    </article>
  );
}
