import { sql } from "kysely";
import type { Db } from "./client";

/**
 * Better Auth's `verification` table (email confirmations and password-reset links), which Better Auth
 * creates and otherwise reads and writes itself. Not in schema.ts: its columns are Better Auth's.
 */
export function verificationRepository(db: Db) {
  return {
    /**
     * Deletes the user's verification rows (those whose value is the user id: password-reset links), or only
     * those whose identifier starts with `prefix`, and answers their identifiers.
     */
    async deleteOfUser(userId: string, prefix = ""): Promise<string[]> {
      const { rows } = await sql<{ identifier: string }>`
        delete from verification where value = ${userId} and identifier like ${`${prefix}%`} returning identifier
      `.execute(db.kysely);
      return rows.map((row) => row.identifier);
    },
  };
}
