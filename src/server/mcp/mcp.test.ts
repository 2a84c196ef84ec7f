import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { AccessTokenSummary, CreatedAccessToken } from "@shared/schemas/access-tokens";
import type { AssistantAnswer } from "@shared/schemas/assistant";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import { hashAccessToken } from "../db/access-token-repository";
import { signUp } from "../test/auth";
import { serveOnLoopback } from "../test/app";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { READ_ONLY_MESSAGE } from "./tools";
import { offlinePlan } from "../test/plans";

/** Personal access tokens and POST /mcp through the SDK's own client, on the real database (decision 1120). */

let plan: Plan;
beforeAll(async () => {
  plan = await offlinePlan("2027-04-05 to 2027-04-09");
});

describeEachDatabase("MCP and personal access tokens", (database) => {
  const suite = useTestApp(database);
  let served: Awaited<ReturnType<typeof serveOnLoopback>>;
  beforeAll(async () => {
    served = await serveOnLoopback(suite.app);
  });
  afterAll(() => served.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    suite.app.request(path, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function makeToken(cookie: string, scope: "read" | "write", name = "Claude Desktop"): Promise<CreatedAccessToken> {
    const res = await call("POST", "/api/account/tokens", cookie, { name, scope });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedAccessToken;
  }
  async function saveTrip(cookie: string, title = plan.title): Promise<ItineraryDetail> {
    const res = await call("POST", "/api/itineraries", cookie, { title, days: toWire(planToItinerary(plan)).days, plan });
    expect(res.status).toBe(201);
    return (await res.json()) as ItineraryDetail;
  }
  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: "wayfarer-test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL("/mcp", served.origin), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    return client;
  }
  const tool = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
  const jsonOf = <T>(result: CallToolResult) => {
    expect(result.isError ?? false).toBe(false);
    return JSON.parse(textOf(result)) as T;
  };

  it("makes, lists and revokes tokens; only the hash is stored; someone else's token is 404", async () => {
    const { cookie, user } = await signUp(suite.app);
    const made = await makeToken(cookie, "read", "  Laptop  ");
    expect(made).toMatchObject({ name: "Laptop", scope: "read", id: expect.any(String), createdAt: expect.any(String) });
    expect(made.token).toMatch(/^wf_[A-Za-z0-9_-]{43}$/);
    const rows = await suite.db.kysely.selectFrom("access_token").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashAccessToken(made.token));
    expect(JSON.stringify(rows)).not.toContain(made.token);

    const listed = (await (await call("GET", "/api/account/tokens", cookie)).json()) as AccessTokenSummary[];
    expect(listed).toEqual([{ id: made.id, name: "Laptop", scope: "read", createdAt: made.createdAt, lastUsedAt: null }]);

    const other = await signUp(suite.app);
    expect((await call("DELETE", `/api/account/tokens/${made.id}`, other.cookie)).status).toBe(404);
    expect((await call("DELETE", `/api/account/tokens/${made.id}`, cookie)).status).toBe(204);
    expect(await (await call("GET", "/api/account/tokens", cookie)).json()).toEqual([]);
    expect((await call("DELETE", `/api/account/tokens/${made.id}`, cookie)).status).toBe(404);
  });

  it("the data download lists the tokens without secrets or hashes; deleting the account deletes them", async () => {
    const { cookie, user } = await signUp(suite.app);
    const made = await makeToken(cookie, "write");
    const exported = await (await call("GET", "/api/account/export", cookie)).text();
    expect(JSON.parse(exported)).toMatchObject({ accessTokens: [{ id: made.id, name: made.name, scope: "write" }] });
    expect(exported).not.toContain(made.token);
    expect(exported).not.toContain(hashAccessToken(made.token));
    const deleted = await suite.app.request("/api/account", {
      method: "DELETE",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: "http://localhost" },
      body: JSON.stringify({ password: "correct horse battery" }),
    });
    expect(deleted.status).toBe(204);
    expect(await suite.db.kysely.selectFrom("access_token").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("refuses a bad body with a clear message, and a session is needed", async () => {
    const { cookie } = await signUp(suite.app);
    const bad = await call("POST", "/api/account/tokens", cookie, { name: "x", scope: "admin" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('scope must be "read" or "write".');
    const unnamed = await call("POST", "/api/account/tokens", cookie, { name: " ", scope: "read" });
    expect(unnamed.status).toBe(400);
    expect((await suite.app.request("/api/account/tokens")).status).toBe(401);
  });

  it("answers 401 with WWW-Authenticate for a missing, unknown or revoked token", async () => {
    const init = (token?: string) => ({
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    for (const token of [undefined, "wf_nope", "not-even-ours"]) {
      const res = await served.request("/mcp", init(token));
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    const { cookie } = await signUp(suite.app);
    const made = await makeToken(cookie, "write");
    await call("DELETE", `/api/account/tokens/${made.id}`, cookie);
    expect((await served.request("/mcp", init(made.token))).status).toBe(401);
    // A session cookie is not a token.
    expect((await served.request("/mcp", { ...init(), headers: { ...init().headers, Cookie: cookie } })).status).toBe(401);
    await expect(connect("wf_nope")).rejects.toThrow();
    // Stateless: no stream to open, no session to end.
    expect((await served.request("/mcp", { method: "GET" })).status).toBe(405);
    expect((await served.request("/mcp", { method: "DELETE" })).status).toBe(405);
  });

  it("refuses a body over 64 KB with 413", async () => {
    const { cookie } = await signUp(suite.app);
    const { token } = await makeToken(cookie, "read");
    const res = await served.request("/mcp", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(70_000) } }),
    });
    expect(res.status).toBe(413);
  });

  it("lists the tools; list_trips and get_trip answer the token's user's trips only", async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const mine = await saveTrip(owner.cookie, "Mine");
    const theirs = await saveTrip(other.cookie, "Theirs");
    const client = await connect((await makeToken(owner.cookie, "read")).token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(
        ["apply_changes", "check_trip", "get_trip", "list_trips", "plan_trip", "propose_changes", "search_places"].sort(),
      );
      const trips = jsonOf<{ id: string; title: string }[]>(await tool(client, "list_trips"));
      expect(trips.map((trip) => trip.id)).toEqual([mine.id]);
      expect(jsonOf<ItineraryDetail>(await tool(client, "get_trip", { tripId: mine.id }))).toMatchObject({
        id: mine.id,
        version: 1,
      });
      const foreign = await tool(client, "get_trip", { tripId: theirs.id });
      expect(foreign.isError).toBe(true);
      expect(textOf(foreign)).toBe("No such itinerary.");
      expect(jsonOf<{ check: unknown }>(await tool(client, "check_trip", { tripId: mine.id })).check).toMatchObject({
        ok: expect.any(Boolean),
      });
      expect(jsonOf<{ places: { name: string }[] }>(await tool(client, "search_places", { query: "kyo" })).places).toContainEqual(
        expect.objectContaining({ name: "Kyoto" }),
      );
    } finally {
      await client.close();
    }
    const [used] = (await (await call("GET", "/api/account/tokens", owner.cookie)).json()) as AccessTokenSummary[];
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it("a member's token reaches the shared trip with the member's role: a viewer's write token cannot apply", async () => {
    const owner = await signUp(suite.app);
    const viewer = await signUp(suite.app);
    const saved = await saveTrip(owner.cookie);
    const invite = await call("POST", `/api/itineraries/${saved.id}/invites`, owner.cookie, { role: "viewer" });
    expect(invite.status).toBe(201);
    const token = ((await invite.json()) as { url: string }).url.split("/invites/")[1]!;
    expect((await call("POST", `/api/invites/${token}/accept`, viewer.cookie)).status).toBe(200);
    const client = await connect((await makeToken(viewer.cookie, "write")).token);
    try {
      const trips = jsonOf<{ id: string }[]>(await tool(client, "list_trips"));
      expect(trips.map((trip) => trip.id)).toEqual([saved.id]);
      expect(jsonOf<ItineraryDetail>(await tool(client, "get_trip", { tripId: saved.id })).id).toBe(saved.id);
      const item = saved.plan!.days[0]!.items[0]!;
      const refused = await tool(client, "apply_changes", {
        tripId: saved.id,
        baseVersion: 1,
        operations: [{ type: "retime_item", itemId: item.id, start: "10:00" }],
      });
      expect(refused.isError).toBe(true);
      expect(((await (await call("GET", `/api/itineraries/${saved.id}`, owner.cookie)).json()) as ItineraryDetail).version).toBe(
        1,
      );
    } finally {
      await client.close();
    }
  });

  it("plan_trip plans (a read token may), and saves only with a write token", async () => {
    const { cookie } = await signUp(suite.app);
    const reader = await connect((await makeToken(cookie, "read")).token);
    const writer = await connect((await makeToken(cookie, "write")).token);
    const request = { destination: "Kyoto", dates: "2027-04-05 to 2027-04-06", theme: "culture" };
    try {
      const planned = jsonOf<{ plan: Plan }>(await tool(reader, "plan_trip", request));
      expect(planned.plan.days).toHaveLength(2);
      const refused = await tool(reader, "plan_trip", { ...request, save: true });
      expect(textOf(refused)).toBe(READ_ONLY_MESSAGE);
      const bad = await tool(reader, "plan_trip", { ...request, dates: "soon" });
      expect(bad.isError).toBe(true);
      const saved = jsonOf<ItineraryDetail>(await tool(writer, "plan_trip", { ...request, save: true }));
      expect(saved).toMatchObject({ id: expect.any(String), version: 1 });
      const trips = jsonOf<{ id: string }[]>(await tool(reader, "list_trips"));
      expect(trips.map((trip) => trip.id)).toEqual([saved.id]);
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it("a read token is refused on apply_changes; propose_changes then apply_changes with a write token changes the trip", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const reader = await connect((await makeToken(cookie, "read")).token);
    const writer = await connect((await makeToken(cookie, "write")).token);
    try {
      const { proposal } = jsonOf<AssistantAnswer>(
        await tool(writer, "propose_changes", { tripId: saved.id, message: "move Fushimi Inari to day 3", version: 1 }),
      );
      expect(proposal).not.toBeNull();
      const args = { tripId: saved.id, baseVersion: proposal!.baseVersion, operations: proposal!.operations };
      const refused = await tool(reader, "apply_changes", args);
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toBe(READ_ONLY_MESSAGE);
      expect(((await (await call("GET", `/api/itineraries/${saved.id}`, cookie)).json()) as ItineraryDetail).version).toBe(1);

      const applied = jsonOf<ItineraryDetail>(await tool(writer, "apply_changes", args));
      expect(applied.version).toBe(2);
      const day3 = applied.plan!.days.find((day) => day.day === 3)!;
      expect(day3.items.some((item) => item.title.includes("Fushimi Inari"))).toBe(true);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});
