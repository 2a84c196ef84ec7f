import { beforeAll, describe, expect, it } from "vitest";
import type { ItineraryDetail, ItinerarySummary, ItineraryPage } from "@shared/schemas/itineraries";
import { TRIP_MEMBERS_MAX } from "@shared/schemas/limits";
import { type InviteAccepted, type InviteLink, type InvitePreview, type TripMember } from "@shared/schemas/members";
import { signUp } from "../test/auth";
import { testApp } from "../test/app";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { createProbe, snapshot, stateChangingEndpoints, type Probe } from "../test/endpoints";
import { inviteTokenHash } from "./members";

/** Members, roles and invites (docs/api.md "Members and invites", decision 1110), on SQLite and PostgreSQL. */

describeEachDatabase("trip members and invites", (database) => {
  const suite = useTestApp(database);
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    suite.app.request(`/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const tokenOf = (url: string) => url.split("/invites/")[1]!;
  async function invite(owner: Probe, role: "editor" | "viewer"): Promise<InviteLink> {
    const res = await call("POST", `/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role });
    expect(res.status).toBe(201);
    return (await res.json()) as InviteLink;
  }
  async function join(owner: Probe, role: "editor" | "viewer", name: string = role) {
    const member = await signUp(suite.app, { name });
    const link = await invite(owner, role);
    const res = await call("POST", `/invites/${tokenOf(link.url)}/accept`, member.cookie);
    expect(res.status).toBe(200);
    return member;
  }
  const list = async (cookie: string) => (await (await call("GET", "/itineraries", cookie)).json()) as ItinerarySummary[];
  const version = async (probe: Probe) =>
    ((await (await call("GET", `/itineraries/${probe.itineraryId}`, probe.cookie)).json()) as ItineraryDetail).version;

  describe("roles on every trip endpoint", () => {
    let owner: Probe;
    const cookies = {} as Record<"editor" | "viewer" | "stranger", string>;
    let viewerId = "";
    beforeAll(async () => {
      owner = await createProbe(suite.app);
      cookies.editor = (await join(owner, "editor")).cookie;
      const viewer = await join(owner, "viewer");
      cookies.viewer = viewer.cookie;
      viewerId = viewer.user.id;
      cookies.stranger = (await signUp(suite.app, { name: "Stranger" })).cookie;
    });

    type Who = "editor" | "viewer" | "stranger" | "owner";
    /** Each endpoint with what each caller gets; the owner last (it may change what the next row needs). */
    const table: {
      name: string;
      method: string;
      /** As the endpoint table (test/endpoints.ts) names it. */
      route: string;
      path: (id: string) => string | Promise<string>;
      body?: () => unknown;
      expect: Record<Who, number>;
    }[] = [
      {
        name: "read",
        route: "/api/itineraries/:id",
        method: "GET",
        path: (id) => `/itineraries/${id}`,
        expect: { editor: 200, viewer: 200, stranger: 404, owner: 200 },
      },
      {
        name: "edit",
        route: "/api/itineraries/:id",
        method: "PATCH",
        path: (id) => `/itineraries/${id}`,
        body: () => ({ version: currentVersion, title: "Kyoto together" }),
        expect: { editor: 200, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "operations",
        route: "/api/itineraries/:id/operations",
        method: "POST",
        path: (id) => `/itineraries/${id}/operations`,
        body: () => ({ version: currentVersion, operations: [{ type: "retime_item", itemId: "d1-morning", start: "09:30" }] }),
        expect: { editor: 200, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "regenerate",
        route: "/api/itineraries/:id/days/:day/regenerate",
        method: "POST",
        path: (id) => `/itineraries/${id}/days/1/regenerate`,
        body: () => ({ slot: "evening" }),
        expect: { editor: 200, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "assistant",
        route: "/api/itineraries/:id/assistant",
        method: "POST",
        path: (id) => `/itineraries/${id}/assistant`,
        body: () => ({ version: currentVersion, message: "what should I pack?" }),
        expect: { editor: 200, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "share",
        route: "/api/itineraries/:id/share",
        method: "POST",
        path: (id) => `/itineraries/${id}/share`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "unshare",
        route: "/api/itineraries/:id/share",
        method: "DELETE",
        path: (id) => `/itineraries/${id}/share`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 204 },
      },
      {
        name: "feed",
        route: "/api/itineraries/:id/calendar",
        method: "POST",
        path: (id) => `/itineraries/${id}/calendar`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "unfeed",
        route: "/api/itineraries/:id/calendar",
        method: "DELETE",
        path: (id) => `/itineraries/${id}/calendar`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 204 },
      },
      {
        name: "invite",
        route: "/api/itineraries/:id/invites",
        method: "POST",
        path: (id) => `/itineraries/${id}/invites`,
        body: () => ({ role: "viewer" }),
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 201 },
      },
      {
        name: "invites",
        route: "/api/itineraries/:id/invites",
        method: "GET",
        path: (id) => `/itineraries/${id}/invites`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "revoke",
        route: "/api/itineraries/:id/invites/:inviteId",
        method: "DELETE",
        path: async (id) => `/itineraries/${id}/invites/${(await invite(owner, "viewer")).id}`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 204 },
      },
      {
        name: "members",
        route: "/api/itineraries/:id/members",
        method: "GET",
        path: (id) => `/itineraries/${id}/members`,
        expect: { editor: 200, viewer: 200, stranger: 404, owner: 200 },
      },
      {
        name: "change a role",
        route: "/api/itineraries/:id/members/:userId",
        method: "PATCH",
        path: (id) => `/itineraries/${id}/members/${viewerId}`,
        body: () => ({ role: "viewer" }),
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "say where one's live page is",
        route: "/api/itineraries/:id/live/presence",
        method: "POST",
        path: (id) => `/itineraries/${id}/live/presence`,
        body: () => ({ connection: "a-page", day: 2 }),
        expect: { editor: 204, viewer: 204, stranger: 404, owner: 204 },
      },
      {
        name: "add an expense",
        route: "/api/itineraries/:id/expenses",
        method: "POST",
        path: (id) => `/itineraries/${id}/expenses`,
        body: () => expense(),
        expect: { editor: 201, viewer: 403, stranger: 404, owner: 201 },
      },
      {
        name: "change an expense",
        route: "/api/itineraries/:id/expenses/:expenseId",
        method: "PATCH",
        path: async (id) => `/itineraries/${id}/expenses/${await addExpense(id)}`,
        body: () => ({ note: "Paid in cash" }),
        expect: { editor: 200, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "delete an expense",
        route: "/api/itineraries/:id/expenses/:expenseId",
        method: "DELETE",
        path: async (id) => `/itineraries/${id}/expenses/${await addExpense(id)}`,
        expect: { editor: 204, viewer: 403, stranger: 404, owner: 204 },
      },
      {
        name: "record a settlement",
        route: "/api/itineraries/:id/settlements",
        method: "POST",
        path: (id) => `/itineraries/${id}/settlements`,
        body: () => ({ from: viewerId, to: owner.userId, amount: "5" }),
        expect: { editor: 201, viewer: 403, stranger: 404, owner: 201 },
      },
      {
        name: "delete a settlement",
        route: "/api/itineraries/:id/settlements/:settlementId",
        method: "DELETE",
        path: async (id) => {
          const res = await call("POST", `/itineraries/${id}/settlements`, owner.cookie, {
            from: viewerId,
            to: owner.userId,
            amount: "5",
          });
          return `/itineraries/${id}/settlements/${((await res.json()) as { id: string }).id}`;
        },
        expect: { editor: 204, viewer: 403, stranger: 404, owner: 204 },
      },
      {
        name: "the currency and budget of its costs",
        route: "/api/itineraries/:id/costs",
        method: "PATCH",
        path: (id) => `/itineraries/${id}/costs`,
        body: () => ({ budget: { food: "100" } }),
        expect: { editor: 200, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        // On a trip that exists: nothing to undo, but only its owner may ask (a deleted one: restore.test.ts).
        name: "restore",
        route: "/api/itineraries/:id/restore",
        method: "POST",
        path: (id) => `/itineraries/${id}/restore`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 200 },
      },
      {
        name: "delete",
        route: "/api/itineraries/:id",
        method: "DELETE",
        path: (id) => `/itineraries/${id}`,
        expect: { editor: 403, viewer: 403, stranger: 404, owner: 204 },
      },
    ];
    let currentVersion = 1;
    const expense = () => ({
      title: "Tea",
      amount: "4.50",
      currency: "EUR",
      paidBy: owner.userId,
      split: { mode: "equal", among: [owner.userId] },
    });
    async function addExpense(id: string): Promise<string> {
      const res = await call("POST", `/itineraries/${id}/expenses`, owner.cookie, expense());
      return ((await res.json()) as { id: string }).id;
    }

    it("covers every state-changing trip route of the endpoint table (one left out would be a hole in the roles)", () => {
      const covered = new Set(table.map((row) => `${row.method} ${row.route}`));
      const tripRoutes = stateChangingEndpoints
        .filter((endpoint) => endpoint.route.startsWith("/api/itineraries/:id"))
        .map((endpoint) => `${endpoint.method} ${endpoint.route}`)
        // A member removed here is the owner's change; leaving is tested below.
        .filter((route) => route !== "DELETE /api/itineraries/:id/members/:userId");
      expect(tripRoutes.filter((route) => !covered.has(route))).toEqual([]);
    });

    it("owner, editor, viewer and stranger each get what their role allows, and a viewer's 403 says why", async () => {
      for (const row of table) {
        for (const who of ["stranger", "viewer", "editor", "owner"] as const) {
          currentVersion = await version(owner).catch(() => currentVersion);
          const path = await row.path(owner.itineraryId);
          const res = await call(row.method, path, who === "owner" ? owner.cookie : cookies[who], row.body?.());
          const text = await res.text();
          expect(res.status, `${row.name} as ${who}: ${text.slice(0, 200)}`).toBe(row.expect[who]);
          if (res.status === 403) {
            expect(JSON.parse(text)).toEqual({ error: { code: "forbidden", message: expect.stringMatching(/owner/) } });
          }
          if (res.status === 404) expect(JSON.parse(text)).toMatchObject({ error: { code: "not_found" } });
        }
      }
      // The trip went with its owner's DELETE: every member now gets 404.
      for (const who of ["editor", "viewer"] as const) {
        expect((await call("GET", `/itineraries/${owner.itineraryId}`, cookies[who])).status).toBe(404);
        expect(await list(cookies[who])).toEqual([]);
      }
    });
  });

  it("an editor's change is saved on the owner's trip, whose author stays the owner, and every list shows it", async () => {
    const owner = await createProbe(suite.app);
    const editor = await join(owner, "editor", "Eda");
    const viewer = await join(owner, "viewer", "Vic");
    // Lists read (and cached) before the change.
    expect((await list(viewer.cookie))[0]).toMatchObject({
      id: owner.itineraryId,
      shared: { ownerName: "Probe", role: "viewer" },
    });
    expect((await list(owner.cookie))[0]).not.toHaveProperty("shared");
    const res = await call("PATCH", `/itineraries/${owner.itineraryId}`, editor.cookie, {
      version: 1,
      title: "Kyoto, edited by Eda",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ItineraryDetail;
    expect(body).toMatchObject({ version: 2, author: { name: "Probe" }, shared: { ownerName: "Probe", role: "editor" } });
    // A member is not handed the owner's link tokens.
    expect(body.share).toBeNull();
    for (const cookie of [owner.cookie, editor.cookie, viewer.cookie]) {
      expect((await list(cookie)).find((trip) => trip.id === owner.itineraryId)?.title).toBe("Kyoto, edited by Eda");
    }
    // Pages mark shared trips too, and the cursor walks through own and shared ones alike.
    await call("POST", "/itineraries", viewer.cookie, { title: "Viewer's own", days: "Day 1*Morning: walk" });
    const first = (await (await call("GET", "/itineraries?limit=1", viewer.cookie)).json()) as ItineraryPage;
    expect(first.items[0]).toMatchObject({ title: "Viewer's own" });
    expect(first.items[0]).not.toHaveProperty("shared");
    const second = (await (
      await call("GET", `/itineraries?limit=1&cursor=${first.nextCursor}`, viewer.cookie)
    ).json()) as ItineraryPage;
    expect(second).toMatchObject({ items: [{ id: owner.itineraryId, shared: { role: "viewer" } }], nextCursor: null });
  });

  it("lists the members with the owner first; the owner changes roles and removes members, a member leaves", async () => {
    const owner = await createProbe(suite.app);
    const editor = await join(owner, "editor", "Eda");
    const viewer = await join(owner, "viewer", "Vic");
    const members = (await (
      await call("GET", `/itineraries/${owner.itineraryId}/members`, viewer.cookie)
    ).json()) as TripMember[];
    expect(members).toEqual([
      { userId: expect.any(String), name: "Probe", role: "owner" },
      { userId: editor.user.id, name: "Eda", role: "editor" },
      { userId: viewer.user.id, name: "Vic", role: "viewer" },
    ]);
    const ownerId = members[0]!.userId;
    const path = (userId: string) => `/itineraries/${owner.itineraryId}/members/${userId}`;
    // The viewer becomes an editor and may edit; back to viewer, may not.
    expect(await (await call("PATCH", path(viewer.user.id), owner.cookie, { role: "editor" })).json()).toEqual({
      userId: viewer.user.id,
      name: "Vic",
      role: "editor",
    });
    expect((await list(viewer.cookie))[0]).toMatchObject({ shared: { role: "editor" } });
    expect(
      (await call("PATCH", `/itineraries/${owner.itineraryId}`, viewer.cookie, { version: 1, title: "Vic was here" })).status,
    ).toBe(200);
    await call("PATCH", path(viewer.user.id), owner.cookie, { role: "viewer" });
    expect((await call("PATCH", `/itineraries/${owner.itineraryId}`, viewer.cookie, { version: 2, title: "Again" })).status).toBe(
      403,
    );
    // Not members, or the owner: refused.
    expect((await call("PATCH", path(ownerId), owner.cookie, { role: "viewer" })).status).toBe(403);
    expect((await call("DELETE", path(ownerId), owner.cookie)).status).toBe(403);
    expect((await call("PATCH", path("someone-else"), owner.cookie, { role: "viewer" })).status).toBe(404);
    expect((await call("PATCH", path(viewer.user.id), owner.cookie, { role: "owner" })).status).toBe(400);
    // A member removes only themself.
    expect((await call("DELETE", path(viewer.user.id), editor.cookie)).status).toBe(403);
    expect((await call("DELETE", path(viewer.user.id), viewer.cookie)).status).toBe(204);
    expect((await call("GET", `/itineraries/${owner.itineraryId}`, viewer.cookie)).status).toBe(404);
    expect(await list(viewer.cookie)).toEqual([]);
    // The owner removes the editor: from then on a stranger.
    expect((await call("DELETE", path(editor.user.id), owner.cookie)).status).toBe(204);
    expect((await call("PATCH", `/itineraries/${owner.itineraryId}`, editor.cookie, { version: 2, title: "Eda" })).status).toBe(
      404,
    );
    expect((await call("DELETE", path(editor.user.id), owner.cookie)).status).toBe(404);
    expect(
      ((await (await call("GET", `/itineraries/${owner.itineraryId}/members`, owner.cookie)).json()) as TripMember[]).length,
    ).toBe(1);
  });

  it("invites: the token is never stored, the link shows the trip, joining twice keeps the higher role", async () => {
    const owner = await createProbe(suite.app);
    const link = await invite(owner, "viewer");
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/invites\/[\w-]{32}$/);
    const token = tokenOf(link.url);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(14 * 24 * 3600 * 1000);
    const everything = JSON.stringify(await snapshot(suite.db));
    expect(everything).not.toContain(token);
    expect(everything).toContain(inviteTokenHash(token));

    const guest = await signUp(suite.app, { name: "Guest" });
    expect((await call("GET", `/invites/${token}`)).status).toBe(401);
    expect(await (await call("GET", `/invites/${token}`, guest.cookie)).json()).toEqual({
      tripId: owner.itineraryId,
      title: "Kyoto in spring",
      ownerName: "Probe",
      role: "viewer",
      yourRole: null,
    } satisfies InvitePreview);
    const accept = async (url: string, cookie = guest.cookie) => {
      const res = await call("POST", `/invites/${tokenOf(url)}/accept`, cookie);
      expect(res.status).toBe(200);
      return (await res.json()) as InviteAccepted;
    };
    expect(await accept(link.url)).toEqual({ tripId: owner.itineraryId, role: "viewer" });
    expect(await accept(link.url)).toEqual({ tripId: owner.itineraryId, role: "viewer" });
    const editorLink = await invite(owner, "editor");
    expect(await accept(editorLink.url)).toEqual({ tripId: owner.itineraryId, role: "editor" });
    expect(await accept(link.url)).toEqual({ tripId: owner.itineraryId, role: "editor" });
    expect(await accept(link.url, owner.cookie)).toEqual({ tripId: owner.itineraryId, role: "owner" });
    expect(((await (await call("GET", `/invites/${token}`, guest.cookie)).json()) as InvitePreview).yourRole).toBe("editor");
    const rows = await suite.db.kysely
      .selectFrom("trip_member")
      .selectAll()
      .where("itinerary_id", "=", owner.itineraryId)
      .execute();
    expect(rows).toHaveLength(1);

    // The owner lists working links; a revoked one no longer opens or joins.
    const listed = (await (await call("GET", `/itineraries/${owner.itineraryId}/invites`, owner.cookie)).json()) as {
      id: string;
    }[];
    expect(listed.map((row) => row.id).sort()).toEqual([link.id, editorLink.id].sort());
    expect((await call("DELETE", `/itineraries/${owner.itineraryId}/invites/${link.id}`, owner.cookie)).status).toBe(204);
    expect((await call("DELETE", `/itineraries/${owner.itineraryId}/invites/${link.id}`, owner.cookie)).status).toBe(204);
    const newcomer = await signUp(suite.app, { name: "Late" });
    expect((await call("GET", `/invites/${token}`, newcomer.cookie)).status).toBe(404);
    expect((await call("POST", `/invites/${token}/accept`, newcomer.cookie)).status).toBe(404);
    // Another trip's invite id is not this trip's.
    const other = await createProbe(suite.app);
    expect((await call("DELETE", `/itineraries/${other.itineraryId}/invites/${editorLink.id}`, other.cookie)).status).toBe(404);

    // An expired link: 404, like an unknown or malformed one.
    await suite.db.kysely
      .updateTable("trip_invite")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", editorLink.id)
      .execute();
    expect((await call("POST", `/invites/${tokenOf(editorLink.url)}/accept`, newcomer.cookie)).status).toBe(404);
    for (const unknown of ["A".repeat(32), "short", "%00"]) {
      const res = await call("GET", `/invites/${unknown}`, newcomer.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    }
    expect(await list(newcomer.cookie)).toEqual([]);
  });

  it("a trip takes TRIP_MEMBERS_MAX members: then 409 members_limit, while a member accepting again still gets 200", async () => {
    const owner = await createProbe(suite.app);
    const first = await join(owner, "viewer", "First");
    const rows = Array.from({ length: TRIP_MEMBERS_MAX - 1 }, (_, i) => ({
      itinerary_id: owner.itineraryId,
      user_id: `filler-${i}`,
      user_name: `Filler ${i}`,
      role: "viewer" as const,
      added_at: new Date().toISOString(),
    }));
    await suite.db.kysely.insertInto("trip_member").values(rows).execute();
    const link = await invite(owner, "editor");
    const late = await signUp(suite.app, { name: "Late" });
    const res = await call("POST", `/invites/${tokenOf(link.url)}/accept`, late.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: "members_limit", message: `This trip already has ${TRIP_MEMBERS_MAX} members.` },
    });
    expect(await (await call("POST", `/invites/${tokenOf(link.url)}/accept`, first.cookie)).json()).toEqual({
      tripId: owner.itineraryId,
      role: "editor",
    });
  });

  it("invites, joining and member changes count against the trip-edits limit", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_TRIP_EDITS_PER_HOUR: "2" } });
    const owner = await createProbe(app);
    const post = (path: string, cookie: string, body?: unknown) =>
      app.request(`/api${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const made = await post(`/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role: "viewer" });
    expect(made.status).toBe(201);
    const token = tokenOf(((await made.json()) as InviteLink).url);
    expect((await post(`/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role: "viewer" })).status).toBe(201);
    expect((await post(`/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role: "viewer" })).status).toBe(429);
    const guest = await signUp(app);
    for (let i = 0; i < 2; i++) expect((await post(`/invites/${token}/accept`, guest.cookie)).status).toBe(200);
    expect((await post(`/invites/${token}/accept`, guest.cookie)).status).toBe(429);
  });

  it("account deletion: an owner's trip goes with them, a member's memberships end; the export lists memberships", async () => {
    const owner = await createProbe(suite.app);
    const member = await join(owner, "editor", "Mo");
    const other = await createProbe(suite.app);
    const link = await invite(other, "viewer");
    expect((await call("POST", `/invites/${tokenOf(link.url)}/accept`, owner.cookie)).status).toBe(200);
    const exported = (await (await call("GET", "/account/export", member.cookie)).json()) as { tripMemberships: unknown[] };
    expect(exported.tripMemberships).toEqual([
      { tripId: owner.itineraryId, title: "Kyoto in spring", ownerName: "Probe", role: "editor", joinedAt: expect.any(String) },
    ]);
    expect((await list(member.cookie)).map((trip) => trip.id)).toEqual([owner.itineraryId]);

    // The owner (a member of another trip too) deletes the account.
    expect((await call("DELETE", "/account", owner.cookie, { password: owner.password })).status).toBe(204);
    expect((await call("GET", `/itineraries/${owner.itineraryId}`, member.cookie)).status).toBe(404);
    expect(await list(member.cookie)).toEqual([]);
    expect(
      await suite.db.kysely.selectFrom("trip_member").selectAll().where("itinerary_id", "=", owner.itineraryId).execute(),
    ).toEqual([]);
    expect(
      await suite.db.kysely.selectFrom("trip_invite").selectAll().where("itinerary_id", "=", owner.itineraryId).execute(),
    ).toEqual([]);
    const members = (await (await call("GET", `/itineraries/${other.itineraryId}/members`, other.cookie)).json()) as TripMember[];
    expect(members.map((row) => row.role)).toEqual(["owner"]);
  });
});
