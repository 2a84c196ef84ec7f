import type { Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from "@server/test/fake-openai";
import { startServer, type ServerProcess } from "@server/test/server-process";
import { expect, planTrip, signUpInBrowser, test, TEST_PASSWORD } from "./fixtures";

/** Markup that would run script if it were ever inserted as HTML rather than text. */
const IMG = "<img src=x onerror=window.__xss=1>";
const SCRIPT = "<script>window.__xss=1</script>";
const MARKUP = `${IMG}${SCRIPT}`;

/** Records any request an injected <img src=x> would make. */
function watchInjectedRequests(page: Page): string[] {
  const hits: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/x") hits.push(request.url());
  });
  return hits;
}

async function expectNoInjection(page: Page, hits: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.textContent?.includes("__xss")))).toBe(false);
  expect(hits).toEqual([]);
}

test("a display name with markup is shown as text when signing up and signing in", async ({ page }) => {
  const hits = watchInjectedRequests(page);
  await page.goto("/contact");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const popup = await popupOpened;
  const popupHits = watchInjectedRequests(popup);
  await popup.getByRole("button", { name: "I'm new here" }).click();
  await popup.getByLabel("Name").fill(MARKUP);
  await popup.getByLabel("Email").fill(`xss-${Date.now()}@example.com`);
  await popup.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Create account" }).click();
  await closed;
  expect(popupHits).toEqual([]);

  const dialog = page.getByRole("dialog", { name: "Logged In Successfully" });
  await expect(dialog).toContainText(`Welcome, ${MARKUP}!`);
  await expectNoInjection(page, hits);
  await dialog.getByRole("button", { name: "OK" }).click();

  // The signed-in screens that know the user.
  for (const path of ["/contact", "/mydashboard", "/"]) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    await expectNoInjection(page, hits);
  }
});

test("contact: markup in the fields is sent as text, and a server message with markup is shown as text", async ({ page }) => {
  const hits = watchInjectedRequests(page);
  await signUpInBrowser(page, MARKUP);
  await page.goto("/contact");
  const main = page.getByRole("main");
  await main.getByLabel("Name").fill(MARKUP);
  await main.getByLabel("Email").fill("xss@example.com");
  await main.getByLabel("Message").fill(`${SCRIPT}\n${IMG}`);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
  await main.getByRole("button", { name: "Send Message" }).click();
  expect((await answered).status()).toBe(201);
  const sent = page.getByRole("dialog", { name: "Message Sent Successfully" });
  await expect(sent).toBeVisible();
  await expectNoInjection(page, hits);
  await sent.getByRole("button", { name: "Cool!" }).click();

  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "invalid_input", message: MARKUP } }),
    }),
  );
  await main.getByLabel("Name").fill(MARKUP);
  await main.getByLabel("Email").fill("xss@example.com");
  await main.getByLabel("Message").fill(MARKUP);
  await main.getByRole("button", { name: "Send Message" }).click();
  const failed = page.getByRole("dialog", { name: "Please Try Again." });
  await expect(failed).toContainText(MARKUP);
  await expectNoInjection(page, hits);
});

test("newsletter: markup typed into the box reaches the server and comes back as a plain message", async ({ page }) => {
  const hits = watchInjectedRequests(page);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  // Skip the browser's own email check so the server answers this address.
  await footer.locator("form").evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  await footer.getByRole("textbox", { name: "Email address" }).fill(`${MARKUP}@example.com`);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/newsletter"));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  expect((await answered).status()).toBe(400);
  await expect(footer.getByText("Please enter a valid email address.")).toBeVisible();
  await expectNoInjection(page, hits);
});

test("budget: a category named with markup is shown as text, also after a reload", async ({ page }) => {
  const hits = watchInjectedRequests(page);
  await page.goto("/budgettracker");
  await page.getByLabel("Category").fill(MARKUP);
  await page.getByLabel("Amount (₹)").fill("10");
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(MARKUP, { exact: true })).toBeVisible();
  await expectNoInjection(page, hits);
  await page.reload();
  await expect(page.getByText(MARKUP, { exact: true })).toBeVisible();
  await expectNoInjection(page, hits);
});

