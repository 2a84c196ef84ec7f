import { Eye, Printer } from "lucide-react";
import { startTransition, useEffect, useState } from "react";
import { useParams } from "react-router";
import type { SharedTrip } from "@shared/schemas/itineraries";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { ApiFailure, apiFetch, failureMessage } from "@web/lib/api";
import { paths } from "@web/lib/paths";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";
import { DayCard } from "@web/components/trip/DayCard";
import { FinalNotes, TripHeader, TripPrintStyle } from "@web/components/trip/TripView";

type Loaded = { status: "loading" } | { status: "done"; trip: SharedTrip } | { status: "failed"; error: unknown };

/**
 * /shared/:token: a trip as anyone with its link sees it, read-only, with no account needed. One plain read
 * (no query library): this page is often a stranger's first visit.
 */
export default function SharedTripScreen() {
  const { token = "" } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <SharedTripLoader key={token} token={token} />
    </div>
  );
}

function SharedTripLoader({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    apiFetch<SharedTrip>(`/api/shared/${encodeURIComponent(token)}`, { signal: abort.signal })
      // A transition: the trip's large first render comes in slices that leave the page responsive.
      .then((trip) => startTransition(() => setLoaded({ status: "done", trip })))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoaded({ status: "failed", error });
      });
    return () => abort.abort();
  }, [token]);

  if (loaded.status === "loading")
    return (
      <p role="status" className="py-16 text-center text-muted">
        Loading the shared trip…
      </p>
    );
  if (loaded.status === "failed") {
    const { error } = loaded;
    const gone = error instanceof ApiFailure && error.status === 404;
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
  return <SharedTripView trip={loaded.trip} />;
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
        <DayCard key={day.day} day={day} check={trip.check} />
      ))}
      <FinalNotes plan={plan} />
    </article>
  );
}
