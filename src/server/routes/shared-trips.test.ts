import { gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { ItineraryDetail } from "@shared/schemas/itineraries";
import type { App } from "../app";
import { testApp } from "../test/app";
import { signUp } from "../test/auth";
import { describeEachDatabase, useDatabase } from "../test/databases";
import { offlinePlan } from "../test/plans";

/** The public calendar feed as calendar apps pull it: revalidation, the cache per trip version, and its limits. */

let plan: Plan;
beforeAll(async () => {
  plan = await offlinePlan("2027-04-05 to 2027-04-07");
});

describeEachDatabase("calendar feed pulls", (database) => {
  const suite = useDatabase(database);

  /** A signed-in traveller's saved trip with a calendar feed: the feed's path and a way to edit the trip. */
  async function subscribedTrip(app: App) {
    const { cookie } = await signUp(app);
    const call = (method: string, path: string, body?: unknown) =>
      app.request(`/api/itineraries${path}`, {
        method,
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const saved = (await (
      await call("POST", "", { title: plan.title, days: toWire(planToItinerary(plan)).days, plan })
    ).json()) as ItineraryDetail;
    const { url } = (await (await call("POST", `/${saved.id}/calendar`)).json()) as { url: string };
    return { id: saved.id, feed: new URL(url).pathname, call };
  }

  it("answers an ETag, 304 to a matching If-None-Match, and a new feed once the trip is edited", async () => {
    const app = testApp(suite.db);
    const { id, feed, call } = await subscribedTrip(app);
    const first = await app.request(feed);
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]{16,}"$/);
    // Stored by a calendar app, but asked again every time: the link can be revoked.
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const text = await first.text();
    expect((await app.request(feed)).headers.get("ETag")).toBe(etag);
    expect(await (await app.request(feed)).text()).toBe(text);

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const again = await app.request(feed, { headers: { "If-None-Match": ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    expect((await app.request(feed, { headers: { "If-None-Match": '"other"' } })).status).toBe(200);

    // Compressed once per version, for the clients that accept it; the same text and tag either way.
    const gzipped = await app.request(feed, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzipped.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(gzipped.headers.get("ETag")).toBe(etag);
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(text);
    for (const refused of ["gzip;q=0", "identity", "br"]) {
      const plain = await app.request(feed, { headers: { "Accept-Encoding": refused } });
      expect(plain.headers.get("Content-Encoding"), refused).toBeNull();
      expect(await plain.text()).toBe(text);
    }

    expect((await call("PATCH", `/${id}`, { version: 1, title: "Kyoto in bloom" })).status).toBe(200);
    const edited = await app.request(feed, { headers: { "If-None-Match": etag } });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("ETag")).not.toBe(etag);
    expect(await edited.text()).toContain("X-WR-CALNAME:Kyoto in bloom");

    expect((await call("DELETE", `/${id}/calendar`)).status).toBe(204);
    expect((await app.request(feed, { headers: { "If-None-Match": "*" } })).status).toBe(404);
  });

  it("builds a trip's feed once per version: later pulls of that version are answered from memory", async () => {
    const app = testApp(suite.db);
    const { id, feed, call } = await subscribedTrip(app);
    const built = await (await app.request(feed)).text();
    // Changed behind the app's back, without a new version: still the feed of version 1.
    const changed = { ...plan, title: "Changed in the database" };
    await suite.db.kysely
      .updateTable("itinerary")
      .set({ title: changed.title, plan: JSON.stringify(changed) })
      .where("id", "=", id)
      .execute();
    expect(await (await app.request(feed)).text()).toBe(built);
    // An edit through the API makes version 2, and the feed follows.
    expect((await call("PATCH", `/${id}`, { version: 1, title: "Kyoto, edited" })).status).toBe(200);
    expect(await (await app.request(feed)).text()).toContain("X-WR-CALNAME:Kyoto\\, edited");
  });

  it("limits pulls per feed and per client address: 429 with Retry-After, counted whatever the answer", async () => {
    const app = testApp(suite.db, {
      env: {
        TRUST_PROXY: "true",
        RATE_LIMIT_CALENDAR_PER_TOKEN_PER_10_MIN: "3",
        RATE_LIMIT_CALENDAR_PER_ADDRESS_PER_10_MIN: "5",
      },
    });
    const one = await subscribedTrip(app);
    const two = await subscribedTrip(app);
    const pull = (feed: string, address: string, headers: Record<string, string> = {}) =>
      app.request(feed, { headers: { "X-Forwarded-For": address, ...headers } });

    expect((await pull(one.feed, "203.0.113.1")).status).toBe(200);
    const etag = (await pull(one.feed, "203.0.113.1")).headers.get("ETag")!;
    expect((await pull(one.feed, "203.0.113.1", { "If-None-Match": etag })).status).toBe(304);
    const limited = await pull(one.feed, "203.0.113.2");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({
      error: { code: "rate_limited", message: expect.stringMatching(/try again in 10 minutes/) },
    });

    // The same address, another feed: its own count, until the address has had its five.
    expect((await pull(two.feed, "203.0.113.1")).status).toBe(200);
    expect((await pull(`/api/calendar/${"x".repeat(32)}.ics`, "203.0.113.1")).status).toBe(404);
    expect((await pull(two.feed, "203.0.113.1")).status).toBe(429);
    // Another address of the same IPv6 /64 shares its count; another /64 does not.
    const addresses = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::3", "2001:db8:1:2::4", "2001:db8:1:2::5"];
    for (const [index, address] of addresses.entries())
      expect((await pull(`/api/calendar/${"y".repeat(31)}${index}.ics`, address)).status, address).toBe(404);
    expect((await pull(two.feed, "2001:db8:1:2::6")).status).toBe(429);
    expect((await pull(two.feed, "2001:db8:1:3::1")).status).toBe(200);
  });
});
