import { test as base, expect, type Page } from "@playwright/test";

export const TEST_PASSWORD = "correct horse battery";

/**
 * Creates a local account through the real API with the page's own request context, so the session cookie
 * lands in the browser. Navigate afterwards: the app then loads the session and stores `isAuth` as it always does.
 */
export async function signUpInBrowser(page: Page, name = "E2E Traveller"): Promise<{ name: string; email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post("/api/auth/sign-up/email", { data: { name, email, password: TEST_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email, password: TEST_PASSWORD };
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

/** `test` with `loggedInPage`: a page on the home screen with a freshly created account signed in. */
export const test = base.extend<{ loggedInPage: Page }>({
  loggedInPage: async ({ page }, use) => {
    await signInOnHome(page);
    await use(page);
  },
});

export { expect };
