import { MAX_TRIP_DAYS } from "./limits";
import { z } from "./zod";

/**
 * A trip page kept live (docs/api.md "Live trips", decision 1130): GET /api/itineraries/:id/live streams these
 * events to everyone with the trip open; edits still go through PATCH and the plan operations, which merge.
 */

/** Someone with the trip open, and the day they are looking at (none before they scroll to one). */
export interface LivePerson {
  /** One open page: the same traveller in two tabs is two connections. */
  connection: string;
  userId: string;
  name: string;
  day?: number;
}

/** A saved change: the new version, who made it, and the stops and days it touched (the change log's words). */
export interface LiveChange {
  version: number;
  by: { userId: string; name: string };
  items: string[];
  days: number[];
}

export type LiveEvent =
  /** First event of a stream: this page's connection id (for the presence calls) and the trip's version now. */
  | { event: "hello"; data: { connection: string; version: number } }
  /** Everyone with the trip open, this page included; sent on every arrival, departure or move to another day. */
  | { event: "presence"; data: { people: LivePerson[] } }
  | { event: "changed"; data: LiveChange }
  /** The trip's costs changed (an expense, a settlement, the currency or the budget, a member joining or leaving): read them again. */
  | { event: "costs"; data: { by: { userId: string; name: string } } }
  /**
   * What this traveller may do with the trip changed (the trip deleted, they were removed or left, their role
   * changed): the stream ends, and the page reads the trip again.
   */
  | { event: "access"; data: Record<string, never> };

/** Open live pages per user, over every trip and server copy's share of them. */
export const LIVE_CONNECTIONS_PER_USER = 10;

export const LIVE_MESSAGES = {
  tooManyConnections: `You have this trip or others open live in ${LIVE_CONNECTIONS_PER_USER} places already; close one and reload.`,
  badPresence: "Send a JSON object with your connection id and the day you are looking at (or null).",
  noSuchConnection: "This live connection has ended; reload the trip.",
} as const;

/** POST /api/itineraries/:id/live/presence: where this page is now. */
export const presenceRequestSchema = z.object(
  {
    connection: z.string().min(1).max(64),
    day: z.number().int().min(1).max(MAX_TRIP_DAYS).nullable(),
  },
  { error: LIVE_MESSAGES.badPresence },
);
