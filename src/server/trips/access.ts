import type { Context } from "hono";
import type { AuthEnv } from "../auth/require-user";
import type { ItineraryRow } from "../db/schema";
import { notFound } from "../errors";
import type { TripRepository } from "./repository";

/** A trip that is missing, or not the session user's to reach: one answer for both, so ids cannot be probed. */
export const noSuchTrip = () => notFound("No such itinerary.");

/** The trip a request names (`:id`), as the session's user may reach it, or a 404. */
export type FindTrip = (c: Context<AuthEnv>) => Promise<ItineraryRow>;

/**
 * Where every trip route starts: the trip named by the path, through the repository's one access rule
 * (`reachable`: today the author; members and their roles will join there). A route never reads a trip by id
 * another way.
 */
export function tripAccess(repository: TripRepository): FindTrip {
  return async (c) => {
    const row = await repository.find(c.get("user").id, c.req.param("id")!);
    if (!row) throw noSuchTrip();
    return row;
  };
}
