import ICAL from "ical.js";
import { request as playwrightRequest, type Locator, type Page } from "@playwright/test";
import { daysDrawn, expect, saveGeneratedTrip, signUpInBrowser, test } from "./fixtures";

/** The trip page (docs/api.md "Trips"): open, edit, drag, undo, regenerate one day, share, subscribe, conflicts. */

interface SavedTrip {
  version: number;
  days: string;
  plan: { days: { day: number; notes?: string; items: { id: string; title: string }[] }[] };
}

const day = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^Day ${n} ·`) });
const stops = (page: Page, n: number) => page.getByRole("list", { name: `Day ${n} stops` });
const saved = (page: Page) => expect(page.getByText("All changes saved")).toBeVisible();
const readTrip = async (page: Page, id: string) => (await (await page.request.get(`/api/itineraries/${id}`)).json()) as SavedTrip;
const titlesOf = (trip: SavedTrip, n: number) => trip.plan.days[n - 1]!.items.map((item) => item.title);

async function openTrip(page: Page) {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  const reads: string[] = [];
  const count = (request: { url(): string; method(): string }) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && [`/api/itineraries/${trip.id}`, "/api/me"].includes(pathname)) reads.push(pathname);
  };
  page.on("request", count);
  const response = await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  await daysDrawn(page);
  page.off("request", count);
  // The page's Link header starts reading the session and the trip with the scripts; the page's own reads take
  // those answers (a preload the page did not use would show as a second read).
  expect(response?.headers()["link"]).toBe(
    `</api/me>; rel=preload; as=fetch; crossorigin, </api/itineraries/${trip.id}>; rel=preload; as=fetch; crossorigin`,
  );
  expect(reads.sort()).toEqual([`/api/itineraries/${trip.id}`, "/api/me"]);
  // The header comes first, drawn from the trip while the editor's chunk arrives; every test here edits.
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  return trip;
}

/** dnd-kit's live region: what it announces tells when the drag has started and what it is over. */
const announced = (page: Page, text: RegExp, timeout?: number) =>
  expect(page.locator("[id^='DndLiveRegion']")).toHaveText(text, { timeout });

/**
 * Drags with the mouse in small steps, as a person does (dnd-kit starts a drag after 4 px). The announcements
 * confirm each step before the next, and the pointer follows the target while dnd-kit scrolls the page near its
 * edges, so the drop lands where the test means it to on a busy machine too.
 */
async function dragWithMouse(page: Page, handle: Locator, target: Locator, over: RegExp) {
  // The handle a third of the way down, so that the target below it is clear of the edges where dnd-kit scrolls.
  await handle.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollBy(0, -window.innerHeight / 3);
  });
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await announced(page, /^Picked up | is over /);
  await expect(async () => {
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await announced(page, over, 1_000);
  }).toPass({ timeout: 15_000 });
  await page.mouse.up();
}

test("a trip opens from the dashboard; an edited stop is saved and the dashboard's text follows", async ({ page }) => {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto("/mydashboard");
  await page.getByRole("link", { name: `Open trip ${trip.title}` }).click();
  await expect(page).toHaveURL(`/trips/${trip.id}`);
  await expect(page.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Map of day 1/ })).toBeVisible();

  const first = trip.plan.days[0]!.items[0]!.title;
  await page.getByRole("button", { name: `Edit ${first}` }).click();
  const form = day(page, 1).locator("form");
  await form.getByLabel("Name").fill("");
  await form.getByRole("button", { name: "Save stop" }).click();
  await expect(form.getByText("Give the stop a name.")).toBeVisible();
  await form.getByLabel("Name").fill("Tea ceremony in Uji");
  await expect(form.getByText("Give the stop a name.")).toBeHidden();
  await form.getByRole("button", { name: "Save stop" }).click();
  await expect(stops(page, 1).getByRole("heading", { name: "Tea ceremony in Uji" })).toBeVisible();
  await saved(page);

  const after = await readTrip(page, trip.id);
  expect(after.version).toBe(2);
  expect(titlesOf(after, 1)).toContain("Tea ceremony in Uji");
  const [summary] = (await (await page.request.get("/api/itineraries")).json()) as { days: string }[];
  expect(summary!.days).toContain("Tea ceremony in Uji");
  expect(summary!.days).toBe(after.days);

  await page.getByRole("button", { name: "Rename the trip" }).click();
  await page.getByLabel("Trip title").fill("Kyoto with Grandma");
  await page.getByRole("button", { name: "Save title" }).click();
  await saved(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Kyoto with Grandma" })).toBeVisible();
  await expect(stops(page, 1).getByRole("heading", { name: "Tea ceremony in Uji" })).toBeVisible();
});

test("a stop dragged to another day with the mouse moves there, and Undo and Ctrl+Z put it back", async ({ page }) => {
  // Tall enough for the last stop of day 1 and the top of day 2 to be on screen together.
  await page.setViewportSize({ width: 1280, height: 1400 });
  const trip = await openTrip(page);
  const moving = trip.plan.days[0]!.items.at(-1)!.title;
  await dragWithMouse(
    page,
    page.getByRole("button", { name: `Move ${moving}` }),
    stops(page, 2).locator("li").first(),
    / is over day 2, position 1\.$/,
  );
  await expect(stops(page, 2).getByRole("heading", { name: moving })).toBeVisible();
  await expect(stops(page, 1).getByRole("heading", { name: moving })).toHaveCount(0);
  await saved(page);
  expect(titlesOf(await readTrip(page, trip.id), 2)).toContain(moving);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(stops(page, 1).getByRole("heading", { name: moving })).toBeVisible();
  await saved(page);
  expect(titlesOf(await readTrip(page, trip.id), 1)).toContain(moving);

  await page.getByRole("button", { name: "Redo" }).click();
  await expect(stops(page, 2).getByRole("heading", { name: moving })).toBeVisible();
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("Control+z");
  await expect(stops(page, 1).getByRole("heading", { name: moving })).toBeVisible();
  await saved(page);
});

test("a stop moves to another day from the keyboard, with spoken announcements", async ({ page }) => {
  const trip = await openTrip(page);
  const moving = trip.plan.days[0]!.items.at(-1)!.title;
  const handle = page.getByRole("button", { name: `Move ${moving}` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${moving} is over day 1`, { exact: false })).toBeAttached();
  // Down the page until the announcement says the stop is over day 2 (how many presses depends on the plan's layout).
  const overDay2 = page.getByText(`${moving} is over day 2`, { exact: false });
  for (let press = 0; press < 8 && (await overDay2.count()) === 0; press++) {
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(150);
  }
  await expect(overDay2).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(new RegExp(`${moving} moved to day 2`))).toBeAttached();
  await expect(stops(page, 2).getByRole("heading", { name: moving })).toBeVisible();
  await saved(page);
  expect(titlesOf(await readTrip(page, trip.id), 2)).toContain(moving);
});

