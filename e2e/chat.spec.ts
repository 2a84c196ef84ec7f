import type { Locator, Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI, type FakeReply, type RecordedRequest } from "@server/test/fake-openai";
import { startServer, type ServerProcess } from "@server/test/server-process";
import { expect, signUpInBrowser, test } from "./fixtures";

const panelOf = (page: Page) => page.getByRole("dialog", { name: "Plan with Wayfarer" });
const launcherOf = (page: Page) => page.getByRole("button", { name: /chat assistant$/ });
/** The conversation's bubbles (not the items of a list inside an answer). */
const bubbles = (page: Page) => panelOf(page).getByRole("list", { name: "Conversation" }).locator("> li");

async function openChat(page: Page): Promise<{ panel: Locator; input: Locator }> {
  await launcherOf(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const input = panel.getByRole("textbox", { name: "Message" });
  await expect(input).toBeFocused();
  return { panel, input };
}

async function send(input: Locator, text: string) {
  await input.fill(text);
  await input.press("Enter");
}

test("logged out: the panel asks to log in and ignores sending", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => request.url().includes("/api/ai/") && calls.push(request.url()));
  await page.goto("/");
  const { panel, input } = await openChat(page);
  await expect(panel.getByText("Login To Start Chatting!!")).toBeVisible();
  await send(input, "Hello there");
  await expect(input).toHaveValue("Hello there");
  await expect(panel.getByRole("list", { name: "Conversation" })).toHaveCount(0);
  expect(calls).toEqual([]);
});

test("logged in: Enter sends, the user's bubble sits right, the answer streams into one left bubble, the input clears", async ({
  loggedInPage: page,
}) => {
  const { panel, input } = await openChat(page);
  await expect(panel.getByText("Need travel tips or day plans? Ask Me Anything!!")).toBeVisible();
  await send(input, "   ");
  await expect(panel.getByRole("list", { name: "Conversation" })).toHaveCount(0);

  await send(input, "one day in Kyoto");
  await expect(input).toHaveValue("");
  await expect(bubbles(page).first()).toHaveText(/one day in Kyoto/);
  const answer = bubbles(page).nth(1);
  await expect(answer).toContainText("Kyoto");
  await expect(panel.getByRole("button", { name: "Send" })).toBeVisible();
  await expect(bubbles(page)).toHaveCount(2);
  await expect(answer.locator("strong").first()).toBeVisible(); // **names** became bold, without asterisks
  await expect(answer).not.toContainText("**");

  const list = await panel.getByRole("list", { name: "Conversation" }).boundingBox();
  const mine = await bubbles(page).first().locator("> div").boundingBox();
  const theirs = await answer.locator("> div").boundingBox();
  expect(Math.abs(mine!.x + mine!.width - (list!.x + list!.width))).toBeLessThan(2);
  expect(Math.abs(theirs!.x - list!.x)).toBeLessThan(2);
  expect(theirs!.width).toBeLessThanOrEqual(list!.width * 0.8 + 1);
  await expect(bubbles(page).first().locator("> div")).toHaveClass(/bg-primary/);
  await expect(answer.locator("> div")).toHaveClass(/bg-surface-2/);
  await expect(panel.getByRole("status")).toContainText("Kyoto");

  // The places the answer names, as cards under it that open a web map.
  const cards = answer.getByRole("list", { name: "Places in this answer" }).getByRole("link");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    const name = (await card.locator("span.line-clamp-2").textContent())!;
    await expect(answer.locator("> div")).toContainText(name);
  }
});

/** docs/product.md: 25vw (85vw below 768 px) by 60vh, but at least 340 px wide, never wider than the screen less 16 px. */
const normalWidth = (width: number) => Math.max((width >= 768 ? 0.25 : 0.85) * width, Math.min(340, width - 16));

