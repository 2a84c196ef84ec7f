import type { Page } from "@playwright/test";
import { expect, pickDates, test } from "./fixtures";

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

/** Picks the 10th to the `last`th of next month in the range calendar, by keyboard-free clicks. */
async function chooseDates(page: Page, last = 13) {
  await page.getByLabel("Dates").click();
  const calendar = page.getByRole("dialog", { name: "Choose your travel dates" });
  await calendar.getByRole("button", { name: "Go to the Next Month" }).click();
  // On a desktop two months show: next month is the first grid.
  const month = calendar.getByRole("grid").first();
  await month.getByRole("button", { name: /\s10\s/ }).click();
  await month.getByRole("button", { name: new RegExp(`\\s${last}\\s`) }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel("Dates")).toHaveValue(new RegExp(`^\\d{4}-\\d{2}-10 to \\d{4}-\\d{2}-${last}$`));
}

test("logged out: Generate asks to log in", async ({ page }) => {
  await page.goto("/itinerarygenerator");
  await expect(page.getByRole("heading", { name: "What's your mood?" })).toBeVisible();
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Login To Start Generating Itineraries\./);
});

test("missing fields: Please provide all required fields.", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Destination").fill("Lisbon");
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please provide all required fields.");
});

test("plan a trip through the calendar: streamed day by day, then on the dashboard", async ({ loggedInPage: page }) => {
  const errors = watchErrors(page);
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Destination").fill("Lisbon");
  await chooseDates(page, 16);
  await page.getByLabel("Theme", { exact: true }).fill("Family Vacation");

  // The request goes out as a stream; the first day shows before the answer is complete.
  const streamed = page.waitForResponse(
    (res) =>
      res.url().endsWith("/api/ai/generate-itinerary") && res.headers()["content-type"]?.startsWith("text/event-stream") === true,
  );
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await streamed;
  const plans = page.getByTestId("daily-plans");
  await expect(plans.getByText(/^Day 1 - \d{4}-\d{2}-10$/)).toBeVisible();
  await expect(plans.getByText(/^Day 7 - \d{4}-\d{2}-16$/)).toBeVisible();
  await expect(page.getByText("Saved to your dashboard.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Itinerary" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Final Notes" })).toBeVisible();
  await expect(page.getByText("Written by the offline planner")).toBeVisible();
  await expect(page.getByText("Plan check passed")).toBeVisible();
  await expect(plans.getByText(/^Morning: /).first()).toHaveCSS("font-weight", "600");

  const saved = (await (await page.request.get("/api/itineraries")).json()) as
    { itineraries: { title: string; days: string }[] } | { title: string; days: string }[];
  const list = Array.isArray(saved) ? saved : saved.itineraries;
  expect(list).toHaveLength(1);
  expect(list[0]!.days).toMatch(/^Day 1 - \d{4}-\d{2}-10\*Theme: /);
  const title = list[0]!.title;

  // One press to the new trip's page; the spec's Dashboard link stays beside it.
  await expect(page.getByRole("link", { name: "Open Dashboard" })).toHaveAttribute("href", "/mydashboard");
  await page.getByRole("link", { name: "Open the trip" }).click();
  await expect(page).toHaveURL(/\/trips\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto("/mydashboard");
  await expect(page.getByText(title)).toBeVisible();
  expect(errors).toEqual([]);
});

test("Add another city: the plan visits every city added, in order", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Destination").fill("Lisbon");
  await page.getByRole("button", { name: "Add another city" }).click();
  await expect(page.getByLabel("Then city 2")).toBeFocused();
  await page.keyboard.type("Porto");
  await chooseDates(page, 16);
  await page.getByLabel("Theme", { exact: true }).fill("Food");
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByText("Saved to your dashboard.")).toBeVisible();
  const saved = (await (await page.request.get("/api/itineraries")).json()) as { id: string }[];
  const trip = (await (await page.request.get(`/api/itineraries/${saved[0]!.id}`)).json()) as {
    plan: { days: { base: string }[] };
  };
  const bases = [...new Set(trip.plan.days.map((day) => day.base))];
  expect(bases).toEqual(["Lisbon", "Porto"]);
});

test("the destination field suggests places as one types, guided ones marked", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  const suggested = page.waitForResponse((res) => res.url().includes("/api/places?q=Kyo") && res.ok());
  await page.getByLabel("Destination").fill("Kyo");
  await suggested;
  const listId = await page.getByLabel("Destination").getAttribute("list");
  const kyoto = page.locator(`datalist[id="${listId}"] option[value="Kyoto"]`);
  await expect(kyoto).toHaveCount(1);
  await expect(kyoto).toHaveText("Guided by the offline planner");
});

test("not a place: the reason beside the form, and a suggestion fills the field in one press", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Destination").fill("Tulza");
  await chooseDates(page);
  await page.getByLabel("Theme", { exact: true }).fill("culture");
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Failed to generate itinerary.");
  await expect(alert).toContainText('We could not find a place called "Tulza".');
  await alert.getByRole("button", { name: "Tulsa, United States" }).click();
  await expect(page.getByLabel("Destination")).toHaveValue("Tulsa, United States");
  // A real place without a guide: the nearest guided cities, one press away.
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("alert")).toContainText("Wayfarer's offline planner has no guide for Tulsa (United States) yet.");
  await page.getByRole("alert").getByRole("button", { name: "New Orleans" }).click();
  await expect(page.getByLabel("Destination")).toHaveValue("New Orleans");
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByTestId("daily-plans").getByText(/^Day 4 - /)).toBeVisible();
});

