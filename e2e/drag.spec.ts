import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { daysDrawn, expect, saveGeneratedTrip, signUpInBrowser, test } from "./fixtures";

/**
 * Dragging stops with a real mouse at 1440x900 (decision 1170): while the stop is over a day, a line in that day
 * shows where it lands, the drop lands there as one undoable edit, the page scrolls to a day off screen and
 * stops there, and Escape changes nothing. The keyboard drag is covered by trips.spec.ts.
 */

interface SavedTrip {
  version: number;
  plan: { days: { items: { id: string; title: string }[] }[] };
}

const stops = (page: Page, n: number) => page.getByRole("list", { name: `Day ${n} stops` });
const titlesIn = (page: Page, n: number) => stops(page, n).getByRole("heading").allTextContents();
const dropLine = (page: Page) => page.locator("[data-drop-line]");
const readTrip = async (page: Page, id: string) => (await (await page.request.get(`/api/itineraries/${id}`)).json()) as SavedTrip;
const announced = (page: Page, text: RegExp, timeout?: number) =>
  expect(page.locator("[id^='DndLiveRegion']")).toHaveText(text, { timeout });

test.use({ viewport: { width: 1440, height: 900 } });

async function openTrip(page: Page) {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await daysDrawn(page);
  return { ...trip, before: await readTrip(page, trip.id) };
}

/** Presses the mouse on a stop's handle and moves it a little, as a person starts a drag (dnd-kit waits for 4 px). */
async function pickUp(page: Page, title: string) {
  const handle = page.getByRole("button", { name: `Move ${title}` });
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 12, { steps: 4 });
  await announced(page, /^Picked up | is over /);
  return box.x + box.width / 2;
}

/**
 * Moves the pressed mouse to the point `fraction` of the way down `target`, as a person does: while the target
 * is off screen the page is scrolled, by the wheel or (`edge`) by resting the pointer near the window's bottom
 * edge; once the target is in view the pointer leaves the edge (the page stops) and goes onto it.
 */
async function moveOnto(page: Page, x: number, target: Locator, over: RegExp, { fraction = 0.25, edge = false } = {}) {
  const height = page.viewportSize()!.height;
  for (let wait = 0; wait < 600; wait++) {
    const box = (await target.boundingBox())!;
    const y = box.y + box.height * fraction;
    if (y > 150 && y < height - 150) break;
    if (edge) await page.mouse.move(x, y < 150 ? 20 : height - 20, { steps: 5 });
    else await page.mouse.wheel(0, y < 150 ? -200 : 200);
    await page.waitForTimeout(50);
  }
  await page.mouse.move(x, height / 2, { steps: 5 }); // out of the edge: the page stops
  // Onto the target, again if a scroll was still settling, until the announcement says where the stop is.
  await expect(async () => {
    const box = (await target.boundingBox())!;
    await page.mouse.move(x, box.y + box.height * fraction, { steps: 8 });
    await announced(page, over, 1_000);
  }).toPass({ timeout: 15_000 });
}

test("over another day a line shows where the stop lands; the drop lands there and one Undo puts it back", async ({ page }) => {
  const trip = await openTrip(page);
  const day1 = await titlesIn(page, 1);
  const day2 = await titlesIn(page, 2);
  const moving = day1.at(-1)!;

  const x = await pickUp(page, moving);
  // The upper part of day 2's second stop: the stop goes between the first and the second.
  await moveOnto(page, x, stops(page, 2).getByRole("listitem").nth(1), new RegExp(`^${moving} is over day 2, position 2\\.$`));
  await expect(dropLine(page)).toHaveCount(1);
  // The line is in day 2, at the top of the stop it lands before; the stop's own place in day 1 is kept.
  await expect(stops(page, 2).getByRole("listitem").nth(1).locator("[data-drop-line]")).toHaveCount(1);
  await expect(stops(page, 1).getByRole("heading", { name: moving })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]); // the card under the pointer and the line included
  await page.mouse.up();

  await expect(dropLine(page)).toHaveCount(0);
  await expect.poll(() => titlesIn(page, 2)).toEqual([day2[0], moving, ...day2.slice(1)]);
  expect(await titlesIn(page, 1)).toEqual(day1.slice(0, -1));
  await expect(page.getByText("All changes saved")).toBeVisible();
  const after = await readTrip(page, trip.id);
  expect(after.version).toBe(trip.before.version + 1);
  expect(after.plan.days[1]!.items.map((item) => item.title)).toEqual([day2[0], moving, ...day2.slice(1)]);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => titlesIn(page, 1)).toEqual(day1);
  expect(await titlesIn(page, 2)).toEqual(day2);
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect((await readTrip(page, trip.id)).plan).toEqual(trip.before.plan);
});

