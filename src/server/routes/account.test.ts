import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountOverview } from "@shared/schemas/account";
import type { App } from "../app";
import { cookieHeader, signUp } from "../test/auth";
import { describeEachDatabase, testDatabases, useDatabase } from "../test/databases";
import { testApp } from "../test/app";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../test/smtp-server";
import { contactMessageRepository, DELETED_AUTHOR } from "../db/contact-message-repository";

// Accounts through the real app and a real SMTP server on loopback: verification, enumeration-free answers,
// forgotten and changed passwords, sessions, the data download and deletion.

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";

const json = (body: unknown, cookie?: string) => ({
  method: "POST",
  // Better Auth refuses a request with a cookie and no Origin; the app is addressed as http://localhost here.
  headers: { "Content-Type": "application/json", Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});
const post = (app: App, path: string, body: unknown, cookie?: string) => app.request(path, json(body, cookie));
const me = async (app: App, cookie: string) =>
  ((await (await app.request("/api/me", { headers: { Cookie: cookie } })).json()) as { user: { id: string } | null }).user;
const signIn = (app: App, email: string, password: string) => post(app, "/api/auth/sign-in/email", { email, password });
let counter = 0;
const freshEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.com`;

/** The path and query of the first link in a message that leads under `prefix`. */
function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((url) => new URL(url))
    .find((url) => url.pathname.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return found.pathname + found.search;
}

describe("accounts with email (SMTP configured)", () => {
  let smtp: TestSmtpServer;
  // What this suite tests does not depend on the database: the embedded one only.
  const suite = useDatabase(testDatabases[0]!);
  let app: App;
  const mailTo = (email: string, subject: RegExp) =>
    smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = testApp(suite.db, { env: { SMTP_URL: smtp.url, MAIL_FROM: "Wayfarer <no-reply@wayfarer.test>" } });
  });
  afterAll(() => smtp.close());

  /** A verified account: sign-up, the link from the email, then a sign-in. Answers that session's cookie. */
  async function verifiedAccount(email = freshEmail("verified")) {
    expect((await post(app, "/api/auth/sign-up/email", { name: "Vera", email, password: PASSWORD })).status).toBe(200);
    const verified = await app.request(linkIn(await mailTo(email, /confirm your email/i), "/api/auth/verify-email"));
    expect(verified.status).toBe(302);
    const signedIn = await signIn(app, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    return { email, cookie: cookieHeader(signedIn) };
  }

  it("requires the emailed link before the first sign-in, and sends a fresh one on an early attempt", async () => {
    const email = freshEmail("new");
    const signUpAnswer = await post(app, "/api/auth/sign-up/email", { name: "Nadia", email, password: PASSWORD });
    expect(signUpAnswer.status).toBe(200);
    expect(((await signUpAnswer.json()) as { token: unknown }).token).toBeNull();
    expect(cookieHeader(signUpAnswer)).toBe(""); // nobody signed in
    const first = await mailTo(email, /confirm your email/i);
    expect(first.html).toContain("href=");

    const early = await signIn(app, email, PASSWORD);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe("email_not_verified");
    await expect.poll(() => smtp.messages.filter((mail) => mail.to.includes(email)).length).toBe(2);

    // The link confirms the address and leads to the sign-in page, signing nobody in (a link is not a login).
    const verified = await app.request(linkIn(first, "/api/auth/verify-email"));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/signin?confirmed=1");
    expect(verified.headers.getSetCookie().filter((cookie) => cookie.includes("session_token="))).toEqual([]);
    expect((await signIn(app, email, PASSWORD)).status).toBe(200);
  });

  it("a confirmation link opened in someone else's browser leaves that browser's session as it was", async () => {
    const bob = await verifiedAccount(freshEmail("bob"));
    const malloryEmail = freshEmail("mallory");
    await post(app, "/api/auth/sign-up/email", { name: "Mallory", email: malloryEmail, password: PASSWORD });
    const link = linkIn(await mailTo(malloryEmail, /confirm your email/i), "/api/auth/verify-email");
    const bobUser = await me(app, bob.cookie);

    const opened = await app.request(link, { headers: { Cookie: bob.cookie } });
    expect(opened.status).toBe(302);
    expect(opened.headers.getSetCookie().filter((cookie) => cookie.includes("session_token="))).toEqual([]);
    expect(await me(app, bob.cookie)).toEqual(bobUser);
    // Mallory's address is confirmed all the same: she signs in with her password.
    expect((await signIn(app, malloryEmail, PASSWORD)).status).toBe(200);
  });

  it("answers a sign-up with a registered email exactly like a new one, and tells the owner instead", async () => {
    const { email } = await verifiedAccount();
    const again = await post(app, "/api/auth/sign-up/email", { name: "Mallory", email, password: "another long password" });
    const fresh = await post(app, "/api/auth/sign-up/email", { name: "Mallory", email: freshEmail("other"), password: PASSWORD });
    expect(again.status).toBe(fresh.status);
    const [a, b] = (await Promise.all([again.json(), fresh.json()])) as { token: unknown; user: Record<string, unknown> }[];
    expect(Object.keys(a!.user).sort()).toEqual(Object.keys(b!.user).sort());
    expect([a!.token, b!.token]).toEqual([null, null]);
    expect(cookieHeader(again)).toBe("");
    const notice = await mailTo(email, /sign up|account/i);
    expect(notice.text).toContain("/reset-password");
    expect((await signIn(app, email, PASSWORD)).status).toBe(200); // the owner's password is untouched
  });

  it("resets a forgotten password through a single-use link; the old password and every session end", async () => {
    const { email, cookie: before } = await verifiedAccount();
    const unknown = await post(app, "/api/auth/request-password-reset", { email: freshEmail("nobody") });
    const known = await post(app, "/api/auth/request-password-reset", { email });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual(await known.json());

    const opened = await app.request(linkIn(await mailTo(email, /reset/i), "/api/auth/reset-password/"));
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("Location")!, "http://localhost");
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;

    expect((await post(app, "/api/auth/reset-password", { token, newPassword: "password1" })).status).toBe(400);
    expect((await post(app, "/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await post(app, "/api/auth/reset-password", { token, newPassword: "yet another passphrase" })).status).toBe(400);
    expect((await signIn(app, email, PASSWORD)).status).toBe(401);
    expect((await signIn(app, email, NEW_PASSWORD)).status).toBe(200);
    expect(await me(app, before)).toBeNull();
    await mailTo(email, /changed/i);
  });

  it("ends every other reset link once a reset link is used, and once the password is changed", async () => {
    const { email } = await verifiedAccount();
    const resetTokens = async (count: number) => {
      const before = smtp.messages.filter((mail) => mail.to.includes(email) && /reset/i.test(mail.subject)).length;
      // Better Auth allows 3 reset requests a minute from one address; every test here comes from the same one.
      await suite.db.kysely.deleteFrom("rateLimit" as never).execute();
      for (let i = 0; i < count; i++) expect((await post(app, "/api/auth/request-password-reset", { email })).status).toBe(200);
      await expect
        .poll(() => smtp.messages.filter((mail) => mail.to.includes(email) && /reset/i.test(mail.subject)).length)
        .toBe(before + count);
      return smtp.messages
        .filter((mail) => mail.to.includes(email) && /reset/i.test(mail.subject))
        .slice(before)
        .map((mail) => linkIn(mail, "/api/auth/reset-password/").split("/").pop()!.split("?")[0]!);
    };
    const reset = (token: string, newPassword: string) => post(app, "/api/auth/reset-password", { token, newPassword });

    const [first, second] = await resetTokens(2);
    expect((await reset(first!, NEW_PASSWORD)).status).toBe(200);
    const refused = await reset(second!, "the attacker's passphrase");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("invalid_token");
    expect((await signIn(app, email, NEW_PASSWORD)).status).toBe(200);

    const [pending] = await resetTokens(1);
    const cookie = cookieHeader(await signIn(app, email, NEW_PASSWORD));
    const changed = await post(
      app,
      "/api/auth/change-password",
      { currentPassword: NEW_PASSWORD, newPassword: PASSWORD },
      cookie,
    );
    expect(changed.status).toBe(200);
    expect((await reset(pending!, "the attacker's passphrase")).status).toBe(400);
    expect((await signIn(app, email, PASSWORD)).status).toBe(200);
  });

  it("changes the password with the current one, keeps this session and ends the others", async () => {
    const { email, cookie } = await verifiedAccount();
    const other = cookieHeader(await signIn(app, email, PASSWORD));
    const wrong = await post(
      app,
      "/api/auth/change-password",
      { currentPassword: "not my password", newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const common = await post(
      app,
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "iloveyou123" },
      cookie,
    );
    expect(common.status).toBe(400);
    expect(((await common.json()) as { error: { message: string } }).error.message).toBe(
      "This password is too common. Please choose another one.",
    );

    const changed = await post(
      app,
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(changed.status).toBe(200);
    const current = cookieHeader(changed) || cookie;
    expect(await me(app, current)).not.toBeNull();
    expect(await me(app, other)).toBeNull();
    expect((await signIn(app, email, NEW_PASSWORD)).status).toBe(200);
    await mailTo(email, /changed/i);
    // One notice: the refused attempts sent none.
    expect(smtp.messages.filter((mail) => mail.to.includes(email) && /changed/i.test(mail.subject))).toHaveLength(1);
  });
});

describe("password-reset requests reveal nothing by their timing", () => {
  let release: () => void;
  let smtp: TestSmtpServer;
  const suite = useDatabase(testDatabases[0]!);
  let app: App;
  beforeAll(async () => {
    // A mail server that takes its time: here, until the test lets it go.
    smtp = await startSmtpServer({ holdUntil: new Promise<void>((resolve) => (release = resolve)) });
    app = testApp(suite.db, { env: { SMTP_URL: smtp.url, AUTH_REQUIRE_EMAIL_VERIFICATION: "false" } });
  });
  afterAll(async () => {
    release();
    await smtp.close();
  });

  it("answers without waiting for the mail, and never sooner than a fixed floor, known address or not", async () => {
    const email = freshEmail("timed");
    await signUp(app, { email });
    const timedRequest = async (address: string) => {
      const started = performance.now();
      const answer = await Promise.race([
        post(app, "/api/auth/request-password-reset", { email: address }),
        new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 5_000)),
      ]);
      return { answer, ms: performance.now() - started };
    };
    const known = await timedRequest(email);
    expect(known.answer, "the answer waited for the mail server").not.toBe("still waiting");
    expect((known.answer as Response).status).toBe(200);
    expect(smtp.messages).toHaveLength(0); // the mail is still on its way
    const unknown = await timedRequest(freshEmail("nobody"));
    expect((unknown.answer as Response).status).toBe(200);
    expect(await (unknown.answer as Response).json()).toEqual(await (known.answer as Response).json());
    for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(495);
    release();
    await smtp.waitFor((mail) => mail.to.includes(email));
  });
});

describeEachDatabase("account page API", (database) => {
  const suite = useDatabase(database);
  let app: App;
  beforeAll(() => {
    app = testApp(suite.db);
  });

  it("refuses common and blank passwords at sign-up with the field named", async () => {
    for (const password of ["password123", "        ", "qwertyuiop"]) {
      const res = await post(app, "/api/auth/sign-up/email", { name: "Pat", email: freshEmail("weak"), password });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; details: { fields: Record<string, string> } } };
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.details.fields.password).toBe("This password is too common. Please choose another one.");
    }
  });

  it("lists this account's sessions without their tokens, and signs out every other one", async () => {
    const { cookie } = await signUp(app, { email: freshEmail("sessions") });
    const email = await accountEmail(cookie);
    const other = cookieHeader(await signIn(app, email, PASSWORD));
    const overview = (await (await app.request("/api/account", { headers: { Cookie: cookie } })).json()) as AccountOverview;
    expect(overview.user.email).toBe(email);
    expect(overview.hasPassword).toBe(true);
    expect(overview.sessions).toHaveLength(2);
    expect(overview.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(JSON.stringify(overview)).not.toMatch(/token/i);

    const after = await app.request("/api/account/sign-out-others", { method: "POST", headers: { Cookie: cookie } });
    expect(((await after.json()) as AccountOverview).sessions).toHaveLength(1);
    expect(await me(app, other)).toBeNull();
    expect(await me(app, cookie)).not.toBeNull();
  });

  it("downloads everything stored about the user, and nothing of anyone else", async () => {
    const { cookie, user } = await signUp(app, { name: "Dora", email: freshEmail("export") });
    const stranger = await signUp(app, { email: freshEmail("stranger") });
    const lisbon = await post(
      app,
      "/api/itineraries",
      { title: "Lisbon weekend", days: "Day 1: Lisbon*Theme: Food*Morning: Pastries" },
      cookie,
    );
    const oslo = await post(
      app,
      "/api/itineraries",
      { title: "Not Dora's", days: "Day 1: Oslo*Theme: Fjords*Morning: Ferry" },
      stranger.cookie,
    );
    const pastries = {
      title: "Pastéis",
      amount: "7.20",
      currency: "EUR",
      paidBy: user.id,
      split: { mode: "equal", among: [user.id] },
    };
    await post(app, `/api/itineraries/${((await lisbon.json()) as { id: string }).id}/expenses`, pastries, cookie);
    const ferry = {
      title: "Ferry",
      amount: "120",
      currency: "NOK",
      paidBy: stranger.user.id,
      split: { mode: "equal", among: [stranger.user.id] },
    };
    await post(app, `/api/itineraries/${((await oslo.json()) as { id: string }).id}/expenses`, ferry, stranger.cookie);
    await post(app, "/api/contact", { name: "Dora", email: "dora@example.com", message: "Hello there, a question." }, cookie);
    await post(app, "/api/ai/generate", { prompt: "Plan one day in Kyoto" }, cookie);

    const res = await app.request("/api/account/export", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="wayfarer-data-\d{4}-\d\d-\d\d\.json"$/);
    const data = (await res.json()) as {
      account: AccountOverview;
      itineraries: { title: string }[];
      chatHistory: { prompt: string }[];
      contactMessages: { message: string }[];
      tripCosts: { expenses: { title: string; amount: string; currency: string }[] };
    };
    expect(data.account.user.id).toBe(user.id);
    expect(data.itineraries.map((row) => row.title)).toEqual(["Lisbon weekend"]);
    expect(data.chatHistory.map((row) => row.prompt)).toEqual(["Plan one day in Kyoto"]);
    expect(data.contactMessages.map((row) => row.message)).toEqual(["Hello there, a question."]);
    expect(data.tripCosts.expenses).toEqual([expect.objectContaining({ title: "Pastéis", amount: "7.20", currency: "EUR" })]);
    expect(JSON.stringify(data)).not.toMatch(/"(token|password|accessToken|refreshToken|idToken)"/);
  });

  it("deletes the account with its password: every row of the user goes, contact messages lose who sent them", async () => {
    const { cookie, user } = await signUp(app, { name: "Del", email: freshEmail("delete") });
    const email = await accountEmail(cookie);
    const stranger = await signUp(app, { email: freshEmail("keeps") });
    await post(app, "/api/itineraries", { title: "Gone soon", days: "Day 1: Rome*Theme: Ruins*Morning: Forum" }, cookie);
    await post(app, "/api/itineraries", { title: "Stays", days: "Day 1: Oslo*Theme: Fjords*Morning: Ferry" }, stranger.cookie);
    await post(app, "/api/contact", { name: "Del", email: "del@example.com", message: "Please keep this message." }, cookie);
    await post(app, "/api/ai/generate", { prompt: "Plan one day in Rome" }, cookie);

    const wrong = await app.request("/api/account", { ...json({ password: "not my password" }, cookie), method: "DELETE" });
    expect(wrong.status).toBe(403);
    expect(await me(app, cookie)).not.toBeNull();

    const deleted = await app.request("/api/account", { ...json({ password: PASSWORD }, cookie), method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join(";")).toMatch(/session_token=;/);
    expect(deleted.headers.getSetCookie().join(";")).toMatch(/wayfarer-cache-owner=; Max-Age=0/);
    expect(await me(app, cookie)).toBeNull();
    expect((await signIn(app, email, PASSWORD)).status).toBe(401);

    const db = suite.db.kysely;
    const rowsOf = async (table: string, column: string) =>
      Number(
        (
          await sql<{
            n: number | string;
          }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${user.id}`.execute(db)
        ).rows[0]!.n,
      );
    expect(await rowsOf("user", "id")).toBe(0);
    expect(await rowsOf("session", "userId")).toBe(0);
    expect(await rowsOf("account", "userId")).toBe(0);
    expect(await rowsOf("verification", "value")).toBe(0);
    expect(await rowsOf("itinerary", "author_id")).toBe(0);
    expect(await rowsOf("assistant_query", "author_id")).toBe(0);
    expect(await rowsOf("contact_message", "author_id")).toBe(0);
    const kept = await contactMessageRepository(suite.db).allByAuthor(DELETED_AUTHOR);
    expect(kept.map((row) => [row.message, row.name, row.email])).toContainEqual(["Please keep this message.", "", ""]);
    expect(await me(app, stranger.cookie)).not.toBeNull();
    expect(await (await app.request("/api/itineraries", { headers: { Cookie: stranger.cookie } })).json()).toHaveLength(1);
  });

  // Each step hashes a password (scrypt): a busy machine needs more than the default 20 s.
  it(
    "limits password checks of account deletion per user and per address: 429, and the account stays",
    { timeout: 90_000 },
    async () => {
      const limited = testApp(suite.db, { env: { TRUST_PROXY: "true", RATE_LIMIT_ACCOUNT_DELETE_PER_10_MIN: "2" } });
      const remove = (cookie: string, password: string, address: string) =>
        limited.request("/api/account", {
          ...json({ password }, cookie),
          method: "DELETE",
          headers: { ...json({}, cookie).headers, "X-Forwarded-For": address },
        });
      const guesser = await signUp(limited, { email: freshEmail("guesser") });
      for (const address of ["198.51.100.1", "198.51.100.2"])
        expect((await remove(guesser.cookie, "wrong guess", address)).status).toBe(403);
      // The third try of this user, from a fresh address and with the right password: refused all the same.
      const blocked = await remove(guesser.cookie, PASSWORD, "198.51.100.3");
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await me(limited, guesser.cookie)).not.toBeNull();

      // One address trying for several accounts has a count of its own.
      const first = await signUp(limited, { email: freshEmail("first") });
      const second = await signUp(limited, { email: freshEmail("second") });
      expect((await remove(first.cookie, "wrong guess", "198.51.100.9")).status).toBe(403);
      expect((await remove(second.cookie, "wrong guess", "198.51.100.9")).status).toBe(403);
      expect((await remove(second.cookie, PASSWORD, "198.51.100.9")).status).toBe(429);
      expect(await me(limited, second.cookie)).not.toBeNull();
      expect((await remove(second.cookie, PASSWORD, "198.51.100.10")).status).toBe(204);
    },
  );

  async function accountEmail(cookie: string): Promise<string> {
    return ((await (await app.request("/api/account", { headers: { Cookie: cookie } })).json()) as AccountOverview).user.email;
  }
});
