import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { App } from "../app";
import { clientIp } from "../middleware/client-ip";
import { testApp, testConfig } from "../test/app";
import { cookieHeader, signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { createAuth, SESSION_ABSOLUTE_SECONDS } from "./auth";
import { requireUser, type AuthEnv } from "./require-user";

const ORIGIN = "http://localhost";
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

async function me(app: App, cookie?: string) {
  const res = await app.request("/api/me", { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string; name: string } | null }).user;
}

describeEachDatabase("accounts", (database) => {
  const suite = useTestApp(database);

  it("signs up, reads the session from /api/me, signs out and ends the session on the server", async () => {
    const { cookie, user } = await signUp(suite.app, { name: "Ada Lovelace", email: "ada@example.com" });
    expect(user).toEqual({ id: expect.any(String), name: "Ada Lovelace" });
    expect(await me(suite.app, cookie)).toEqual(user);
    expect(await me(suite.app)).toBeNull();

    const out = await suite.app.request("/api/auth/sign-out", json({}, { Cookie: cookie }));
    expect(out.status).toBe(200);
    // The old cookie no longer works, even if a client kept it.
    expect(await me(suite.app, cookie)).toBeNull();
    const sessions = await suite.db.kysely
      .selectFrom("session" as never)
      .selectAll()
      .execute();
    expect(sessions).toEqual([]);
  });

  it("names the offline caches' owner in a cookie scripts can read, for as long as a session lasts unused; clears it at sign-out", async () => {
    const { cookie, user } = await signUp(suite.app, { email: "owner@example.com" });
    const ownerCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("wayfarer-cache-owner="));
    const signedIn = await suite.app.request("/api/me", { headers: { Cookie: cookie } });
    const named = ownerCookie(signedIn)!;
    expect(named).toMatch(new RegExp(`^wayfarer-cache-owner=${user.id}; Max-Age=604800; Path=/; SameSite=Lax$`));
    expect(named).not.toMatch(/HttpOnly/i);

    const withOwner = `${cookie}; wayfarer-cache-owner=${user.id}`;
    const out = await suite.app.request("/api/auth/sign-out", json({}, { Cookie: withOwner }));
    expect(out.status).toBe(200);
    expect(ownerCookie(out)).toMatch(/^wayfarer-cache-owner=; Max-Age=0; Path=\//);
    // A browser whose session is gone but which still names an owner is told to forget it.
    const after = await suite.app.request("/api/me", { headers: { Cookie: withOwner } });
    expect(ownerCookie(after)).toMatch(/^wayfarer-cache-owner=; Max-Age=0; Path=\//);
    expect(ownerCookie(await suite.app.request("/api/me"))).toBeUndefined();
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await suite.app.request(
      "/api/auth/sign-up/email",
      json({ name: "Cookie", email: "cookie@example.com", password: "long enough pw" }),
    );
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    await signUp(suite.app, { name: "Grace", email: "Grace@Example.com", password: "right password" });
    const ok = await suite.app.request(
      "/api/auth/sign-in/email",
      json({ email: "grace@example.com", password: "right password" }),
    );
    expect(ok.status).toBe(200);
    expect(await me(suite.app, cookieHeader(ok))).toMatchObject({ name: "Grace" });

    const wrong = await suite.app.request(
      "/api/auth/sign-in/email",
      json({ email: "grace@example.com", password: "wrong password" }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: "invalid_email_or_password", message: expect.any(String) } });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a second account with the same email", async () => {
    await signUp(suite.app, { email: "twice@example.com" });
    const res = await suite.app.request(
      "/api/auth/sign-up/email",
      json({ name: "Again", email: "TWICE@example.com", password: "another password" }),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toMatch(/user_already_exists/);
  });

  it.each([
    ["an array", "[1,2]", "The request body must be a JSON object."],
    ["no name", { email: "a@example.com", password: "long enough pw" }, "Enter your name."],
    [
      "a bad email",
      { name: "A", email: "nope", password: "long enough pw" },
      "Enter a valid email address, like name@example.com.",
    ],
    [
      "a short password",
      { name: "A", email: "a@example.com", password: "short" },
      "Use at least 8 characters for your password.",
    ],
    [
      "a long name",
      { name: "x".repeat(101), email: "a@example.com", password: "long enough pw" },
      "Names have at most 100 characters.",
    ],
    ["a non-string password", { name: "A", email: "a@example.com", password: 12345678 }, "Choose a password."],
  ])("answers sign-up with %s with 400 and a clear message, creating nothing", async (_label, body, message) => {
    const res = await suite.app.request("/api/auth/sign-up/email", json(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_input", message } });
    const users = await suite.db.kysely
      .selectFrom("user" as never)
      .select("email" as never)
      .where("email" as never, "=", "a@example.com" as never)
      .execute();
    expect(users).toEqual([]);
  });

  it("answers malformed sign-in and sign-out bodies with 4xx, never 500", async () => {
    for (const [path, body] of [
      ["/api/auth/sign-up/email", "{oops"],
      ["/api/auth/sign-in/email", "{oops"],
      ["/api/auth/sign-in/email", JSON.stringify({ email: "x@example.com" })],
      ["/api/auth/sign-in/social", "{oops"],
      ["/api/auth/sign-in/social", JSON.stringify({ provider: "nowhere" })],
      ["/api/auth/sign-out", "{oops"],
    ] as const) {
      const res = await suite.app.request(path, json(body));
      expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });

  it("refuses bodies over 64 KB with 413", async () => {
    const res = await suite.app.request(
      "/api/auth/sign-up/email",
      json({ name: "A", email: "big@example.com", password: "x".repeat(70_000) }),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  it("opens only the Better Auth endpoints the app uses; the rest answer 404 and change nothing", async () => {
    const { cookie, user } = await signUp(suite.app, { name: "Closed Doors" });
    const auth = createAuth(testConfig(), suite.db, pino({ level: "silent" }));
    const open = [
      "POST /sign-up/email",
      "POST /sign-in/email",
      "POST /sign-in/social",
      "POST /sign-out",
      "GET /get-session",
      "GET /callback/:id",
      // Email verification, forgotten and changed passwords (the account page's own endpoints are /api/account).
      "GET /verify-email",
      "POST /send-verification-email",
      "POST /request-password-reset",
      "GET /reset-password/:token",
      "POST /reset-password",
      "POST /change-password",
    ];
    const endpoints = Object.values(
      auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    ).flatMap(({ path, options }) => (path ? [options?.method ?? []].flat().map((method) => `${method} ${path}`) : []));
    expect(endpoints).toEqual(expect.arrayContaining(open));
    const before = await suite.db.kysely
      .selectFrom("user" as never)
      .selectAll()
      .execute();

    const closed = endpoints.filter((endpoint) => !open.includes(endpoint));
    expect(closed).toEqual(
      expect.arrayContaining(["POST /update-user", "POST /delete-user", "POST /change-email", "GET /list-sessions"]),
    );
    for (const endpoint of closed) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const url = `/api/auth${path.replace(/:\w+/g, "x")}`;
      // A body that would rename, or end, the account were the endpoint open.
      const init =
        method === "GET"
          ? { headers: { Cookie: cookie } }
          : { ...json({ name: "Renamed", callbackURL: "/" }, { Cookie: cookie }), method };
      const res = await suite.app.request(url, init);
      expect(res.status, endpoint).toBe(404);
      expect(await res.json(), endpoint).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
    }
    expect(
      await suite.db.kysely
        .selectFrom("user" as never)
        .selectAll()
        .execute(),
    ).toEqual(before);
    expect(await me(suite.app, cookie)).toEqual(user);
  });

  it("refuses state-changing requests from a foreign Origin, on our routes and Better Auth's", async () => {
    const { cookie } = await signUp(suite.app);
    for (const path of ["/api/auth/sign-out", "/api/auth/sign-up/email", "/api/health"]) {
      const res = await suite.app.request(path, json({}, { Cookie: cookie, Origin: "https://evil.example" }));
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: { code: "forbidden_origin", message: expect.any(String) } });
    }
    expect(await me(suite.app, cookie)).not.toBeNull();
    // GET stays open (links from other sites), and same-origin requests pass.
    expect((await suite.app.request("/api/me", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("with BASE_URL, only that origin may change state", async () => {
    const pinned = testApp(suite.db, { env: { BASE_URL: "https://wayfarer.example" } });
    const foreign = await pinned.request(
      "/api/auth/sign-up/email",
      json({ name: "A", email: "pin@example.com", password: "long enough pw" }),
    );
    expect(foreign.status).toBe(403);
    const own = await pinned.request(
      "/api/auth/sign-up/email",
      json({ name: "A", email: "pin@example.com", password: "long enough pw" }, { Origin: "https://wayfarer.example" }),
    );
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().join()).toMatch(/__Secure-better-auth\.session_token=.*Secure/);
  });

  it("guards our routes with requireUser: 401 JSON without a session, the user with one", async () => {
    const auth = createAuth(testConfig(), suite.db, pino({ level: "silent" }));
    const guarded = new Hono<AuthEnv>().use(requireUser).get("/", (c) => c.json({ you: c.get("user") }));
    const server = new Hono()
      .use(async (c, next) => {
        c.set("auth", auth);
        await next();
      })
      .route("/private", guarded);
    const { cookie, user } = await signUp(suite.app, { name: "Lin" });
    const anonymous = await server.request("/private");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "unauthenticated", message: "Please log in to continue." } });
    const signedIn = await server.request("/private", { headers: { Cookie: cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ you: user });
    const forged = await server.request("/private", { headers: { Cookie: "better-auth.session_token=forged.value" } });
    expect(forged.status).toBe(401);
  });

  it("never slides a session past its absolute lifetime", async () => {
    const { cookie, user } = await signUp(suite.app);
    // Signed in 29.5 days ago, last renewed long enough ago that this use renews it.
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 + 12 * 3600 * 1000);
    await suite.db.kysely
      .updateTable("session" as never)
      .set({ createdAt: toDbDate(createdAt), expiresAt: toDbDate(new Date(Date.now() + 5 * 24 * 3600 * 1000)) } as never)
      .where("userId" as never, "=", user.id as never)
      .execute();
    expect(await me(suite.app, cookie)).toEqual(user);
    const row = (await suite.db.kysely
      .selectFrom("session" as never)
      .select("expiresAt" as never)
      .where("userId" as never, "=", user.id as never)
      .executeTakeFirstOrThrow()) as { expiresAt: string | Date };
    // Renewed to the absolute end (12 hours from now), not a week from now.
    expect(new Date(row.expiresAt).getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  });

  it("slides a session forward while it is used within its absolute lifetime", async () => {
    const { cookie, user } = await signUp(suite.app);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await suite.db.kysely
      .updateTable("session" as never)
      .set({ createdAt: toDbDate(twoDaysAgo), expiresAt: toDbDate(new Date(Date.now() + 5 * 24 * 3600 * 1000)) } as never)
      .where("userId" as never, "=", user.id as never)
      .execute();
    const res = await suite.app.request("/api/me", { headers: { Cookie: cookie } });
    expect(((await res.json()) as { user: unknown }).user).toEqual(user);
    expect(res.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=/);
  });

  it("turns local accounts off with AUTH_LOCAL_ACCOUNTS=false", async () => {
    const off = testApp(suite.db, { env: { AUTH_LOCAL_ACCOUNTS: "false" } });
    const res = await off.request(
      "/api/auth/sign-up/email",
      json({ name: "A", email: "off@example.com", password: "long enough pw" }),
    );
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("local_accounts_disabled");
  });

  it("rate-limits sign-in attempts per client address", async () => {
    // Start from no earlier attempts (other tests in this file signed in from the same address).
    await suite.db.kysely.deleteFrom("rateLimit" as never).execute();
    const limited = testApp(suite.db, { env: { AUTH_RATE_LIMIT_MAX: "3" } });
    const attempt = () =>
      limited.request("/api/auth/sign-in/email", json({ email: "nobody@example.com", password: "whatever123" }));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attempt();
    // Better Auth's refusal in our shape, its own headers kept.
    expect(await blocked.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    expect(blocked.headers.get("X-Retry-After")).toMatch(/^\d+$/);
  });

  function toDbDate(date: Date): string | Date {
    return database.name === "sqlite" ? date.toISOString() : date;
  }
});

describe("client address for the rate limiter", () => {
  it("does not let a client choose its own address header", async () => {
    const app = new Hono().get("/", (c) => c.text(clientIp(c, false) ?? "unknown"));
    const res = await app.request("/", { headers: { "X-Forwarded-For": "1.2.3.4" } });
    expect(await res.text()).toBe("unknown");
    const proxied = new Hono().get("/", (c) => c.text(clientIp(c, true) ?? "unknown"));
    const viaProxy = await proxied.request("/", { headers: { "X-Forwarded-For": "6.6.6.6, 10.0.0.7" } });
    expect(await viaProxy.text()).toBe("10.0.0.7");
  });
});
