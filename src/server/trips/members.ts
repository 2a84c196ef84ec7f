import { createHash, randomUUID } from "node:crypto";
import { INVITE_DAYS } from "@shared/schemas/limits";
import type { TripMember } from "@shared/schemas/members";
import type { MemberRole, TripRole } from "@shared/trip-roles";
import type { Db } from "../db/client";
import { isTripId } from "./repository";
import { newToken } from "./links";

/**
 * A trip's members and the invite links that make them (decision 1110), in `trip_member` and `trip_invite`.
 * Who may call these is decided before, by the trip's one access rule (`tripAccess`, repository.ts); these
 * queries are always scoped to the trip the route reached.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invite tokens are `newToken()`s: 32 URL-safe characters. Anything else is answered as unknown, without a query. */
const INVITE_TOKEN = /^[\w-]{32}$/;

/** What is stored of an invite's token: its SHA-256, so the table alone lets nobody join a trip. */
export const inviteTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What joining changed: the caller's role now, or "full" when the trip has its most members already. */
export type JoinResult = { role: MemberRole; joined: boolean } | "full";

export function memberRepository(db: Db) {
  const kysely = db.kysely;
  return {
    /** The owner (role "owner"), then the members in the order they joined. */
    async list(tripId: string): Promise<TripMember[]> {
      const owner = await kysely
        .selectFrom("itinerary")
        .select(["author_id", "author_name"])
        .where("id", "=", tripId)
        .executeTakeFirst();
      const members = await kysely
        .selectFrom("trip_member")
        .select(["user_id", "user_name", "role"])
        .where("itinerary_id", "=", tripId)
        .orderBy("added_at")
        .orderBy("user_id")
        .execute();
      return [
        ...(owner ? [{ userId: owner.author_id, name: owner.author_name, role: "owner" as TripRole }] : []),
        ...members.map((row) => ({ userId: row.user_id, name: row.user_name, role: row.role as TripRole })),
      ];
    },

    /** Changes a member's role; false when `userId` is not a member of the trip. */
    async setRole(tripId: string, userId: string, role: MemberRole): Promise<TripMember | undefined> {
      const row = await kysely
        .updateTable("trip_member")
        .set({ role })
        .where("itinerary_id", "=", tripId)
        .where("user_id", "=", userId)
        .returning(["user_id", "user_name", "role"])
        .executeTakeFirst();
      return row && { userId: row.user_id, name: row.user_name, role: row.role };
    },

    /** Removes a member (or a member leaves); false when they were not one. */
    async remove(tripId: string, userId: string): Promise<boolean> {
      const result = await kysely
        .deleteFrom("trip_member")
        .where("itinerary_id", "=", tripId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Joins `user` to the trip as `role`, or keeps the higher of the two roles when they are a member already
     * (accepting twice changes nothing). "full" when the trip has `max` members and they are not one.
     */
    async join(tripId: string, user: { id: string; name: string }, role: MemberRole, max: number): Promise<JoinResult> {
      return kysely.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("trip_member")
          .select("role")
          .where("itinerary_id", "=", tripId)
          .where("user_id", "=", user.id)
          .executeTakeFirst();
        if (current) {
          if (current.role === "viewer" && role === "editor") {
            await trx
              .updateTable("trip_member")
              .set({ role })
              .where("itinerary_id", "=", tripId)
              .where("user_id", "=", user.id)
              .execute();
            return { role, joined: false };
          }
          return { role: current.role, joined: false };
        }
        const { n } = await trx
          .selectFrom("trip_member")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("itinerary_id", "=", tripId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return "full";
        // Two accepts of one user at the same instant: the second finds the row and changes nothing.
        await trx
          .insertInto("trip_member")
          .values({ itinerary_id: tripId, user_id: user.id, user_name: user.name, role, added_at: new Date().toISOString() })
          .onConflict((oc) => oc.columns(["itinerary_id", "user_id"]).doNothing())
          .execute();
        return { role, joined: true };
      });
    },

    /** A new invite link's token (returned once, never stored) and its row. */
    async createInvite(tripId: string, role: MemberRole, createdBy: string) {
      const token = newToken();
      const now = Date.now();
      const invite = {
        id: randomUUID(),
        itinerary_id: tripId,
        token_hash: inviteTokenHash(token),
        role,
        created_by: createdBy,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + INVITE_DAYS * DAY_MS).toISOString(),
        revoked_at: null,
      };
      await kysely.insertInto("trip_invite").values(invite).execute();
      return { token, invite };
    },

    /** The trip's invites that still work: not revoked, not expired; newest first. */
    activeInvites(tripId: string) {
      return kysely
        .selectFrom("trip_invite")
        .select(["id", "role", "created_at", "expires_at"])
        .where("itinerary_id", "=", tripId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", new Date().toISOString())
        .orderBy("created_at", "desc")
        .execute();
    },

    /** Revokes an invite of the trip (again: no change); false when the trip has no such invite. */
    async revokeInvite(tripId: string, inviteId: string): Promise<boolean> {
      if (!isTripId(inviteId)) return false;
      const invite = await kysely
        .selectFrom("trip_invite")
        .select(["id", "revoked_at"])
        .where("id", "=", inviteId)
        .where("itinerary_id", "=", tripId)
        .executeTakeFirst();
      if (!invite) return false;
      if (invite.revoked_at === null) {
        await kysely
          .updateTable("trip_invite")
          .set({ revoked_at: new Date().toISOString() })
          .where("id", "=", inviteId)
          .execute();
      }
      return true;
    },

    /** The invite a token opens, with its trip's title and owner; undefined when unknown, expired or revoked. */
    findInvite(token: string) {
      if (!INVITE_TOKEN.test(token)) return Promise.resolve(undefined);
      return (
        kysely
          .selectFrom("trip_invite")
          .innerJoin("itinerary", "itinerary.id", "trip_invite.itinerary_id")
          .select([
            "trip_invite.id",
            "trip_invite.role",
            "trip_invite.itinerary_id",
            "itinerary.title",
            "itinerary.author_id",
            "itinerary.author_name",
          ])
          .where("trip_invite.token_hash", "=", inviteTokenHash(token))
          // A deleted trip's invites open nothing until it is restored (decision 1180).
          .where("itinerary.deleted_at", "is", null)
          .where("trip_invite.revoked_at", "is", null)
          .where("trip_invite.expires_at", ">", new Date().toISOString())
          .executeTakeFirst()
      );
    },

    /** The user's memberships on others' trips that exist (the data download). */
    memberships(userId: string) {
      return kysely
        .selectFrom("trip_member")
        .innerJoin("itinerary", "itinerary.id", "trip_member.itinerary_id")
        .select(["itinerary.id", "itinerary.title", "itinerary.author_name", "trip_member.role", "trip_member.added_at"])
        .where("trip_member.user_id", "=", userId)
        .where("itinerary.deleted_at", "is", null)
        .orderBy("trip_member.added_at")
        .execute();
    },
  };
}