test("a stop dragged to a day two screens down scrolls the page there and lands where the pointer is", async ({ page }) => {
  test.slow(); // the page scrolls at a person's pace, slower still on a busy machine
  const trip = await openTrip(page);
  const day1 = await titlesIn(page, 1);
  const day3 = await titlesIn(page, 3);
  const moving = day1[0]!;

  const x = await pickUp(page, moving);
  const start = await page.evaluate(() => window.scrollY);
  // Resting near the bottom edge scrolls the page, at less than a screen a second: slow enough to stop on a day.
  await page.mouse.move(x, 900 - 20, { steps: 5 });
  await page.waitForTimeout(1_000);
  const second = (await page.evaluate(() => window.scrollY)) - start;
  expect(second).toBeGreaterThan(0);
  expect(second).toBeLessThan(900);
  await moveOnto(page, x, stops(page, 3).getByRole("listitem").first(), new RegExp(`^${moving} is over day 3, position 1\\.$`), {
    edge: true,
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(start + 900);
  await expect(stops(page, 3).getByRole("listitem").first().locator("[data-drop-line]")).toHaveCount(1);
  // The page has stopped: the line is where it was a moment ago.
  const line = await dropLine(page).boundingBox();
  await page.waitForTimeout(300);
  expect(await dropLine(page).boundingBox()).toEqual(line);
  await page.mouse.up();

  await expect.poll(() => titlesIn(page, 3)).toEqual([moving, ...day3]);
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect((await readTrip(page, trip.id)).plan.days[2]!.items[0]!.title).toBe(moving);
});

test("Escape cancels a drag: the line goes and the plan is unchanged", async ({ page }) => {
  const trip = await openTrip(page);
  const day1 = await titlesIn(page, 1);
  const day2 = await titlesIn(page, 2);
  const x = await pickUp(page, day1.at(-1)!);
  await moveOnto(page, x, stops(page, 2).getByRole("listitem").first(), / is over day 2, position 1\.$/);
  await expect(stops(page, 2).locator("[data-drop-line]")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await announced(page, /^Move cancelled\. /);
  await expect(dropLine(page)).toHaveCount(0);
  await page.mouse.up();
  expect(await titlesIn(page, 1)).toEqual(day1);
  expect(await titlesIn(page, 2)).toEqual(day2);
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  expect((await readTrip(page, trip.id)).version).toBe(trip.before.version);
});

test("an empty day takes a dropped stop", async ({ page }) => {
  await openTrip(page);
  const day1 = await titlesIn(page, 1);
  for (const title of await titlesIn(page, 2)) await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(stops(page, 2).getByText("Free time: drop a stop here or add one.")).toBeVisible();
  // Saved and checked again before the drag: the new check redraws day 2's load line, which would move its list
  // after dnd-kit measured where the day is.
  await expect(page.getByText("All changes saved")).toBeVisible();

  const x = await pickUp(page, day1[0]!);
  await moveOnto(page, x, stops(page, 2), new RegExp(`^${day1[0]} is over day 2, position 1\\.$`), { fraction: 0.5 });
  await expect(stops(page, 2).locator("[data-drop-line]")).toHaveCount(1);
  await page.mouse.up();
  await expect.poll(() => titlesIn(page, 2)).toEqual([day1[0]]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a stop's drag handle is at least 44 px square", async ({ page }) => {
    await openTrip(page);
    // A phone opens the trip to read it: Edit brings the handles.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const handle = stops(page, 1)
      .getByRole("button", { name: /^Move / })
      .first();
    const box = (await handle.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Only the handle keeps the page from scrolling under a finger; the rest of the card scrolls it.
    expect(await handle.evaluate((element) => getComputedStyle(element).touchAction)).toBe("none");
    const card = stops(page, 1).getByRole("listitem").first();
    expect(await card.evaluate((element) => getComputedStyle(element).touchAction)).toBe("auto");
  });
});
