import type { Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";

/**
 * Migrations live in code (not files on disk) so they survive bundling the server into one file.
 * Append new ones; never edit one that has shipped. Names sort in the order they run.
 */
const migrations: Record<string, Migration> = {
  "0001_initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("itinerary")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("author_id", "text", (col) => col.notNull())
        .addColumn("author_name", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("days", "text", (col) => col.notNull())
        .addColumn("plan", "text")
        .addColumn("engine", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("itinerary_author_created_idx").on("itinerary").columns(["author_id", "created_at"]).execute();

      await db.schema
        .createTable("contact_message")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("author_id", "text", (col) => col.notNull())
        .addColumn("author_name", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("assistant_query")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("author_id", "text", (col) => col.notNull())
        .addColumn("author_name", "text", (col) => col.notNull())
        .addColumn("prompt", "text", (col) => col.notNull())
        .addColumn("response", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("assistant_query_author_created_idx")
        .on("assistant_query")
        .columns(["author_id", "created_at"])
        .execute();

      await db.schema
        .createTable("newsletter_subscriber")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0002_trips": {
    async up(db: Kysely<unknown>) {
      // Edits bump `version` (optimistic concurrency); a share link and a calendar feed each have their own
      // revocable token, looked up without a session.
      await db.schema
        .alterTable("itinerary")
        .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable("itinerary").addColumn("updated_at", "text").execute();
      await db.schema.alterTable("itinerary").addColumn("share_token", "text").execute();
      await db.schema.alterTable("itinerary").addColumn("calendar_token", "text").execute();
      await db.schema.createIndex("itinerary_share_token_idx").on("itinerary").column("share_token").unique().execute();
      await db.schema.createIndex("itinerary_calendar_token_idx").on("itinerary").column("calendar_token").unique().execute();
    },
  },
  "0003_share_settings": {
    async up(db: Kysely<unknown>) {
      // 1 hides every day's notes from the shared view. An integer, not a boolean, so both databases read
      // the same value (SQLite has no booleans); it outlives a revoked link, like a preference.
      await db.schema
        .alterTable("itinerary")
        .addColumn("share_hide_notes", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },
  },
  "0004_plan_changes": {
    async up(db: Kysely<unknown>) {
      // The change log of plan operations (decision 1080): what each version of a trip changed, as JSON arrays of
      // item ids and day numbers. It goes with its trip: deleting the trip (or the account's trips) deletes it.
      await db.schema
        .createTable("plan_change")
        .addColumn("itinerary_id", "text", (col) => col.notNull().references("itinerary.id").onDelete("cascade"))
        .addColumn("version", "integer", (col) => col.notNull())
        .addColumn("items", "text", (col) => col.notNull())
        .addColumn("days", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("plan_change_pk", ["itinerary_id", "version"])
        .execute();
    },
  },
  "0005_trip_members": {
    async up(db: Kysely<unknown>) {
      // Members of a trip and the invite links that make them (decision 1110). Both go with their trip. A member
      // row is not tied to Better Auth's user table by a foreign key (that table is made after ours, on a fresh
      // database), so deleting an account deletes its memberships in code (routes/account.ts).
      await db.schema
        .createTable("trip_member")
        .addColumn("itinerary_id", "text", (col) => col.notNull().references("itinerary.id").onDelete("cascade"))
        .addColumn("user_id", "text", (col) => col.notNull())
        .addColumn("user_name", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("added_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("trip_member_pk", ["itinerary_id", "user_id"])
        .execute();
      // The list of trips shared with a user, and deleting an account's memberships.
      await db.schema.createIndex("trip_member_user_idx").on("trip_member").column("user_id").execute();
      // Only the SHA-256 of an invite's token is kept: a copy of the database lets nobody join a trip.
      await db.schema
        .createTable("trip_invite")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("itinerary_id", "text", (col) => col.notNull().references("itinerary.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema.createIndex("trip_invite_itinerary_idx").on("trip_invite").column("itinerary_id").execute();
    },
  },
  "0006_access_tokens": {
    async up(db: Kysely<unknown>) {
      // Personal access tokens for MCP (decision 1120): only the SHA-256 of the secret is kept. No foreign key to
      // Better Auth's user table (its tables are made after ours): deleting the account deletes them
      // (routes/account.ts), like the account's trips.
      await db.schema
        .createTable("access_token")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("scope", "text", (col) => col.notNull())
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_used_at", "text")
        .execute();
      await db.schema.createIndex("access_token_user_idx").on("access_token").column("user_id").execute();
    },
  },
  "0007_trip_costs": {
    async up(db: Kysely<unknown>) {
      // Trip costs (decision 1140). Amounts are integer minor units kept as decimal text (exact on both databases,
      // beyond JavaScript's safe integers); rates are exact decimal text. Everything goes with its trip. People are
      // user ids without a foreign key (like trip_member), with their names kept in trip_cost_person so someone
      // who left, or deleted their account, still has a name in the balances.
      await db.schema.alterTable("itinerary").addColumn("cost_currency", "text").execute();
      await db.schema.alterTable("itinerary").addColumn("cost_currency_change", "text").execute();
      await db.schema.alterTable("itinerary").addColumn("cost_budget", "text").execute();
      await db.schema
        .createTable("trip_expense")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("itinerary_id", "text", (col) => col.notNull().references("itinerary.id").onDelete("cascade"))
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("amount_minor", "text", (col) => col.notNull())
        .addColumn("currency", "text", (col) => col.notNull())
        .addColumn("rate", "text", (col) => col.notNull())
        .addColumn("rate_date", "text", (col) => col.notNull())
        .addColumn("rate_source", "text", (col) => col.notNull())
        .addColumn("paid_by", "text", (col) => col.notNull())
        .addColumn("split", "text", (col) => col.notNull())
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("spent_on", "text")
        .addColumn("note", "text")
        .addColumn("stop_id", "text")
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text")
        .addColumn("updated_at", "text")
        .execute();
      await db.schema.createIndex("trip_expense_itinerary_idx").on("trip_expense").column("itinerary_id").execute();
      await db.schema
        .createTable("trip_settlement")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("itinerary_id", "text", (col) => col.notNull().references("itinerary.id").onDelete("cascade"))
        .addColumn("from_user", "text", (col) => col.notNull())
        .addColumn("to_user", "text", (col) => col.notNull())
        .addColumn("amount_minor", "text", (col) => col.notNull())
        .addColumn("currency", "text", (col) => col.notNull())
        .addColumn("rate", "text", (col) => col.notNull())
        .addColumn("rate_date", "text", (col) => col.notNull())
        .addColumn("paid_on", "text")
        .addColumn("created_by", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("trip_settlement_itinerary_idx").on("trip_settlement").column("itinerary_id").execute();
      await db.schema
        .createTable("trip_cost_person")
        .addColumn("itinerary_id", "text", (col) => col.notNull().references("itinerary.id").onDelete("cascade"))
        .addColumn("user_id", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("trip_cost_person_pk", ["itinerary_id", "user_id"])
        .execute();
    },
  },
  "0008_trip_restore": {
    async up(db: Kysely<unknown>) {
      // A deleted trip is kept, invisible, for a few minutes so its owner can undo the delete (decision 1180):
      // `deleted_at` marks it; the purge removes rows deleted longer ago than that, through this index.
      await db.schema.alterTable("itinerary").addColumn("deleted_at", "text").execute();
      await db.schema.createIndex("itinerary_deleted_at_idx").on("itinerary").column("deleted_at").execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
