import { queryOptions } from "@tanstack/react-query";
import type { ItinerarySummary } from "@shared/schemas/itineraries";
import { apiFetch } from "@web/lib/api";
import { retryServerFailure } from "@web/lib/itineraries";

/** GET /api/itineraries: the signed-in user's itineraries, newest first. Keyed by user, so accounts never mix. */
export const itinerariesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["itineraries", userId],
    queryFn: ({ signal }) => apiFetch<ItinerarySummary[]>("/api/itineraries", { signal }),
    retry: retryServerFailure,
  });

/** DELETE /api/itineraries/:id (204). */
export const deleteItinerary = (id: string) => apiFetch<void>(`/api/itineraries/${encodeURIComponent(id)}`, { method: "DELETE" });
