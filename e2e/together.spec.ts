import type { Browser, BrowserContext, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, saveGeneratedTrip, signInOnHome, signUpInBrowser, test } from "./fixtures";

/** Travelling together (decision 1130): two members, each in their own browser, on one trip page. */

const stops = (page: Page, n: number) => page.getByRole("list", { name: `Day ${n} stops` });
const saved = (page: Page) => expect(page.getByText("All changes saved")).toBeVisible();
const presence = (page: Page) => page.getByRole("list", { name: "Also on this trip now" });

/** The owner's trip open on `page`, and an editor (or viewer) in a browser of their own with it open too. */
async function together(page: Page, browser: Browser, role: "editor" | "viewer" = "editor") {
  await signInOnHome(page);
  const trip = await saveGeneratedTrip(page);
  const invite = await page.request.post(`/api/itineraries/${trip.id}/invites`, { data: { role } });
  const { url } = (await invite.json()) as { url: string };
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const member = await context.newPage();
  await signUpInBrowser(member, "Eddie Member");
  expect((await member.request.post(`/api/invites/${url.split("/invites/")[1]}/accept`)).status()).toBe(200);
  await page.goto(`/trips/${trip.id}`);
  await member.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  return { trip, member, context };
}

async function renameStop(page: Page, title: string, name: string) {
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save stop" }) });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Save stop" }).click();
}

/** `page` renames a stop while offline; meanwhile `member` renames one (online, saved); then `page` is back online. */
async function renameWhileOffline(
  page: Page,
  [mine, myName]: [string, string],
  member: Page,
  [theirs, theirName]: [string, string],
) {
  await page.context().setOffline(true);
  await renameStop(page, mine, myName);
  await expect(page.getByText("Offline: your changes will be saved when you are back online")).toBeVisible();
  await renameStop(member, theirs, theirName);
  await saved(member);
  await page.context().setOffline(false);
}

let other: BrowserContext | undefined;
test.afterEach(async () => {
  await other?.close();
  other = undefined;
});

