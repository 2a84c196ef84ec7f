import fs from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { startServer, type ServerProcess } from "@server/test/server-process";
import { linkIn, startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@server/test/smtp-server";
import { expect, test, TEST_PASSWORD } from "./fixtures";

/**
 * Accounts in the browser, against a server of this suite's own that sends real mail (SMTP_URL, a test SMTP
 * server on loopback), so an address must be confirmed before the first sign-in. The sign-in page is opened
 * as a tab of its own, as someone would open it by hand: it has no opener, so it stays open and shows the
 * outcome. Set-up goes through the API; the step under test goes through the page.
 */

const NEW_PASSWORD = "a brand new passphrase";
const SUBJECTS = {
  confirm: "Confirm your email address for Wayfarer",
  reset: "Reset your Wayfarer password",
  changed: "Your Wayfarer password was changed",
};

let smtp: TestSmtpServer;
let server: ServerProcess;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  // startServer sets BASE_URL to the server's own url: the emailed links lead back to it.
  server = await startServer({ env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: "10000" } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const at = (pathname: string) => `${server.url}${pathname}`;
let counter = 0;
const freshEmail = (label: string) => `${label}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The mails to `email` with this subject, in the order they came. */
const mailsTo = (email: string, subject: string) =>
  smtp.messages.filter((mail) => mail.to.includes(email) && mail.subject === subject);
/** The first mail to `email` with this subject, waiting for it if it has not come yet. */
const mailTo = (email: string, subject: string): Promise<ReceivedMail> =>
  smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === subject);

/** A state-changing API call as the app makes it: the browser sends its own Origin. */
const post = (request: APIRequestContext, pathname: string, data: unknown) =>
  request.post(at(pathname), { data, headers: { Origin: server.url } });

/** Who the server says the request context's cookies sign in (GET /api/me). */
async function me(request: APIRequestContext): Promise<{ id: string; name: string } | null> {
  const res = await request.get(at("/api/me"));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { id: string; name: string } | null }).user;
}

/**
 * A confirmed account: sign-up through the API, the emailed link (which signs nobody in), then a sign-in,
 * with the context's own request context, so the session cookie lands in that browser context.
 */
async function verifiedAccount(context: BrowserContext, name = "Vera Voyager") {
  const email = freshEmail("verified");
  const signUp = await post(context.request, "/api/auth/sign-up/email", { name, email, password: TEST_PASSWORD });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const confirmed = await context.request.get(linkIn(await mailTo(email, SUBJECTS.confirm), "/api/auth/verify-email"));
  expect(confirmed.ok()).toBe(true);
  expect(await me(context.request), "the confirmation link signs nobody in").toBeNull();
  const signIn = await post(context.request, "/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const user = await me(context.request);
  expect(user).not.toBeNull();
  return { email, name, id: user!.id };
}

/** Another browser (its own cookies) signed in to the account through the API. */
async function signedInElsewhere(browser: Browser, email: string, password = TEST_PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext();
  const res = await post(context.request, "/api/auth/sign-in/email", { email, password });
  expect(res.status(), await res.text()).toBe(200);
  expect(await me(context.request)).not.toBeNull();
  return context;
}

/** Opens the sign-in page as a tab of its own and submits the email and password. */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto(at("/signin?attempt=by-hand"));
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in on the sign-in page and expects it to say so. */
async function signInInPopupPage(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByRole("status")).toContainText("You are signed in.");
  expect(await me(page.request)).not.toBeNull();
}

/** Tries to sign in on the sign-in page and expects a refusal. */
async function expectSignInRefused(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  expect(await me(page.request)).toBeNull();
}

const banner = (page: Page) => page.getByRole("banner");
/** One section card of the account page: the innermost element holding its heading. */
const section = (page: Page, title: string) =>
  page
    .locator("div")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) })
    .last();

test("sign-up asks to confirm the address; the link, sent again, confirms it and the sign-in page then signs in", async ({
  page,
}) => {
  const email = freshEmail("signup");
  await page.goto(at("/signin?attempt=by-hand"));
  await page.getByRole("button", { name: "I'm new here" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Nadia Nomad");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await mailTo(email, SUBJECTS.confirm);
  expect(await me(page.request), "nobody is signed in before the address is confirmed").toBeNull();

  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText("We sent the link again.")).toBeVisible();
  await expect.poll(() => mailsTo(email, SUBJECTS.confirm).length).toBe(2);
  expect(await me(page.request)).toBeNull();

  // The link confirms the address and asks to sign in: a link is never a login (it may be opened anywhere).
  await page.goto(linkIn(mailsTo(email, SUBJECTS.confirm)[1]!, "/api/auth/verify-email"));
  await expect(page).toHaveURL(at("/signin?confirmed=1"));
  await expect(page.getByRole("status")).toHaveText("Your email address is confirmed. Sign in to continue.");
  expect(await me(page.request)).toBeNull();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("You are signed in.");
  expect((await me(page.request))?.name).toBe("Nadia Nomad");
  await page.goto(at("/"));
  await expect(banner(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Your account" })).toBeVisible();
});

test("a confirmation link opened in a signed-in browser leaves its session alone", async ({ page, browser }) => {
  const { id } = await verifiedAccount(page.context(), "Bob Browser");
  const mallory = await browser.newContext();
  const email = freshEmail("mallory");
  const signUp = await post(mallory.request, "/api/auth/sign-up/email", { name: "Mallory", email, password: TEST_PASSWORD });
  expect(signUp.status()).toBe(200);
  await page.goto(linkIn(await mailTo(email, SUBJECTS.confirm), "/api/auth/verify-email"));
  await expect(page).toHaveURL(at("/signin?confirmed=1"));
  expect((await me(page.request))?.id, "still the browser's own account").toBe(id);
  await mallory.close();
});

test("a forgotten password is reset through the emailed link: common ones refused, the old one and other sessions end", async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newContext();
  const { email } = await verifiedAccount(elsewhere);

  // Inside the sign-in popup, which keeps its bare layout: no site header or footer loads into it.
  await page.goto(at("/signin?attempt=by-hand"));
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Forgot your password?" })).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?attempt=by-hand$/);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await page.goto(linkIn(await mailTo(email, SUBJECTS.reset), "/api/auth/reset-password/"));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = page.getByLabel("New password", { exact: true });
  await newPassword.fill("password123");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(newPassword).toHaveAttribute("aria-invalid", "true");
  await expect(newPassword).toHaveAccessibleDescription("This password is too common. Please choose another one.");

  await newPassword.fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("heading", { name: "Your password is changed" })).toBeVisible();
  await mailTo(email, SUBJECTS.changed);

  await expectSignInRefused(page, email, TEST_PASSWORD);
  await signInInPopupPage(page, email, NEW_PASSWORD);

  expect(await me(elsewhere.request), "the reset ends every other session").toBeNull();
  const other = await elsewhere.newPage();
  await other.goto(at("/account"));
  await expect(other.getByRole("heading", { name: "Log in to see your account" })).toBeVisible();
  await elsewhere.close();
});

test("changing the password on the account page: a wrong current one is named, then the others are signed out", async ({
  page,
  browser,
}) => {
  const { email } = await verifiedAccount(page.context());
  const elsewhere = await signedInElsewhere(browser, email);

  await page.goto(at("/account"));
  const password = section(page, "Password");
  const current = password.getByLabel("Current password", { exact: true });
  await current.fill("not my password");
  await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("That password is not right.");
  expect(await me(elsewhere.request), "a refused change signs nobody out").not.toBeNull();

  await current.fill(TEST_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Your password is changed.");
  await expect(current).toHaveValue("");
  await expect(section(page, "Where you are signed in").getByRole("status")).toHaveText("You are signed in on this device only.");
  await mailTo(email, SUBJECTS.changed);

  expect(await me(elsewhere.request), "the other browser is signed out").toBeNull();
  expect(await me(page.request), "this browser stays signed in").not.toBeNull();
  await elsewhere.close();

  const fresh = await browser.newContext();
  const signIn = await fresh.newPage();
  await expectSignInRefused(signIn, email, TEST_PASSWORD);
  await signInInPopupPage(signIn, email, NEW_PASSWORD);
  await fresh.close();
});

test("Sign out everywhere else ends the other sessions and keeps this one", async ({ page, browser }) => {
  const { email } = await verifiedAccount(page.context());
  const elsewhere = await signedInElsewhere(browser, email);

  await page.goto(at("/account"));
  const sessions = section(page, "Where you are signed in");
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await expect(sessions.getByRole("status")).toHaveText("");

  await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText("This device");
  await expect(sessions.getByRole("status")).toHaveText("You are signed in on this device only.");
  await expect(sessions.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();

  expect(await me(elsewhere.request), "the other browser is signed out").toBeNull();
  expect(await me(page.request)).not.toBeNull();
  await page.reload();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await elsewhere.close();
});

test("Personal access tokens: made with a scope, the secret shown once to copy, listed without it, revoked", async ({ page }) => {
  await verifiedAccount(page.context(), "Tomas Tokens");
  await page.goto(at("/account"));
  const tokens = section(page, "Personal access tokens");
  await expect(tokens.getByText("You have no tokens.")).toBeVisible();
  await tokens.getByRole("button", { name: "Make a token" }).click();
  await expect(tokens.getByLabel("Name")).toHaveAccessibleDescription(/give the token a name/);
  await tokens.getByLabel("Name").fill("Claude Desktop");
  await tokens.getByLabel("Scope").selectOption("write");
  await tokens.getByRole("button", { name: "Make a token" }).click();
  const secret = tokens.getByLabel("Your new token");
  await expect(secret).toHaveValue(/^wf_[A-Za-z0-9_-]{43}$/);
  const value = await secret.inputValue();
  const mcp = await page.request.post(at("/mcp"), {
    headers: { Authorization: `Bearer ${value}`, Accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(mcp.status(), await mcp.text()).toBe(200);
  const listed = tokens.getByRole("list", { name: "Your tokens" });
  await expect(listed.getByRole("listitem")).toHaveCount(1);
  await expect(listed).toContainText("Claude Desktop");

  await page.reload();
  await expect(tokens.getByLabel("Your new token")).toHaveCount(0);
  await expect(tokens.getByRole("listitem")).toContainText("write");
  await tokens.getByRole("button", { name: "Revoke Claude Desktop" }).click();
  await expect(tokens.getByText("You have no tokens.")).toBeVisible();
  const refused = await page.request.post(at("/mcp"), {
    headers: { Authorization: `Bearer ${value}`, Accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(refused.status()).toBe(401);
});

test("Download my data gives a JSON file with the account and its itineraries, and no secrets", async ({ page }) => {
  const { email, id } = await verifiedAccount(page.context(), "Dora Downloader");
  const saved = await post(page.request, "/api/itineraries", {
    title: "Lisbon weekend",
    days: "Day 1: Lisbon*Theme: Food*Morning: Pastries",
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto(at("/account"));
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wayfarer-data-\d{4}-\d\d-\d\d\.json$/);
  const text = await fs.readFile(await download.path(), "utf8");
  const data = JSON.parse(text) as { account: { user: { id: string; email: string } }; itineraries: { title: string }[] };

  expect(data.account.user).toMatchObject({ id, email });
  expect(data.itineraries.map((itinerary) => itinerary.title)).toEqual(["Lisbon weekend"]);
  const keys = new Set<string>();
  JSON.parse(text, (key, value: unknown) => {
    keys.add(key);
    return value;
  });
  expect([...keys]).toEqual(expect.arrayContaining(["account", "email", "sessions", "itineraries", "title"]));
  expect([...keys].filter((key) => /^(token|password)$/i.test(key))).toEqual([]);
  expect(text).not.toContain(TEST_PASSWORD);
});

/** Reads the rows a user left in the server's database, whichever it is. */
interface UserRows {
  /** How many rows of each table name the user. */
  count(id: string): Promise<Record<string, number>>;
  /** The stored author fields of the contact message with this text. */
  messageAuthors(message: string): Promise<Record<string, string>[]>;
  close(): Promise<void>;
}

const USER_COLUMNS = {
  user: "id",
  session: "userId",
  account: "userId",
  itinerary: "author_id",
  assistant_query: "author_id",
  contact_message: "author_id",
  access_token: "user_id",
};
const AUTHOR_FIELDS = "select author_id, author_name, name, email from contact_message where message = ";

/** The embedded database: the server's SQLite file, opened read-only for each look. */
function sqliteRows(dataDir: string): UserRows {
  const open = () => new SQLite(path.join(dataDir, "wayfarer.db"), { readonly: true, fileMustExist: true });
  const read = <T>(use: (db: SQLite.Database) => T): T => {
    const db = open();
    try {
      return use(db);
    } finally {
      db.close();
    }
  };
  return {
    count: async (id) =>
      read((db) =>
        Object.fromEntries(
          Object.entries(USER_COLUMNS).map(([table, column]) => {
            const row = db.prepare(`select count(*) as n from "${table}" where "${column}" = ?`).get(id) as { n: number };
            return [table, row.n];
          }),
        ),
      ),
    messageAuthors: async (message) => read((db) => db.prepare(`${AUTHOR_FIELDS}?`).all(message) as Record<string, string>[]),
    close: async () => undefined,
  };
}

/** PostgreSQL: a schema of this suite's own, dropped at the end. */
async function postgresRows(url: string): Promise<UserRows & { databaseUrl: string }> {
  const schema = `e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema "${schema}"`);
  await client.query(`set search_path to "${schema}"`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return {
    databaseUrl: scoped.toString(),
    async count(id) {
      const counts: Record<string, number> = {};
      for (const [table, column] of Object.entries(USER_COLUMNS)) {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table}" where "${column}" = $1`, [id]);
        counts[table] = Number(rows[0]!.n);
      }
      return counts;
    },
    messageAuthors: async (message) => (await client.query<Record<string, string>>(`${AUTHOR_FIELDS}$1`, [message])).rows,
    async close() {
      await client.query(`drop schema "${schema}" cascade`);
      await client.end();
    },
  };
}

