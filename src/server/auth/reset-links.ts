import type { SecondaryStorage } from "better-auth";
import type { Db } from "../db/client";
import { verificationRepository } from "../db/verification-repository";

/**
 * Ends every password-reset link of a user that is still open: after a reset (the other links they asked
 * for), after a password change, and with the account (`all`: every verification row of theirs). Better Auth
 * keeps each link as a verification row "reset-password:<token>" whose value is the user id; with Redis it
 * keeps a copy there too (auth.ts stores verifications in the database as well, so that this finds them all).
 */
export async function forgetResetLinks(
  db: Db,
  userId: string,
  secondaryStorage?: SecondaryStorage,
  which: "reset" | "all" = "reset",
): Promise<void> {
  const identifiers = await verificationRepository(db).deleteOfUser(userId, which === "reset" ? "reset-password:" : "");
  if (secondaryStorage) await Promise.all(identifiers.map((identifier) => secondaryStorage.delete(`verification:${identifier}`)));
}
