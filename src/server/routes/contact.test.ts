import { beforeEach, expect, it } from "vitest";
import type { App } from "../app";
import { testApp } from "../test/app";
import { signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";

const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Is Kyoto lovely in November?" };

const send = (app: App, body: unknown, cookie?: string) =>
  app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describeEachDatabase("POST /api/contact", (database) => {
  const suite = useTestApp(database);
  beforeEach(() => suite.db.kysely.deleteFrom("contact_message").execute());

  const rows = () => suite.db.kysely.selectFrom("contact_message").selectAll().execute();

  it("stores the message with its author and the server's time, and answers 201", async () => {
    const { cookie, user } = await signUp(suite.app, { name: "Ada L." });
    const before = Date.now();
    const res = await send(
      suite.app,
      { name: "  Ada Lovelace ", email: " Ada@Example.COM", message: "  Is Kyoto lovely in November?\n" },
      cookie,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; timestamp: string };
    expect(body).toEqual({ id: expect.any(String), timestamp: expect.any(String) });
    expect(await rows()).toEqual([
      {
        id: body.id,
        author_id: user.id,
        author_name: "Ada L.",
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "Is Kyoto lovely in November?",
        created_at: body.timestamp,
      },
    ]);
    const stamp = new Date(body.timestamp).getTime();
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('stores "Anonymous" as author name when the account has no display name', async () => {
    const { cookie, user } = await signUp(suite.app);
    await suite.db.kysely
      .updateTable("user" as never)
      .set({ name: "  " } as never)
      .where("id" as never, "=", user.id as never)
      .execute();
    expect((await send(suite.app, valid, cookie)).status).toBe(201);
    expect((await rows()).map((row) => [row.author_id, row.author_name])).toEqual([[user.id, "Anonymous"]]);
  });

  it("answers 401 without a session and stores nothing", async () => {
    const res = await send(suite.app, valid);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "Please log in to continue." } });
    const forged = await send(suite.app, valid, "better-auth.session_token=forged.value");
    expect(forged.status).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ["no name", { ...valid, name: undefined }, "Please enter your name."],
    ["a blank name", { ...valid, name: "   " }, "Please enter your name."],
    ["a name over 200 characters", { ...valid, name: "n".repeat(201) }, "Name is too long (at most 200 characters)."],
    ["no email", { ...valid, email: undefined }, "Please enter a valid email address."],
    ["a bad email", { ...valid, email: "ada@nowhere" }, "Please enter a valid email address."],
    ["no message", { ...valid, message: undefined }, "Please write a message."],
    [
      "a message over 5,000 characters",
      { ...valid, message: "m".repeat(5001) },
      "Message is too long (at most 5,000 characters).",
    ],
    ["a number for the message", { ...valid, message: 42 }, "Please write a message."],
    ["an array body", [valid], "Send a JSON body with name, email and message."],
    ["a null body", null, "Send a JSON body with name, email and message."],
  ])("refuses %s with 400 and a clear message, storing nothing", async (_label, body, message) => {
    const { cookie } = await signUp(suite.app);
    const res = await send(suite.app, body, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_input", message } });
    expect(await rows()).toEqual([]);
  });

  it("accepts a name of exactly 200 and a message of exactly 5,000 characters", async () => {
    const { cookie } = await signUp(suite.app);
    expect((await send(suite.app, { ...valid, name: "n".repeat(200), message: "m".repeat(5000) }, cookie)).status).toBe(201);
  });

  it("refuses malformed JSON with 400", async () => {
    const { cookie } = await signUp(suite.app);
    const res = await send(suite.app, "{name:", cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.stringMatching(/Malformed JSON/) },
    });
    expect(await rows()).toEqual([]);
  });

  it("limits each user to 5 messages per hour, with a 429 saying when to retry; refused bodies do not count", async () => {
    const limited = testApp(suite.db);
    const { cookie } = await signUp(limited);
    expect((await send(limited, { ...valid, email: "bad" }, cookie)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(limited, { ...valid, message: `message ${i}` }, cookie)).status).toBe(201);
    const refused = await send(limited, { ...valid, message: "one too many" }, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again in 60 minutes." },
    });
    expect((await rows()).map((row) => row.message)).not.toContain("one too many");
    // Another user has their own count.
    const other = await signUp(limited);
    expect((await send(limited, valid, other.cookie)).status).toBe(201);
  });

  it("takes the limit from RATE_LIMIT_CONTACT_PER_HOUR", async () => {
    const limited = testApp(suite.db, { env: { RATE_LIMIT_CONTACT_PER_HOUR: "1" } });
    const { cookie } = await signUp(limited);
    expect((await send(limited, valid, cookie)).status).toBe(201);
    expect((await send(limited, valid, cookie)).status).toBe(429);
    expect(await rows()).toHaveLength(1);
  });
});