async function deletesEveryRow(page: Page, rows: UserRows) {
  const { email, id } = await verifiedAccount(page.context(), "Del Departing");
  const message = `Please keep this message (${Math.random().toString(36).slice(2, 10)}).`;
  const setUp = [
    await post(page.request, "/api/itineraries", { title: "Gone soon", days: "Day 1: Rome*Theme: Ruins*Morning: Forum" }),
    await post(page.request, "/api/contact", { name: "Del", email: "del@example.com", message }),
    await post(page.request, "/api/ai/generate", { prompt: "Plan one day in Rome" }),
    await post(page.request, "/api/account/tokens", { name: "Laptop", scope: "write" }),
  ];
  for (const res of setUp) expect(res.ok(), await res.text()).toBe(true);
  const rowsBefore = await rows.count(id);
  for (const [table, count] of Object.entries(rowsBefore)) expect(count, `${table} rows before`).toBeGreaterThan(0);

  await page.goto(at("/account"));
  await section(page, "Delete your account").getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel("Password", { exact: true });
  await password.fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("That password is not right.");
  expect(await me(page.request), "a wrong password deletes nothing").not.toBeNull();
  expect(await rows.count(id)).toEqual(rowsBefore);

  await password.fill(TEST_PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(banner(page).getByRole("button", { name: "Login" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Logout" })).toHaveCount(0);
  expect(await me(page.request)).toBeNull();

  await expectSignInRefused(await page.context().newPage(), email, TEST_PASSWORD);

  expect(await rows.count(id)).toEqual({
    user: 0,
    session: 0,
    account: 0,
    itinerary: 0,
    assistant_query: 0,
    contact_message: 0,
    access_token: 0,
  });
  expect(await rows.messageAuthors(message)).toEqual([{ author_id: "deleted", author_name: "", name: "", email: "" }]);
}

test("deleting the account asks for the password, then removes every row of the user and signs out (SQLite)", async ({
  page,
}) => {
  await deletesEveryRow(page, sqliteRows(server.dataDir));
});

test.describe("on PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL;
  test.skip(!url, "TEST_DATABASE_URL is not set");
  let rows: UserRows | undefined;
  let embedded: ServerProcess;
  let postgresServer: ServerProcess | undefined;

  // The helpers above talk to `server`: for this block, a server of its own on PostgreSQL.
  test.beforeAll(async () => {
    const postgres = await postgresRows(url!);
    rows = postgres;
    postgresServer = await startServer({
      env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: "10000", DATABASE_URL: postgres.databaseUrl },
    });
    embedded = server;
    server = postgresServer;
  });
  test.afterAll(async () => {
    if (postgresServer) server = embedded;
    await postgresServer?.stop();
    await rows?.close();
  });

  test("deleting the account removes every row of the user there too", async ({ page }) => {
    await deletesEveryRow(page, rows!);
  });
});
