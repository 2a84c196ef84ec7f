import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import type { ItineraryPage } from "@shared/schemas/itineraries";
import { Link } from "react-router";
import { apiFetch } from "@web/lib/api";
import { retryServerFailure } from "@web/lib/itineraries";
import { paths, tripCostsPath } from "@web/lib/paths";
import { QueryProvider } from "@web/lib/query";

/** Trips named in the note: the newest few with a plan (a trip saved as text has no Costs tab). */
const RECENT_TRIPS = 3;

/**
 * Under the budget tracker, for a signed-in traveller with trips: a trip's costs are shared on its Costs tab, with
 * links to the newest ones. Its own chunk: a signed-out visitor never downloads it.
 */
export default function TripCostsNote({ userId }: { userId: string }) {
  return (
    <QueryProvider>
      <RecentTrips userId={userId} />
    </QueryProvider>
  );
}

function RecentTrips({ userId }: { userId: string }) {
  const trips = useQuery({
    queryKey: ["recent-trips", userId],
    queryFn: ({ signal }) => apiFetch<ItineraryPage>(`/api/itineraries?limit=${RECENT_TRIPS}`, { signal }),
    retry: retryServerFailure,
  });
  const planned = trips.data?.items.filter((trip) => trip.hasPlan) ?? [];
  if (planned.length === 0) return null;
  return (
    <p className="mx-auto mt-6 max-w-5xl px-4 text-sm text-muted">
      Splitting costs on a trip? Open its Costs tab:{" "}
      {planned.map((trip, index) => (
        <Fragment key={trip.id}>
          {index > 0 ? ", " : null}
          <Link to={tripCostsPath(trip.id)} className="font-semibold text-primary underline underline-offset-2">
            {trip.title}
          </Link>
        </Fragment>
      ))}{" "}
      (all your trips are on the{" "}
      <Link to={paths.dashboard} className="font-semibold text-primary underline underline-offset-2">
        Dashboard
      </Link>
      ).
    </p>
  );
}
