import { queryOptions } from "@tanstack/react-query";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { ApiFailure, apiFetch } from "./api";

/**
 * One more try after a network or server failure; a 4xx (session ended, not found) will not change, and
 * offline a read the service worker could not answer fails at once rather than waiting for the connection.
 */
export const retryServerFailure = (failures: number, error: Error) =>
  failures < 1 && navigator.onLine && !(error instanceof ApiFailure && error.status < 500);

/**
 * GET /api/itineraries/:id: one itinerary with its structured plan, version, check and links. Read by the
 * dashboard's cards and the trip page under one key, keyed by user so accounts never mix.
 */
export const itineraryQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ["itineraries", userId, id],
    queryFn: ({ signal }) => apiFetch<ItineraryDetail>(`/api/itineraries/${encodeURIComponent(id)}`, { signal }),
    retry: retryServerFailure,
  });
