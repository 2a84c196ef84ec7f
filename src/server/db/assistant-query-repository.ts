import { randomUUID } from "node:crypto";
import type { SessionUser } from "@shared/schemas/auth";
import type { Db } from "./client";
import type { AssistantQueryTable } from "./schema";

/** The chat assistant's stored exchanges (docs/api.md, chat). Reads filter on the author's id. */
export function assistantQueryRepository(db: Db) {
  const kysely = db.kysely;
  return {
    /** Stores one complete exchange. */
    async create(author: SessionUser, prompt: string, response: string): Promise<void> {
      await kysely
        .insertInto("assistant_query")
        .values({
          id: randomUUID(),
          author_id: author.id,
          author_name: author.name,
          prompt,
          response,
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    /** Every exchange of the author, oldest first (the data download). */
    allByAuthor(authorId: string): Promise<Pick<AssistantQueryTable, "prompt" | "response" | "created_at">[]> {
      return kysely
        .selectFrom("assistant_query")
        .select(["prompt", "response", "created_at"])
        .where("author_id", "=", authorId)
        .orderBy("created_at")
        .execute();
    },

    /** Removes every exchange of the author (account deletion). */
    async deleteAllByAuthor(authorId: string): Promise<void> {
      await kysely.deleteFrom("assistant_query").where("author_id", "=", authorId).execute();
    },

    /** The author's latest exchanges, newest first. */
    latestByAuthor(authorId: string, limit: number): Promise<Pick<AssistantQueryTable, "prompt" | "response">[]> {
      return kysely
        .selectFrom("assistant_query")
        .select(["prompt", "response"])
        .where("author_id", "=", authorId)
        .orderBy("created_at", "desc")
        .limit(limit)
        .execute();
    },
  };
}
