import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder } from "kysely";
import { readPlan, type Plan } from "@shared/plan";
import type { MemberRole, TripRole } from "@shared/trip-roles";
import type { Db } from "../db/client";
import type { Database, ItineraryRow } from "../db/schema";
import { changeLog, type PlanChange } from "./change-log";

/**
 * Trips: saved itineraries, in the `itinerary` table. Whatever names a trip by id goes through `reachable`, the
 * one rule of who may reach it and for what (its author owns it; a member reads it, an editor also edits it;
 * decision 1110), in SQL, so a caller can never reach another user's trip by id nor do more than their role.
 * A deleted trip (`deleted_at` set) is gone for every read here (`kept`) until its owner restores it or the purge
 * removes it (decision 1180).
 */

/** How long a deleted trip stays restorable (decision 1180); the purge removes it after that. */
export const TRIP_RESTORE_MINUTES = 10;
const RESTORE_WINDOW_MS = TRIP_RESTORE_MINUTES * 60 * 1000;

export interface NewTrip {
  author: { id: string; name: string };
  title: string;
  days: string;
  plan?: Plan;
  engine?: string;
}

export type TripListRow = Pick<ItineraryRow, "id" | "author_id" | "author_name" | "title" | "days" | "engine" | "created_at"> & {
  has_plan: boolean;
  /** The caller's role when the trip is someone else's, shared with them; null on their own trips. */
  member_role: MemberRole | null;
};

/** What a request needs of a trip: to read it, to change its plan, or to be its owner (links, members, deletion). */
export type TripNeed = "read" | "edit" | "own";

/** A trip as the caller reaches it, with their role on it. */
export type ReachedTrip = ItineraryRow & { role: TripRole };

/** The member roles enough for each need (the owner may do everything). */
const MEMBER_ROLES_FOR: Record<TripNeed, MemberRole[]> = { read: ["editor", "viewer"], edit: ["editor"], own: [] };

/** Whether `role` is enough for `need`. */
export const roleAllows = (role: TripRole, need: TripNeed) => role === "owner" || MEMBER_ROLES_FOR[need].includes(role);

/** Where a page of the list ends: the last row's creation time and id (list-cursor.ts encodes it). */
export interface ListPosition {
  createdAt: string;
  id: string;
}

/** The trip is not deleted: every read and write of trips says so (decision 1180). */
const kept = (eb: ExpressionBuilder<Database, "itinerary">) => eb("itinerary.deleted_at", "is", null);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is answered as "not found" without a query. */
export const isTripId = (id: string) => UUID.test(id);

/**
 * The trip `id` when `userId` may reach it for `need`: the one access rule of every query that names a trip.
 * Its author owns it; a `trip_member` row with a role enough for the need lets a member in.
 */
const reachable = (userId: string, id: string, need: TripNeed) => (eb: ExpressionBuilder<Database, "itinerary">) => {
  const roles = MEMBER_ROLES_FOR[need];
  const owner = eb("itinerary.author_id", "=", userId);
  if (roles.length === 0) return eb.and([eb("itinerary.id", "=", id), kept(eb), owner]);
  const member = eb.exists(
    eb
      .selectFrom("trip_member")
      .select("trip_member.role")
      .whereRef("trip_member.itinerary_id", "=", "itinerary.id")
      .where("trip_member.user_id", "=", userId)
      .where("trip_member.role", "in", roles),
  );
  return eb.and([eb("itinerary.id", "=", id), kept(eb), eb.or([owner, member])]);
};

/** The caller's role as SQL: owner when they wrote the trip, else their member row's role (null: none). */
const roleOf = (userId: string) =>
  sql<TripRole | null>`case when itinerary.author_id = ${userId} then 'owner' else trip_member.role end`;

/**
 * The stored plan JSON, of either shape, as v2 (`readPlan`); undefined without one, or for a row edited by hand
 * that no longer parses (the trip is then shown without a plan).
 */
export function parseStoredPlan(json: string | null): Plan | undefined {
  if (json === null) return undefined;
  try {
    return readPlan(JSON.parse(json));
  } catch {
    return undefined;
  }
}

