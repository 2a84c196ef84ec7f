import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { daysDrawn, expect, saveGeneratedTrip, signUpInBrowser, test } from "./fixtures";

/**
 * The trip page built around its days (decision 1160): day chips in one sticky bar with Undo and the save status,
 * the introduction folded (at every width) and the plan check's findings on a phone, Share and the trip menu in the header, and a chat
 * launcher that covers nothing on a phone.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

interface SavedTrip {
  version: number;
  share?: { url: string } | null;
  plan: { days: { day: number; date: string }[] };
}
const readTrip = async (page: Page, id: string) => (await (await page.request.get(`/api/itineraries/${id}`)).json()) as SavedTrip;
const dayHeading = (page: Page, n: number) => page.getByRole("heading", { level: 3, name: new RegExp(`^Day ${n} ·`) });
const chips = (page: Page) => page.getByRole("navigation", { name: "Days" });
const chip = (page: Page, n: number) => chips(page).getByRole("link", { name: new RegExp(`^Day ${n} ·`) });
const saved = (page: Page) => expect(page.getByText("All changes saved")).toBeVisible();

/** The default fixture trip (Kyoto, four days from 5 Apr 2027), its page open with the editor ready. */
async function openTrip(page: Page) {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await daysDrawn(page);
  return trip;
}

/** The sticky bar (the chips' parent) and the site header's bottom edge. */
async function barAndHeader(page: Page) {
  const bar = (await chips(page).locator("xpath=..").boundingBox())!;
  const header = (await page.getByRole("banner").first().boundingBox())!;
  return { bar, headerBottom: header.y + header.height };
}

