import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { expect, saveItinerary, signUpInBrowser, test } from "./fixtures";

const kyotoDays =
  "Day 1 - 2026-11-01*Theme: Temples and lanes*Morning: Kiyomizu-dera at opening time*Afternoon: Walk the Sannen-zaka slopes*Evening: Dinner in Pontocho" +
  "*Day 2 - 2026-11-02*Theme: Bamboo and gardens*Morning: Arashiyama bamboo grove*Afternoon: Tenryu-ji garden*Evening: Onsen soak*Notes: Buy a bus pass.";

const kyotoPlan = {
  title: "Kyoto in Autumn",
  introduction: "Two calm days of temples and food.",
  days: [
    {
      day: 1,
      date: "2026-11-01",
      theme: "Temples and lanes",
      morning: "Kiyomizu-dera at opening time",
      afternoon: "Walk the Sannen-zaka slopes",
      evening: "Dinner in Pontocho",
    },
    {
      day: 2,
      date: "2026-11-02",
      theme: "Bamboo and gardens",
      morning: "Arashiyama bamboo grove",
      afternoon: "Tenryu-ji garden",
      evening: "Onsen soak",
      notes: "Buy a bus pass.",
    },
  ],
  final_notes: "Carry cash.",
};

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

async function downloaded(download: Download): Promise<string> {
  return fs.readFileSync(await download.path(), "utf8");
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("logged out: a prompt to log in, not an error", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/mydashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Log in to see your itineraries" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(main.getByRole("alert")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("empty: a link to the generator", async ({ loggedInPage: page }) => {
  await page.goto("/mydashboard");
  await expect(page.getByText("No itineraries created by you yet.")).toBeVisible();
  const link = page.getByRole("link", { name: "Generate Itinerary" });
  await expect(link).toHaveAttribute("href", "/itinerarygenerator");
  await link.click();
  await expect(page).toHaveURL(/\/itinerarygenerator$/);
});

