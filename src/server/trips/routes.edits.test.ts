import ICAL from "ical.js";
import { beforeAll, expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { ItineraryDetail, ShareAnswer, SharedTrip } from "@shared/schemas/itineraries";
import { signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { offlinePlan } from "../test/plans";

/** Editing a saved trip with optimistic concurrency, its share link and its calendar feed (docs/api.md). */

let plan: Plan;
beforeAll(async () => {
  plan = await offlinePlan("2027-04-05 to 2027-04-07");
});

describeEachDatabase("trips: edit, share, calendar", (database) => {
  const suite = useTestApp(database);
  const call = (method: string, path: string, cookie?: string, body?: unknown) =>
    suite.app.request(`/api/itineraries${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function saveTrip(cookie: string): Promise<ItineraryDetail> {
    const res = await call("POST", "", cookie, { title: plan.title, days: toWire(planToItinerary(plan)).days, plan });
    expect(res.status).toBe(201);
    return (await res.json()) as ItineraryDetail;
  }

  it("edits with the version it was based on, re-derives the text, and answers 409 to a stale edit", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    expect(saved.version).toBe(1);

    const edited: Plan = {
      ...plan,
      days: plan.days.map((day, i) => (i === 0 ? { ...day, notes: "Pick up the rail pass." } : day)),
    };
    const res = await call("PATCH", `/${saved.id}`, cookie, { version: 1, title: "Kyoto with Grandma", plan: edited });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ItineraryDetail;
    expect(body).toMatchObject({
      version: 2,
      title: "Kyoto with Grandma",
      plan: { title: "Kyoto with Grandma" },
      check: { ok: true },
    });
    expect(body.days).toContain("Notes: Pick up the rail pass.");

    const read = (await (await call("GET", `/${saved.id}`, cookie)).json()) as ItineraryDetail;
    expect(read.version).toBe(2);
    const [summary] = (await (await call("GET", "", cookie)).json()) as { title: string; days: string }[];
    expect(summary).toMatchObject({ title: "Kyoto with Grandma", days: body.days });

    const stale = await call("PATCH", `/${saved.id}`, cookie, { version: 1, title: "Lost edit" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: {
        code: "version_conflict",
        message: "This trip changed elsewhere since you opened it. Reload it to see the latest version.",
      },
    });
    expect(((await (await call("GET", `/${saved.id}`, cookie)).json()) as ItineraryDetail).title).toBe("Kyoto with Grandma");
  });

  it("refuses a bad edit with 400 and changes nothing", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    for (const [body, message] of [
      [{ title: "x" }, /^Send the version/],
      [{ version: 1 }, /^Send a title or a plan to change\.$/],
      [{ version: 1, plan: { ...plan, days: [] } }, /^The structured plan is not valid \(days: /],
      [
        { version: 1, plan: { ...plan, days: plan.days.map((day, i) => (i === 0 ? { ...day, date: "2027-13-45" } : day)) } },
        /^The structured plan is not valid \(days\.0\.date: Use a real calendar date/,
      ],
      [
        { version: 1, plan: { ...plan, days: plan.days.map((day, i) => (i === 1 ? { ...day, date: "2027-02-30" } : day)) } },
        /Use a real calendar date/,
      ],
      [{ version: 0, title: "x" }, /^Send the version/],
    ] as const) {
      const res = await call("PATCH", `/${saved.id}`, cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    expect(((await (await call("GET", `/${saved.id}`, cookie)).json()) as ItineraryDetail).version).toBe(1);
  });

  it("answers 404 for someone else's trip on every new endpoint", async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const saved = await saveTrip(owner.cookie);
    for (const [method, path, body] of [
      ["PATCH", `/${saved.id}`, { version: 1, title: "Mine now" }],
      ["GET", `/${saved.id}`, undefined],
      ["POST", `/${saved.id}/share`, undefined],
      ["POST", `/${saved.id}/share`, { hideNotes: true }],
      ["DELETE", `/${saved.id}/share`, undefined],
      ["POST", `/${saved.id}/calendar`, undefined],
      ["DELETE", `/${saved.id}/calendar`, undefined],
      ["POST", `/${saved.id}/operations`, { version: 1, operations: [{ type: "set_pace", pace: "packed" }] }],
    ] as const) {
      expect((await call(method, path, other.cookie, body)).status, `${method} ${path}`).toBe(404);
    }
    const after = (await (await call("GET", `/${saved.id}`, owner.cookie)).json()) as ItineraryDetail;
    expect(after).toMatchObject({ title: saved.title, version: 1, share: null, calendar: null });
  });

  it("shares a read-only trip by an unguessable link, without its author, until revoked", async () => {
    const email = `sharer-${Date.now()}@example.com`;
    const { cookie, user } = await signUp(suite.app, { name: "Sharer Name", email });
    const saved = await saveTrip(cookie);
    const made = (await (await call("POST", `/${saved.id}/share`, cookie)).json()) as { token: string; url: string };
    expect(made.token).toMatch(/^[\w-]{32}$/);
    expect(made.url).toMatch(new RegExp(`/shared/${made.token}$`));
    expect(((await (await call("POST", `/${saved.id}/share`, cookie)).json()) as { token: string }).token).toBe(made.token);

    const open = await suite.app.request(`/api/shared/${made.token}`);
    expect(open.status).toBe(200);
    expect(open.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(open.headers.get("cache-control")).toBe("no-store");
    const text = await open.text();
    const trip = JSON.parse(text) as SharedTrip;
    expect(trip).toMatchObject({ title: saved.title, plan: { version: 2 } });
    expect(text).not.toContain(user.id);
    expect(text).not.toContain(email);
    expect(text).not.toContain("Sharer Name");
    expect(text).not.toContain(saved.id);

    expect((await call("DELETE", `/${saved.id}/share`, cookie)).status).toBe(204);
    expect((await suite.app.request(`/api/shared/${made.token}`)).status).toBe(404);
    expect((await suite.app.request("/api/shared/not-a-token")).status).toBe(404);
  });

  it("answers the current share link and calendar feed with the trip, as POST made them", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    expect(saved).toMatchObject({ share: null, calendar: null });
    const shared = (await (await call("POST", `/${saved.id}/share`, cookie)).json()) as ShareAnswer;
    expect(shared).toEqual({ token: expect.stringMatching(/^[\w-]{32}$/), url: expect.any(String), hideNotes: false });
    const feed = (await (await call("POST", `/${saved.id}/calendar`, cookie)).json()) as { url: string };
    const read = (await (await call("GET", `/${saved.id}`, cookie)).json()) as ItineraryDetail;
    expect(read.share).toEqual({ url: shared.url, hideNotes: false });
    expect(read.calendar).toEqual({ url: feed.url });
    expect(JSON.stringify(read)).not.toContain('"token"');
    const patched = await call("PATCH", `/${saved.id}`, cookie, { version: 1, title: "Renamed" });
    expect(((await patched.json()) as ItineraryDetail).share).toEqual({ url: shared.url, hideNotes: false });

    await call("DELETE", `/${saved.id}/share`, cookie);
    await call("DELETE", `/${saved.id}/calendar`, cookie);
    expect(await (await call("GET", `/${saved.id}`, cookie)).json()).toMatchObject({ share: null, calendar: null });
  });

  it("hides every day's notes from the shared plan and text when asked, keeping the token", async () => {
    const { cookie } = await signUp(suite.app);
    const noted: Plan = { ...plan, days: plan.days.map((day) => ({ ...day, notes: `Note for day ${day.day}.` })) };
    const wire = toWire(planToItinerary(noted)).days;
    const saved = (await (
      await call("POST", "", cookie, { title: noted.title, days: wire, plan: noted })
    ).json()) as ItineraryDetail;
    const first = (await (await call("POST", `/${saved.id}/share`, cookie)).json()) as ShareAnswer;
    const open = async () => (await (await suite.app.request(`/api/shared/${first.token}`)).json()) as SharedTrip;
    expect((await open()).days).toContain("Notes: Note for day 1.");

    const hidden = (await (await call("POST", `/${saved.id}/share`, cookie, { hideNotes: true })).json()) as ShareAnswer;
    expect(hidden).toEqual({ ...first, hideNotes: true });
    const trip = await open();
    expect(trip.days).not.toContain("Note for day");
    expect(trip.plan!.days.every((day) => !("notes" in day))).toBe(true);
    // The text is derived again from the plan without notes; everything else stays.
    const bare: Plan = { ...noted, days: plan.days.map(({ notes: _notes, ...day }) => day) };
    expect(trip.days).toBe(toWire(planToItinerary(bare)).days);
    expect(trip.plan!.days.map((day) => day.items)).toEqual(noted.days.map((day) => day.items));

    // No body (or {}) keeps the setting, even across a revoked link; false shows the notes again.
    expect(((await (await call("POST", `/${saved.id}/share`, cookie)).json()) as ShareAnswer).hideNotes).toBe(true);
    expect(((await (await call("POST", `/${saved.id}/share`, cookie, {})).json()) as ShareAnswer).hideNotes).toBe(true);
    expect((await call("DELETE", `/${saved.id}/share`, cookie)).status).toBe(204);
    const again = (await (await call("POST", `/${saved.id}/share`, cookie)).json()) as ShareAnswer;
    expect(again.hideNotes).toBe(true);
    expect(again.token).not.toBe(first.token);
    expect(
      ((await (await call("POST", `/${saved.id}/share`, cookie, { hideNotes: false })).json()) as ShareAnswer).hideNotes,
    ).toBe(false);
    expect(((await (await suite.app.request(`/api/shared/${again.token}`)).json()) as SharedTrip).days).toBe(wire);
    // The owner still sees every note.
    expect(((await (await call("GET", `/${saved.id}`, cookie)).json()) as ItineraryDetail).days).toBe(wire);
  });

  it("leaves the text of a trip saved without a plan as it is, notes included", async () => {
    const { cookie } = await signUp(suite.app);
    const days = "Day 1 - 2027-04-05*Morning: Temples*Notes: Bring cash.";
    const saved = (await (await call("POST", "", cookie, { title: "Text only", days })).json()) as ItineraryDetail;
    const { token } = (await (await call("POST", `/${saved.id}/share`, cookie, { hideNotes: true })).json()) as ShareAnswer;
    const trip = (await (await suite.app.request(`/api/shared/${token}`)).json()) as SharedTrip;
    expect(trip).toEqual({ title: "Text only", days, createdAt: saved.createdAt });
  });

  it("refuses a bad share body with 400 and changes nothing", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const message = "Send a JSON object with an optional hideNotes (true or false), or no body.";
    for (const body of [{ hideNotes: "yes" }, { hideNotes: null }, [], "x", 1]) {
      const res = await call("POST", `/${saved.id}/share`, cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: "invalid_input",
        message,
      });
    }
    const malformed = await suite.app.request(`/api/itineraries/${saved.id}/share`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: "{oops",
    });
    expect(malformed.status).toBe(400);
    expect(((await (await call("GET", `/${saved.id}`, cookie)).json()) as ItineraryDetail).share).toBeNull();
  });

  it("publishes a calendar feed with timed events in the destination's time zone, following edits", async () => {
    const { cookie } = await signUp(suite.app);
    const saved = await saveTrip(cookie);
    const { url } = (await (await call("POST", `/${saved.id}/calendar`, cookie)).json()) as { url: string };
    expect(url).toMatch(/\/api\/calendar\/[\w-]{32}\.ics$/);
    const path = new URL(url).pathname;
    const res = await suite.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");

    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Asia/Tokyo");
    ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(plan.days.reduce((count, day) => count + day.items.length, 0));
    // The first day's morning starts at 09:00 in Kyoto, which is 00:00 UTC.
    const first = events[0]!;
    expect(first.summary).toBe(plan.days[0]!.items[0]!.title);
    expect(first.startDate.toJSDate().toISOString()).toBe("2027-04-05T00:00:00.000Z");
    expect(first.endDate.compare(first.startDate)).toBe(1);

    await call("PATCH", `/${saved.id}`, cookie, { version: 1, title: "Kyoto in bloom" });
    const after = new ICAL.Component(ICAL.parse(await (await suite.app.request(path)).text()));
    expect(after.getFirstPropertyValue("x-wr-calname")).toBe("Kyoto in bloom");

    expect((await call("DELETE", `/${saved.id}/calendar`, cookie)).status).toBe(204);
    expect((await suite.app.request(path)).status).toBe(404);
  });
});

describeEachDatabase("trips: impossible dates stored before they were refused", (database) => {
  const suite = useTestApp(database);

  it("answer the calendar feed and regenerate without a server error", async () => {
    const { cookie } = await signUp(suite.app);
    const request = (method: string, path: string, body?: unknown) =>
      suite.app.request(`/api/itineraries${path}`, {
        method,
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const wire = toWire(planToItinerary(plan)).days;
    const saved = (await (await request("POST", "", { title: plan.title, days: wire, plan })).json()) as ItineraryDetail;
    const { url } = (await (await request("POST", `/${saved.id}/calendar`)).json()) as { url: string };
    // What a save accepted before real dates were checked: month 13, month 00.
    for (const date of ["2027-13-45", "2027-00-10"]) {
      const stored = { ...plan, days: plan.days.map((day, i) => (i === 0 ? { ...day, date } : day)) };
      await suite.db.kysely
        .updateTable("itinerary")
        .set({ plan: JSON.stringify(stored), days: wire.replace(plan.days[0]!.date, date) })
        .where("id", "=", saved.id)
        .execute();
      const feed = await suite.app.request(new URL(url).pathname);
      expect(feed.status, date).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      expect(calendar.getAllSubcomponents("vevent").length, date).toBe(plan.days.length - 1);
      const regenerate = await request("POST", `/${saved.id}/days/1/regenerate`, {});
      expect(regenerate.status, date).toBe(400);
      expect((await request("GET", `/${saved.id}`)).status, date).toBe(200);
    }
  });
});
