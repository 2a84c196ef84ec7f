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
