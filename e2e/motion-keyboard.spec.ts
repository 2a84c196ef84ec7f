import { expect, test } from "./fixtures";

/** No transition runs: no property is transitioned, or every duration is zero. */
const noTransition = (el: Element) => {
  const style = getComputedStyle(el);
  return style.transitionProperty === "none" || style.transitionDuration.split(",").every((d) => parseFloat(d) === 0);
};

const styleOf = (selector: string, property: string) => (page: import("@playwright/test").Page) =>
  page.locator(selector).first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

test.describe("motion, as designed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("photo strip loops every 30 s, generator strip moves, launcher spins 1000 ms, panel slides 300 ms", async ({ page }) => {
    await page.goto("/");
    expect(await styleOf(".marquee-track", "animation-name")(page)).toBe("marquee");
    expect(await styleOf(".marquee-track", "animation-duration")(page)).toBe("30s");

    const launcher = page.getByRole("button", { name: "Open chat assistant" });
    expect(await launcher.locator("span").first().evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("1s");
    await launcher.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.3s");

    await page.goto("/itinerarygenerator");
    const strip = page.getByTestId("image-strip");
    const before = await strip.evaluate((el) => el.style.transform);
    await page.waitForTimeout(400);
    expect(await strip.evaluate((el) => el.style.transform)).not.toBe(before);
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
    await page.waitForTimeout(400);
    expect(await strip.evaluate((el) => el.style.transform)).toBe("");
  });
});

test.describe("keyboard", () => {
  for (const path of ["/", "/destination", "/budgettracker", "/itinerarygenerator", "/contact"]) {
    test(`${path}: every stop in the tab order shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const seen = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // Visible focus = the element or one of its near ancestors (a card's focus ring) looks different
          // focused than unfocused.
          const chain = [el, el.parentElement, el.parentElement?.parentElement, el.parentElement?.parentElement?.parentElement].filter(
            (node): node is HTMLElement => node instanceof HTMLElement,
          );
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
        if (!focus) continue;
        expect(focus.visible, `focus indicator on ${focus.label}`).toBe(true);
        seen.add(focus.label);
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});
