import type { SecondaryStorage } from "better-auth";
import { sql } from "kysely";
import type { Db } from "../db/client";

/**
 * Ends every password-reset link of a user that is still open: after a reset (the other links they asked
 * for), after a password change, and with the account. Better Auth keeps each link as a verification row
 * "reset-password:<token>" whose value is the user id; with Redis it keeps a copy there too (auth.ts stores
 * verifications in the database as well, so that this statement finds them all).
 */
export async function forgetResetLinks(db: Db, userId: string, secondaryStorage?: SecondaryStorage): Promise<void> {
  const { rows } = await sql<{ identifier: string }>`
    delete from verification where value = ${userId} and identifier like ${"reset-password:%"} returning identifier
  `.execute(db.kysely);
  if (secondaryStorage) await Promise.all(rows.map(({ identifier }) => secondaryStorage.delete(`verification:${identifier}`)));
}
