import { AsyncLocalStorage, executionAsyncId } from "node:async_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { Db } from "../db/client";
import { testApp } from "../test/app";
import { signUp } from "../test/auth";
import { testDatabases } from "../test/databases";
import { inAuthContext } from "./auth-context";

/** A promise continuation has an async id of its own only while an async hook is on. */
const asyncHookIsOn = () => Promise.resolve().then(() => executionAsyncId() !== 0);

const betterAuthStores = () => (globalThis as { [key: symbol]: { context: Record<string, unknown> } })[Symbol.for("better-auth:global")]!.context;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

let db: Db;
let cleanup: () => Promise<void>;
let app: App;
beforeAll(async () => {
  ({ db, cleanup } = await testDatabases[0]!.open());
  app = testApp(db);
  await signUp(app); // Better Auth's global and its stores exist from its first call
});
afterAll(() => cleanup());

describe("inAuthContext", () => {
  // Stands for one of Better Auth's contexts.
  const store = new AsyncLocalStorage<string>();
  beforeAll(() => void (betterAuthStores().testStore = store));
  afterEach(() => store.disable());
  afterAll(() => delete betterAuthStores().testStore);

  it("keeps a call's context while another call ends, and turns the stores off after the last one", async () => {
    const firstMayEnd = deferred();
    const seenByFirst: (string | undefined)[] = [];
    let lateRead: () => string | undefined = () => "never set";
    const first = inAuthContext(() =>
      store.run("first", async () => {
        await firstMayEnd.promise;
        seenByFirst.push(store.getStore());
        lateRead = () => store.getStore();
      }),
    );
    await inAuthContext(() => store.run("second", async () => {}));
    firstMayEnd.resolve();
    await first;

    expect(seenByFirst).toEqual(["first"]);
    expect(lateRead()).toBeUndefined();
    expect(await asyncHookIsOn()).toBe(false);
  });

  it("turns the stores off after a call that fails, and passes the failure on", async () => {
    await expect(inAuthContext(() => store.run("failing", () => Promise.reject(new Error("refused"))))).rejects.toThrow("refused");
    expect(await asyncHookIsOn()).toBe(false);
  });
});

describe("Better Auth calls through the app", () => {
  it("leave no async hook running once they are done, even when several overlap", async () => {
    const accounts = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    const answers = await Promise.all(accounts.map(({ cookie }) => app.request("/api/me", { headers: { Cookie: cookie } })));
    const users = await Promise.all(answers.map(async (res) => ((await res.json()) as { user: unknown }).user));
    expect(users).toEqual(accounts.map(({ user }) => user));
    expect(await asyncHookIsOn()).toBe(false);
  });
});
