import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { sessionTokenOfStorageKey } from "../auth/better-auth-internals";
import { SessionCache } from "../auth/session-cache";
import type { Db } from "../db/client";
import { testConfig } from "../test/app";
import { signUp } from "../test/auth";
import { testDatabases } from "../test/databases";
import { freePort } from "../test/server-process";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { closeRedis, connectRedis, type Redis } from "./client";
import { RedisRateLimitStore } from "./rate-limit-store";
import { redisSecondaryStorage, subscribeToDeletions } from "./secondary-storage";

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sqlite = testDatabases.find((database) => database.name === "sqlite")!;

/** Every key of one prefix, for assertions and cleanup. */
async function keysOf(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== "0");
  return keys;
}

async function dropKeys(client: Redis, prefix: string): Promise<void> {
  const keys = await keysOf(client, prefix);
  if (keys.length > 0) await client.del(...keys);
}

const uniquePrefix = () => `wayfarer-test:${process.pid}:${Math.random().toString(36).slice(2, 10)}:`;

describe.skipIf(!redisUrl)("Redis stores", () => {
  const prefix = uniquePrefix();
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    [a, b] = await Promise.all([connectRedis(redisUrl!), connectRedis(redisUrl!)]);
  });
  afterAll(async () => {
    await dropKeys(a, prefix);
    await Promise.all([closeRedis(a), closeRedis(b)]);
  });

  it("RedisRateLimitStore counts atomically across connections, with one window per key", async () => {
    const stores = [new RedisRateLimitStore(a, prefix), new RedisRateLimitStore(b, prefix)];
    const before = Date.now();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => stores[i % 2]!.hit("burst", 60_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const { resetAt } of results) {
      expect(resetAt).toBeGreaterThan(before + 59_000);
      expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    }
    expect(await a.pttl(`${prefix}rl:burst`)).toBeGreaterThan(59_000);
    expect((await stores[0]!.hit("other", 60_000)).count).toBe(1);
  });

  it("RedisRateLimitStore adds any amount, and reads the count with 0 (token budgets)", async () => {
    const store = new RedisRateLimitStore(a, prefix);
    expect((await store.hit("tokens", 60_000, 0)).count).toBe(0);
    expect((await store.hit("tokens", 60_000, 600)).count).toBe(600);
    expect((await store.hit("tokens", 60_000, 0)).count).toBe(600);
    expect(await a.pttl(`${prefix}rl:tokens`)).toBeGreaterThan(59_000);
  });

  it("RedisRateLimitStore starts a new window when the old one expires", async () => {
    const store = new RedisRateLimitStore(a, prefix);
    expect((await store.hit("short", 150)).count).toBe(1);
    expect((await store.hit("short", 150)).count).toBe(2);
    await sleep(250);
    expect((await store.hit("short", 150)).count).toBe(1);
  });

  it("secondary storage: set with TTL, get, getAndDelete, delete, and increment with a TTL set once", async () => {
    const storage = redisSecondaryStorage(a, prefix);
    await storage.set("k", "v", 60);
    expect(await storage.get("k")).toBe("v");
    expect(await a.ttl(`${prefix}auth:k`)).toBeGreaterThan(55);
    expect(await storage.getAndDelete("k")).toBe("v");
    expect(await storage.get("k")).toBeNull();
    await storage.set("forever", "x");
    expect(await a.ttl(`${prefix}auth:forever`)).toBe(-1);
    await storage.delete("forever");
    expect(await storage.get("forever")).toBeNull();

    expect(await storage.increment("n", 30)).toBe(1);
    await a.expire(`${prefix}auth:n`, 5);
    expect(await storage.increment("n", 30)).toBe(2);
    // A later increment never extends the window.
    expect(await a.ttl(`${prefix}auth:n`)).toBeLessThanOrEqual(5);
  });

  it("refuses to start with a message naming REDIS_URL when nothing answers", async () => {
    const port = await freePort();
    await expect(connectRedis(`redis://:secret@127.0.0.1:${port}`)).rejects.toThrow(
      new RegExp(`^Cannot reach Redis at REDIS_URL=redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}`),
    );
  });
});

describe.skipIf(!redisUrl)("app on Redis", () => {
  const prefix = uniquePrefix();
  let redis: Redis;
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    redis = await connectRedis(redisUrl!);
    ({ db, cleanup } = await sqlite.open());
  });
  afterAll(async () => {
    await dropKeys(redis, prefix);
    await closeRedis(redis);
    await cleanup();
  });

  it("caches sessions and counts limits in Redis; sign-out removes the cached session", async () => {
    const config = testConfig({ REDIS_KEY_PREFIX: prefix, RATE_LIMIT_NEWSLETTER_PER_HOUR: "1" });
    const app = createApp({ config, db, logger: pino({ level: "silent" }), redis });
    const { cookie, user } = await signUp(app);
    const token = decodeURIComponent(cookie.match(/better-auth\.session_token=([^.;]+)/)![1]!);
    expect(JSON.parse((await redis.get(`${prefix}auth:${token}`))!)).toMatchObject({ user: { id: user.id } });
    expect(await (await app.request("/api/me", { headers: { Cookie: cookie } })).json()).toEqual({ user });

    const subscribe = () =>
      app.request("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "n@example.com" }),
      });
    expect((await subscribe()).status).toBe(200);
    expect((await subscribe()).status).toBe(429);
    expect(await keysOf(redis, `${prefix}rl:newsletter:`)).toHaveLength(1);

    const out = await app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await redis.get(`${prefix}auth:${token}`)).toBeNull();
    expect(await (await app.request("/api/me", { headers: { Cookie: cookie } })).json()).toEqual({ user: null });
  });
});

