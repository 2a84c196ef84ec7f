import { queryOptions } from "@tanstack/react-query";
import type { ItineraryDetail, ItinerarySummary } from "@shared/schemas/itineraries";
import { ApiError, apiFetch } from "@web/lib/api";

/** One more try after a network or server failure; a 4xx (session ended, not found) will not change. */
const retry = (failures: number, error: Error) => failures < 1 && !(error instanceof ApiError && error.status < 500);

/** GET /api/itineraries: the signed-in user's itineraries, newest first. Keyed by user, so accounts never mix. */
export const itinerariesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["itineraries", userId],
    queryFn: ({ signal }) => apiFetch<ItinerarySummary[]>("/api/itineraries", { signal }),
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
