import { CopyPlus, Eye, LogIn, Printer, Sparkles } from "lucide-react";
import { startTransition, useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { SharedTrip } from "@shared/schemas/itineraries";
import { Button, ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { ApiFailure, apiFetch, failureMessage, postJson } from "@web/lib/api";
import { paths, tripPath } from "@web/lib/paths";
import { useSession } from "@web/lib/session";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";
import { DayCards } from "@web/components/trip/DayCard";
import { FinalNotes, TripHeader, TripPrintStyle } from "@web/components/trip/TripView";
import { TripBar } from "./TripBar";
import { useDayInView } from "./use-trip-live";
import { TripMap } from "@web/components/trip/TripMap";
import { DaysBesideMap } from "@web/components/trip/DaysBesideMap";

type Loaded = { status: "loading" } | { status: "done"; trip: SharedTrip } | { status: "failed"; error: unknown };

/**
 * /shared/:token: a trip as anyone with its link sees it, read-only, with no account needed. One plain read
 * (no query library): this page is often a stranger's first visit.
 */
export default function SharedTripScreen() {
  const { token = "" } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-4 sm:py-12 xl:max-w-6xl">
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

/**
 * "Save a copy to my trips", for a signed-in traveller: a new trip of theirs from what the link shows (hidden
 * notes stay hidden), with no link back to the shared one; then its page opens.
 */
function SaveCopy({ trip }: { trip: SharedTrip }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ saving: boolean; error?: string }>({ saving: false });
  const save = () => {
    setState({ saving: true });
    postJson<{ id: string }>("/api/itineraries", { title: trip.title, days: trip.days, ...(trip.plan && { plan: trip.plan }) })
      .then((saved) => navigate(tripPath(saved.id)))
      .catch((error: unknown) => setState({ saving: false, error: failureMessage(error) }));
  };
  return (
    <>
      <Button size="sm" className="mt-4 print:hidden" disabled={state.saving} onClick={save}>
        <CopyPlus aria-hidden="true" className="size-4" />
        {state.saving ? "Saving a copy…" : "Save a copy to my trips"}
      </Button>
      {state.error ? (
        <p role="alert" className="mt-2 w-full text-sm text-danger">
          {state.error}
        </p>
      ) : null}
    </>
  );
}

function SharedTripView({ trip }: { trip: SharedTrip }) {
  const { user, login } = useSession();
  const days = useRef<HTMLDivElement>(null);
  const dayInView = useDayInView(days);
  const notice = (
    <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-sm text-muted">
      <Eye aria-hidden="true" className="size-4" />
      Shared with you: read-only
    </p>
  );
  // A visitor without an account: this page is often their first sight of Wayfarer.
  const copy = user ? (
    <SaveCopy trip={trip} />
  ) : (
    <>
      <ButtonLink to={paths.generator} size="sm" className="mt-4 print:hidden">
        <Sparkles aria-hidden="true" className="size-4" />
        Plan a trip of your own
      </ButtonLink>
      <Button variant="secondary" size="sm" className="mt-4 print:hidden" onClick={login}>
        <LogIn aria-hidden="true" className="size-4" />
        Log in to save a copy
      </Button>
    </>
  );
  if (!trip.plan) {
    return (
      <Card className="p-5 sm:p-8">
        <h1 className="text-3xl font-bold break-words">{trip.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {notice}
          {copy}
        </div>
        <ItineraryText days={trip.days} className="mt-6" />
      </Card>
    );
  }
  const plan = trip.plan;
  return (
    <article className="space-y-4 sm:space-y-6">
      <TripPrintStyle />
      <DaysBesideMap plan={plan} dayInView={dayInView}>
        <TripHeader plan={plan}>
          <div className="flex flex-wrap items-center gap-3">
            {notice}
            {copy}
            <Button variant="secondary" size="sm" className="mt-4 print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </div>
        </TripHeader>
        <TripBar days={plan.days} dayInView={dayInView} />
        <h2 className="sr-only">Daily Plans</h2>
        <div ref={days}>
          <DayCards days={plan.days} check={trip.check} />
        </div>
        <TripMap plan={plan} />
        <FinalNotes plan={plan} />
      </DaysBesideMap>
    </article>
  );
}
