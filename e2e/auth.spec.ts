import type { Page } from "@playwright/test";
import { expect, test, TEST_PASSWORD } from "./fixtures";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openSignInPopup(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Sign in to Wayfarer" })).toBeVisible();
  return popup;
}

async function expectLoggedIn(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Logged In Successfully" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Welcome, ${name}!`);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("true");
}

async function logOutAndExpectHome(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Logged Out Successfully!" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("isAuth"))).toBe("false");
}

test("a local account is created in the popup; the session survives a reload and logout ends it", async ({ page }) => {
  // A whole journey (sign-up with its errors, reload, logout, a wrong password, sign-in): on the 2-core CI
  // machine it has run past the default 30 s.
  test.slow();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/about");
  const popup = await openSignInPopup(page);

  await popup.getByRole("button", { name: "I'm new here" }).click();
  await popup.getByRole("button", { name: "Create account" }).click();
  await expect(popup.getByText("Enter your name.")).toBeVisible();
  await expect(popup.getByLabel("Name")).toBeFocused();
  await expect(popup.getByText("Enter your email address.")).toBeVisible();

  await popup.getByLabel("Name").fill("Ada Lovelace");
  await popup.getByLabel("Email").fill("not-an-email");
  await popup.getByLabel("Password", { exact: true }).fill("short");
  await popup.getByRole("button", { name: "Create account" }).click();
  await expect(popup.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(popup.getByText("Use at least 8 characters for your password.")).toBeVisible();

  const email = `ada-${Date.now()}@example.com`;
  await popup.getByLabel("Email").fill(email);
  await popup.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Create account" }).click();
  await closed;

  await expectLoggedIn(page, "Ada Lovelace");
  await page.reload();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();

  await logOutAndExpectHome(page);
  await page.reload();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  // Signing in again with the same account, and a wrong password first.
  const again = await openSignInPopup(page);
  await again.getByLabel("Email").fill(email);
  await again.getByLabel("Password", { exact: true }).fill("wrong password");
  await again.getByRole("button", { name: "Sign in" }).click();
  await expect(again.getByRole("alert")).toHaveText("The email or password is not right.");
  await again.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  const closedAgain = again.waitForEvent("close");
  await again.getByRole("button", { name: "Sign in" }).click();
  await closedAgain;
  await expectLoggedIn(page, "Ada Lovelace");
  expect(errors).toEqual([]);
});

test("sign-in through the local OpenID provider button", async ({ page }) => {
  await page.goto("/");
  const popup = await openSignInPopup(page);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Continue with Test ID" }).click();
  await closed;
  await expectLoggedIn(page, "John Doe");
  await page.reload();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await logOutAndExpectHome(page);
});

test("closing the popup before signing in shows Login Failed with the reason", async ({ page }) => {
  await page.goto("/");
  const popup = await openSignInPopup(page);
  await popup.close();
  const dialog = page.getByRole("dialog", { name: "Login Failed" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The sign-in window was closed before you signed in.");
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});

test("a blocked popup shows Login Failed with the reason", async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Login Failed" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The sign-in window was blocked.");
});

test("the loggedInPage fixture gives a signed-in page", async ({ loggedInPage }) => {
  await expect(mainNav(loggedInPage).getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("another site cannot sign the user out", async ({ loggedInPage }) => {
  const res = await loggedInPage.request.post("/api/auth/sign-out", { headers: { Origin: "https://evil.example" }, data: {} });
  expect(res.status()).toBe(403);
  await loggedInPage.reload();
  await expect(mainNav(loggedInPage).getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test("an address not confirmed yet: /account offers to send the confirmation link again", async ({ loggedInPage: page }) => {
  await page.goto("/account");
  await expect(page.getByText("Not confirmed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent the link again" })).toHaveText(
    "We sent the link again: open it to confirm your address.",
  );
});
