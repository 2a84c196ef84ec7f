import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyPage } from "../web/lib/paths";
import type { App } from "./app";
import type { Db } from "./db/client";
import { makeWebDir, serveOnLoopback, testApp } from "./test/app";
import { createProbe, endpointSuiteEnv, snapshot, stateChangingEndpoints, urlOf } from "./test/endpoints";
import { describeEachDatabase, testDatabases, useDatabase, useTestApp } from "./test/databases";

const OWN_ORIGIN = "http://localhost";
const FOREIGN_ORIGINS = ["https://evil.example", "null", "http://localhost.evil.example", "http://localhost:8080"];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Our own API routes as the app lists them (Better Auth's wildcard apart), each once. */
function apiRoutes(app: App): { method: string; route: string }[] {
  const seen = new Map<string, { method: string; route: string }>();
  for (const { method, path: route } of app.routes) {
    if (route.startsWith("/api/") && !route.includes("*") && method !== "ALL") seen.set(`${method} ${route}`, { method, route });
  }
  return [...seen.values()];
}

/** What was asked, its answer, and whether it was an API call. */
type Answer = [label: string, res: Response, api: boolean];

const concrete = (route: string) => route.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");

describe("security headers on every answer", () => {
  const sqlite = testDatabases[0]!;
  let db: Db;
  let cleanup: () => Promise<void>;
  let webDir: string;
  let removeWebDir: () => void;

  beforeAll(async () => {
    ({ db, cleanup } = await sqlite.open());
    ({ webDir, remove: removeWebDir } = makeWebDir());
  });
  afterAll(async () => {
    await cleanup();
    removeWebDir();
  });

  /** Every page (the route table, sign-in, not found), files, every API route, Better Auth's, and error answers. */
  async function everyAnswer(
    app: App,
    request = async (url: string, init?: RequestInit) => app.request(url, init),
  ): Promise<Answer[]> {
    const requests: [string, string, RequestInit?][] = [
      ...everyPage.map(({ path: route }): [string, string] => [`GET ${route}`, route]),
      ["GET asset", "/assets/app-abc123.js"],
      ["GET missing asset", "/assets/gone-zzz.js"],
      ...apiRoutes(app).map(({ method, route }): [string, string, RequestInit] => [
        `${method} ${route}`,
        concrete(route),
        STATE_CHANGING.has(method) ? { ...post({}), method } : { method },
      ]),
      ["GET /api/auth/get-session", "/api/auth/get-session"],
      ...stateChangingEndpoints
        .filter(({ route }) => route.includes("*"))
        .map(({ method, path: p }): [string, string, RequestInit] => [
          `${method} ${String(p)}`,
          String(p),
          { ...post({}), method },
        ]),
      ["GET unknown API path", "/api/nope"],
      ["413", "/api/newsletter", post({ email: "x".repeat(70_000) })],
      ["403", "/api/newsletter", post({ email: "a@example.com" }, { Origin: "https://evil.example" })],
      ["malformed JSON", "/api/newsletter", { ...post({}), body: "{oops" }],
    ];
    const answers: Answer[] = [];
    for (const [label, url, init] of requests) answers.push([label, await request(url, init), url.startsWith("/api/")]);
    // And the successful answers of a signed-in user: JSON, server-sent events, 201 and 204.
    const probe = await createProbe(app);
    const signedIn = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, Cookie: probe.cookie } });
    const stream = { "Content-Type": "application/json", Accept: "text/event-stream" };
    const successes: [string, string, RequestInit][] = [
      ["GET /api/me signed in", "/api/me", signedIn()],
      ["GET /api/itineraries signed in", "/api/itineraries", signedIn()],
      ["GET /api/itineraries/:id signed in", `/api/itineraries/${probe.itineraryId}`, signedIn()],
      ["POST /api/itineraries signed in", "/api/itineraries", signedIn(post({ title: "Headers", days: "Day 1*Morning: Walk" }))],
      ["POST /api/ai/generate signed in", "/api/ai/generate", signedIn(post({ prompt: "Tips for Kyoto?" }))],
      [
        "POST /api/ai/generate/stream signed in",
        "/api/ai/generate/stream",
        signedIn({ ...post({ prompt: "Tips for Kyoto?" }), headers: stream }),
      ],
      [
        "POST /api/ai/generate-itinerary as a stream",
        "/api/ai/generate-itinerary",
        signedIn({ ...post({ destination: "Kyoto", dates: "2031-04-01 to 2031-04-02", theme: "Food" }), headers: stream }),
      ],
      ["DELETE /api/itineraries/:id signed in", `/api/itineraries/${probe.itineraryId}`, signedIn({ method: "DELETE" })],
    ];
    for (const [label, url, init] of successes) {
      const res = await request(url, init);
      expect(res.status, label).toBeLessThan(300);
      await res.arrayBuffer(); // the whole answer, streams included
      answers.push([label, res, true]);
    }
    // And a 429 (the apps below allow 2 sign-ups per hour).
    for (let i = 0; i < 3; i++)
      answers.push([`newsletter ${i}`, await request("/api/newsletter", post({ email: "again@example.com" })), true]);
    expect(answers.at(-1)![1].status).toBe(429);
    return answers;
  }

  /** Pages and files: the app's CSP. API answers: a CSP that allows nothing, and no caching. */
  function expectSecurityHeaders([label, res, api]: Answer) {
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc =
      csp
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith("script-src")) ?? "";
    if (api) {
      expect(csp, label).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("cache-control"), label).toBe("no-store");
    } else {
      expect(csp, label).toContain("default-src 'self'");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(csp, label).toContain("object-src 'none'");
      expect(scriptSrc, label).toMatch(/^script-src 'self'/);
      expect(scriptSrc, label).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|http/);
    }
    expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
    expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options"), label).toBe("DENY");
  }

  it("sends CSP (no inline script, frame-ancestors 'none'), nosniff and Referrer-Policy, and no HSTS over http", async () => {
    const app = testApp(db, { webDir, env: { ...endpointSuiteEnv, RATE_LIMIT_NEWSLETTER_PER_HOUR: "2" } });
    const answers = await everyAnswer(app);
    expect(answers.length).toBeGreaterThan(everyPage.length + 10);
    for (const answer of answers) {
      expectSecurityHeaders(answer);
      expect(answer[1].headers.get("strict-transport-security"), answer[0]).toBeNull();
    }
    // The screens got the app page, and the API its JSON.
    for (const [label, res] of answers.slice(0, everyPage.length))
      expect(res.headers.get("content-type"), label).toMatch(/text\/html/);
  });

  it("sends the same headers, and a request id, over real HTTP (where they go straight onto node's response)", async () => {
    const app = testApp(db, { webDir, env: { ...endpointSuiteEnv, RATE_LIMIT_NEWSLETTER_PER_HOUR: "2" } });
    const server = await serveOnLoopback(app);
    try {
      const answers = await everyAnswer(app, (url, init) =>
        server.request(url, { ...init, headers: { Origin: server.origin, ...init?.headers } }),
      );
      expect(answers.length).toBeGreaterThan(everyPage.length + 10);
      for (const answer of answers) {
        expectSecurityHeaders(answer);
        expect(answer[1].headers.get("x-request-id"), answer[0]).toMatch(/^[0-9a-f-]{36}$/);
      }
      const traced = await server.request("/api/health", { headers: { "X-Request-Id": "from-nginx-42" } });
      expect(traced.headers.get("x-request-id")).toBe("from-nginx-42");
    } finally {
      await server.close();
    }
  });

  it("adds HSTS on every answer when BASE_URL is https", async () => {
    const app = testApp(db, {
      webDir,
      env: { ...endpointSuiteEnv, BASE_URL: "https://wayfarer.example", RATE_LIMIT_NEWSLETTER_PER_HOUR: "2" },
    });
    for (const answer of await everyAnswer(app)) {
      expectSecurityHeaders(answer);
      expect(answer[1].headers.get("strict-transport-security"), answer[0]).toBe("max-age=31536000; includeSubDomains");
    }
  });
});