test("surprise me: a country and dates give an itinerary", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Surprise me" }).click();
  await page.getByLabel("Country").fill("Japan");
  await chooseDates(page);
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByTestId("daily-plans").getByText(/^Day 4 - /)).toBeVisible();
  await expect(page.getByText("Saved to your dashboard.")).toBeVisible();
});

test("the calendar works from the keyboard", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Surprise me" }).click();
  // Enter opens it with focus on today; arrows move, Enter picks tomorrow and then three days later.
  await pickDates(page);
  const calendar = page.getByRole("dialog", { name: "Choose your travel dates" });
  await expect(page.getByLabel("Dates")).toBeFocused();
  await expect(page.getByLabel("Dates")).toHaveValue(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press("Enter");
  await expect(calendar).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
});

test("each empty field says so beside it, and each message clears as its field is filled", async ({ loggedInPage: page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  const dates = page.getByLabel("Dates");
  await expect(dates).toHaveAttribute("placeholder", "Choose your dates");
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please provide all required fields.");
  await expect(page.getByLabel("Destination")).toHaveAccessibleDescription("Enter a destination.");
  await expect(page.getByLabel("Destination")).toBeFocused();
  await expect(dates).toHaveAccessibleDescription("Choose your dates.");
  await expect(page.getByLabel("Theme", { exact: true })).toHaveAccessibleDescription("Enter a theme, e.g. Family Vacation.");

  await page.getByLabel("Destination").fill("Lisbon");
  await expect(page.getByText("Enter a destination.")).toHaveCount(0);
  await expect(page.getByLabel("Destination")).not.toHaveAttribute("aria-invalid");
  await chooseDates(page);
  await expect(page.getByText("Choose your dates.")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveText("Please provide all required fields.");
  await page.getByLabel("Theme", { exact: true }).fill("Food");
  await expect(page.getByText("Enter a theme, e.g. Family Vacation.")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("on a phone, a failed generation shows an error card in view with the reason, and Retry asks again", async ({
  loggedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Destination").fill("Qwxyzzy");
  await chooseDates(page);
  await page.getByLabel("Theme", { exact: true }).fill("culture");
  const bodies: unknown[] = [];
  page.on("request", (request) => request.url().endsWith("/api/ai/generate-itinerary") && bodies.push(request.postDataJSON()));
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  const card = page.getByRole("alert");
  await expect(card).toContainText("Failed to generate itinerary.");
  await expect(card).toContainText('We could not find a place called "Qwxyzzy".');
  await expect(card).toBeFocused();
  await expect(card.getByRole("button", { name: "Retry" })).toBeInViewport();

  // Retry sends the very same request, even after the form has changed.
  await page.getByLabel("Theme", { exact: true }).fill("food");
  const again = page.waitForResponse((res) => res.url().endsWith("/api/ai/generate-itinerary"));
  await card.getByRole("button", { name: "Retry" }).click();
  expect((await again).status()).toBe(422);
  await expect(page.getByRole("alert")).toContainText('We could not find a place called "Qwxyzzy".');
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toEqual(bodies[0]);
  expect(bodies[1]).toMatchObject({ destination: "Qwxyzzy", theme: "culture" });
});

test("the calendar shows two months on a desktop and previews the range under the pointer or the focus", async ({ page }) => {
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Dates").click();
  const calendar = page.getByRole("dialog", { name: "Choose your travel dates" });
  await expect(calendar.getByRole("grid")).toHaveCount(2);
  await calendar.getByRole("button", { name: "Go to the Next Month" }).click();
  const month = calendar.getByRole("grid").first();
  const day = (n: number) => month.getByRole("button", { name: new RegExp(`\\s${n}\\s`) });
  const cell = (n: number) => day(n).locator("xpath=..");
  await day(10).click();
  // The start is drawn solid at once, not as an outline.
  await expect(cell(10)).toHaveClass(/rdp-range_start/);
  await day(14).hover();
  await expect(cell(14)).toHaveClass(/rdp-range_end/);
  for (const n of [11, 12, 13]) await expect(cell(n)).toHaveClass(/rdp-range_middle/);
  await expect(cell(15)).not.toHaveClass(/rdp-range/);
  // Preview only: the accessible names say just the start is selected.
  await expect(day(14)).not.toHaveAccessibleName(/selected/);
  await expect(day(10)).toHaveAccessibleName(/, selected$/);
  // The keyboard previews too: focus moves to the 15th.
  await day(14).focus();
  await page.keyboard.press("ArrowRight");
  await expect(cell(15)).toHaveClass(/rdp-range_end/);
  await expect(cell(14)).toHaveClass(/rdp-range_middle/);
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel("Dates")).toHaveValue(/^\d{4}-\d{2}-10 to \d{4}-\d{2}-15$/);
});

test("the calendar shows one month on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/itinerarygenerator");
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Dates").click();
  const calendar = page.getByRole("dialog", { name: "Choose your travel dates" });
  await expect(calendar.getByRole("grid")).toHaveCount(1);
  await expect(calendar).toBeInViewport({ ratio: 1 });
});
