import type { Browser, BrowserContext, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, saveGeneratedTrip, signInOnHome, signUpInBrowser, test } from "./fixtures";

/** Trip costs (decision 1140): three members, each on a phone in a browser of their own, share one trip's costs. */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(phone);

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A member who joined the trip as an editor, in a phone browser of their own. */
async function editor(browser: Browser, origin: string, tripId: string, owner: Page, name: string): Promise<Page> {
  const invite = await owner.request.post(`/api/itineraries/${tripId}/invites`, { data: { role: "editor" } });
  const { url } = (await invite.json()) as { url: string };
  const context = await browser.newContext({ ...phone, baseURL: origin });
  contexts.push(context);
  const page = await context.newPage();
  await signUpInBrowser(page, name);
  expect((await page.request.post(`/api/invites/${url.split("/invites/")[1]}/accept`)).status()).toBe(200);
  return page;
}

/** Adds an expense in the trip's currency, paid by this traveller and split equally among everyone (the defaults). */
async function addExpense(page: Page, title: string, amount: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add expense" }) });
  await form.getByLabel("Amount").fill(amount);
  await form.getByLabel("Title").fill(title);
  await form.getByRole("button", { name: "Add expense" }).click();
  await expect(expenseNamed(page, title)).toBeVisible();
}

const expenseNamed = (page: Page, title: string) =>
  page.getByRole("list", { name: "Expenses, newest first" }).getByRole("listitem").filter({ hasText: title });

const balanceOf = (page: Page, name: string) =>
  page.getByRole("list", { name: "Balances" }).getByRole("listitem").filter({ hasText: name });

test("three members on phones add expenses, see the same balances live, and settle up to zero", async ({ page, browser }) => {
  test.slow(); // three browsers, each with the trip open live
  await signInOnHome(page);
  const trip = await saveGeneratedTrip(page);
  const origin = new URL(page.url()).origin;
  const ben = await editor(browser, origin, trip.id, page, "Ben Rivera");
  const cleo = await editor(browser, origin, trip.id, page, "Cleo Nakamura");
  const everyone = [page, ben, cleo];
  for (const member of everyone) {
    await member.goto(`/trips/${trip.id}?view=costs`);
    await expect(member.getByRole("tab", { name: "Costs", selected: true })).toBeVisible();
    await expect(member.getByRole("heading", { name: "Add an expense" })).toBeVisible();
  }
  const { currency } = (await (await page.request.get(`/api/itineraries/${trip.id}/costs`)).json()) as { currency: string };

  // Ana pays 90, Ben 30, Cleo 60, each split among all three: 60 each, so Ben owes Ana 30.
  await addExpense(page, "Kaiseki dinner", "90");
  await addExpense(ben, "Taxi to Gion", "30");
  await addExpense(cleo, "Temple tickets", "60");
  const thirty = new RegExp(`^owes 30(\\.0+)? ${currency}$`);
  for (const member of everyone) {
    // Live: every page shows every expense and the same balances without a reload.
    for (const title of ["Kaiseki dinner", "Taxi to Gion", "Temple tickets"])
      await expect(expenseNamed(member, title)).toBeVisible();
    await expect(balanceOf(member, "Ben Rivera").getByText(/owes/)).toHaveText(thirty);
    await expect(balanceOf(member, "E2E Traveller").getByText(/is owed/)).toHaveText(
      new RegExp(`^is owed 30(\\.0+)? ${currency}$`),
    );
    await expect(balanceOf(member, "Cleo Nakamura").getByText("settled up")).toBeVisible();
  }
  expect(await axeViolations(cleo)).toEqual([]);

  // Cleo records the one payment that settles everyone: Ben pays Ana.
  await cleo.getByRole("button", { name: /^Record payment: Ben Rivera pays E2E Traveller/ }).click();
  for (const member of everyone) await expect(member.getByText("Everyone is settled up.")).toBeVisible();
  const balances = (await (await ben.request.get(`/api/itineraries/${trip.id}/balances`)).json()) as {
    members: { net: string }[];
    transfers: unknown[];
  };
  expect(balances.members.map((m) => Number(m.net))).toEqual([0, 0, 0]);
  expect(balances.transfers).toEqual([]);
});

test("a wrong amount is refused in the form with the currency's own rule, and nothing is added", async ({ page }) => {
  await signInOnHome(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}?view=costs`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add expense" }) });
  await form.getByLabel("Currency").selectOption("JPY");
  await form.getByLabel("Amount").fill("12.50");
  await form.getByLabel("Title").fill("Green tea");
  await form.getByRole("button", { name: "Add expense" }).click();
  await expect(form.getByText("JPY has no decimals: write a whole amount.")).toBeVisible();
  const costs = (await (await page.request.get(`/api/itineraries/${trip.id}/costs`)).json()) as { expenses: unknown[] };
  expect(costs.expenses).toEqual([]);
});
