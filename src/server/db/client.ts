import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Database } from "./schema";
import { migrationProvider } from "./migrations";

export type DatabaseKind = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** The raw driver, for libraries (Better Auth) that take one directly. */
  driver: SQLite.Database | pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir; ":memory:" for an in-memory database. */
  sqliteFile?: string;
}

export function openDatabase(options: DbOptions): Db {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options);
}

function openSqlite({ dataDir, sqliteFile = "wayfarer.db" }: DbOptions): Db {
  const inMemory = sqliteFile === ":memory:";
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const driver = new SQLite(inMemory ? ":memory:" : path.join(dataDir, sqliteFile));
  driver.pragma("journal_mode = WAL");
  // FULL: a write acknowledged to the client survives a crash or power loss, not only a process kill.
  driver.pragma("synchronous = FULL");
  driver.pragma("foreign_keys = ON");
  driver.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(driver) }) });
  return {
    kysely,
    kind: "sqlite",
    driver,
    ping: () => ping(kysely),
    close: () => kysely.destroy(),
  };
}

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small query. Statements
 * are kept by their SQL text (Kysely runs one query at a time per connection, so a statement is never in
 * use twice), up to `max`, oldest out first.
 */
function withStatementCache(driver: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statement = driver.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => driver.close(),
  };
}

function openPostgres(connectionString: string): Db {
  const driver = new pg.Pool({ connectionString, max: 10 });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: driver }) });
  return {
    kysely,
    kind: "postgres",
    driver,
    ping: () => ping(kysely),
    close: () => kysely.destroy(),
  };
}

async function ping(kysely: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(kysely);
}

/** Brings the schema up to date. Each migration runs in a transaction; applied ones are skipped. */
export async function migrate(db: Db): Promise<void> {
  // On PostgreSQL the bookkeeping table lives in the connection's own schema, so databases in other
  // schemas of the same server (test isolation, several apps) never see each other's migrations.
  const migrationTableSchema =
    db.kind === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, { cause: error });
  }
}