/**
 * What the chat launcher covers: every visible control and piece of text whose box meets the launcher's and that
 * would be seen there without it (so text already behind the tab bar or the header does not count).
 */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>("button[aria-label$='chat assistant']")!;
    const box = launcher.getBoundingClientRect();
    launcher.style.visibility = "hidden";
    const covered: string[] = [];
    const check = (rect: DOMRect, owner: Element, what: string) => {
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right <= left || bottom <= top) return;
      const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (seen && (owner === seen || owner.contains(seen) || seen.contains(owner))) covered.push(what);
    };
    for (const control of document.querySelectorAll("a, button, input, select, textarea, summary, [role=button]")) {
      if (control === launcher) continue;
      for (const rect of control.getClientRects()) check(rect, control, `${control.tagName} ${control.textContent?.trim()}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || launcher.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) check(rect, node.parentElement, `text "${node.textContent.trim()}"`);
    }
    launcher.style.visibility = "";
    return covered;
  });
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the first day and its first stop start within the first screen; the introduction and the check's findings are folded", async ({
    page,
  }) => {
    await openTrip(page);
    // Above the tab bar, not behind it: the day's heading and the title of its first stop.
    const tabBar = (await page.getByRole("navigation", { name: "Tab bar" }).boundingBox())!;
    const first = (await dayHeading(page, 1).boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(tabBar.y);
    const stops = page.getByRole("list", { name: "Day 1 stops" });
    const firstStop = (await stops.getByRole("heading", { level: 4 }).first().boundingBox())!;
    expect(firstStop.y + firstStop.height).toBeLessThanOrEqual(tabBar.y);

    const about = page.locator("details", { has: page.getByText("About this trip", { exact: true }) });
    await expect(about).not.toHaveAttribute("open");
    await expect(page.getByText("Plan check passed")).toBeVisible();
    await page.getByText("About this trip", { exact: true }).click();
    await expect(about).toHaveAttribute("open");
    await expect(about.locator("p")).toBeVisible();
  });

  test("the trip opens to be read; Edit brings the stops' controls, and an edit made there saves", async ({ page }) => {
    const trip = await openTrip(page);
    const firstDay = page.locator('[data-day="1"]');
    const first = trip.plan.days[0]!.items[0]!.title;
    await expect(firstDay.getByRole("heading", { name: first })).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit ${first}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Move / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add a stop" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: /^Notes for day/ })).toHaveCount(0);

    const edit = page.getByRole("button", { name: "Edit", exact: true });
    await expect(edit).toBeInViewport();
    const before = (await readTrip(page, trip.id)).version;
    await edit.click();
    await expect(edit).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: `Delete ${first}` }).click();
    await saved(page);
    await expect.poll(async () => (await readTrip(page, trip.id)).version).toBeGreaterThan(before);
    // Back to reading: the change stays, Undo is still at hand in the bar.
    await edit.click();
    await expect(firstDay.getByRole("heading", { name: first })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();
  });

  test("a chip scrolls to its day, focuses its heading and is marked; the bar stays under the header", async ({ page }) => {
    await openTrip(page);
    await expect(chip(page, 1)).toHaveText("Day 1 · Mon 5");
    await chip(page, 3).click();
    await expect(dayHeading(page, 3)).toBeFocused();
    await expect(chip(page, 3)).toHaveAttribute("aria-current", "location");
    await expect(chips(page).locator("[aria-current]")).toHaveCount(1);
    // The day's heading lands just under the sticky bar, not behind it.
    await expect
      .poll(async () => {
        const { bar } = await barAndHeader(page);
        const heading = (await dayHeading(page, 3).boundingBox())!;
        return heading.y >= bar.y + bar.height && heading.y < bar.y + bar.height + 40;
      })
      .toBe(true);
    const { bar, headerBottom } = await barAndHeader(page);
    expect(Math.abs(bar.y - headerBottom)).toBeLessThanOrEqual(1);

    // The last day's chip is brought into view in its row as the page scrolls there.
    await dayHeading(page, 4).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(chip(page, 4)).toHaveAttribute("aria-current", "location");
    await expect(chip(page, 4)).toBeInViewport({ ratio: 1 });
  });

  test("the trip menu moves the trip, and Undo in the sticky bar puts it back from the end of the trip", async ({ page }) => {
    const trip = await openTrip(page);
    await page.getByRole("button", { name: "Trip actions" }).click();
    const menu = page.getByRole("menu", { name: "Trip actions" });
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Move the trip to other dates",
      "Print",
      "Share link and calendar feed",
    ]);
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Trip actions" })).toBeFocused();

    await page.getByRole("button", { name: "Trip actions" }).click();
    await menu.getByRole("menuitem", { name: "Move the trip to other dates" }).click();
    const dialog = page.getByRole("dialog", { name: "Move the trip" });
    await dialog.getByLabel("First day of the trip").fill("2027-05-10");
    await dialog.getByRole("button", { name: "Move the trip to these dates" }).click();
    await expect(dialog).toBeHidden();
    await expect(dayHeading(page, 1)).toHaveText("Day 1 · Mon 10 May");
    await saved(page);
    await expect.poll(async () => (await readTrip(page, trip.id)).plan.days[0]!.date).toBe("2027-05-10");

    // At the end of the trip, far down the page, the bar with Undo is still on screen.
    await page
      .getByRole("tabpanel", { name: "Plan" })
      .evaluate((panel) => window.scrollTo(0, panel.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
    const undo = page.getByRole("button", { name: "Undo" });
    await expect(undo).toBeInViewport({ ratio: 1 });
    await undo.click();
    await expect(dayHeading(page, 1)).toHaveText("Day 1 · Mon 5 Apr");
    await saved(page);
    await expect.poll(async () => (await readTrip(page, trip.id)).plan.days[0]!.date).toBe("2027-04-05");
  });

  test("Share gives the system share sheet the trip's share link, made first when there is none", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const trip = await openTrip(page);
    expect((await readTrip(page, trip.id)).share ?? null).toBeNull();
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toHaveLength(1);
    const [data] = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    const link = (await readTrip(page, trip.id)).share?.url;
    expect(link).toMatch(/\/shared\/[\w-]{32,}$/);
    expect(data).toEqual({ title: trip.title, url: link });
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Again: the same link, none made anew.
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toHaveLength(2);
    expect((await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))[1]!.url).toBe(link);
  });

  test("the chat launcher covers no control or text on the trip page and the home page", async ({ page }) => {
    await openTrip(page);
    for (const y of [0, 1500, 3000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await coveredByLauncher(page), `scrolled to ${y}`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredByLauncher(page)).toEqual([]);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await coveredByLauncher(page)).toEqual([]);
    // The launcher still opens the chat from its place in the tab bar.
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    await expect(page.getByRole("dialog", { name: "Plan with Wayfarer" })).toBeVisible();
  });

  test("paper gets the folded introduction and the check's findings", async ({ page }) => {
    await openTrip(page);
    const about = page.locator("details", { has: page.getByText("About this trip", { exact: true }) });
    await expect(about.locator("p")).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(about.locator("p")).toBeVisible();
    await expect(chips(page)).toBeHidden();
  });

  test("axe finds nothing on the trip page, with the trip menu open", async ({ page }) => {
    await openTrip(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Trip actions" }).click();
    await expect(page.getByRole("menu", { name: "Trip actions" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("on a desktop", () => {
  test.use(DESKTOP);

  test("the first day's first stop is in the first screen, the chips stay under the header, and Share opens the links in a dialog", async ({
    page,
  }) => {
    await openTrip(page);
    // The introduction folded, as on a phone; the first day's chip marked before any day is scrolled to.
    const about = page.locator("details", { has: page.getByText("About this trip", { exact: true }) });
    await expect(about).not.toHaveAttribute("open");
    await expect(page.getByRole("list", { name: "Day 1 stops" }).getByRole("heading", { level: 4 }).first()).toBeInViewport();
    await expect(chip(page, 1)).toHaveAttribute("aria-current", "location");

    await chip(page, 2).click();
    await expect(dayHeading(page, 2)).toBeFocused();
    await expect(chip(page, 2)).toHaveAttribute("aria-current", "location");
    await page.evaluate(() => window.scrollBy(0, 1200));
    const { bar, headerBottom } = await barAndHeader(page);
    expect(Math.abs(bar.y - headerBottom)).toBeLessThanOrEqual(1);
    await expect(page.getByRole("button", { name: "Undo" })).toBeInViewport();

    // No share sheet in this browser: the dialog, with the links.
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share and subscribe" });
    await expect(dialog.getByLabel("Share link")).toHaveValue(/\/shared\//);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a link above the trip leads back to the Dashboard (on a phone the tab bar does)", async ({ page }) => {
    await openTrip(page);
    const back = page.getByRole("main").getByRole("link", { name: "Dashboard", exact: true });
    await expect(back).toBeInViewport();
    await back.click();
    await expect(page).toHaveURL("/mydashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("the shared page and a viewer's trip have the day chips too, and no Share", async ({ page, browser }) => {
    test.slow(); // Three travellers' pages: the owner's, a stranger's and a viewer's.
    const trip = await openTrip(page);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const url = await page.getByLabel("Share link").inputValue();
    const invite = await page.request.post(`/api/itineraries/${trip.id}/invites`, { data: { role: "viewer" } });
    const token = ((await invite.json()) as { url: string }).url.split("/invites/")[1]!;

    const stranger = await browser.newContext({ ...DESKTOP, baseURL: new URL(page.url()).origin });
    const visitor = await stranger.newPage();
    await visitor.goto(url);
    await expect(chips(visitor).getByRole("link")).toHaveCount(4);
    await chip(visitor, 4).click();
    await expect(dayHeading(visitor, 4)).toBeFocused();
    await expect(visitor.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);

    await signUpInBrowser(visitor, "Vera Viewer");
    expect((await visitor.request.post(`/api/invites/${token}/accept`)).status()).toBe(200);
    await visitor.goto(`/trips/${trip.id}`);
    await expect(visitor.getByText(/you can read this trip$/)).toBeVisible();
    await chip(visitor, 3).click();
    await expect(dayHeading(visitor, 3)).toBeFocused();
    await expect(chip(visitor, 3)).toHaveAttribute("aria-current", "location");
    await expect(visitor.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
    await visitor.getByRole("button", { name: "Trip actions" }).click();
    await expect(visitor.getByRole("menu", { name: "Trip actions" }).getByRole("menuitem")).toHaveText(["Print"]);
    await stranger.close();
  });
});
