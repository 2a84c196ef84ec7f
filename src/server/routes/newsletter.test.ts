import { beforeEach, describe, expect, it } from "vitest";
import { testApp } from "../test/app";
import { describeEachDatabase, useDatabase } from "../test/databases";

const subscribe = (app: ReturnType<typeof testApp>, body: unknown, headers: Record<string, string> = {}) =>
  app.request("/api/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describeEachDatabase("POST /api/newsletter", (database) => {
  const suite = useDatabase(database);
  beforeEach(() => suite.db.kysely.deleteFrom("newsletter_subscriber").execute());

  const rows = () => suite.db.kysely.selectFrom("newsletter_subscriber").select(["email", "created_at"]).execute();

  it("stores a trimmed, lower-cased address and thanks the subscriber", async () => {
    const res = await subscribe(testApp(suite.db), { email: "  Ada.Lovelace@Example.COM " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true, message: "Thanks for subscribing!" });
    const stored = await rows();
    expect(stored.map((row) => row.email)).toEqual(["ada.lovelace@example.com"]);
    expect(new Date(stored[0]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("stores an address once; a repeat (any case) gets the same answer", async () => {
    const app = testApp(suite.db);
    const first = await subscribe(app, { email: "repeat@example.com" });
    const second = await subscribe(app, { email: "REPEAT@example.com" });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
  });

  describe("refuses bad input with 400 and stores nothing", () => {
    const cases: Array<[string, unknown, string]> = [
      ["a malformed address", { email: "not-an-email" }, "Please enter a valid email address."],
      ["an address without a domain", { email: "a@b" }, "Please enter a valid email address."],
      ["an empty address", { email: "   " }, "Please enter a valid email address."],
      ["a missing field", {}, "Please enter a valid email address."],
      ["a wrong type", { email: 42 }, "Please enter a valid email address."],
      [
        "an over-long address",
        { email: `${"a".repeat(250)}@example.com` },
        "Email address is too long (at most 254 characters).",
      ],
      ["an array body", [1, 2], "Send a JSON body with an email address."],
    ];
    for (const [label, body, message] of cases) {
      it(label, async () => {
        const res = await subscribe(testApp(suite.db), body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: "invalid_input", message } });
        expect(await rows()).toHaveLength(0);
      });
    }

    it("malformed JSON", async () => {
      const res = await subscribe(testApp(suite.db), "{email:");
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(/Malformed JSON/);
      expect(await rows()).toHaveLength(0);
    });

    it("a huge body (413)", async () => {
      const res = await subscribe(testApp(suite.db), { email: `${"a".repeat(100_000)}@example.com` });
      expect(res.status).toBe(413);
      expect(await rows()).toHaveLength(0);
    });
  });

  it("limits each client to the configured number per hour, with a 429 saying when to retry", async () => {
    const app = testApp(suite.db, { env: { RATE_LIMIT_NEWSLETTER_PER_HOUR: "3", TRUST_PROXY: "true" } });
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    for (let i = 0; i < 3; i++)
      expect((await subscribe(app, { email: `n${i}@example.com` }, from("198.51.100.1"))).status).toBe(200);
    const refused = await subscribe(app, { email: "late@example.com" }, from("198.51.100.1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again in 60 minutes." },
    });
    expect((await rows()).map((row) => row.email)).not.toContain("late@example.com");
    // Another client is not affected.
    expect((await subscribe(app, { email: "other@example.com" }, from("198.51.100.2"))).status).toBe(200);
  });
});
