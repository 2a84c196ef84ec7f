import { expect, test } from "@playwright/test";
import { screenRoutes } from "@web/lib/paths";

const TITLE = "Wayfarer - The Adventure Atlas";

test.describe("every route", () => {
  for (const route of screenRoutes) {
    test(`${route.path} renders its screen with the title, with no error or warning in the console`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // A route with a parameter is visited with its placeholder ("/shared/:token"): the API's 404 for it is the
      // expected answer, which the browser reports on the console as a failed resource.
      const expected404 = (text: string) => route.path.includes("/:") && text.includes("status of 404");
      page.on(
        "console",
        (message) => ["error", "warning"].includes(message.type()) && !expected404(message.text()) && errors.push(message.text()),
      );
      await page.goto(route.path);
      await expect(page).toHaveTitle(TITLE);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("an unknown path shows the not-found screen, also on reload", async ({ page }) => {
    await page.goto("/no/such/place");
    await expect(page.getByRole("heading", { name: "404, Oops!" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "404, Oops!" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Explore the world with us" })).toBeVisible();
  });
});

test("header links go to their screens and the page starts at the top", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await page.mouse.wheel(0, 2000);
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Wayfarer" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await nav.getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL("/faqs");
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
});

test("footer has quick links, contact details, newsletter box and legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["About", "Contact", "Destinations", "Privacy Policy", "Terms"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByText("hello@wayfarer.example")).toBeVisible();
  await expect(footer.getByText("+91 22 4000 1234")).toBeVisible();
  await expect(footer.getByText("Mumbai, India")).toBeVisible();
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  // No BLOG_URL configured: no Blog link.
  await expect(footer.getByRole("link", { name: "Blog" })).toHaveCount(0);
});

test("the theme toggle persists across reloads with no flash of the other theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  // The class must be there before any app script runs: check it from the very first paint.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { darkAtLoad: boolean }).darkAtLoad = document.documentElement.classList.contains("dark");
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad)).toBe(true);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});

test("first visit follows the system's dark preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/faqs");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("FAQ accordion keeps at most one answer open", async ({ page }) => {
  await page.goto("/faqs");
  const questions = page.getByRole("button", { expanded: false }).filter({ hasText: "?" });
  await expect(questions).toHaveCount(8);
  const first = page.getByRole("button", { name: "How do I explore destinations?" });
  const second = page.getByRole("button", { name: "How do I track my budget?" });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
});

test("Get Started scrolls to the feature cards", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page.getByRole("heading", { name: "Everything for your next trip" })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Everything for your next trip" })).toBeFocused();
});

test("Where to? on the home page opens the Plan a Trip form with the place filled in", async ({ page }) => {
  await page.goto("/");
  const whereTo = page.getByRole("search", { name: "Where to?" });
  await whereTo.getByRole("textbox", { name: "Where to?" }).fill("Lisbon");
  await whereTo.getByRole("textbox", { name: "Where to?" }).press("Enter");
  await expect(page).toHaveURL(/\/itinerarygenerator\?destination=Lisbon$/);
  await expect(page.getByRole("heading", { name: "Plan a Trip" })).toBeVisible();
  await expect(page.getByLabel("Destination")).toHaveValue("Lisbon");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Where to? sits in the hero, above the fold, and Plan it takes the place to the generator", async ({ page }) => {
    await page.goto("/");
    const field = page.getByRole("textbox", { name: "Where to?" });
    await expect(field).toBeInViewport();
    await field.fill("Kyoto");
    await page.getByRole("button", { name: "Plan it" }).tap();
    // The generator first: until it replaces the home page, "Destination" also names the home's photo strip.
    await expect(page).toHaveURL(/\/itinerarygenerator\?destination=Kyoto$/);
    await expect(page.getByLabel("Destination", { exact: true })).toHaveValue("Kyoto");
  });

  test("the mobile menu opens, navigates, closes and works from the keyboard", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // Only what the tab bar does not have: no second Home, Dashboard or Login.
    await expect(menu.getByRole("link")).toHaveText(["About", "Contact", "FAQs"]);
    await expect(menu.getByRole("button", { name: "Login" })).toHaveCount(0);
    await menu.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL("/faqs");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});
