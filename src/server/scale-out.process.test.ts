import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeRedis, connectRedis, type Redis } from "./redis/client";
import { cookieHeader } from "./test/auth";
import { LiveReader } from "./test/live-reader";
import { offlinePlan } from "./test/plans";
import { startServer, type ServerProcess } from "./test/server-process";

/**
 * Two real server processes (the built bundle) on different ports, sharing one PostgreSQL schema and one
 * Redis key prefix, as two copies behind a load balancer would.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)("scale-out: two servers, one PostgreSQL, one Redis", () => {
  const run = `${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const schema = `scale_${run}`;
  const prefix = `wayfarer-scale-test:${run}:`;
  let a: ServerProcess;
  let b: ServerProcess;
  let redis: Redis;

  const send = (server: ServerProcess, route: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${route}`, {
      method: init.method ?? "GET",
      headers: {
        Origin: server.url,
        ...(init.cookie && { Cookie: init.cookie }),
        ...(init.body !== undefined && { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const me = async (server: ServerProcess, cookie: string) =>
    ((await (await send(server, "/api/me", { cookie })).json()) as { user: unknown }).user;
  /** One statement on its own connection to the test database. */
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  /** Rows of one of this run's PostgreSQL tables. */
  const rows = (table: string) => query(`select * from "${schema}"."${table}"`);
  /** The session token inside a `better-auth.session_token=<token>.<signature>` cookie. */
  const sessionToken = (cookie: string) =>
    decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;

  beforeAll(async () => {
    await query(`create schema "${schema}"`);
    const scoped = new URL(databaseUrl!);
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: scoped.toString(),
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_NEWSLETTER_PER_HOUR: "2",
      AUTH_RATE_LIMIT_MAX: "5",
    };
    // One after the other: the first runs the migrations, the second finds them applied.
    a = await startServer({ env });
    b = await startServer({ env });
    redis = await connectRedis(redisUrl!);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const server of [a, b]) if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await closeRedis(redis);
    }
    await query(`drop schema if exists "${schema}" cascade`);
  });

  it("a session made on one copy is valid on the other, and a sign-out on one ends it on both", async () => {
    const signUp = await send(a, "/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Two Copies", email: `two-${run}@example.com`, password: "correct horse battery" },
    });
    expect(signUp.status).toBe(200);
    const cookie = cookieHeader(signUp);
    const user = await me(b, cookie);
    expect(user).toEqual({ id: expect.any(String), name: "Two Copies" });
    expect(await me(a, cookie)).toEqual(user);
    // The session lives in the shared Redis under this run's prefix (and in PostgreSQL).
    const sessionKey = `${prefix}auth:${sessionToken(cookie)}`;
    expect(await redis.get(sessionKey)).toContain((user as { id: string }).id);
    expect(await rows("session")).toEqual(expect.arrayContaining([expect.objectContaining({ token: sessionToken(cookie) })]));

    const out = await send(a, "/api/auth/sign-out", { method: "POST", cookie, body: {} });
    expect(out.status).toBe(200);
    expect(await redis.exists(sessionKey)).toBe(0);
    expect(await me(b, cookie)).toBeNull();
    expect(await me(a, cookie)).toBeNull();
  });

  it("an itinerary saved through one copy is listed by the other", async () => {
    const signUp = await send(b, "/api/auth/sign-up/email", {
      method: "POST",
      body: { name: "Saver", email: `saver-${run}@example.com`, password: "correct horse battery" },
    });
    const cookie = cookieHeader(signUp);
    const saved = await send(a, "/api/itineraries", {
      method: "POST",
      cookie,
      body: { title: "Lisbon in spring", days: "Day 1: Alfama*Morning: Tram 28" },
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const listed = (await (await send(b, "/api/itineraries", { cookie })).json()) as { id: string; title: string }[];
    expect(listed).toEqual([expect.objectContaining({ id, title: "Lisbon in spring" })]);
    expect(await rows("itinerary")).toEqual([expect.objectContaining({ id, title: "Lisbon in spring" })]);

    expect((await send(b, `/api/itineraries/${id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await (await send(a, "/api/itineraries", { cookie })).json()).toEqual([]);
  });

  it("a rate limit reached through one copy applies on the other (app limiter and Better Auth's)", async () => {
    const subscribe = (server: ServerProcess) =>
      send(server, "/api/newsletter", { method: "POST", body: { email: `n-${run}@example.com` } });
    expect((await subscribe(a)).status).toBe(200);
    expect((await subscribe(b)).status).toBe(200);
    const refused = await subscribe(a);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);

    const wrongSignIn = (server: ServerProcess) =>
      send(server, "/api/auth/sign-in/email", {
        method: "POST",
        body: { email: `nobody-${run}@example.com`, password: "wrong password" },
      });
    for (const server of [a, b, a, b, a]) expect((await wrongSignIn(server)).status).toBe(401);
    const limited = await wrongSignIn(b);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });

    // Both limiters count in Redis, none in PostgreSQL.
    expect((await redis.keys(`${prefix}rl:*`)).length).toBeGreaterThan(0);
    expect(await rows("rateLimit")).toEqual([]);
  });

  it("a trip's live pages on both copies see each other, and a change saved through one reaches a page on the other", async () => {
    const signUp = async (server: ServerProcess, name: string) =>
      cookieHeader(
        await send(server, "/api/auth/sign-up/email", {
          method: "POST",
          body: { name, email: `${name.toLowerCase()}-${run}@example.com`, password: "correct horse battery" },
        }),
      );
    const owner = await signUp(a, "Olive");
    const editor = await signUp(b, "Ezra");
    const plan = await offlinePlan("2027-04-05 to 2027-04-07");
    const saved = await send(a, "/api/itineraries", {
      method: "POST",
      cookie: owner,
      body: { title: plan.title, days: "Day 1*Morning: x", plan },
    });
    expect(saved.status).toBe(201);
    const trip = (await saved.json()) as { id: string; version: number };
    const invite = (await (
      await send(a, `/api/itineraries/${trip.id}/invites`, { method: "POST", cookie: owner, body: { role: "editor" } })
    ).json()) as {
      url: string;
    };
    expect(
      (await send(b, `/api/invites/${invite.url.split("/invites/")[1]}/accept`, { method: "POST", cookie: editor })).status,
    ).toBe(200);

    const ownerPage = new LiveReader(await send(a, `/api/itineraries/${trip.id}/live`, { cookie: owner }));
    const editorPage = new LiveReader(await send(b, `/api/itineraries/${trip.id}/live`, { cookie: editor }));
    try {
      const { connection } = await editorPage.next("hello");
      await ownerPage.next("presence", ({ people }) => people.length === 2);
      await editorPage.next("presence", ({ people }) => people.length === 2);
      // Said to the copy that does not hold the page's stream: the bus carries it to the one that does.
      expect(
        (
          await send(a, `/api/itineraries/${trip.id}/live/presence`, {
            method: "POST",
            cookie: editor,
            body: { connection, day: 2 },
          })
        ).status,
      ).toBe(204);
      await ownerPage.next("presence", ({ people }) => people.some((person) => person.name === "Ezra" && person.day === 2));

      const itemId = plan.days[0]!.items[0]!.id;
      const changed = await send(b, `/api/itineraries/${trip.id}/operations`, {
        method: "POST",
        cookie: editor,
        body: { version: trip.version, operations: [{ type: "retime_item", itemId, start: "08:30" }] },
      });
      expect(changed.status).toBe(200);
      expect(await ownerPage.next("changed")).toEqual({
        version: trip.version + 1,
        by: { userId: expect.any(String), name: "Ezra" },
        items: [itemId],
        days: [],
      });

      await editorPage.close();
      await ownerPage.next("presence", ({ people }) => people.length === 1);
    } finally {
      await Promise.all([ownerPage.close(), editorPage.close()]);
    }
  });
});