let lastCreated = 0;
/**
 * Creation times strictly increase within one server process, so "newest first" is exact even for two
 * saves in the same millisecond.
 */
function nextCreatedAt(): string {
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  return new Date(lastCreated).toISOString();
}

/** The two tokens a trip may have: its read-only share link and its calendar feed. */
export type TokenKind = "share_token" | "calendar_token";

export function tripRepository(db: Db) {
  const kysely = db.kysely;
  const log = changeLog(db);
  return {
    /**
     * Saves the itinerary unless its author already has `maxPerAuthor` (then undefined, nothing saved; deleted
     * trips waiting for their purge do not count, a restore checks the cap again). The
     * count and the insert are one statement, so on SQLite no other save can slip in between; on PostgreSQL
     * two saves of one user at the same instant may both pass, so the cap can be passed by a few rows.
     */
    async create(input: NewTrip, maxPerAuthor = Number.MAX_SAFE_INTEGER): Promise<ItineraryRow | undefined> {
      const row: ItineraryRow = {
        id: randomUUID(),
        author_id: input.author.id,
        author_name: input.author.name,
        title: input.title,
        days: input.days,
        plan: input.plan ? JSON.stringify(input.plan) : null,
        engine: input.engine ?? null,
        created_at: nextCreatedAt(),
        version: 1,
        updated_at: null,
        share_token: null,
        calendar_token: null,
        share_hide_notes: 0,
        cost_currency: null,
        cost_currency_change: null,
        cost_budget: null,
        deleted_at: null,
      };
      // The text columns only: the others take their defaults (version 1, no tokens), and PostgreSQL reads
      // untyped parameters in a select list as text.
      const columns = ["id", "author_id", "author_name", "title", "days", "plan", "engine", "created_at"] as const;
      const result = await kysely
        .insertInto("itinerary")
        .columns([...columns])
        .expression(
          kysely
            .selectNoFrom((eb) => columns.map((column) => eb.val(row[column]).as(column)))
            .where((eb) =>
              eb(
                eb
                  .selectFrom("itinerary")
                  .select(eb.fn.countAll<number>().as("n"))
                  .where("author_id", "=", row.author_id)
                  .where(kept),
                "<",
                maxPerAuthor,
              ),
            ),
        )
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 0n ? undefined : row;
    },

    /**
     * The trip `id` as the user `userId` may reach it, with their role, or undefined (none, or not theirs to
     * read). Every route that names a trip starts here (`tripAccess` in access.ts), so the access rule is
     * checked once per request in one place.
     */
    async find(userId: string, id: string): Promise<ReachedTrip | undefined> {
      if (!isTripId(id)) return undefined;
      const row = await kysely
        .selectFrom("itinerary")
        .leftJoin("trip_member", (join) =>
          join.onRef("trip_member.itinerary_id", "=", "itinerary.id").on("trip_member.user_id", "=", userId),
        )
        .selectAll("itinerary")
        .select(roleOf(userId).as("role"))
        .where(reachable(userId, id, "read"))
        .executeTakeFirst();
      return row && row.role !== null ? { ...row, role: row.role } : undefined;
    },

    /**
     * Everyone whose trip list shows the trip (or showed it, or will again after a restore): its owner and its
     * members (their list caches follow a change).
     */
    async audience(id: string): Promise<string[]> {
      if (!isTripId(id)) return [];
      const rows = await kysely
        .selectFrom("itinerary")
        .select("author_id as user_id")
        .where("id", "=", id)
        .unionAll(kysely.selectFrom("trip_member").select("user_id").where("itinerary_id", "=", id))
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * An edit, applied only if the trip is still at the version the edit was based on (one UPDATE, so two
     * editors cannot both win), with what it changed in the change log (change-log.ts) in the same transaction:
     * the new row, "stale" when someone saved in between, or "missing".
     */
    async update(
      userId: string,
      id: string,
      basedOn: number,
      changes: { title: string; days: string; plan: Plan | null },
      changed: PlanChange,
    ): Promise<ItineraryRow | "stale" | "missing"> {
      if (!isTripId(id)) return "missing";
      const saved = await kysely.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("itinerary")
          .set({
            title: changes.title,
            days: changes.days,
            plan: changes.plan ? JSON.stringify(changes.plan) : null,
            version: basedOn + 1,
            updated_at: new Date().toISOString(),
          })
          .where(reachable(userId, id, "edit"))
          .where("version", "=", basedOn)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await log.record(trx, id, basedOn + 1, changed);
        return true;
      });
      const row = await this.find(userId, id);
      if (!row) return "missing";
      return saved ? row : "stale";
    },

    /** What the versions of the trip after `after` up to `upTo` changed, oldest first (fewer when pruned). */
    changesBetween(id: string, after: number, upTo: number): Promise<PlanChange[]> {
      return log.between(id, after, upTo);
    },

    /** Sets (a new token) or clears (null) the trip's share link or calendar feed token. */
    async setToken(userId: string, id: string, kind: TokenKind, token: string | null): Promise<boolean> {
      if (!isTripId(id)) return false;
      const result = await kysely
        .updateTable("itinerary")
        .set({ [kind]: token })
        .where(reachable(userId, id, "own"))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The trip's share link: its token (kept when it exists) and whether the shared view hides day notes. */
    async setShare(userId: string, id: string, share: { token: string; hideNotes: boolean }): Promise<boolean> {
      if (!isTripId(id)) return false;
      const result = await kysely
        .updateTable("itinerary")
        .set({ share_token: share.token, share_hide_notes: share.hideNotes ? 1 : 0 })
        .where(reachable(userId, id, "own"))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The trip behind a share link or calendar feed token (no session: the token is the key). */
    findByToken(kind: TokenKind, token: string): Promise<ItineraryRow | undefined> {
      if (!/^[\w-]{32}$/.test(token)) return Promise.resolve(undefined);
      return kysely.selectFrom("itinerary").selectAll().where(kind, "=", token).where(kept).executeTakeFirst();
    },

    /**
     * The user's trips, their own and those shared with them as a member, newest first, without the plan JSON:
     * all of them, or `limit` after a position (keyset on created_at, then id, so ties never skip a row). Two
     * index-served halves (the author/created_at index; trip_member by user) joined by UNION ALL, rather than one
     * query with an OR that would read the whole table.
     */
    async listFor(userId: string, page?: { limit: number; after?: ListPosition }): Promise<TripListRow[]> {
      const after = page?.after;
      // The same condition on both halves: the rows after the position.
      const afterPosition = after
        ? sql<boolean>`(itinerary.created_at < ${after.createdAt} or (itinerary.created_at = ${after.createdAt} and itinerary.id < ${after.id}))`
        : sql<boolean>`1 = 1`;
      const columns = [
        "itinerary.id",
        "itinerary.author_id",
        "itinerary.author_name",
        "itinerary.title",
        "itinerary.days",
        "itinerary.engine",
        "itinerary.created_at",
      ] as const;
      const hasPlan = sql<number | boolean>`case when itinerary.plan is null then 0 else 1 end`.as("has_plan");
      const own = kysely
        .selectFrom("itinerary")
        .select(columns)
        .select(hasPlan)
        .select(sql<MemberRole | null>`null`.as("member_role"))
        .where("itinerary.author_id", "=", userId)
        .where(kept)
        .where(afterPosition);
      const shared = kysely
        .selectFrom("trip_member")
        .innerJoin("itinerary", "itinerary.id", "trip_member.itinerary_id")
        .select(columns)
        .select(hasPlan)
        .select(sql<MemberRole | null>`trip_member.role`.as("member_role"))
        .where("trip_member.user_id", "=", userId)
        .where(kept)
        .where(afterPosition);
      let query = own.unionAll(shared).orderBy("created_at", "desc").orderBy("id", "desc");
      if (page) query = query.limit(page.limit);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, has_plan: Number(row.has_plan) === 1 }));
    },

    /** Every trip of the author with its plan, oldest first (the data download; deleted ones are not theirs now). */
    allByAuthor(authorId: string): Promise<ItineraryRow[]> {
      return kysely
        .selectFrom("itinerary")
        .selectAll()
        .where("author_id", "=", authorId)
        .where(kept)
        .orderBy("created_at")
        .execute();
    },

    /**
     * Account deletion: removes every trip of the author, deleted ones waiting for their purge too (their members,
     * invites, costs and change log go with them)
     * and every membership of the user on others' trips. Answers whose trip lists changed (the members of the
     * deleted trips and the user), for the list cache.
     */
    async deleteAllByAuthor(authorId: string): Promise<string[]> {
      return kysely.transaction().execute(async (trx) => {
        const members = await trx
          .selectFrom("trip_member")
          .innerJoin("itinerary", "itinerary.id", "trip_member.itinerary_id")
          .select("trip_member.user_id")
          .where("itinerary.author_id", "=", authorId)
          .execute();
        await trx.deleteFrom("itinerary").where("author_id", "=", authorId).execute();
        await trx.deleteFrom("trip_member").where("user_id", "=", authorId).execute();
        return [...new Set([authorId, ...members.map((row) => row.user_id)])];
      });
    },

    /**
     * True when the trip existed and is gone now. It is marked, not removed: with its members, invites, links,
     * costs and change log untouched, `restore` brings it back exactly, until `purge` removes it.
     */
    async delete(userId: string, id: string, now = new Date()): Promise<boolean> {
      if (!isTripId(id)) return false;
      const result = await kysely
        .updateTable("itinerary")
        .set({ deleted_at: now.toISOString() })
        .where(reachable(userId, id, "own"))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Brings back the owner's trip deleted less than TRIP_RESTORE_MINUTES ago, unless that would give them more
     * than `maxPerAuthor` (checked in the same statement, like `create`). "missing": none such (never theirs,
     * deleted too long ago, or purged); "limit": the cap. A trip that was not deleted is answered as it is, so a
     * second Undo does no harm.
     */
    async restore(
      userId: string,
      id: string,
      maxPerAuthor = Number.MAX_SAFE_INTEGER,
      now = new Date(),
    ): Promise<ItineraryRow | "missing" | "limit"> {
      if (!isTripId(id)) return "missing";
      const since = new Date(now.getTime() - RESTORE_WINDOW_MS).toISOString();
      const restorable = (eb: ExpressionBuilder<Database, "itinerary">) =>
        eb.and([
          eb("itinerary.id", "=", id),
          eb("itinerary.author_id", "=", userId),
          eb.or([eb("itinerary.deleted_at", "is", null), eb("itinerary.deleted_at", ">=", since)]),
        ]);
      const row = await kysely.selectFrom("itinerary").selectAll().where(restorable).executeTakeFirst();
      if (!row) return "missing";
      if (row.deleted_at === null) return row;
      const result = await kysely
        .updateTable("itinerary")
        .set({ deleted_at: null })
        .where(restorable)
        .where((eb) =>
          eb(
            // The author's trips that exist now (aliased: not the row being updated).
            eb
              .selectFrom("itinerary as mine")
              .select(eb.fn.countAll<number>().as("n"))
              .where("mine.author_id", "=", userId)
              .where("mine.deleted_at", "is", null),
            "<",
            maxPerAuthor,
          ),
        )
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        // Either the cap, or the purge or another restore in between: read the row again to tell which.
        const again = await kysely.selectFrom("itinerary").selectAll().where(restorable).executeTakeFirst();
        if (!again) return "missing";
        return again.deleted_at === null ? again : "limit";
      }
      return { ...row, deleted_at: null };
    },

    /**
     * Removes for good the trips deleted before `before` (their members, invites, costs and change log go with
     * them). Answers how many.
     */
    async purge(before: Date): Promise<number> {
      const result = await kysely
        .deleteFrom("itinerary")
        .where("deleted_at", "is not", null)
        .where("deleted_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** `purge` of every trip deleted longer ago than the restore window. */
    purgeExpired(now = new Date()): Promise<number> {
      return this.purge(new Date(now.getTime() - RESTORE_WINDOW_MS));
    },
  };
}

export type TripRepository = ReturnType<typeof tripRepository>;
