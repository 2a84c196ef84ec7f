import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ItineraryDetail, ItineraryPage } from "@shared/schemas/itineraries";
import { ApiError, apiFetch } from "@web/lib/api";

/** One more try after a network or server failure; a 4xx (session ended, not found) will not change. */
const retry = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status < 500);

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
    retry,
  });

/** GET /api/itineraries/:id: one itinerary with its structured plan and the plan's check. */
export const itineraryQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ["itineraries", userId, id],
    queryFn: ({ signal }) => apiFetch<ItineraryDetail>(`/api/itineraries/${encodeURIComponent(id)}`, { signal }),
    retry,
  });

/** DELETE /api/itineraries/:id (204). */
export const deleteItinerary = (id: string) => apiFetch<void>(`/api/itineraries/${encodeURIComponent(id)}`, { method: "DELETE" });
