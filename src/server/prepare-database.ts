import { migrateAuth } from "./auth/auth";
import type { Config } from "./config";
import { migrate, type Db } from "./db/client";

/** Brings every table up to date: ours (db/migrations.ts), then Better Auth's (from its options). */
export async function prepareDatabase(db: Db, config: Config): Promise<void> {
  await migrate(db);
  await migrateAuth(db, config);
}
