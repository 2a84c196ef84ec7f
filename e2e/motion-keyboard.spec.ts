import { expect, test } from "./fixtures";
import { everyPage } from "@web/lib/paths";

/** No transition runs: no property is transitioned, or every duration is zero. */
const noTransition = (el: Element) => {
  const style = getComputedStyle(el);
  return style.transitionProperty === "none" || style.transitionDuration.split(",").every((d) => parseFloat(d) === 0);
};

const styleOf = (selector: string, property: string) => (page: import("@playwright/test").Page) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

test.describe("motion, as designed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("photo strip loops every 30 s, generator strip moves, launcher spins 1000 ms, panel slides 300 ms", async ({ page }) => {
    await page.goto("/");
    expect(await styleOf(".marquee-track", "animation-name")(page)).toBe("marquee");
    expect(await styleOf(".marquee-track", "animation-duration")(page)).toBe("30s");

    const launcher = page.getByRole("button", { name: "Open chat assistant" });
    expect(
      await launcher
        .locator("span")
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe("1s");
    await launcher.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.3s");

    await page.goto("/itinerarygenerator");
    const strip = page.getByTestId("image-strip");
    const before = await strip.evaluate((el) => el.style.transform);
    await expect.poll(() => strip.evaluate((el) => el.style.transform)).not.toBe(before);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("photo strip, generator strip, launcher spin and panel slide all stay still", async ({ page }) => {
    await page.goto("/");
    expect(await styleOf(".marquee-track", "animation-name")(page)).toBe("none");

    const launcher = page.getByRole("button", { name: "Open chat assistant" });
    expect(await launcher.locator("span").first().evaluate(noTransition)).toBe(true);
    await launcher.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    expect(await panel.evaluate(noTransition)).toBe(true);

    await page.goto("/itinerarygenerator");
    const strip = page.getByTestId("image-strip");
    // Staying still can only be seen over time: the moving strip shifts within a frame or two.
    await page.waitForTimeout(400);
    expect(await strip.evaluate((el) => el.style.transform)).toBe("");
  });
});

/** Stops a page may have before the test gives up on seeing focus come round to the first one again. */
const MAX_TAB_STOPS = 200;

test.describe("keyboard", () => {
  // Two browser round trips per stop: a long page (/destination has over a hundred stops) needs more than the
  // default 30 s when the machine is shared with a second worker.
  test.describe.configure({ timeout: 120_000 });
  for (const { path } of everyPage) {
    test(`${path}: Tab reaches every control, and every stop shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      let cycled = false;
      for (let i = 0; i < MAX_TAB_STOPS && !cycled; i += 1) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          if (el.dataset.tabReached === "first") return "again";
          // A date input keeps focus while Tab walks its day, month and year.
          if (el.dataset.tabReached) return null;
          el.dataset.tabReached = document.querySelector("[data-tab-reached]") ? "yes" : "first";
          // Visible focus = the element or one of its near ancestors (a card's focus ring) looks different
          // focused than unfocused.
          const chain = [
            el,
            el.parentElement,
            el.parentElement?.parentElement,
            el.parentElement?.parentElement?.parentElement,
          ].filter((node): node is HTMLElement => node instanceof HTMLElement);
          const look = () =>
            chain.map((node) => {
              const style = getComputedStyle(node);
              return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow} | ${style.textDecorationLine}`;
            });
          const focused = look();
          el.blur();
          const blurred = look();
          el.focus();
          const label = `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`;
          return { label, visible: focused.some((value, i) => value !== blurred[i]) };
        });
        if (stop === "again") cycled = true;
        else if (stop) expect(stop.visible, `focus indicator on ${stop.label}`).toBe(true);
      }
      expect(cycled, "focus came back round to the first stop").toBe(true);

      // Every control a pointer could use was a stop (one radio per group, as browsers do).
      const missed = await page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])',
        );
        const reachedRadioGroups = new Set(
          [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][data-tab-reached]')].map((radio) => radio.name),
        );
        return [...controls]
          .filter((el) => !el.dataset.tabReached && el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled)
          .filter((el) => !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }))
          .filter((el) => !(el instanceof HTMLInputElement && el.type === "radio" && reachedRadioGroups.has(el.name)))
          .map(
            (el) => `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`,
          );
      });
      expect(missed, "controls that Tab never reached").toEqual([]);
    });
  }
});
