import { randomUUID } from "node:crypto";
import type { Db } from "./client";
import type { ContactMessageTable } from "./schema";

export type NewContactMessage = Omit<ContactMessageTable, "id" | "created_at">;

/** Messages sent through the contact form. */
export function contactMessageRepository(db: Db) {
  return {
    /** Stores the message; answers its id and creation time. */
    async create(message: NewContactMessage): Promise<Pick<ContactMessageTable, "id" | "created_at">> {
      const stored = { id: randomUUID(), created_at: new Date().toISOString() };
      await db.kysely
        .insertInto("contact_message")
        .values({ ...stored, ...message })
        .execute();
      return stored;
    },
  };
}
