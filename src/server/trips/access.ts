import type { Context } from "hono";
import { MEMBER_MESSAGES } from "@shared/schemas/members";
import type { AuthEnv } from "../auth/require-user";
import { forbidden, notFound } from "../errors";
import { roleAllows, type ReachedTrip, type TripNeed, type TripRepository } from "./repository";

/** A trip that is missing, or not the session user's to reach: one answer for both, so ids cannot be probed. */
export const noSuchTrip = () => notFound("No such itinerary.");

/**
 * The trip a request names (`:id`), as the session's user may reach it, with their role; a 404 when they may not
 * read it, a 403 `forbidden` when they may read it but their role is not enough for `need`.
 */
export type FindTrip = (c: Context<AuthEnv>, need: TripNeed) => Promise<ReachedTrip>;

/**
 * Where every trip route starts: the trip named by the path, through the repository's one access rule
 * (`reachable`: the owner, and members by role; decision 1110). A route never reads a trip by id another way,
 * and says what it needs: "read" (GET), "edit" (the plan: PATCH, operations, regenerate, the assistant) or
 * "own" (links, feeds, invites, members, deletion).
 */
export function tripAccess(repository: TripRepository): FindTrip {
  return async (c, need) => {
    const row = await repository.find(c.get("user").id, c.req.param("id")!);
    if (!row) throw noSuchTrip();
    if (!roleAllows(row.role, need))
      throw forbidden(need === "edit" ? MEMBER_MESSAGES.viewerCannotEdit : MEMBER_MESSAGES.ownerOnly);
    return row;
  };
}
