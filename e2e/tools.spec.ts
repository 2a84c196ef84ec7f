import { expect, test, type Page } from "@playwright/test";

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

test("budget: a line is added, the total follows, and a reload keeps it", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/budgettracker");
  const total = page.getByRole("status", { name: "Total" });
  await expect(total).toHaveText("₹0.00");
  await page.getByLabel("Category").fill("Museum passes");
  await page.getByLabel("Amount (₹)").fill("1234.5");
  await page.getByRole("button", { name: "Add" }).click();
  await page.getByRole("spinbutton", { name: "Amount for Flights" }).fill("100");
  await expect(total).toHaveText("₹1,334.50");
  await page.reload();
  await expect(page.getByRole("spinbutton", { name: "Amount for Museum passes" })).toHaveValue("1234.5");
  await expect(total).toHaveText("₹1,334.50");
  expect(errors).toEqual([]);
});

test("currency: 1 USD is 83.20 INR, swap, and a reload keeps the pair", async ({ page }) => {
  await page.goto("/currency");
  const result = page.getByRole("status", { name: "Converted amount" });
  await expect(result).toContainText("83.20 INR");
  await expect(page.getByText("Rates are static for demo purposes.")).toBeVisible();
  await page.getByRole("button", { name: "Swap currencies" }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("INR");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("USD");
  await expect(result).toContainText("0.01 USD");
  await page.getByRole("spinbutton", { name: "Amount" }).fill("832");
  await expect(result).toContainText("10.00 USD");
  await page.reload();
  await expect(result).toContainText("10.00 USD");
});

test("planner: days follow the duration, the countdown counts whole days, notes survive a reload", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2025, 5, 10, 22, 30));
  await page.goto("/planner");
  await page.getByLabel("Start date").fill("2025-06-20");
  await expect(page.getByTestId("countdown")).toContainText("10days to go");
  await expect(page.getByRole("textbox", { name: /^Notes for day/ })).toHaveCount(3);
  await page.getByRole("textbox", { name: "Notes for day 2" }).fill("Cooking class");
  await page.getByLabel("Duration (days)").fill("5");
  await expect(page.getByRole("textbox", { name: /^Notes for day/ })).toHaveCount(5);
  await page.getByLabel("Duration (days)").fill("1");
  await expect(page.getByRole("textbox", { name: /^Notes for day/ })).toHaveCount(1);
  await page.reload();
  await page.getByLabel("Duration (days)").fill("2");
  await expect(page.getByRole("textbox", { name: "Notes for day 2" })).toHaveValue("Cooking class");
  await page.getByLabel("Start date").fill("2025-01-01");
  await expect(page.getByTestId("countdown")).toContainText("0days to go");
});

test("phrasebook: Adventure by default, switching type, kept on reload", async ({ page }) => {
  await page.goto("/phrases");
  await expect(page.getByRole("button", { name: "Adventure" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Luxury" }).click();
  await expect(page.getByRole("heading", { name: "Luxury phrases" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Luxury" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Adventure" })).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Luxury phrases" })).toBeVisible();
});

test("packing: an item toggles struck through with progress, kept on reload", async ({ page }) => {
  await page.goto("/packing");
  const docs = page.getByRole("region", { name: "Documents" });
  await docs.getByText("Passport or ID").click();
  await expect(docs.getByRole("checkbox", { name: "Passport or ID" })).toBeChecked();
  await expect(docs.getByText("Passport or ID")).toHaveCSS("text-decoration-line", "line-through");
  await expect(docs).toContainText("1/4");
  await expect(page.getByText("1 of 23 items packed")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Passport or ID" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Passport or ID" }).click();
  await expect(page.getByText("0 of 23 items packed")).toBeVisible();
});

test.describe("moodboard", () => {
  test("a sticker dragged with the mouse lands at the hour under the pointer; click removes it", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/mood");
    const track = page.getByTestId("timeline-track");
    const box = (await track.boundingBox())!;
    const sticker = page.getByRole("button", { name: "Ocean" });
    const from = (await sticker.boundingBox())!;
    // 18:00 is three quarters along the track.
    const x = box.x + box.width * 0.75;
    const y = box.y + 30;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 2 });
    await page.mouse.move(x, y, { steps: 12 });
    await page.mouse.up();
    const placed = page.getByRole("list", { name: "Placed stickers" }).getByRole("button");
    await expect(placed).toHaveCount(1);
    await expect(placed.first()).toHaveText(/Ocean\s*18:00/);

    // A drop beyond the right end clamps to 24:00.
    const city = (await page.getByRole("button", { name: "City" }).boundingBox())!;
    await page.mouse.move(city.x + city.width / 2, city.y + city.height / 2);
    await page.mouse.down();
    await page.mouse.move(city.x + city.width / 2 + 10, city.y + city.height / 2, { steps: 2 });
    await page.mouse.move(box.x + box.width + 20, y, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByRole("button", { name: /City\s*24:00/ })).toBeVisible();

    await page.reload();
    await expect(placed).toHaveCount(2);
    await page.getByRole("button", { name: /Ocean\s*18:00/ }).click();
    await expect(placed).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("a sticker placed with the keyboard, announced to screen readers", async ({ page }) => {
    await page.goto("/mood");
    await page.getByRole("button", { name: "Food" }).focus();
    await page.keyboard.press("Space");
    // The arrow keys move a sticker only once it is picked up: wait for the pickup's own announcement.
    await expect(page.getByText("Picked up Food.", { exact: false })).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Home");
    for (let i = 0; i < 19; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Food at 19:00.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: /Food\s*19:00/ })).toBeVisible();
    await expect(page.getByText("Placed Food at 19:00.")).toBeAttached();
    await expect(page.getByRole("button", { name: "Food", exact: true })).toBeFocused();
    await page.reload();
    await expect(page.getByRole("button", { name: /Food\s*19:00/ })).toBeVisible();
  });
});

test.describe("moodboard on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the stickers and the whole timeline fit one screen, and the first touch drag places a sticker", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/mood");
    const track = page.getByTestId("timeline-track");
    const stickers = page.getByRole("heading", { name: "Stickers" });
    await stickers.scrollIntoViewIfNeeded();
    // Below the sticky header and above the tab bar at once: the first sticker, the last, and the timeline.
    const header = (await page.getByRole("banner").boundingBox())!;
    const bar = (await page.getByRole("navigation", { name: "Tab bar" }).boundingBox())!;
    for (const target of [
      page.getByRole("button", { name: "Mountain" }),
      page.getByRole("button", { name: "Nightlife" }),
      track,
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    }

    // A real touch sequence (the browser's own touch events, scrolling included): press, hold, drag, lift.
    const cdp = await page.context().newCDPSession(page);
    const from = (await page.getByRole("button", { name: "Ocean" }).boundingBox())!;
    const box = (await track.boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    // 18:00 is three quarters of the way down the track.
    const end = { x: box.x + box.width / 2, y: box.y + box.height * 0.75 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [start] });
    await page.waitForTimeout(300);
    for (let step = 1; step <= 15; step++) {
      const point = { x: start.x + ((end.x - start.x) * step) / 15, y: start.y + ((end.y - start.y) * step) / 15 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const placed = page.getByRole("list", { name: "Placed stickers" }).getByRole("button");
    await expect(placed).toHaveCount(1);
    await expect(placed.first()).toHaveText(/Ocean\s*18:00/);
    expect(errors).toEqual([]);
  });
});