describe.skipIf(!redisUrl)("password-reset links on Redis", () => {
  const prefix = uniquePrefix();
  let redis: Redis;
  let db: Db;
  let cleanup: () => Promise<void>;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    redis = await connectRedis(redisUrl!);
    ({ db, cleanup } = await sqlite.open());
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await dropKeys(redis, prefix);
    await closeRedis(redis);
    await cleanup();
    await smtp.close();
  });

  it("a reset ends the user's other reset links, in Redis too", async () => {
    // Confirmation off: the account signs in at once, and only reset mails are sent.
    const config = testConfig({ REDIS_KEY_PREFIX: prefix, SMTP_URL: smtp.url, AUTH_REQUIRE_EMAIL_VERIFICATION: "false" });
    const app = createApp({ config, db, logger: pino({ level: "silent" }), redis });
    const email = `redis-reset-${process.pid}@example.com`;
    await signUp(app, { email });
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 2; i++) expect((await post("/api/auth/request-password-reset", { email })).status).toBe(200);
    await expect.poll(() => smtp.messages.filter((mail) => mail.to.includes(email)).length).toBe(2);
    const [first, second] = smtp.messages
      .filter((mail) => mail.to.includes(email))
      .map((mail) => new URL(linkIn(mail, "/api/auth/reset-password/")).pathname.split("/").pop()!);
    expect(await redis.get(`${prefix}auth:verification:reset-password:${second}`)).not.toBeNull();

    expect((await post("/api/auth/reset-password", { token: first, newPassword: "a brand new passphrase" })).status).toBe(200);
    expect(await redis.get(`${prefix}auth:verification:reset-password:${second}`)).toBeNull();
    expect((await post("/api/auth/reset-password", { token: second, newPassword: "the attacker's passphrase" })).status).toBe(
      400,
    );
  });
});

describe.skipIf(!redisUrl)("session caches of two copies", () => {
  it("a sign-out on one copy empties the other copy's cache through Redis", async () => {
    const prefix = uniquePrefix();
    const redis = await connectRedis(redisUrl!);
    const { db, cleanup } = await sqlite.open();
    const caches = [new SessionCache(), new SessionCache()];
    const subscribers = await Promise.all(
      caches.map((cache) => subscribeToDeletions(redis, prefix, (key) => cache.revoke(sessionTokenOfStorageKey(key)))),
    );
    try {
      const config = testConfig({ REDIS_KEY_PREFIX: prefix });
      const [a, b] = caches.map((sessionCache) =>
        createApp({ config, db, logger: pino({ level: "silent" }), redis, sessionCache }),
      );
      const { cookie, user } = await signUp(a!);
      const me = async (app: typeof a) =>
        ((await (await app!.request("/api/me", { headers: { Cookie: cookie } })).json()) as { user: unknown }).user;
      expect(await me(b)).toEqual(user);
      expect(await me(a)).toEqual(user);
      expect(caches.map((cache) => cache.size)).toEqual([1, 1]);

      const out = await a!.request("/api/auth/sign-out", {
        method: "POST",
        headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/json" },
        body: "{}",
      });
      expect(out.status).toBe(200);
      for (let i = 0; i < 50 && caches[1]!.size > 0; i++) await sleep(10);
      expect(caches.map((cache) => cache.size)).toEqual([0, 0]);
      expect(await me(b)).toBeNull();
    } finally {
      await Promise.all(subscribers.map(closeRedis));
      await dropKeys(redis, prefix);
      await closeRedis(redis);
      await cleanup();
    }
  });
});

/** A private redis-server on a free port, so a test can stop and restart it. */
async function startRedisServer(port: number): Promise<ChildProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    {
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  let out = "";
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    if (out.includes("Ready to accept connections")) break;
  }
  return child;
}

const redisServerInstalled = fs.existsSync("/usr/bin/redis-server") || fs.existsSync("/usr/local/bin/redis-server");

describe.skipIf(!redisUrl || !redisServerInstalled)("when Redis goes away after start", () => {
  it("answers 503 (health too) while it is gone, and recovers by itself; sessions survive from the database", async () => {
    const port = await freePort();
    let server = await startRedisServer(port);
    const redis = await connectRedis(`redis://127.0.0.1:${port}`);
    const { db, cleanup } = await sqlite.open();
    try {
      const app = createApp({ config: testConfig(), db, logger: pino({ level: "silent" }), redis });
      const { cookie, user } = await signUp(app);
      const me = () => app.request("/api/me", { headers: { Cookie: cookie } });

      server.kill("SIGKILL");
      await once(server, "exit");
      // Polled: the client sees the closed connection a moment after the process is gone.
      await expect.poll(async () => (await me()).status).toBe(503);
      const down = await me();
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({
        error: { code: "unavailable", message: expect.stringMatching(/briefly unavailable/) },
      });
      expect((await app.request("/api/health")).status).toBe(503);

      // A fresh, empty Redis on the same port: the client reconnects and the session is found in the database.
      server = await startRedisServer(port);
      for (let i = 0; i < 60 && redis.status !== "ready"; i++) await sleep(100);
      expect((await app.request("/api/health")).status).toBe(200);
      expect(await (await me()).json()).toEqual({ user });
    } finally {
      await closeRedis(redis);
      server.kill("SIGKILL");
      await cleanup();
    }
  });
});
