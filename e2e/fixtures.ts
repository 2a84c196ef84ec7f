import { test as base, expect, type Page } from "@playwright/test";

export const TEST_PASSWORD = "correct horse battery";

/**
 * Creates a local account through the real API with the page's own request context, so the session cookie
 * lands in the browser. Navigate afterwards: the app then loads the session and stores `isAuth` as it always does.
 * `origin`: another app server than the suite's own (one on a fake language model, say).
 */
export async function signUpInBrowser(
  page: Page,
  name = "E2E Traveller",
  origin?: string,
): Promise<{ name: string; email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post(`${origin ?? ""}/api/auth/sign-up/email`, {
    data: { name, email, password: TEST_PASSWORD },
    headers: origin ? { Origin: origin } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email, password: TEST_PASSWORD };
}

/** Saves an itinerary through the real API as the page's signed-in user. */
export async function saveItinerary(page: Page, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post("/api/itineraries", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Signs a freshly created account in and leaves the page on the home screen once the app knows it. */
export async function signInOnHome(page: Page): Promise<void> {
  await signUpInBrowser(page);
  await page.goto("/");
  await page.waitForFunction(() => localStorage.getItem("isAuth") === "true");
}

/** On the generator: opens the range calendar from the keyboard and picks tomorrow to four days from now. */
export async function pickDates(page: Page): Promise<void> {
  await page.getByLabel("Dates").focus();
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog", { name: "Choose your travel dates" });
  await expect(calendar.getByRole("grid").locator("button:focus")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
}

/** On the generator: plans a trip through the form (dates from the keyboard) and waits until it is saved. */
export async function planTrip(page: Page, destination: string, theme: string): Promise<void> {
  await page.getByRole("button", { name: "Plan a Trip" }).click();
  await page.getByLabel("Destination").fill(destination);
  await pickDates(page);
  await page.getByLabel("Theme", { exact: true }).fill(theme);
  await page.getByRole("button", { name: "Generate Itinerary" }).click();
  await expect(page.getByText("Saved to your dashboard.")).toBeVisible();
}

/** `test` with `loggedInPage`: a page on the home screen with a freshly created account signed in. */
export const test = base.extend<{ loggedInPage: Page }>({
  loggedInPage: async ({ page }, use) => {
    await signInOnHome(page);
    await use(page);
  },
});

export { expect };

/** Plans a trip through the API with the offline planner and saves it, as the generator does; answers the saved trip. */
export async function saveGeneratedTrip(
  page: Page,
  destination = "Kyoto",
  dates = "2027-04-05 to 2027-04-08",
): Promise<{ id: string; title: string; plan: { days: { items: { id: string; title: string }[] }[] } }> {
  const res = await page.request.post("/api/ai/generate-itinerary", { data: { destination, dates, theme: "food and temples" } });
  expect(res.status(), await res.text()).toBe(200);
  const { itinerary, plan, engine } = (await res.json()) as {
    itinerary: { title: string; days: string };
    plan: unknown;
    engine: string;
  };
  const saved = await page.request.post("/api/itineraries", {
    data: { title: itinerary.title, days: itinerary.days, plan, engine },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return (await saved.json()) as Awaited<ReturnType<typeof saveGeneratedTrip>>;
}

/** The trip editor draws its days one per frame (decision 1200): waits until every day chip's day has its stops. */
export async function daysDrawn(page: Page): Promise<void> {
  const chips = page.getByRole("navigation", { name: "Days" }).getByRole("link");
  await expect(chips.first()).toBeVisible();
  const days = await chips.count();
  await expect(page.getByRole("list", { name: /^Day \d+ stops$/ })).toHaveCount(days);
}