test("regenerating one day shows a proposal beside it; accepting it changes that day only", async ({ page }) => {
  const trip = await openTrip(page);
  const before = await readTrip(page, trip.id);
  await day(page, 2).getByRole("button", { name: "Regenerate this day" }).click();
  await day(page, 2).getByLabel("Anything to change? (optional)").fill("more food, less walking");
  await day(page, 2).getByRole("button", { name: "Propose" }).click();
  const proposed = day(page, 2).getByRole("region", { name: "Proposed" });
  await expect(proposed).toBeVisible();
  await expect(day(page, 2).getByRole("region", { name: "Day 2 now" })).toBeVisible();
  expect((await readTrip(page, trip.id)).version).toBe(before.version); // nothing saved yet

  await day(page, 2).getByRole("button", { name: "Accept proposal" }).click();
  await saved(page);
  const after = await readTrip(page, trip.id);
  expect(after.version).toBe(before.version + 1);
  for (const n of [1, 3, 4]) expect(after.plan.days[n - 1]).toEqual(before.plan.days[n - 1]);
  expect(after.plan.days[1]!.items).not.toEqual(before.plan.days[1]!.items);

  await page.getByRole("button", { name: "Undo" }).click();
  await saved(page);
  expect((await readTrip(page, trip.id)).plan.days[1]).toEqual(before.plan.days[1]);
});

test("a share link opens read-only in a signed-out browser, can hide notes, and answers 404 once revoked", async ({
  page,
  browser,
}) => {
  const trip = await openTrip(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const url = await page.getByLabel("Share link").inputValue();
  expect(url).toMatch(/\/shared\/[\w-]{32,}$/);
  const withNotes = (await readTrip(page, trip.id)).plan.days.find((d) => d.notes);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const reads: string[] = [];
  visitor.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/shared/")) reads.push(request.url());
  });
  const sharedPage = await visitor.goto(url);
  await expect(visitor.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  // The page's Link header starts the read with the scripts, and the page's own fetch takes that answer.
  expect(sharedPage?.headers()["link"]).toMatch(
    /^<\/api\/me>; rel=preload; as=fetch; crossorigin, <\/api\/shared\/[\w-]+>; rel=preload; as=fetch; crossorigin$/,
  );
  expect(reads).toHaveLength(1);
  await expect(visitor.getByText("Shared with you: read-only")).toBeVisible();
  await expect(visitor.getByRole("button", { name: /^(Edit|Move|Delete) / })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Rename the trip" })).toHaveCount(0);
  if (withNotes) await expect(visitor.getByText(withNotes.notes!)).toBeVisible();

  await page.getByLabel("Hide day notes from the shared page").check();
  await expect(page.getByLabel("Hide day notes from the shared page")).toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  await expect(visitor.getByText("Notes:")).toHaveCount(0);

  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByRole("button", { name: "Create a share link" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "This shared trip is not available" })).toBeVisible();
  const token = url.split("/").at(-1)!;
  expect((await visitor.request.get(`/api/shared/${token}`)).status()).toBe(404);
  await stranger.close();
});