test("the panel is 25vw (at least 340 px) by 60vh, expands to 90vw by 80vh, and closes back to the launcher", async ({
  page,
}) => {
  await page.goto("/about");
  const viewport = page.viewportSize()!;
  const { panel } = await openChat(page);
  // Polled: the panel resizes through a 300 ms transition.
  const size = async () => {
    const box = (await panel.boundingBox())!;
    return [Math.round(box.width), Math.round((box.height / viewport.height) * 100)];
  };
  await expect.poll(size).toEqual([Math.round(normalWidth(viewport.width)), 60]);
  await panel.getByRole("button", { name: "Expand chat" }).click();
  await expect.poll(size).toEqual([Math.round(viewport.width * 0.9), 80]);
  await panel.getByRole("button", { name: "Shrink chat" }).click();
  await expect.poll(size).toEqual([Math.round(normalWidth(viewport.width)), 60]);

  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  await expect(launcherOf(page)).toBeFocused();
  await expect(launcherOf(page)).toHaveAttribute("aria-expanded", "false");

  // A tablet (25vw would be 205 px, "Plan wit…") and a phone (85vw would be 332 px): the 340 px floor.
  for (const width of [820, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await launcherOf(page).click();
    await expect(panel).toBeVisible();
    // The width animates over 300 ms after the resize: poll until it settles.
    await expect.poll(async () => Math.round((await panel.boundingBox())!.width)).toBe(340);
    await expect(panel.getByRole("heading", { name: "Plan with Wayfarer" })).toBeVisible();
    await panel.getByRole("button", { name: "Close chat" }).click();
  }
});

test("the home Chatbot card opens the chat panel (and still links to the root path)", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Everything for your next trip" }).getByRole("link", { name: /Chatbot/ });
  await expect(card).toHaveAttribute("href", "/");
  await card.click();
  await expect(panelOf(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(launcherOf(page)).toHaveAttribute("aria-expanded", "true");
});

test("on a phone, at the end of the page the launcher covers none of the footer's links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const launcher = (await launcherOf(page).boundingBox())!;
  for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    const overlaps =
      box.x < launcher.x + launcher.width &&
      launcher.x < box.x + box.width &&
      box.y < launcher.y + launcher.height &&
      launcher.y < box.y + box.height;
    expect(overlaps, (await link.textContent()) ?? "").toBe(false);
  }
});

test("suggested questions ask with one tap, lists show as lists, and a failed answer offers Retry", async ({
  loggedInPage: page,
}) => {
  const { panel } = await openChat(page);
  const suggestions = panel.getByRole("list", { name: "Suggested questions" });
  await expect(suggestions.getByRole("button")).toHaveCount(3);
  await page.route("**/api/ai/generate/stream", (route) => route.abort("connectionrefused"));
  await suggestions.getByRole("button", { name: "What should I pack for Reykjavik?" }).click();
  await expect(bubbles(page).first()).toHaveText(/What should I pack for Reykjavik\?$/);
  await expect(bubbles(page).last()).toContainText("Error: Unable to reach server");
  await page.unroute("**/api/ai/generate/stream");

  await bubbles(page).last().getByRole("button", { name: "Retry" }).click();
  await expect(bubbles(page)).toHaveCount(4);
  const answer = bubbles(page).last();
  await expect(answer.getByRole("list")).toBeVisible(); // the packing list, as a real list
  // The answer streams in: wait for its second item rather than counting the first one alone.
  await expect(answer.getByRole("listitem").nth(1)).toBeVisible();
  for (const item of await answer.getByRole("listitem").allTextContents()) expect(item).not.toMatch(/^\s*-/); // no marker left
});

/**
 * The language-model path end to end: a second app server (the built bundle) on a fake OpenAI-compatible
 * server, which answers by the words in the prompt.
 */
