import type { Locator, Page } from "@playwright/test";
import { expect, saveGeneratedTrip, signInOnHome, test } from "./fixtures";

const launcherOf = (page: Page) => page.getByRole("button", { name: /chat assistant$/ });

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const x = (await a.boundingBox())!;
  const y = (await b.boundingBox())!;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe("on a desktop", () => {
  test("Tools and Explore open as menus of links; Escape and a click outside close them", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const tools = nav.getByRole("button", { name: "Tools" });
    await expect(tools).toHaveAttribute("aria-expanded", "false");
    await tools.click();
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    const list = nav.getByRole("list", { name: "Tools" });
    await expect(list.getByRole("link")).toHaveText([
      "Budget Tracker",
      "Currency Converter",
      "Travel Planner",
      "Packing Checklist",
      "Phrasebook",
      "Visual Trip Moodboard",
    ]);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(tools).toBeFocused();

    await nav.getByRole("button", { name: "Explore" }).click();
    await expect(nav.getByRole("list", { name: "Explore" }).getByRole("link")).toHaveText(["Destinations", "Gallery"]);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav.getByRole("list", { name: "Explore" })).toBeHidden();

    await tools.click();
    await list.getByRole("link", { name: "Packing Checklist" }).click();
    await expect(page).toHaveURL("/packing");
    await expect(page.getByRole("heading", { level: 1, name: "Packing Checklist" })).toBeVisible();
    await expect(list).toBeHidden();

    await page.getByRole("banner").getByRole("link", { name: "Plan a trip" }).click();
    await expect(page).toHaveURL("/itinerarygenerator");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the tab bar reaches Plan a trip in one tap and a tool in two", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Tab bar" });
    await expect(bar.getByRole("button", { name: "Login" })).toBeVisible();
    await bar.getByRole("link", { name: "Plan a trip" }).tap();
    await expect(page).toHaveURL("/itinerarygenerator");

    await bar.getByRole("button", { name: "Tools" }).tap();
    await bar.getByRole("list", { name: "Tools" }).getByRole("link", { name: "Visual Trip Moodboard" }).tap();
    await expect(page).toHaveURL("/mood");
    await expect(bar.getByRole("list", { name: "Tools" })).toBeHidden();

    await bar.getByRole("button", { name: "Explore" }).tap();
    await bar.getByRole("link", { name: "Gallery" }).tap();
    await expect(page).toHaveURL("/gallery");

    // The bar stays at the foot of the screen, and the page's end is not hidden behind it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(844);
    const terms = (await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).boundingBox())!;
    expect(terms.y + terms.height).toBeLessThanOrEqual(barBox.y);
  });

  test("signed in, the tab bar has Dashboard; the launcher covers neither the bar's tabs nor the dashboard's buttons", async ({
    page,
  }) => {
    await signInOnHome(page);
    await saveGeneratedTrip(page);
    const bar = page.getByRole("navigation", { name: "Tab bar" });
    await bar.getByRole("link", { name: "Dashboard" }).tap();
    await expect(page).toHaveURL("/mydashboard");
    const launcher = launcherOf(page);
    // It sits in the bar's last place, beside its tabs (decision 1160).
    const tabs = await bar.locator("a, button").all();
    expect(tabs).toHaveLength(5);
    for (const tab of tabs) expect(await overlaps(launcher, tab), (await tab.textContent()) ?? "").toBe(false);
    // Scrolled to the end, the last card's buttons stay clear of the launcher.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const card = page.getByRole("article").last();
    await card.scrollIntoViewIfNeeded();
    for (const button of await card.getByRole("button").all()) {
      expect(await overlaps(launcher, button), (await button.getAttribute("aria-label")) ?? "").toBe(false);
    }
  });

  test("the launcher covers neither the generator's button nor the moodboard's controls", async ({ page }) => {
    await page.goto("/itinerarygenerator");
    await page.getByRole("button", { name: "Plan a Trip" }).tap();
    const generate = page.getByRole("button", { name: "Generate Itinerary" });
    await generate.scrollIntoViewIfNeeded();
    expect(await overlaps(launcherOf(page), generate)).toBe(false);
    for (const tab of await page.getByRole("navigation", { name: "Tab bar" }).locator("a, button").all())
      expect(await overlaps(launcherOf(page), tab)).toBe(false);

    await page.goto("/mood");
    for (const control of [page.getByRole("button", { name: "Nightlife" }), page.getByTestId("timeline-track")]) {
      expect(await overlaps(launcherOf(page), control)).toBe(false);
    }
  });

  test("the home Chatbot card opens the chat panel", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Everything for your next trip" }).getByRole("link", { name: /Chatbot/ });
    await expect(card).toHaveAttribute("href", "/");
    await card.tap();
    await expect(page.getByRole("dialog", { name: "Plan with Wayfarer" })).toBeVisible();
    await expect(launcherOf(page)).toHaveAttribute("aria-expanded", "true");
  });
});
