import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIVE_CONNECTIONS_PER_USER, LIVE_MESSAGES, type LivePerson } from "@shared/schemas/live";
import type { InviteLink } from "@shared/schemas/members";
import { serveOnLoopback } from "../test/app";
import { signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { createProbe, type Probe } from "../test/endpoints";
import { LiveReader } from "../test/live-reader";
import { PRESENCE_REFRESH_MS, TripLive, type ConnectBus, type LiveMessage } from "./live";

/** Live trip pages over real HTTP (decision 1130): changes, presence, access, limits; on SQLite and PostgreSQL. */

describeEachDatabase("live trip pages", (database) => {
  const suite = useTestApp(database);
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let owner: Probe;
  const members = {} as Record<"editor" | "viewer", { cookie: string; id: string }>;
  let stranger: string;
  const open: LiveReader[] = [];

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    server.request(`/api${path}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const live = async (cookie: string) => {
    const reader = new LiveReader(await call("GET", `/itineraries/${owner.itineraryId}/live`, cookie));
    open.push(reader);
    return reader;
  };
  const names = (people: LivePerson[]) => people.map((person) => `${person.name}${person.day ? `@${person.day}` : ""}`).sort();

  beforeAll(async () => {
    server = await serveOnLoopback(suite.app);
    owner = await createProbe(suite.app);
    for (const role of ["editor", "viewer"] as const) {
      const member = await signUp(suite.app, { name: role === "editor" ? "Eddie" : "Vera" });
      const link = (await (
        await call("POST", `/itineraries/${owner.itineraryId}/invites`, owner.cookie, { role })
      ).json()) as InviteLink;
      expect((await call("POST", `/invites/${link.url.split("/invites/")[1]}/accept`, member.cookie)).status).toBe(200);
      members[role] = { cookie: member.cookie, id: member.user.id };
    }
    stranger = (await signUp(suite.app, { name: "Stranger" })).cookie;
  });
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.close()));
    await server.close();
  });

  it("a page is told its connection and the version, then everyone there; others see it arrive, move and leave", async () => {
    const ownerPage = await live(owner.cookie);
    const hello = await ownerPage.next("hello");
    expect(hello).toEqual({ connection: expect.any(String), version: expect.any(Number) });
    expect(names((await ownerPage.next("presence")).people)).toEqual(["Probe"]);

    const editorPage = await live(members.editor.cookie);
    const editorHello = await editorPage.next("hello");
    expect(names((await editorPage.next("presence")).people)).toEqual(["Eddie", "Probe"]);
    expect(names((await ownerPage.next("presence")).people)).toEqual(["Eddie", "Probe"]);

    const moved = await call("POST", `/itineraries/${owner.itineraryId}/live/presence`, members.editor.cookie, {
      connection: editorHello.connection,
      day: 2,
    });
    expect(moved.status).toBe(204);
    expect(names((await ownerPage.next("presence", ({ people }) => people.some((p) => p.day === 2))).people)).toEqual([
      "Eddie@2",
      "Probe",
    ]);

    // Someone else's connection id moves nobody.
    await call("POST", `/itineraries/${owner.itineraryId}/live/presence`, owner.cookie, {
      connection: editorHello.connection,
      day: 1,
    });
    await editorPage.close();
    const after = await ownerPage.next("presence", ({ people }) => people.length === 1);
    expect(names(after.people)).toEqual(["Probe"]);
    expect(ownerPage.events.some((e) => e.event === "presence" && e.data.people.some((p) => p.day === 1))).toBe(false);
    await ownerPage.close();
  });

  it("a saved change reaches every page within the second: its version, who made it and what it touched", async () => {
    const ownerPage = await live(owner.cookie);
    const viewerPage = await live(members.viewer.cookie);
    const { version } = await ownerPage.next("hello");
    await viewerPage.next("hello");

    const started = Date.now();
    const applied = await call("POST", `/itineraries/${owner.itineraryId}/operations`, members.editor.cookie, {
      version,
      operations: [{ type: "retime_item", itemId: "d1-morning", start: "09:30" }],
    });
    expect(applied.status).toBe(200);
    const saved = (await applied.json()) as { version: number };
    for (const page of [ownerPage, viewerPage]) {
      expect(await page.next("changed")).toEqual({
        version: saved.version,
        by: { userId: members.editor.id, name: "Eddie" },
        items: ["d1-morning"],
        days: [],
      });
    }
    expect(Date.now() - started).toBeLessThan(1_000);

    const renamed = await call("PATCH", `/itineraries/${owner.itineraryId}`, owner.cookie, {
      version: saved.version,
      title: "Kyoto, together",
    });
    expect(renamed.status).toBe(200);
    expect(await viewerPage.next("changed")).toEqual(
      expect.objectContaining({
        version: saved.version + 1,
        by: expect.objectContaining({ name: "Probe" }),
        items: [],
        days: [],
      }),
    );
    await Promise.all([ownerPage.close(), viewerPage.close()]);
  });

  it("a stranger gets 404; bad presence gets 400 and changes nothing", async () => {
    const res = await call("GET", `/itineraries/${owner.itineraryId}/live`, stranger);
    expect(res.status).toBe(404);
    for (const body of [
      { connection: "x" },
      { connection: "", day: 1 },
      { connection: "x", day: 0 },
      { connection: "x", day: 31 },
      [],
    ]) {
      const bad = await call("POST", `/itineraries/${owner.itineraryId}/live/presence`, owner.cookie, body);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: expect.objectContaining({ code: "invalid_input" }) });
    }
  });

  it(`one traveller holds ${LIVE_CONNECTIONS_PER_USER} live pages at most; a closed one frees its place`, async () => {
    const pages = await Promise.all(Array.from({ length: LIVE_CONNECTIONS_PER_USER }, () => live(members.editor.cookie)));
    await Promise.all(pages.map((page) => page.next("hello")));
    const refused = await call("GET", `/itineraries/${owner.itineraryId}/live`, members.editor.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.objectContaining({ message: LIVE_MESSAGES.tooManyConnections }) });
    await pages[0]!.close();
    // The server notices the closed stream as soon as its next write fails or the socket ends.
    await expect
      .poll(async () => {
        const res = await call("GET", `/itineraries/${owner.itineraryId}/live`, members.editor.cookie);
        if (res.status === 200) open.push(new LiveReader(res));
        else await res.body?.cancel();
        return res.status;
      })
      .toBe(200);
    await Promise.all(open.map((page) => page.close()));
  });

  it("a member removed, or given another role, is told on their open page, which then ends", async () => {
    const viewerPage = await live(members.viewer.cookie);
    const ownerPage = await live(owner.cookie);
    await viewerPage.next("hello");
    await ownerPage.next("hello");
    const changed = await call("PATCH", `/itineraries/${owner.itineraryId}/members/${members.viewer.id}`, owner.cookie, {
      role: "editor",
    });
    expect(changed.status).toBe(200);
    await viewerPage.next("access");
    await viewerPage.closed;
    expect(names((await ownerPage.next("presence", ({ people }) => people.length === 1)).people)).toEqual(["Probe"]);

    const again = await live(members.viewer.cookie);
    await again.next("hello");
    expect((await call("DELETE", `/itineraries/${owner.itineraryId}/members/${members.viewer.id}`, owner.cookie)).status).toBe(
      204,
    );
    await again.next("access");
    await again.closed;
    expect((await call("GET", `/itineraries/${owner.itineraryId}/live`, members.viewer.cookie)).status).toBe(404);

    // Deleting the trip ends everyone's page.
    expect((await call("DELETE", `/itineraries/${owner.itineraryId}`, owner.cookie)).status).toBe(204);
    await ownerPage.next("access");
    await ownerPage.closed;
  });
});

describe("live pages on several server copies (the bus between them)", () => {
  /** Copies joined as Redis joins them: every message reaches every copy that is still up, the sender too. */
  function sharedBus() {
    const copies = new Set<(message: LiveMessage) => void>();
    const connect: ConnectBus = async (deliver) => {
      copies.add(deliver);
      return {
        publish: (message) => {
          if (copies.has(deliver)) for (const copy of copies) queueMicrotask(() => copy(message));
        },
        close: async () => void copies.delete(deliver),
      };
    };
    /** The copy joined last drops off the bus without a word, as a crashed process does. */
    const crashLast = () => void copies.delete([...copies].at(-1)!);
    return { connect, crashLast };
  }
  const page = () => {
    const events: { event: string; data: unknown }[] = [];
    return { events, send: (event: { event: string; data: unknown }) => events.push(event), end: vi.fn() };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it("each copy shows everyone present on any copy; a copy that stops saying so is forgotten after a while", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "Date"] });
    try {
      const bus = sharedBus();
      const a = await TripLive.joined(bus.connect);
      const b = await TripLive.joined(bus.connect);
      const onA = page();
      const onB = page();
      a.open("trip", 1, { userId: "u1", name: "Ann" }, onA.send, onA.end);
      await settle();
      b.open("trip", 1, { userId: "u2", name: "Bo" }, onB.send, onB.end);
      await settle();
      expect(
        a
          .people("trip")
          .map((p) => p.name)
          .sort(),
      ).toEqual(["Ann", "Bo"]);
      expect(
        b
          .people("trip")
          .map((p) => p.name)
          .sort(),
      ).toEqual(["Ann", "Bo"]);

      // B vanishes without a word (a crash): its people stay until their word is three refreshes old.
      const bPeople = b.people("trip").filter((p) => p.name === "Bo");
      bus.crashLast();
      vi.advanceTimersByTime(2 * PRESENCE_REFRESH_MS);
      await settle();
      expect(a.people("trip")).toEqual(expect.arrayContaining(bPeople));
      vi.advanceTimersByTime(2 * PRESENCE_REFRESH_MS);
      await settle();
      expect(a.people("trip").map((p) => p.name)).toEqual(["Ann"]);
      expect(onA.events.at(-1)).toEqual({ event: "presence", data: { people: [expect.objectContaining({ name: "Ann" })] } });
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      vi.useRealTimers();
    }
  });
});
