import { sql } from "kysely";
import type { Db } from "./client";

/**
 * Better Auth's `verification` table (email confirmations and password-reset tokens), which Better Auth
 * creates and otherwise reads and writes itself. Not in schema.ts: its columns are Better Auth's.
 */
export function verificationRepository(db: Db) {
  return {
    /** Forgets the user's pending password-reset links, which name the user by id (account deletion). */
    async forgetUser(userId: string): Promise<void> {
      await sql`delete from verification where value = ${userId}`.execute(db.kysely);
    },
  };
}