test("cards newest first; list/grid toggle is remembered; a title expands and collapses the text", async ({
  loggedInPage: page,
}) => {
  const errors = watchErrors(page);
  await saveItinerary(page, {
    title: "Lisbon Weekend",
    days: "Day 1 - 2026-05-01*Morning: Tram 28*Afternoon: Belem*Evening: Fado",
  });
  await saveItinerary(page, { title: "Kyoto in Autumn", days: kyotoDays, plan: kyotoPlan, engine: "offline" });
  await page.goto("/mydashboard");

  const list = page.getByRole("list", { name: "Your itineraries" });
  await expect(list.getByRole("article")).toHaveCount(2);
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Kyoto in Autumn", "Lisbon Weekend"]);
  await expect(page.getByRole("status").filter({ hasText: "2 saved itineraries" })).toBeVisible();

  // Layout: list by default, grid on demand, and the choice survives a reload.
  const listButton = page.getByRole("button", { name: "List", exact: true });
  const gridButton = page.getByRole("button", { name: "Grid", exact: true });
  await expect(listButton).toHaveAttribute("aria-pressed", "true");
  await expect(list).toHaveAttribute("data-layout", "list");
  await gridButton.click();
  await expect(gridButton).toHaveAttribute("aria-pressed", "true");
  await expect(listButton).toHaveAttribute("aria-pressed", "false");
  await expect(list).toHaveAttribute("data-layout", "grid");
  const [first, second] = await Promise.all([
    card(page, "Kyoto in Autumn").boundingBox(),
    card(page, "Lisbon Weekend").boundingBox(),
  ]);
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2); // side by side
  await page.reload();
  await expect(page.getByRole("button", { name: "Grid", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(list).toHaveAttribute("data-layout", "list");

  // Expand: lines split at asterisks; Day/Theme/Morning/... lines are bold; other lines are not.
  const kyoto = card(page, "Kyoto in Autumn");
  const toggle = kyoto.getByRole("button", { name: "Kyoto in Autumn", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(kyoto.getByText("Morning: Kiyomizu-dera at opening time")).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const morning = kyoto.getByText("Morning: Kiyomizu-dera at opening time", { exact: true });
  await expect(morning).toBeVisible();
  await expect(kyoto.getByText("Day 2 - 2026-11-02", { exact: true })).toBeVisible();
  expect(Number(await morning.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(600);
  await expect(kyoto.getByText("Written by the offline planner")).toBeVisible();
  await expect(kyoto.getByText("Plan check passed")).toBeVisible();
  // Keyboard: Enter on the focused title collapses it again.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(morning).toBeHidden();

  // A line that is not a heading stays regular weight.
  await saveItinerary(page, { title: "Plain", days: "Day 1*Just wander*Notes: Bring water" });
  await page.reload();
  await card(page, "Plain").getByRole("button", { name: "Plain", exact: true }).click();
  const plainLine = card(page, "Plain").getByText("Just wander", { exact: true });
  expect(Number(await plainLine.evaluate((element) => getComputedStyle(element).fontWeight))).toBeLessThan(600);
  expect(errors).toEqual([]);
});

test("20 cards a page: Load more shows the rest, newest first", async ({ loggedInPage: page }) => {
  const errors = watchErrors(page);
  for (let i = 1; i <= 25; i++) await saveItinerary(page, { title: `Trip ${i}`, days: `Day 1*Morning: Stop ${i}` });
  await page.goto("/mydashboard");
  const list = page.getByRole("list", { name: "Your itineraries" });
  await expect(list.getByRole("article")).toHaveCount(20);
  await expect(list.getByRole("heading", { level: 2 }).first()).toHaveText("Trip 25");
  await expect(list.getByRole("heading", { level: 2 }).last()).toHaveText("Trip 6");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(list.getByRole("article")).toHaveCount(25);
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(Array.from({ length: 25 }, (_, i) => `Trip ${25 - i}`));
  await expect(page.getByRole("status").filter({ hasText: "25 saved itineraries" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("Download Itinerary saves the .txt; Calendar saves the .ics", async ({ loggedInPage: page }) => {
  await saveItinerary(page, { title: "Kyoto in Autumn", days: kyotoDays });
  await page.goto("/mydashboard");
  const kyoto = card(page, "Kyoto in Autumn");

  const [txt] = await Promise.all([
    page.waitForEvent("download"),
    kyoto.getByRole("button", { name: "Download Itinerary" }).click(),
  ]);
  expect(txt.suggestedFilename()).toBe("Kyoto_in_Autumn_Itinerary.txt");
  expect(await downloaded(txt)).toBe(`Title: Kyoto in Autumn\n\n${kyotoDays.replace(/\*/g, "\n")}`);

  const [ics] = await Promise.all([
    page.waitForEvent("download"),
    kyoto.getByRole("button", { name: "Add Kyoto in Autumn to a calendar (.ics)" }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe("Kyoto_in_Autumn_Itinerary.ics");
  const calendar = await downloaded(ics);
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(calendar).toContain("DTSTART;VALUE=DATE:20261101\r\n");
  expect(calendar).toContain("DTEND;VALUE=DATE:20261103\r\n");
  expect(calendar).toContain("SUMMARY:Kyoto in Autumn - Day 2: Bamboo and gardens\r\n");
});

test("Print shows only that itinerary on paper", async ({ loggedInPage: page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await saveItinerary(page, { title: "Lisbon Weekend", days: "Day 1 - 2026-05-01*Morning: Tram 28" });
  await saveItinerary(page, { title: "Kyoto in Autumn", days: kyotoDays });
  await page.goto("/mydashboard");
  await card(page, "Kyoto in Autumn").getByRole("button", { name: "Print Kyoto in Autumn" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: "print" });
  const sheet = page.locator("#itinerary-print");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Kyoto in Autumn" })).toBeVisible();
  await expect(sheet.getByText("Evening: Onsen soak")).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByText("Lisbon Weekend")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(sheet).toBeHidden();
});

test("delete: dialog, then the list is fetched again; another user's itineraries are never shown", async ({
  loggedInPage: page,
  browser,
}) => {
  // Someone else's itinerary, saved from another browser context.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await signUpInBrowser(otherPage, "Someone Else");
  await saveItinerary(otherPage, { title: "Not Yours", days: "Day 1*Morning: x" });

  await saveItinerary(page, { title: "Keep Me", days: "Day 1*Morning: a" });
  await saveItinerary(page, { title: "Delete Me", days: "Day 1*Morning: b" });
  await page.goto("/mydashboard");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByText("Not Yours")).toHaveCount(0);

  const refetch = page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/api/itineraries" && res.request().method() === "GET",
  );
  await card(page, "Delete Me").getByRole("button", { name: "Delete Delete Me" }).click();
  const dialog = page.getByRole("dialog", { name: "Itinerary Deleted Successfully" });
  await expect(dialog).toBeVisible();
  expect((await refetch).status()).toBe(200);
  await dialog.getByRole("button", { name: "Cool!" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, "Keep Me")).toBeVisible();
  const left = (await (await page.request.get("/api/itineraries")).json()) as { title: string }[];
  expect(left.map((item) => item.title)).toEqual(["Keep Me"]);
  // The other user's itinerary is untouched.
  const theirs = (await (await otherPage.request.get("/api/itineraries")).json()) as { title: string }[];
  expect(theirs.map((item) => item.title)).toEqual(["Not Yours"]);
  await other.close();
});

test("delete failure: the session ended elsewhere, so the delete is refused with its dialog", async ({ loggedInPage: page }) => {
  await saveItinerary(page, { title: "Stays", days: "Day 1*Morning: a" });
  await page.goto("/mydashboard");
  await expect(card(page, "Stays")).toBeVisible();
  // Sign out behind the page's back (as another tab would).
  await page.evaluate(() =>
    fetch("/api/auth/sign-out", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
  );
  await card(page, "Stays").getByRole("button", { name: "Delete Stays" }).click();
  const dialog = page.getByRole("dialog", { name: "Could not delete this itinerary. Please try again." });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Okay" }).click();
  // The re-fetch finds no session: the login prompt, not an error.
  await expect(page.getByRole("heading", { name: "Log in to see your itineraries" })).toBeVisible();
});

test("phone: delete, then Undo beside Cool! brings the trip back in its place, and it opens", async ({ loggedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  await saveItinerary(page, { title: "Lisbon Weekend", days: "Day 1 - 2026-05-01*Morning: Tram 28" });
  const { id } = await saveItinerary(page, { title: "Kyoto in Autumn", days: kyotoDays, plan: kyotoPlan, engine: "offline" });
  await saveItinerary(page, { title: "Porto Days", days: "Day 1 - 2026-06-01*Morning: Ribeira" });
  await page.goto("/mydashboard");
  const list = page.getByRole("list", { name: "Your itineraries" });
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Porto Days", "Kyoto in Autumn", "Lisbon Weekend"]);

  await card(page, "Kyoto in Autumn").getByRole("button", { name: "Delete Kyoto in Autumn" }).click();
  const dialog = page.getByRole("dialog", { name: "Itinerary Deleted Successfully" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cool!" })).toBeVisible();
  // The list behind the modal dialog is hidden from the accessibility tree: ask the server.
  expect((await page.request.get(`/api/itineraries/${id}`)).status()).toBe(404);

  const restored = page.waitForResponse((res) => res.url().endsWith(`/api/itineraries/${id}/restore`));
  await dialog.getByRole("button", { name: "Undo" }).click();
  expect((await restored).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Porto Days", "Kyoto in Autumn", "Lisbon Weekend"]);
  await expect(page.getByRole("status").filter({ hasText: "3 saved itineraries" })).toBeVisible();

  await card(page, "Kyoto in Autumn").getByRole("link", { name: "Open trip Kyoto in Autumn" }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Kyoto in Autumn" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("offline: a delete waits for the connection; its dialog (with Undo) opens once the server deleted the trip", async ({
  loggedInPage: page,
  context,
}) => {
  const { id } = await saveItinerary(page, { title: "Delete Later", days: "Day 1*Morning: a" });
  await page.goto("/mydashboard");
  await expect(card(page, "Delete Later")).toBeVisible();
  await context.setOffline(true);
  await card(page, "Delete Later").getByRole("button", { name: "Delete Delete Later" }).click();
  const dialog = page.getByRole("dialog", { name: "Itinerary Deleted Successfully" });
  // Queued in the tab (its button waits, disabled): no dialog, so nothing to undo yet.
  await expect(card(page, "Delete Later").getByRole("button", { name: "Delete Delete Later" })).toBeDisabled();
  await expect(dialog).toBeHidden();
  const deleted = page.waitForResponse(
    (res) => res.url().endsWith(`/api/itineraries/${id}`) && res.request().method() === "DELETE",
  );
  await context.setOffline(false);
  expect((await deleted).status()).toBe(204);
  await expect(dialog).toBeVisible();
  // Offline again while the dialog is open: Undo could not reach the server, so it is hidden.
  await context.setOffline(true);
  await expect(dialog.getByRole("button", { name: "Undo" })).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Cool!" })).toBeVisible();
  await context.setOffline(false);
  await dialog.getByRole("button", { name: "Undo" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Delete Later")).toBeVisible();
});
