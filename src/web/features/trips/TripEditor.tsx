import { useQuery } from "@tanstack/react-query";
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import type { Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { ItineraryText } from "@web/components/itinerary/ItineraryText";
import { ButtonLink } from "@web/components/ui/Button";
import { Card } from "@web/components/ui/Card";
import { LoginPrompt } from "@web/components/ui/LoginPrompt";
import { ApiFailure, failureMessage } from "@web/lib/api";
import { afterNextPaint } from "@web/lib/idle";
import { itineraryQuery } from "@web/lib/itineraries";
import { paths } from "@web/lib/paths";
import { QueryProvider, queryClient } from "@web/lib/query";
import { preloadThemedImage } from "@web/lib/themed-image";
import { coverImage } from "@web/components/trip/trip-format";
import { TripPreview } from "./TripPreview";

// The editor itself (dnd-kit, the days, sharing) is a chunk of its own, fetched once the header drawn from the
// trip (TripPreview, the page's largest paint) is on screen: its download and set-up come after that paint
// instead of before it (docs/performance.md).
const PlanEditor = lazy(() => import("./PlanEditor").then((module) => ({ default: module.PlanEditor })));
// A viewer's read-only trip, likewise drawn from the preview first.
const ViewerTrip = lazy(() => import("./ViewerTrip").then((module) => ({ default: module.ViewerTrip })));

interface Props {
  userId: string;
  id: string;
  onLogin: () => void;
}

/**
 * Reads the trip into the query cache and starts its cover picture (TripScreen's loader, before the first render,
 * through the module signedInPart's `preload` gives it).
 * @public
 */
export async function readTrip(userId: string, id: string): Promise<void> {
  const detail = await queryClient.fetchQuery(itineraryQuery(userId, id));
  if (detail.plan) preloadThemedImage(coverImage(detail.plan));
}

/** The owner's trip, loaded and editable: its own chunk (TanStack Query), fetched only when signed in. */
export default function TripEditor(props: Props) {
  return (
    <QueryProvider>
      <TripLoader {...props} />
    </QueryProvider>
  );
}

/** Loads the trip: loading, signed out, missing or failed, saved as text only (read-only), or the editor. */
function TripLoader({ userId, id, onLogin }: Props) {
  const query = useQuery(itineraryQuery(userId, id));
  // Saves update the cached trip without a new editor; a reload after a conflict mounts a fresh one.
  const [loads, setLoads] = useState(0);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const reload = async (why?: string) => {
    await query.refetch();
    setNotice(why);
    setLoads((n) => n + 1);
  };
  if (query.isPending)
    return (
      <p role="status" className="py-16 text-center text-muted">
        Loading your trip…
      </p>
    );
  // A read that failed in the background (offline, the server restarting) keeps the trip shown; a refusal (the
  // trip deleted, the traveller removed or signed out) does not.
  const refused = query.error instanceof ApiFailure && query.error.status < 500;
  if (query.error && (!query.data || refused)) {
    if (query.error instanceof ApiFailure && query.error.status === 401)
      return <LoginPrompt title="Log in to open this trip" onLogin={onLogin} />;
    const missing = query.error instanceof ApiFailure && query.error.status === 404;
    return (
      <Card className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">{missing ? "No such trip" : "The trip could not load"}</h1>
        <p className="mt-2 text-muted">
          {missing ? "It may have been deleted, or it belongs to another account." : failureMessage(query.error)}
        </p>
        <ButtonLink to={paths.dashboard} className="mt-6">
          Back to the dashboard
        </ButtonLink>
      </Card>
    );
  }
  const detail = query.data;
  if (!detail.plan) {
    return (
      <Card className="p-5 sm:p-8">
        <h1 className="text-3xl font-bold break-words">{detail.title}</h1>
        <p className="mt-2 text-muted">
          This trip was saved as text without a day-by-day plan, so it can be read but not edited.
        </p>
        <ItineraryText days={detail.days} className="mt-6" />
      </Card>
    );
  }
  const planned = detail as ItineraryDetail & { plan: Plan };
  return (
    <PreviewFirst detail={planned}>
      {detail.shared?.role === "viewer" ? (
        <ViewerTrip userId={userId} detail={planned} />
      ) : (
        <PlanEditor key={loads} userId={userId} detail={planned} notice={notice} onReload={(why) => void reload(why)} />
      )}
    </PreviewFirst>
  );
}

/**
 * The trip's header (TripPreview) until it has painted, then `children`, whose chunk starts loading only then.
 * The switch is a transition, so the preview stays on screen, unchanged, until the editor is ready to draw.
 */
function PreviewFirst({ detail, children }: { detail: ItineraryDetail & { plan: Plan }; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  const preview = <TripPreview detail={detail} />;
  return <Suspense fallback={preview}>{painted ? children : preview}</Suspense>;
}
