import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Plan } from "@shared/plan";
import type { Db } from "./client";
import type { ItineraryRow } from "./schema";

/**
 * Saved itineraries. Every read and delete filters on the owner's id in SQL, so a caller can never reach
 * another user's row by id.
 */

export interface NewSavedItinerary {
  author: { id: string; name: string };
  title: string;
  days: string;
  plan?: Plan;
  engine?: string;
}

export type ItineraryListRow = Pick<
  ItineraryRow,
  "id" | "author_id" | "author_name" | "title" | "days" | "engine" | "created_at"
> & {
  has_plan: boolean;
};

/** Where a page of the list ends: the last row's creation time and id (trips/list-cursor.ts encodes it). */
export interface ListPosition {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is answered as "not found" without a query. */
export const isItineraryId = (id: string) => UUID.test(id);

let lastCreated = 0;
/**
 * Creation times strictly increase within one server process, so "newest first" is exact even for two
 * saves in the same millisecond.
 */
function nextCreatedAt(): string {
  lastCreated = Math.max(Date.now(), lastCreated + 1);
  return new Date(lastCreated).toISOString();
}

export function itineraryRepository(db: Db) {
  const kysely = db.kysely;
  return {
    /**
     * Saves the itinerary unless its author already has `maxPerAuthor` (then undefined, nothing saved). The
     * count and the insert are one statement, so on SQLite no other save can slip in between; on PostgreSQL
     * two saves of one user at the same instant may both pass, so the cap can be passed by a few rows.
     */
    async create(input: NewSavedItinerary, maxPerAuthor = Number.MAX_SAFE_INTEGER): Promise<ItineraryRow | undefined> {
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
     * The owner's edit, applied only if the row is still at the version the edit was based on (one UPDATE,
     * so two editors cannot both win): the new row, "stale" when someone saved in between, or "missing".
     */
    async updateOwn(
      authorId: string,
      id: string,
      basedOn: number,
      changes: { title: string; days: string; plan: Plan | null },
    ): Promise<ItineraryRow | "stale" | "missing"> {
      if (!isItineraryId(id)) return "missing";
      const result = await kysely
        .updateTable("itinerary")
        .set({
          title: changes.title,
          days: changes.days,
          plan: changes.plan ? JSON.stringify(changes.plan) : null,
          version: basedOn + 1,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .where("version", "=", basedOn)
        .executeTakeFirst();
      const row = await this.findOwn(authorId, id);
      if (!row) return "missing";
      return result.numUpdatedRows > 0n ? row : "stale";
    },

    /** Sets (a new token) or clears (null) the share link or calendar feed token of the owner's itinerary. */
    async setToken(authorId: string, id: string, kind: "share_token" | "calendar_token", token: string | null): Promise<boolean> {
      if (!isItineraryId(id)) return false;
      const result = await kysely
        .updateTable("itinerary")
        .set({ [kind]: token })
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The owner's share link: its token (kept when it exists) and whether the shared view hides day notes. */
    async setShare(authorId: string, id: string, share: { token: string; hideNotes: boolean }): Promise<boolean> {
      if (!isItineraryId(id)) return false;
      const result = await kysely
        .updateTable("itinerary")
        .set({ share_token: share.token, share_hide_notes: share.hideNotes ? 1 : 0 })
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The itinerary behind a share link or calendar feed token (no session: the token is the key). */
    findByToken(kind: "share_token" | "calendar_token", token: string): Promise<ItineraryRow | undefined> {
      if (!/^[\w-]{32}$/.test(token)) return Promise.resolve(undefined);
      return kysely.selectFrom("itinerary").selectAll().where(kind, "=", token).executeTakeFirst();
    },

    /**
     * The owner's itineraries, newest first, without the plan JSON (served by the author/created_at index):
     * all of them, or `limit` after a position (keyset on created_at, then id, so ties never skip a row).
     */
    async listByAuthor(authorId: string, page?: { limit: number; after?: ListPosition }): Promise<ItineraryListRow[]> {
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

    async findOwn(authorId: string, id: string): Promise<ItineraryRow | undefined> {
      if (!isItineraryId(id)) return undefined;
      return kysely.selectFrom("itinerary").selectAll().where("id", "=", id).where("author_id", "=", authorId).executeTakeFirst();
    },

    /** Every itinerary of the owner with its plan, oldest first (the data download). */
    allByAuthor(authorId: string): Promise<ItineraryRow[]> {
      return kysely.selectFrom("itinerary").selectAll().where("author_id", "=", authorId).orderBy("created_at").execute();
    },

    /** Removes every itinerary of the owner (account deletion). */
    async deleteAllByAuthor(authorId: string): Promise<void> {
      await kysely.deleteFrom("itinerary").where("author_id", "=", authorId).execute();
    },

    /** True when the owner's itinerary existed and is gone now. */
    async deleteOwn(authorId: string, id: string): Promise<boolean> {
      if (!isItineraryId(id)) return false;
      const result = await kysely
        .deleteFrom("itinerary")
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
