import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Whether the app's two web fonts have loaded, as the page's FontFaceSet says. */
const fontStatuses = (page: Page) =>
  page.evaluate(() =>
    ["Inter Variable", "Fraunces Variable"].map(
      (family) => [...document.fonts].find((f) => f.family.replaceAll(`"`, "") === family)?.status,
    ),
  );

/** Cumulative layout shift of a page whose font files are held back until its first paint is on screen. */
async function clsWithLateFonts(page: Page, path: string): Promise<number> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "domcontentloaded" }); // "load" would wait for the held fonts
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === "lazy"));
  // The first paint is in the fallback faces; then both files arrive and the text is drawn again.
  expect(await fontStatuses(page)).not.toEqual(["loaded", "loaded"]);
  release();
  await expect.poll(() => fontStatuses(page)).toEqual(["loaded", "loaded"]);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(200); // layout-shift entries are queued after the frame that moved
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}

test.describe("fonts", () => {
  test("a page loads the two Latin files it preloads, H1 and H2 in Fraunces, the rest in Inter", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/");
    const html = (await response!.text()).match(/<link rel="preload" as="font"[^>]*>/g) ?? [];
    expect(html).toHaveLength(2);
    await expect.poll(() => fontStatuses(page)).toEqual(["loaded", "loaded"]);
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-650-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/),
    ]);
    for (const link of html) expect(fonts).toContain(link.match(/href="([^"]+)"/)![1]);
    const family = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(await family("h1")).toMatch(/^"Fraunces Variable", "Fraunces Fallback"/);
    expect(await family("h2")).toMatch(/^"Fraunces Variable"/);
    expect(await family("h3")).toMatch(/^"Inter Variable", "Inter Fallback"/);
    expect(await family("p")).toMatch(/^"Inter Variable"/);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    for (const path of ["/", "/about", "/faqs"]) {
      test(`swapping the fonts in on ${path} at ${viewport.width} px moves no text`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const cls = await clsWithLateFonts(page, path);
        test.info().annotations.push({ type: "CLS", description: cls.toFixed(4) });
        expect(cls).toBeLessThan(0.02);
      });
    }
  }
});