describeEachDatabase("CSRF: state-changing calls from another origin", (database) => {
  const suite = useTestApp(database, { env: endpointSuiteEnv });

  it("the endpoint table lists every state-changing route of the app", () => {
    const listed = new Set(stateChangingEndpoints.map(({ method, route }) => `${method} ${route}`));
    const missing = apiRoutes(suite.app)
      .filter(({ method }) => STATE_CHANGING.has(method))
      .map(({ method, route }) => `${method} ${route}`)
      .filter((key) => !listed.has(key));
    expect(missing, "add these to src/server/test/endpoints.ts").toEqual([]);
    expect(suite.app.routes.some(({ path: route }) => route === "/api/auth/*")).toBe(true);
  });

  for (const endpoint of stateChangingEndpoints) {
    it(`${endpoint.method} ${typeof endpoint.path === "string" ? endpoint.path : endpoint.route} is refused from a foreign Origin or a cross-site fetch and changes nothing; from ours it works`, async () => {
      const probe = await createProbe(suite.app);
      await endpoint.prepare?.(suite.app, probe);
      const url = urlOf(endpoint, probe);
      const call = (headers: Record<string, string>) =>
        suite.app.request(url, {
          method: endpoint.method,
          // The attack rides on the victim's session cookie.
          headers: { "Content-Type": "application/json", Cookie: probe.cookie, ...headers },
          body: endpoint.validBody ? JSON.stringify(endpoint.validBody(probe)) : undefined,
        });
      const before = await snapshot(suite.db);
      const foreign: Record<string, string>[] = [
        ...FOREIGN_ORIGINS.map((origin) => ({ Origin: origin })),
        // A browser that names no Origin still says where the request came from.
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "cross-site", Origin: OWN_ORIGIN },
      ];
      for (const headers of foreign) {
        const res = await call(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.json()).toEqual({
          error: { code: "forbidden_origin", message: "This request came from another site and was refused." },
        });
      }
      expect(await snapshot(suite.db)).toEqual(before);
      // Control: the same call from our own origin goes through (and writes, where the endpoint stores something).
      const own = await call({ Origin: OWN_ORIGIN, "Sec-Fetch-Site": "same-origin" });
      const answer = await own.text(); // a streamed answer is stored when it ends
      expect(own.status, answer).toBeLessThan(400);
      if (endpoint.writes) expect(await snapshot(suite.db)).not.toEqual(before);
    });
  }

  it("refuses every other state-changing method from a foreign Origin too, on any API path", async () => {
    const { cookie } = await createProbe(suite.app);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const url of ["/api/contact", "/api/newsletter", "/api/itineraries/x", "/api/auth/delete-user", "/api/me"]) {
        const res = await suite.app.request(url, { ...post({}, { Cookie: cookie, Origin: "https://evil.example" }), method });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it("POST /mcp reads no cookie: a cross-site call riding on a session is 401 (a Bearer token only), and changes nothing", async () => {
    const probe = await createProbe(suite.app);
    const before = await snapshot(suite.db);
    const res = await suite.app.request(
      "/mcp",
      post(
        { jsonrpc: "2.0", id: 1, method: "tools/list" },
        { Cookie: probe.cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      ),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await snapshot(suite.db)).toEqual(before);
  });

  it("with BASE_URL set, only that exact origin may change state", async () => {
    const pinned = testApp(suite.db, { env: { ...endpointSuiteEnv, BASE_URL: "https://wayfarer.example" } });
    for (const origin of ["http://wayfarer.example", "https://wayfarer.example:8443", "https://evil.example", OWN_ORIGIN]) {
      const res = await pinned.request("/api/newsletter", post({ email: "pinned@example.com" }, { Origin: origin }));
      expect(res.status, origin).toBe(403);
    }
    expect(
      (await pinned.request("/api/newsletter", post({ email: "pinned@example.com" }, { Origin: "https://wayfarer.example" })))
        .status,
    ).toBe(200);
  });
});

describeEachDatabase("rate limits", (database) => {
  const suite = useDatabase(database);

  async function expectLimited(res: Response) {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: "rate_limited", message: expect.stringMatching(/try again/i) } });
  }

  it("sign-in: AUTH_RATE_LIMIT_MAX attempts per address, then 429, even with the right password", async () => {
    const app = testApp(suite.db, { env: { AUTH_RATE_LIMIT_MAX: "3" } });
    const probe = await createProbe(testApp(suite.db));
    await suite.db.kysely.deleteFrom("rateLimit" as never).execute();
    const signIn = (password: string) => app.request("/api/auth/sign-in/email", post({ email: probe.email, password }));
    for (let i = 0; i < 3; i++) expect((await signIn("wrong password")).status).toBe(401);
    const sessions = await snapshot(suite.db, { except: ["rateLimit"] });
    const blocked = await signIn(probe.password);
    await expectLimited(blocked);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    expect(await snapshot(suite.db, { except: ["rateLimit"] })).toEqual(sessions);
  });

  it("contact: RATE_LIMIT_CONTACT_PER_HOUR messages per user, then 429 and nothing stored", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_CONTACT_PER_HOUR: "2" } });
    const probe = await createProbe(app);
    const send = () =>
      app.request("/api/contact", post({ name: "Ada", email: "ada@example.com", message: "Hi" }, { Cookie: probe.cookie }));
    for (let i = 0; i < 2; i++) expect((await send()).status).toBe(201);
    const before = await snapshot(suite.db);
    await expectLimited(await send());
    expect(await snapshot(suite.db)).toEqual(before);
  });

  it("trip edits: RATE_LIMIT_TRIP_EDITS_PER_HOUR edits, plan operations, share and calendar changes per user together, then 429 and nothing changed", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_TRIP_EDITS_PER_HOUR: "6" } });
    const probe = await createProbe(app);
    const other = await createProbe(app);
    const trip = (probe: { itineraryId: string }, tail = "") => `/api/itineraries/${probe.itineraryId}${tail}`;
    const as = (cookie: string, init: RequestInit): RequestInit => ({ ...init, headers: { ...init.headers, Cookie: cookie } });
    const calls: [string, RequestInit][] = [
      [trip(probe), { ...post({ version: 1, title: "Edited" }), method: "PATCH" }],
      [trip(probe, "/operations"), post({ version: 2, operations: [{ type: "set_pace", pace: "packed" }] })],
      [trip(probe, "/share"), post({ hideNotes: true })],
      [trip(probe, "/share"), { method: "DELETE" }],
      [trip(probe, "/calendar"), { method: "POST" }],
      [trip(probe, "/calendar"), { method: "DELETE" }],
    ];
    for (const [url, init] of calls) expect((await app.request(url, as(probe.cookie, init))).status, url).toBeLessThan(300);
    // A refused body costs nothing; the limit is checked after validation.
    const bad = { ...post({ version: 0 }), method: "PATCH" };
    expect((await app.request(trip(probe), as(probe.cookie, bad))).status).toBe(400);
    const before = await snapshot(suite.db);
    for (const [url, init] of [...calls, [trip(probe, "/share"), { method: "POST" }] as [string, RequestInit]])
      await expectLimited(await app.request(url, as(probe.cookie, init)));
    expect(await snapshot(suite.db)).toEqual(before);
    // Another user has a count of their own.
    expect((await app.request(trip(other, "/share"), as(other.cookie, { method: "POST" }))).status).toBe(200);
  });

  it("MCP: RATE_LIMIT_MCP_PER_TOKEN_PER_MIN requests per token, then 429; another token has a count of its own", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_MCP_PER_TOKEN_PER_MIN: "2" } });
    const probe = await createProbe(app);
    const token = async () => {
      const res = await app.request("/api/account/tokens", post({ name: "Limit", scope: "read" }, { Cookie: probe.cookie }));
      return ((await res.json()) as { token: string }).token;
    };
    const list = (bearer: string) =>
      app.request(
        "/mcp",
        post(
          {
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
          },
          { Authorization: `Bearer ${bearer}`, Accept: "application/json, text/event-stream" },
        ),
      );
    const first = await token();
    for (let i = 0; i < 2; i++) expect((await list(first)).status).toBe(200);
    await expectLimited(await list(first));
    expect((await list(await token())).status).toBe(200);
  });

  it("newsletter: RATE_LIMIT_NEWSLETTER_PER_HOUR sign-ups per client, then 429 and nothing stored", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_NEWSLETTER_PER_HOUR: "2" } });
    for (let i = 0; i < 2; i++)
      expect((await app.request("/api/newsletter", post({ email: `limit${i}@example.com` }))).status).toBe(200);
    const before = await snapshot(suite.db);
    await expectLimited(await app.request("/api/newsletter", post({ email: "limit-late@example.com" })));
    expect(await snapshot(suite.db)).toEqual(before);
  });
});