test.describe("with a language model", () => {
  test.describe.configure({ mode: "default" });
  let fake: FakeOpenAI;
  let server: ServerProcess;
  /** The test's hold on a "slowly" answer: the fake model waits for it after the first line. */
  let gate = deferred();

  const reply = (request: RecordedRequest): FakeReply => {
    const prompt = JSON.stringify(request.body.messages?.at(-1)?.content ?? "");
    if (prompt.includes("fail please")) return { kind: "error", status: 500, headers: { "retry-after-ms": "10" } };
    if (prompt.includes("say nothing")) return { kind: "content", content: "" };
    if (prompt.includes("slowly")) {
      // Holds after the first line until the test has seen the answer still being written.
      const content = "Day 1: **Fushimi Inari** at dawn.\nStop 2: Gion at dusk.\nTips: carry coins.";
      return { kind: "content", content, chunkSize: 6, intervalMs: 20, pause: { afterChars: 36, until: gate.promise } };
    }
    return { kind: "content", content: "Tips: travel light." };
  };

  test.beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.setDefault(reply);
    server = await startServer({
      env: {
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "fake-model",
        AI_BASE_URL: fake.baseUrl,
        AUTH_RATE_LIMIT_MAX: "10000",
        RATE_LIMIT_CHAT_PER_10_MIN: "4",
        // Every test's account comes from this one address; the per-user limit is the one under test.
        RATE_LIMIT_CHAT_PER_ADDRESS_PER_10_MIN: "1000",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** A fresh account on the second server, signed in, with the panel open. */
  async function chatOnModelServer(page: Page) {
    await signUpInBrowser(page, "Model Tester", server.url);
    await page.goto(server.url);
    await page.waitForFunction(() => localStorage.getItem("isAuth") === "true");
    return openChat(page);
  }

  test("streams the model's answer into one bubble while it is written, and Stop ends one", async ({ page }) => {
    const { panel, input } = await chatOnModelServer(page);
    gate = deferred();
    await send(input, "plan a day slowly");
    const answer = bubbles(page).nth(1);
    await expect(answer).toContainText("Day 1: Fushimi Inari");
    await expect(panel.getByRole("button", { name: "Stop" })).toBeVisible(); // still being written
    gate.resolve();
    await expect(answer).toContainText("Tips: carry coins.");
    await expect(answer.locator("strong", { hasText: "Fushimi Inari" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Send" })).toBeVisible();

    gate = deferred();
    await send(input, "again slowly");
    await expect(bubbles(page).nth(3)).toContainText("Day 1");
    await panel.getByRole("button", { name: "Stop" }).click();
    gate.resolve();
    await expect(bubbles(page).nth(3)).toContainText("Stopped");
    await expect(bubbles(page)).toHaveCount(4);
  });

  test("shows each failure inline as an assistant message", async ({ page }) => {
    const { input } = await chatOnModelServer(page);
    const last = () => bubbles(page).last();

    await send(input, "fail please");
    await expect(last()).toHaveText(/^Assistant: Error: Failed to fetch response/);
    await expect(last().getByRole("button", { name: "Retry" })).toBeVisible(); // the model failed: asking again may work
    await expect(input).toHaveValue("");

    await send(input, "say nothing");
    await expect(last()).toHaveText(/Error: No response from serverRetry$/);

    await send(input, "x".repeat(4_001));
    await expect(last()).toHaveText(/Error: Your message is too long \(at most 4,000 characters\)\.$/); // no Retry: it would fail again
    await expect(input).toHaveValue("");

    await send(input, "y".repeat(70_000));
    await expect(last()).toHaveText(/Error: Your message is too long \(at most 4,000 characters\)\.$/);

    await page.route("**/api/ai/generate/stream", (route) => route.abort("connectionrefused"));
    await send(input, "Hello?");
    await expect(last()).toHaveText(/Error: Unable to reach serverRetry$/);
    await page.unroute("**/api/ai/generate/stream");
  });

  test("says when the chat limit is reached", async ({ page }) => {
    const { panel, input } = await chatOnModelServer(page);
    for (let i = 1; i <= 4; i++) {
      await send(input, `question ${i}`);
      await expect(bubbles(page)).toHaveCount(i * 2);
      await expect(bubbles(page).last()).toHaveText(/Tips: travel light\.$/);
      await expect(panel.getByRole("button", { name: "Send" })).toBeVisible(); // the answer has ended
    }
    await send(input, "question 5");
    await expect(bubbles(page).last()).toHaveText(/Error: Too many requests\. Please try again in 10 minutes\.$/);
  });
});

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
