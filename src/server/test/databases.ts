import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import type { App } from "../app";
import { openDatabase, type Db } from "../db/client";
import { prepareDatabase } from "../prepare-database";
import { testApp, testConfig } from "./app";

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

/**
 * A fixture for the enclosing describe block: a fresh database opened before its first test and removed after
 * its last. Read `.db` in hooks and tests (it does not exist yet while the block is being defined).
 */
export function useDatabase(database: TestDatabase): { readonly db: Db } {
  let opened: Awaited<ReturnType<TestDatabase["open"]>> | undefined;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened?.cleanup());
  return {
    get db() {
      if (!opened) throw new Error("the database opens before the block's first test");
      return opened.db;
    },
  };
}

type TestAppOptions = Parameters<typeof testApp>[1];

/**
 * The same, with the app as main.ts builds it on that database (`testApp`), for API suites. Options that
 * depend on something started in a hook (a provider's address) are given as a function, read when the app is built.
 */
export function useTestApp(
  database: TestDatabase,
  options?: TestAppOptions | (() => TestAppOptions),
): { readonly db: Db; readonly app: App } {
  const fixture = useDatabase(database);
  let app: App | undefined;
  beforeAll(() => {
    app = testApp(fixture.db, typeof options === "function" ? options() : options);
  });
  return {
    get db() {
      return fixture.db;
    },
    get app() {
      if (!app) throw new Error("the app is built before the block's first test");
      return app;
    },
  };
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
