import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ItineraryDetail, ItineraryPage } from "@shared/schemas/itineraries";
import { apiFetch } from "@web/lib/api";
import { retryServerFailure } from "@web/lib/itineraries";

/** Cards per page of the dashboard; "Load more" asks for the next page. */
export const PAGE_SIZE = 20;

/**
 * GET /api/itineraries?limit=&cursor=: the signed-in user's itineraries, newest first, page by page. Keyed by
 * user, so accounts never mix; the key stays ["itineraries", userId] so invalidating it reloads every page.
 */
export const itinerariesQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ["itineraries", userId],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ItineraryPage>(
        `/api/itineraries?limit=${PAGE_SIZE}${pageParam === null ? "" : `&cursor=${encodeURIComponent(pageParam)}`}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryServerFailure,
  });

/** DELETE /api/itineraries/:id (204). */
export const deleteItinerary = (id: string) => apiFetch<void>(`/api/itineraries/${encodeURIComponent(id)}`, { method: "DELETE" });

/** POST /api/itineraries/:id/restore: undoes a delete, within minutes of it (decision 1180); the trip as it was. */
export const restoreItinerary = (id: string) =>
  apiFetch<ItineraryDetail>(`/api/itineraries/${encodeURIComponent(id)}/restore`, { method: "POST" });