test("dashboard: an itinerary whose title, days and plan carry markup is shown as text", async ({ page }) => {
  const hits = watchInjectedRequests(page);
  await signUpInBrowser(page, MARKUP);
  const saved = await page.request.post("/api/itineraries", {
    data: {
      title: MARKUP,
      days: `Day 1 - 2026-11-01 ${IMG}*Theme: ${SCRIPT}*Morning: ${IMG}*Afternoon: Walk*Evening: ${SCRIPT}*Notes: ${MARKUP}`,
      plan: {
        title: MARKUP,
        introduction: IMG,
        days: [{ day: 1, date: "2026-11-01", theme: SCRIPT, morning: IMG, afternoon: "Walk", evening: SCRIPT, notes: MARKUP }],
        final_notes: IMG,
      },
      engine: "offline",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto("/mydashboard");
  const card = page.getByRole("article", { name: MARKUP });
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(MARKUP);
  await card.getByRole("button", { name: MARKUP, exact: true }).click();
  await expect(card.getByText(`Morning: ${IMG}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`Evening: ${SCRIPT}`, { exact: true })).toBeVisible();
  await expectNoInjection(page, hits);
});

test("chat: a prompt with markup is shown as text in the user's bubble, and so is the answer", async ({ page }) => {
  const hits = watchInjectedRequests(page);
  await signUpInBrowser(page, MARKUP);
  await page.goto("/");
  await page.getByRole("button", { name: /chat assistant$/ }).click();
  const panel = page.getByRole("dialog", { name: "Plan with Wayfarer" });
  const input = panel.getByRole("textbox", { name: "Message" });
  await input.fill(`**${IMG}** one day in Kyoto ${SCRIPT}`);
  await input.press("Enter");
  const bubbles = panel.getByRole("list", { name: "Conversation" }).locator("> li");
  await expect(bubbles.first()).toContainText(`${IMG} one day in Kyoto ${SCRIPT}`);
  await expect(bubbles.nth(1)).toContainText("Kyoto");
  await expect(panel.getByRole("button", { name: "Send" })).toBeVisible(); // the answer is complete
  await expectNoInjection(page, hits);
});

test("generator: a destination and theme with markup are shown as text in the itinerary and on the dashboard", async ({
  page,
}) => {
  const hits = watchInjectedRequests(page);
  await signUpInBrowser(page);
  await page.goto("/itinerarygenerator");
  await planTrip(page, `Lisbon ${IMG}`, SCRIPT);
  // The offline planner names the trip after the place it knows and echoes the theme.
  await expect(page.getByText(`Lisbon: 4-day ${SCRIPT}`, { exact: true })).toBeVisible();
  await expectNoInjection(page, hits);

  await page.goto("/mydashboard");
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toContainText(SCRIPT);
  await expectNoInjection(page, hits);
});

/**
 * What a language model writes is untrusted text too: a second app server (the built bundle) on the fake
 * OpenAI-compatible server, whose chat answers and itineraries carry markup in every field.
 */
test.describe("with a language model writing markup", () => {
  test.describe.configure({ mode: "default" });
  let fake: FakeOpenAI;
  let server: ServerProcess;

  /** An itinerary for exactly the dates the app asked for, markup in every text field. */
  function itineraryFor(request: RecordedRequest): string {
    const prompt = String(request.body.messages?.at(-1)?.content ?? "");
    const dates = [...new Set(prompt.match(/\d{4}-\d{2}-\d{2}/g) ?? [])];
    return JSON.stringify({
      title: `Markup trip ${IMG}`,
      introduction: `${SCRIPT} Welcome.`,
      days: dates.map((date, i) => ({
        day: i + 1,
        date,
        theme: `Theme ${i + 1} ${SCRIPT}`,
        morning: `Museum ${i + 1}: ${IMG}`,
        afternoon: `Park ${i + 1}: <b onmouseover=window.__xss=1>walk</b>`,
        evening: `Dinner ${i + 1}: [click](javascript:window.__xss=1)`,
        optional: null,
        notes: `${MARKUP}`,
      })),
      final_notes: `${IMG} Carry water.`,
    });
  }

  test.beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.setDefault((request) =>
      request.body.response_format
        ? { kind: "content", content: itineraryFor(request) }
        : {
            kind: "content",
            content: `**Tips** ${IMG} ${SCRIPT} [click](javascript:window.__xss=1) <a href="javascript:window.__xss=1">here</a>`,
          },
    );
    server = await startServer({
      env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model", AI_BASE_URL: fake.baseUrl, AUTH_RATE_LIMIT_MAX: "10000" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test("a chat answer with markup and javascript: links is shown as text", async ({ page }) => {
    const hits = watchInjectedRequests(page);
    await signUpInBrowser(page, "Model Reader", server.url);
    await page.goto(server.url);
    await page.waitForFunction(() => localStorage.getItem("isAuth") === "true");
    await page.getByRole("button", { name: /chat assistant$/ }).click();
    const panel = page.getByRole("dialog", { name: "Plan with Wayfarer" });
    await panel.getByRole("textbox", { name: "Message" }).fill("Any tips?");
    await panel.getByRole("textbox", { name: "Message" }).press("Enter");
    const answer = panel.getByRole("list", { name: "Conversation" }).locator("> li").nth(1);
    await expect(answer).toContainText(`${IMG} ${SCRIPT}`);
    await expect(panel.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    await expectNoInjection(page, hits);
  });

  test("a generated itinerary with markup in every field is shown as text, also on the dashboard", async ({ page }) => {
    const hits = watchInjectedRequests(page);
    await signUpInBrowser(page, "Model Reader", server.url);
    await page.goto(`${server.url}/itinerarygenerator`);
    await planTrip(page, "Lisbon", "Food");
    await expect(page.getByText(`Museum 1: ${IMG}`).first()).toBeVisible();
    await expect(page.locator("b, a[href^='javascript']")).toHaveCount(0);
    await expectNoInjection(page, hits);

    await page.goto(`${server.url}/mydashboard`);
    const card = page.getByRole("article", { name: `Markup trip ${IMG}` });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Markup trip ${IMG}`, exact: true }).click();
    await expect(card.getByText(`Morning: Museum 1: ${IMG}`, { exact: true })).toBeVisible();
    await expect(page.locator("b, a[href^='javascript']")).toHaveCount(0);
    await expectNoInjection(page, hits);
  });
});
