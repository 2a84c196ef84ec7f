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

    /** Every message the author sent, oldest first (the data download). */
    allByAuthor(authorId: string): Promise<Pick<ContactMessageTable, "name" | "email" | "message" | "created_at">[]> {
      return db.kysely
        .selectFrom("contact_message")
        .select(["name", "email", "message", "created_at"])
        .where("author_id", "=", authorId)
        .orderBy("created_at")
        .execute();
    },

    /**
     * Account deletion: the messages stay for whoever answers them, without who sent them (no account id, name
     * or email address).
     */
    async forgetAuthor(authorId: string): Promise<void> {
      await db.kysely
        .updateTable("contact_message")
        .set({ author_id: DELETED_AUTHOR, author_name: "", name: "", email: "" })
        .where("author_id", "=", authorId)
        .execute();
    },
  };
}

/** The author id of messages whose sender deleted their account. */
export const DELETED_AUTHOR = "deleted";
