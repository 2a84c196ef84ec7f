import type { Page } from "@playwright/test";
import { daysDrawn, expect, saveGeneratedTrip, signUpInBrowser, test } from "./fixtures";

/**
 * Verified plans on the trip page (docs/product.md "Verified plans"): each day as a timeline with times, legs and
 * its load, a badge on every stop that explains itself, and a conflict made by dragging a museum to its closing day,
 * fixed in one press and undone.
 */

interface SavedTrip {
  version: number;
  plan: { days: { day: number; date: string; items: { id: string; title: string }[] }[] };
}

const day = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^Day ${n} ·`) });
const stops = (page: Page, n: number) => page.getByRole("list", { name: `Day ${n} stops` });
const saved = (page: Page) => expect(page.getByText("All changes saved")).toBeVisible();
const readTrip = async (page: Page, id: string) => (await (await page.request.get(`/api/itineraries/${id}`)).json()) as SavedTrip;
const dayOf = (trip: SavedTrip, title: string) => trip.plan.days.find((d) => d.items.some((item) => item.title === title))?.day;

/** A stop's time range as the timeline shows it ("09:30–11:00"), a leg's words, a day's pace word, a badge's name. */
const TIME_RANGE = /\b\d\d:\d\d–\d\d:\d\d\b/;
const LEG = /\d+ (?:min|h)[^·]* (?:walk|by transit|by car)/;
const PACE = /^(?:Light|Balanced|Full|Overloaded) day$/;
const BADGE = /^(?:Verified|Hours unknown|Conflict): /;

/** The Kyoto Railway Museum, closed on Wednesdays (the Kyoto guide); 7 April 2027, day 3 of the trip, is one. */
const MUSEUM = "Kyoto Railway Museum";

async function openTrip(page: Page) {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await daysDrawn(page);
  return trip;
}

test("each day is a timeline with times, legs and its load, and every stop's badge says why", async ({ page }) => {
  const trip = await openTrip(page);
  const first = stops(page, 1);
  await expect(first.getByText(TIME_RANGE).first()).toBeVisible();
  await expect(first.getByText(LEG).first()).toBeVisible();
  // Where a leg's figures come from is a hint, not part of the timeline's words.
  await expect(first.getByTitle(/^Travel time (?:estimated from the distance|from the routing service)$/).first()).toBeVisible();
  await expect(day(page, 1).getByText(PACE)).toBeVisible();
  await expect(day(page, 1).getByText(/\d+ (?:h|min)[^·]* active/)).toBeVisible();

  await expect(first.getByRole("button", { name: BADGE }).first()).toBeVisible();
  const quiet = first.getByRole("button", { name: /^(?:Verified|Hours unknown): / }).first();
  await expect(quiet).toHaveAttribute("aria-expanded", "false");
  await quiet.click();
  await expect(quiet).toHaveAttribute("aria-expanded", "true");
  const reasons = page.locator(`#${await quiet.getAttribute("aria-controls")}`);
  await expect(reasons).toBeVisible();
  await expect(reasons).not.toBeEmpty();

  // The shared view reads the same timeline and badges, without fixes or editing.
  const share = await page.request.post(`/api/itineraries/${trip.id}/share`, { data: {} });
  const { url } = (await share.json()) as { url: string };
  await page.goto(new URL(url).pathname);
  await expect(page.getByText("Shared with you: read-only")).toBeVisible();
  await expect(day(page, 1).getByText(TIME_RANGE).first()).toBeVisible();
  await expect(day(page, 1).getByText(LEG).first()).toBeVisible();
  await expect(day(page, 1).getByRole("button", { name: BADGE }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
});

test("a museum dragged to its closing day is a conflict; its fix applies in one press and Undo brings it back", async ({
  page,
}) => {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  // The museum from the guide, last of day 1's morning (a Monday, when it is open), saved through the API.
  const guide = (await (await page.request.get("/api/places/activities?base=Kyoto")).json()) as {
    items: { title: string; slot: string }[];
  };
  const museum = guide.items.find((item) => item.title === MUSEUM);
  expect(museum, `the Kyoto guide offers the ${MUSEUM}`).toBeTruthy();
  const before = await readTrip(page, trip.id);
  expect(before.plan.days[2]!.date).toBe("2027-04-07");
  const plan = structuredClone(before.plan) as SavedTrip["plan"] & Record<string, unknown>;
  const first = plan.days[0]!.items as { slot?: string }[];
  const mornings = first.filter((item) => item.slot === "morning").length;
  first.splice(mornings, 0, { ...museum!, id: "e2e-museum" } as { slot: string });
  const patched = await page.request.patch(`/api/itineraries/${trip.id}`, { data: { version: before.version, plan } });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await daysDrawn(page);
  await expect(stops(page, 1).getByRole("button", { name: new RegExp(`^Verified: ${MUSEUM}`) })).toBeVisible();

  // Dragged (from the keyboard: Space, arrows, Space) to day 3, a Wednesday.
  await page.getByRole("button", { name: `Move ${MUSEUM}` }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${MUSEUM} is over day 1`, { exact: false })).toBeAttached();
  const overDay3 = page.getByText(`${MUSEUM} is over day 3`, { exact: false });
  for (let press = 0; press < 30 && (await overDay3.count()) === 0; press++) {
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(150);
  }
  await expect(overDay3).toBeAttached();
  await page.keyboard.press("Space");
  await expect(stops(page, 3).getByRole("heading", { name: MUSEUM })).toBeVisible();
  await saved(page);

  // The saved plan's check finds it closed: a prominent conflict with its reasons and fixes.
  const conflict = stops(page, 3).getByRole("button", { name: new RegExp(`^Conflict: ${MUSEUM}`) });
  await expect(conflict).toBeVisible();
  await expect(conflict).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await conflict.getAttribute("aria-controls")}`);
  await expect(panel).toContainText(/closed|Wednesday/i);
  const fix = panel.getByRole("button").first();
  const label = (await fix.textContent())!.trim();
  const beforeFix = await readTrip(page, trip.id);

  await fix.click();
  await expect(page.getByText(`Applied "${label}". Undo puts it back.`)).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^Conflict: ${MUSEUM}`) })).toHaveCount(0);
  const afterFix = await readTrip(page, trip.id);
  expect(afterFix.version).toBe(beforeFix.version + 1);
  expect(dayOf(afterFix, MUSEUM)).not.toBe(3);

  // One undo step puts the museum back on its closing day, and saves that back.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(stops(page, 3).getByRole("heading", { name: MUSEUM })).toBeVisible();
  await saved(page);
  await expect(stops(page, 3).getByRole("button", { name: new RegExp(`^Conflict: ${MUSEUM}`) })).toBeVisible();
  const undone = await readTrip(page, trip.id);
  expect(undone.version).toBe(afterFix.version + 1);
  expect(dayOf(undone, MUSEUM)).toBe(3);
});
