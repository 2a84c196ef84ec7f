import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder } from "kysely";
import { readPlan, type Plan } from "@shared/plan";
import type { Db } from "../db/client";
import type { Database, ItineraryRow } from "../db/schema";
import { changeLog, type PlanChange } from "./change-log";

/**
 * Trips: saved itineraries, in the `itinerary` table. Whatever names a trip by id goes through `reachable`, the
 * one rule of who may reach it (today its author; members and their roles will join it there), in SQL, so a
 * caller can never reach another user's trip by id.
 */

export interface NewTrip {
  author: { id: string; name: string };
  title: string;
  days: string;
  plan?: Plan;
  engine?: string;
}

export type TripListRow = Pick<ItineraryRow, "id" | "author_id" | "author_name" | "title" | "days" | "engine" | "created_at"> & {
  has_plan: boolean;
};

/** Where a page of the list ends: the last row's creation time and id (list-cursor.ts encodes it). */
export interface ListPosition {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is answered as "not found" without a query. */
export const isTripId = (id: string) => UUID.test(id);

/** The trip `id` as `userId` may reach it: the one access rule of every query that names a trip. */
const reachable = (userId: string, id: string) => (eb: ExpressionBuilder<Database, "itinerary">) =>
  eb.and([eb("id", "=", id), eb("author_id", "=", userId)]);

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
     * Saves the itinerary unless its author already has `maxPerAuthor` (then undefined, nothing saved). The
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
                eb.selectFrom("itinerary").select(eb.fn.countAll<number>().as("n")).where("author_id", "=", row.author_id),
                "<",
                maxPerAuthor,
              ),
            ),
        )
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 0n ? undefined : row;
    },

    /**
     * The trip `id` as the user `userId` may reach it, or undefined (none, or not theirs). Every route that names
     * a trip starts here (`findTrip` in routes.ts), so the access rule is checked once per request in one place.
     */
    async find(userId: string, id: string): Promise<ItineraryRow | undefined> {
      if (!isTripId(id)) return undefined;
      return kysely.selectFrom("itinerary").selectAll().where(reachable(userId, id)).executeTakeFirst();
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
          .where(reachable(userId, id))
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
        .where(reachable(userId, id))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The trip's share link: its token (kept when it exists) and whether the shared view hides day notes. */
    async setShare(userId: string, id: string, share: { token: string; hideNotes: boolean }): Promise<boolean> {
      if (!isTripId(id)) return false;
      const result = await kysely
        .updateTable("itinerary")
        .set({ share_token: share.token, share_hide_notes: share.hideNotes ? 1 : 0 })
        .where(reachable(userId, id))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The trip behind a share link or calendar feed token (no session: the token is the key). */
    findByToken(kind: TokenKind, token: string): Promise<ItineraryRow | undefined> {
      if (!/^[\w-]{32}$/.test(token)) return Promise.resolve(undefined);
      return kysely.selectFrom("itinerary").selectAll().where(kind, "=", token).executeTakeFirst();
    },

    /**
     * The author's trips, newest first, without the plan JSON (served by the author/created_at index):
     * all of them, or `limit` after a position (keyset on created_at, then id, so ties never skip a row).
     */
    async listByAuthor(authorId: string, page?: { limit: number; after?: ListPosition }): Promise<TripListRow[]> {
      let query = kysely
        .selectFrom("itinerary")
        .select(["id", "author_id", "author_name", "title", "days", "engine", "created_at"])
        .select(sql<number | boolean>`case when plan is null then 0 else 1 end`.as("has_plan"))
        .where("author_id", "=", authorId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      const after = page?.after;
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb("created_at", "<", after.createdAt),
            eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
          ]),
        );
      }
      if (page) query = query.limit(page.limit);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, has_plan: Number(row.has_plan) === 1 }));
    },

    /** Every trip of the author with its plan, oldest first (the data download). */
    allByAuthor(authorId: string): Promise<ItineraryRow[]> {
      return kysely.selectFrom("itinerary").selectAll().where("author_id", "=", authorId).orderBy("created_at").execute();
    },

    /** Removes every trip of the author (account deletion). */
    async deleteAllByAuthor(authorId: string): Promise<void> {
      await kysely.deleteFrom("itinerary").where("author_id", "=", authorId).execute();
    },

    /** True when the trip existed and is gone now. */
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isTripId(id)) return false;
      const result = await kysely.deleteFrom("itinerary").where(reachable(userId, id)).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type TripRepository = ReturnType<typeof tripRepository>;
