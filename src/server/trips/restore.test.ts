import { beforeAll, describe, expect, it } from "vitest";
import type { ItineraryDetail, ItinerarySummary } from "@shared/schemas/itineraries";
import type { InviteLink } from "@shared/schemas/members";
import type { TripCosts } from "@shared/schemas/costs";
import { signUp } from "../test/auth";
import { testApp } from "../test/app";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { createProbe, withExpense, type Probe } from "../test/endpoints";
import { TRIP_RESTORE_MINUTES, tripRepository } from "./repository";

/** Undoing a delete (docs/api.md "Restore", decision 1180), on SQLite and PostgreSQL. */

const AFTER_THE_WINDOW_MS = (TRIP_RESTORE_MINUTES * 60 + 1) * 1000;

describeEachDatabase("restoring a deleted trip", (database) => {
  const suite = useTestApp(database, { env: { RATE_LIMIT_TRIP_EDITS_PER_HOUR: "100000" } });
  const call = (method: string, path: string, cookie?: string, body?: unknown, app = suite.app) =>
    app.request(`/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ids = async (cookie: string) =>
    ((await (await call("GET", "/itineraries", cookie)).json()) as ItinerarySummary[]).map((trip) => trip.id);
  const exported = async (cookie: string) =>
    (await (await call("GET", "/account/export", cookie)).json()) as {
      itineraries: { id: string }[];
      tripMemberships: { tripId: string }[];
      tripCosts: { expenses: unknown[]; settlements: unknown[] };
    };
  async function join(owner: Probe, role: "editor" | "viewer", name: string) {
    const member = await signUp(suite.app, { name });
    const link = (await (
      await call("POST", `/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role })
    ).json()) as InviteLink;
    expect((await call("POST", `/invites/${link.url.split("/invites/")[1]}/accept`, member.cookie)).status).toBe(200);
    return member;
  }
  const remove = async (probe: Probe) =>
    expect((await call("DELETE", `/itineraries/${probe.itineraryId}`, probe.cookie)).status).toBe(204);

  describe("a trip with everything on it", () => {
    let owner: Probe;
    let viewer: { cookie: string };
    let editor: { cookie: string };
    let before: ItineraryDetail;
    let costs: TripCosts;
    let shareToken = "";
    let calendarPath = "";
    let spareInvite = "";

    beforeAll(async () => {
      owner = await createProbe(suite.app);
      viewer = await join(owner, "viewer", "Vic");
      editor = await join(owner, "editor", "Eda");
      await withExpense(suite.app, owner);
      // A version beyond 1, so "the same version" means something.
      expect(
        (await call("PATCH", `/itineraries/${owner.itineraryId}`, editor.cookie, { version: 1, title: "Kyoto, edited" })).status,
      ).toBe(200);
      shareToken = (
        (await (await call("POST", `/itineraries/${owner.itineraryId}/share`, owner.cookie, { hideNotes: true })).json()) as {
          token: string;
        }
      ).token;
      calendarPath = new URL(
        ((await (await call("POST", `/itineraries/${owner.itineraryId}/calendar`, owner.cookie)).json()) as { url: string }).url,
      ).pathname;
      const invite = (await (
        await call("POST", `/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role: "viewer" })
      ).json()) as InviteLink;
      spareInvite = invite.url.split("/invites/")[1]!;
      before = (await (await call("GET", `/itineraries/${owner.itineraryId}`, owner.cookie)).json()) as ItineraryDetail;
      costs = (await (await call("GET", `/itineraries/${owner.itineraryId}/costs`, owner.cookie)).json()) as TripCosts;
      expect(before.version).toBe(2);
      // The lists are read (and cached, on SQLite) before the delete.
      expect(await ids(owner.cookie)).toContain(owner.itineraryId);
      expect(await ids(viewer.cookie)).toContain(owner.itineraryId);
      await remove(owner);
    });

    it("is gone everywhere while deleted: trip, lists, share link, calendar feed, invites, costs, members, export", async () => {
      const id = owner.itineraryId;
      for (const cookie of [owner.cookie, viewer.cookie, editor.cookie]) {
        expect((await call("GET", `/itineraries/${id}`, cookie)).status).toBe(404);
        expect(await ids(cookie)).not.toContain(id);
        expect((await call("GET", `/itineraries/${id}/costs`, cookie)).status).toBe(404);
        expect((await call("GET", `/itineraries/${id}/members`, cookie)).status).toBe(404);
      }
      expect((await call("GET", `/itineraries?limit=10`, owner.cookie)).status).toBe(200);
      expect(
        ((await (await call("GET", `/itineraries?limit=10`, viewer.cookie)).json()) as { items: { id: string }[] }).items,
      ).toEqual([]);
      expect((await call("PATCH", `/itineraries/${id}`, editor.cookie, { version: 2, title: "Too late" })).status).toBe(404);
      expect((await call("GET", `/shared/${shareToken}`)).status).toBe(404);
      expect((await suite.app.request(calendarPath)).status).toBe(404);
      const stranger = await signUp(suite.app, { name: "Stranger" });
      expect((await call("GET", `/invites/${spareInvite}`, stranger.cookie)).status).toBe(404);
      expect((await call("POST", `/invites/${spareInvite}/accept`, stranger.cookie)).status).toBe(404);
      // Deleting it again is a 404, like any missing trip.
      expect((await call("DELETE", `/itineraries/${id}`, owner.cookie)).status).toBe(404);
      const mine = await exported(owner.cookie);
      expect(mine.itineraries.map((trip) => trip.id)).not.toContain(id);
      expect(mine.tripCosts).toEqual({ expenses: [], settlements: [] });
      expect((await exported(viewer.cookie)).tripMemberships).toEqual([]);
    });

    it("is restored by its owner only: a stranger and its members get 404", async () => {
      const stranger = await signUp(suite.app, { name: "Stranger" });
      for (const cookie of [stranger.cookie, viewer.cookie, editor.cookie]) {
        const res = await call("POST", `/itineraries/${owner.itineraryId}/restore`, cookie);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
      }
      expect((await call("POST", `/itineraries/not-a-uuid/restore`, owner.cookie)).status).toBe(404);
      expect((await call("POST", `/itineraries/${crypto.randomUUID()}/restore`, owner.cookie)).status).toBe(404);
    });

    it("comes back exactly: same id, version, plan, links, members and costs, in every list", async () => {
      const res = await call("POST", `/itineraries/${owner.itineraryId}/restore`, owner.cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(before);
      expect(await (await call("GET", `/itineraries/${owner.itineraryId}`, owner.cookie)).json()).toEqual(before);
      expect(await (await call("GET", `/itineraries/${owner.itineraryId}/costs`, owner.cookie)).json()).toEqual(costs);
      for (const cookie of [owner.cookie, viewer.cookie, editor.cookie]) expect(await ids(cookie)).toContain(owner.itineraryId);
      expect((await call("GET", `/itineraries/${owner.itineraryId}`, viewer.cookie)).status).toBe(200);
      expect(
        (await call("PATCH", `/itineraries/${owner.itineraryId}`, editor.cookie, { version: 2, title: "Kyoto again" })).status,
      ).toBe(200);
      const shared = await call("GET", `/shared/${shareToken}`);
      expect(shared.status).toBe(200);
      expect((await suite.app.request(calendarPath)).status).toBe(200);
      expect((await call("GET", `/invites/${spareInvite}`, (await signUp(suite.app, { name: "Later" })).cookie)).status).toBe(
        200,
      );
      const mine = await exported(owner.cookie);
      expect(mine.itineraries.map((trip) => trip.id)).toContain(owner.itineraryId);
      expect(mine.tripCosts.expenses).toHaveLength(1);
      expect((await exported(viewer.cookie)).tripMemberships.map((trip) => trip.tripId)).toEqual([owner.itineraryId]);
      // A second Undo changes nothing and answers the trip as it is.
      const again = await call("POST", `/itineraries/${owner.itineraryId}/restore`, owner.cookie);
      expect(again.status).toBe(200);
      expect(((await again.json()) as ItineraryDetail).version).toBe(3);
    });
  });

  it("answers 404 once the restore window has passed, and the purge removes the trip and what went with it", async () => {
    const owner = await createProbe(suite.app);
    await withExpense(suite.app, owner);
    const other = await createProbe(suite.app);
    await remove(owner);
    await remove(other);
    const trips = tripRepository(suite.db);
    // Within the window, nothing is purged; after it, the route's own query no longer finds the trip.
    expect(await trips.purgeExpired()).toBe(0);
    expect(await trips.restore(owner.userId, owner.itineraryId, undefined, new Date(Date.now() + AFTER_THE_WINDOW_MS))).toBe(
      "missing",
    );
    expect((await call("POST", `/itineraries/${other.itineraryId}/restore`, other.cookie)).status).toBe(200);
    const live = await createProbe(suite.app);
    expect(await trips.purgeExpired(new Date(Date.now() + AFTER_THE_WINDOW_MS))).toBe(1);
    const res = await call("POST", `/itineraries/${owner.itineraryId}/restore`, owner.cookie);
    expect(res.status).toBe(404);
    const left = (table: "itinerary" | "trip_expense") =>
      suite.db.kysely
        .selectFrom(table)
        .select("id")
        .where(table === "itinerary" ? "id" : "itinerary_id", "=", owner.itineraryId)
        .execute();
    expect(await left("itinerary")).toEqual([]);
    expect(await left("trip_expense")).toEqual([]);
    // Trips that exist, restored ones too, stay.
    for (const kept of [other, live])
      expect((await call("GET", `/itineraries/${kept.itineraryId}`, kept.cookie)).status).toBe(200);
  });

  it("deleting again purges trips deleted longer ago than the window", async () => {
    const owner = await createProbe(suite.app);
    await remove(owner);
    const trips = tripRepository(suite.db);
    // As if deleted long ago.
    await suite.db.kysely
      .updateTable("itinerary")
      .set({ deleted_at: new Date(Date.now() - AFTER_THE_WINDOW_MS).toISOString() })
      .where("id", "=", owner.itineraryId)
      .execute();
    expect((await call("POST", `/itineraries/${owner.itineraryId}/restore`, owner.cookie)).status).toBe(404);
    const next = (await (
      await call("POST", "/itineraries", owner.cookie, { title: "Next", days: "Day 1*Morning: walk" })
    ).json()) as {
      id: string;
    };
    expect((await call("DELETE", `/itineraries/${next.id}`, owner.cookie)).status).toBe(204);
    expect(await suite.db.kysely.selectFrom("itinerary").select("id").where("id", "=", owner.itineraryId).execute()).toEqual([]);
    expect(await trips.restore(owner.userId, next.id)).toMatchObject({ id: next.id, deleted_at: null });
  });

  it("answers 409 when restoring would pass the account's itinerary limit; a deleted trip does not count towards it", async () => {
    const limited = testApp(suite.db, { env: { ITINERARY_MAX_PER_USER: "1" } });
    const owner = await createProbe(suite.app);
    await remove(owner);
    const saved = await call("POST", "/itineraries", owner.cookie, { title: "Instead", days: "Day 1*Morning: walk" }, limited);
    expect(saved.status).toBe(201);
    const res = await call("POST", `/itineraries/${owner.itineraryId}/restore`, owner.cookie, undefined, limited);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: "itinerary_limit",
        message: "You already have 1 saved itineraries, the most one account can keep. Delete one to restore this one.",
      },
    });
    expect((await call("GET", `/itineraries/${owner.itineraryId}`, owner.cookie)).status).toBe(404);
    expect(
      (await call("DELETE", `/itineraries/${((await saved.json()) as { id: string }).id}`, owner.cookie, undefined, limited))
        .status,
    ).toBe(204);
    expect((await call("POST", `/itineraries/${owner.itineraryId}/restore`, owner.cookie, undefined, limited)).status).toBe(200);
  });

  it("deleting the account removes its deleted trips for good", async () => {
    const owner = await createProbe(suite.app);
    await remove(owner);
    expect((await call("DELETE", "/account", owner.cookie, { password: owner.password })).status).toBe(204);
    expect(await suite.db.kysely.selectFrom("itinerary").select("id").where("author_id", "=", owner.userId).execute()).toEqual(
      [],
    );
  });
});
