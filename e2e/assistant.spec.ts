import type { Page } from "@playwright/test";
import { expect, saveGeneratedTrip, signUpInBrowser, test } from "./fixtures";

/**
 * The assistant acts on a trip (docs/product.md, decision 1100): on the trip page the chat panel talks about the
 * trip; a change asked for is a proposal, shown in the panel and day by day on the page; Dismiss changes nothing,
 * Apply saves it as one undo step, and Undo brings the trip back.
 */

interface SavedTrip {
  version: number;
  plan: { days: { items: { id: string; title: string; kind?: string }[] }[] };
}

const readTrip = async (page: Page, id: string) => (await (await page.request.get(`/api/itineraries/${id}`)).json()) as SavedTrip;
/** A day's programme: its stops but the travel to its base, which keeps its date when days are swapped. */
const titles = (trip: SavedTrip, day: number) =>
  trip.plan.days[day]!.items.filter((item) => item.kind !== "travel")
    .map((item) => item.title)
    .sort();
const stops = (page: Page, n: number) => page.getByRole("list", { name: `Day ${n} stops` });

async function ask(page: Page, message: string) {
  const panel = page.getByRole("dialog", { name: /^Plan with / });
  await panel.getByRole("textbox", { name: "Message" }).fill(message);
  await panel.getByRole("textbox", { name: "Message" }).press("Enter");
  return panel;
}

test("a change asked for on the trip page is shown, dismissed, applied and undone", async ({ page }) => {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  const before = await readTrip(page, trip.id);
  const [day1, day2] = [titles(before, 0), titles(before, 1)];
  expect(day1.length).toBeGreaterThan(0);

  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  await page.getByRole("button", { name: "Open chat assistant" }).click();
  const panel = page.getByRole("dialog", { name: /^Plan with / });
  await expect(panel.getByText(`Talking about ${trip.title}: ask me to change it.`)).toBeVisible();

  // Asked, shown, dismissed: nothing saved.
  await ask(page, "swap day 1 and 2");
  const card = panel.getByTestId("chat-proposal");
  await expect(card.getByText("Swapped the stops of day 1 and day 2.")).toBeVisible();
  const diff = page.getByRole("region", { name: "The assistant's proposal" });
  await expect(
    diff.getByRole("region", { name: "Day 1 changes" }).getByText(`Moved here: ${day2[0]!}`, { exact: false }),
  ).toBeAttached();
  await expect(
    diff.getByRole("region", { name: "Day 2 changes" }).getByText(`Moved here: ${day1[0]!}`, { exact: false }),
  ).toBeAttached();
  await card.getByRole("button", { name: "Dismiss" }).click();
  await expect(diff).toHaveCount(0);
  await expect(card).toHaveCount(0);
  expect(await readTrip(page, trip.id)).toEqual(before);

  // Asked again and applied: one step, saved by the server.
  await ask(page, "swap day 1 and 2");
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Applied "the assistant's change". Undo puts it back.`)).toBeVisible();
  await expect(diff).toHaveCount(0);
  const after = await readTrip(page, trip.id);
  expect(after.version).toBeGreaterThan(before.version);
  expect(titles(after, 0)).toEqual(day2);
  expect(titles(after, 1)).toEqual(day1);

  // Undo brings it back, and the autosave saves that.
  await panel.getByRole("button", { name: "Close chat" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(stops(page, 1).getByRole("heading", { name: day1[0]! })).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect.poll(async () => titles(await readTrip(page, trip.id), 0)).toEqual(day1);
});
