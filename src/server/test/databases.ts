import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe } from "vitest";
import { openDatabase, type Db } from "../db/client";
import { prepareDatabase } from "../prepare-database";
import { testConfig } from "./app";

/**
 * The databases every data-layer test runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Each call gives a fresh, migrated (ours and Better Auth's tables), isolated database (a temp dir, or a new PostgreSQL schema) and a cleanup.
 */
export interface TestDatabase {
  name: "sqlite" | "postgres";
  /** PostgreSQL runs only when TEST_DATABASE_URL is set; otherwise its tests are reported as skipped. */
  available: boolean;
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: TestDatabase[] = [
  {
    name: "sqlite",
    available: true,
    async open() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-test-"));
      const db = openDatabase({ dataDir });
      await prepareDatabase(db, testConfig());
      return {
        db,
        async cleanup() {
          await db.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  postgresDatabase(postgresUrl),
];

/** Runs the same suite against every test database (PostgreSQL skipped, visibly, when not configured). */
export function describeEachDatabase(title: string, suite: (database: TestDatabase) => void): void {
  for (const database of testDatabases) {
    describe.skipIf(!database.available)(`${title} [${database.name}]`, () => suite(database));
  }
}

function postgresDatabase(url: string | undefined): TestDatabase {
  return {
    name: "postgres",
    available: url !== undefined,
    async open() {
      if (!url) throw new Error("TEST_DATABASE_URL is not set");
      const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
      await admin.end();
      const scoped = new URL(url);
      scoped.searchParams.set("options", `-c search_path=${schema}`);
      const db = openDatabase({ databaseUrl: scoped.toString(), dataDir: os.tmpdir() });
      await prepareDatabase(db, testConfig());
      return {
        db,
        async cleanup() {
          await db.close();
          const dropper = new pg.Client({ connectionString: url });
          await dropper.connect();
          await dropper.query(`drop schema "${schema}" cascade`);
          await dropper.end();
        },
      };
    },
  };
}
