import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../test/databases";
import { migrate } from "./client";

describeEachDatabase("database", (database) => {
  it("migrates idempotently and stores and reads rows with one query code", async () => {
    const { db, cleanup } = await database.open();
    try {
      await migrate(db); // second run: nothing to do, no error
      const createdAt = new Date().toISOString();
      await db.kysely
        .insertInto("itinerary")
        .values({
          id: "it-1",
          author_id: "u1",
          author_name: "Ada",
          title: "Paris",
          days: "Day 1*Morning",
          plan: null,
          engine: "offline",
          created_at: createdAt,
        })
        .execute();
      const rows = await db.kysely.selectFrom("itinerary").selectAll().where("author_id", "=", "u1").execute();
      expect(rows).toEqual([
        {
          id: "it-1",
          author_id: "u1",
          author_name: "Ada",
          title: "Paris",
          days: "Day 1*Morning",
          plan: null,
          engine: "offline",
          created_at: createdAt,
          version: 1,
          updated_at: null,
          share_token: null,
          calendar_token: null,
          share_hide_notes: 0,
          cost_currency: null,
          cost_currency_change: null,
          cost_budget: null,
          deleted_at: null,
        },
      ]);
      await expect(db.ping()).resolves.toBeUndefined();
    } finally {
      await cleanup();
    }
  });

  it("creates every table and the itinerary index", async () => {
    const { db, cleanup } = await database.open();
    try {
      for (const table of ["itinerary", "contact_message", "assistant_query", "newsletter_subscriber"] as const) {
        await expect(sql`select count(*) from ${sql.table(table)}`.execute(db.kysely)).resolves.toBeDefined();
      }
      const indexes = await db.kysely.introspection.getTables();
      expect(indexes.map((t) => t.name)).toEqual(
        expect.arrayContaining(["itinerary", "contact_message", "assistant_query", "newsletter_subscriber"]),
      );
      await expect(
        db.kysely
          .insertInto("newsletter_subscriber")
          .values([
            { id: "a", email: "x@example.com", created_at: "t" },
            { id: "b", email: "x@example.com", created_at: "t" },
          ])
          .execute(),
      ).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });
});

describeEachDatabase("two databases at once", (database) => {
  it("migrate independently (separate PostgreSQL schemas never share migration bookkeeping)", async () => {
    const first = await database.open();
    const second = await database.open();
    try {
      await first.db.kysely
        .insertInto("newsletter_subscriber")
        .values({ id: "1", email: "a@example.com", created_at: "t" })
        .execute();
      const rows = await second.db.kysely.selectFrom("newsletter_subscriber").selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await first.cleanup();
      await second.cleanup();
    }
  });
});
