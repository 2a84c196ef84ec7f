import { randomUUID } from "node:crypto";
import type { Db } from "./client";

/** The newsletter's subscribers: each address once. */
export function newsletterSubscriberRepository(db: Db) {
  return {
    /** Adds the address; one already there stays as it was. */
    async subscribe(email: string): Promise<void> {
      await db.kysely
        .insertInto("newsletter_subscriber")
        .values({ id: randomUUID(), email, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .execute();
    },
  };
}