test("the calendar feed URL is readable without a session and parses as one event per stop", async ({ page }) => {
  const trip = await openTrip(page);
  await page.getByRole("button", { name: "Trip actions" }).click();
  await page.getByRole("menuitem", { name: "Share link and calendar feed" }).click();
  await page.getByRole("button", { name: "Make a calendar feed" }).click();
  const url = await page.getByLabel("Calendar feed URL").inputValue();
  const anonymous = await playwrightRequest.newContext();
  const res = await anonymous.get(url);
  expect(res.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
  const current = await readTrip(page, trip.id);
  expect(events).toHaveLength(current.plan.days.flatMap((d) => d.items).length);
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Tokyo");
  await anonymous.dispose();
});

test("the same trip open in two tabs: a change in one shows in the other without reloading, and the other's edit saves on it", async ({
  page,
  context,
}) => {
  const trip = await openTrip(page);
  const other = await context.newPage();
  await other.goto(`/trips/${trip.id}`);
  await expect(other.getByRole("button", { name: "Undo" })).toBeVisible();

  const first = trip.plan.days[0]!.items[0]!.title;
  await page.getByRole("button", { name: `Delete ${first}` }).click();
  await saved(page);
  await expect(stops(other, 1).getByRole("heading", { name: first })).toHaveCount(0);

  const second = trip.plan.days[1]!.items[0]!.title;
  await other.getByRole("button", { name: `Delete ${second}` }).click();
  await saved(other);
  await expect(stops(page, 2).getByRole("heading", { name: second })).toHaveCount(0);
  const after = await readTrip(page, trip.id);
  expect(after.version).toBe(3);
  expect(titlesOf(after, 1)).not.toContain(first);
  expect(titlesOf(after, 2)).not.toContain(second);
});

test("printing the trip page gives a multi-page document", async ({ page }) => {
  await openTrip(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Undo" })).toBeHidden();
  const pdf = await page.pdf({ format: "A4" });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(1);
});

test.describe("every place opens a map", () => {
  test("on a desktop: a web map with its coordinates, in a new tab, and no geo: link that would do nothing", async ({ page }) => {
    await openTrip(page);
    const place = page.getByRole("link", { name: /: open in a map \(new tab\)$/ }).first();
    await expect(place).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d+(\.\d+)?&mlon=-?\d+(\.\d+)?#map=17\//,
    );
    await expect(place).toHaveAttribute("target", "_blank");
    await expect(place).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: /: open in a map app$/ })).toHaveCount(0);
  });

  test.describe("on an Android phone", () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
    });
    test("the web map first, and the phone's map app as a second choice", async ({ page }) => {
      await openTrip(page);
      await expect(page.getByRole("link", { name: /: open in a map \(new tab\)$/ }).first()).toHaveAttribute(
        "href",
        /^https:\/\/www\.openstreetmap\.org\//,
      );
      await expect(page.getByRole("link", { name: /: open in a map app$/ }).first()).toHaveAttribute("href", /^geo:-?\d/);
    });
  });
});

test("a signed-in traveller saves a copy of a shared trip to their own trips; a signed-out visitor is offered to plan their own or log in", async ({
  page,
  browser,
}) => {
  const trip = await openTrip(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const url = await page.getByLabel("Share link").inputValue();

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Save a copy to my trips" })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Plan a trip of your own" })).toHaveAttribute("href", "/itinerarygenerator");
  await expect(visitor.getByRole("button", { name: "Log in to save a copy" })).toBeVisible();
  await signUpInBrowser(visitor);
  await visitor.goto(url);
  await visitor.getByRole("button", { name: "Save a copy to my trips" }).click();
  await expect(visitor).toHaveURL(/\/trips\/[\w-]+$/);
  const copyId = new URL(visitor.url()).pathname.split("/").at(-1)!;
  expect(copyId).not.toBe(trip.id);
  await expect(visitor.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  // Theirs to edit, not a member's view of the original.
  await expect(visitor.getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(visitor.getByText(/^Shared by /)).toHaveCount(0);
  await stranger.close();
});