test("a change on one member's page shows on the other's at once, with who made it and who is here", async ({
  page,
  browser,
}) => {
  const { trip, member, context } = await together(page, browser);
  other = context;
  await expect(member.getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(presence(page)).toContainText("Eddie");
  await expect(presence(member)).toContainText("E2E");

  const first = trip.plan.days[0]!.items[0]!.title;
  await member.getByRole("button", { name: `Delete ${first}` }).click();
  const started = Date.now();
  await expect(stops(page, 1).getByRole("heading", { name: first })).toHaveCount(0);
  // Within a second of the member's save (its 600 ms pause before saving included, with room for this machine).
  expect(Date.now() - started).toBeLessThan(3_000);
  await expect(page.getByText("Eddie Member changed the trip.")).toBeVisible();

  // Where the member is: the day their page shows.
  await member.getByRole("list", { name: "Day 3 stops" }).scrollIntoViewIfNeeded();
  await expect(presence(page)).toContainText(/day [23]/);

  await member.close();
  await expect(presence(page)).toHaveCount(0);
});

test("two members changing different stops at once both keep their change, also after one was offline", async ({
  page,
  browser,
}) => {
  const { trip, member, context } = await together(page, browser);
  other = context;
  await expect(member.getByRole("button", { name: "Undo" })).toBeVisible();
  const mine = trip.plan.days[0]!.items[0]!.title;
  const theirs = trip.plan.days[1]!.items[0]!.title;

  await renameWhileOffline(page, [mine, "Breakfast at Nishiki"], member, [theirs, "Moss garden at Saiho-ji"]);

  await saved(page);
  for (const tab of [page, member]) {
    await expect(stops(tab, 1).getByRole("heading", { name: "Breakfast at Nishiki" })).toBeVisible();
    await expect(stops(tab, 2).getByRole("heading", { name: "Moss garden at Saiho-ji" })).toBeVisible();
  }
  await page.reload();
  await expect(stops(page, 1).getByRole("heading", { name: "Breakfast at Nishiki" })).toBeVisible();
  await expect(stops(page, 2).getByRole("heading", { name: "Moss garden at Saiho-ji" })).toBeVisible();
});

test("the same stop changed by both: the one who loses sees both versions and may use theirs instead", async ({
  page,
  browser,
}) => {
  // Two travellers' pages, one offline and back, a merge and a save: 20-30 s alone, over 30 s beside another test.
  test.slow();
  const { trip, member, context } = await together(page, browser);
  other = context;
  await expect(member.getByRole("button", { name: "Undo" })).toBeVisible();
  const stop = trip.plan.days[0]!.items[0]!.title;

  await renameWhileOffline(page, [stop, "Sunrise at Fushimi Inari"], member, [stop, "Fushimi Inari by night"]);

  const notice = page.getByRole("alert", { name: "Changed by someone else too" });
  await expect(notice).toContainText("Eddie Member changed something you were changing too");
  await expect(notice).toContainText("Sunrise at Fushimi Inari");
  await expect(notice).toContainText("Fushimi Inari by night");
  await expect(stops(page, 1).getByRole("heading", { name: "Fushimi Inari by night" })).toBeVisible();
  await expect(presence(page)).toContainText("Eddie");
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole("button", { name: "Use mine instead" }).click();
  await expect(notice).toBeHidden();
  await saved(page);
  await expect(stops(member, 1).getByRole("heading", { name: "Sunrise at Fushimi Inari" })).toBeVisible();
});

test("a viewer reads the trip live and cannot change it", async ({ page, browser }) => {
  const { trip, member, context } = await together(page, browser, "viewer");
  other = context;
  await expect(member.getByText(/you can read this trip/)).toBeVisible();
  await expect(member.getByRole("button", { name: /^(Edit|Move|Delete) / })).toHaveCount(0);
  await expect(presence(page)).toContainText("Eddie");

  const first = trip.plan.days[0]!.items[0]!.title;
  await page.getByRole("button", { name: `Delete ${first}` }).click();
  await saved(page);
  await expect(member.getByRole("heading", { name: first })).toHaveCount(0);
});

test("the owner invites from the trip page; a friend joins with the link and plans along, then is made a viewer and removed", async ({
  page,
  browser,
}) => {
  await signInOnHome(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  const panel = page.getByRole("region", { name: "Travelling together" });
  await panel.getByLabel("The link makes them").selectOption("editor");
  await panel.getByRole("button", { name: "Create an invite link" }).click();
  const url = await panel.getByLabel("Invite link (editor)").inputValue();
  await expect(panel.getByRole("list", { name: "Invite links" })).toContainText("Editor, until");

  other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const friend = await other.newPage();
  await signUpInBrowser(friend, "Fran Friend");
  await friend.goto(new URL(url).pathname);
  await friend.getByRole("button", { name: "Join trip" }).click();
  await expect(friend).toHaveURL(`/trips/${trip.id}`);
  await expect(friend.getByRole("button", { name: "Undo" })).toBeVisible();
  // Shared links and feeds stay the owner's.
  await expect(friend.getByRole("region", { name: "Share and subscribe" })).toHaveCount(0);
  const people = panel.getByRole("list", { name: "People on this trip" });
  await expect(people).toContainText("Fran Friend");

  await people.getByLabel("Role of Fran Friend").selectOption("viewer");
  await expect(friend.getByText(/you can read this trip/)).toBeVisible();
  await expect(friend.getByRole("button", { name: /^(Edit|Move|Delete) / })).toHaveCount(0);

  await people.getByRole("button", { name: "Remove Fran Friend" }).click();
  await expect(people).not.toContainText("Fran Friend");
  await expect(friend.getByRole("heading", { name: "No such trip" })).toBeVisible();
});
