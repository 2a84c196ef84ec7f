import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const form = (page: Page) => page.getByRole("main");

async function fillIn(
  page: Page,
  values = { name: "Ada Lovelace", email: "ada@example.com", message: "Is Kyoto lovely in November?" },
) {
  await form(page).getByLabel("Name").fill(values.name);
  await form(page).getByLabel("Email").fill(values.email);
  await form(page).getByLabel("Message").fill(values.message);
  return values;
}

test("a signed-in traveller sends a message: the server accepts it (201), the dialog confirms, the form clears", async ({
  loggedInPage: page,
}) => {
  await page.goto("/contact");
  await fillIn(page);
  const answered = page.waitForResponse((res) => res.url().endsWith("/api/contact") && res.request().method() === "POST");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  expect((await answered).status()).toBe(201);

  const dialog = page.getByRole("dialog", { name: "Message Sent Successfully" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cool!" }).click();
  await expect(dialog).toBeHidden();
  // (The dialog hides the page from the accessibility tree while it is open, so the fields are read after.)
  for (const label of ["Name", "Email", "Message"]) await expect(form(page).getByLabel(label)).toHaveValue("");
});

test("when sending fails, Please Try Again. with Okay, and the typed text stays", async ({ loggedInPage: page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }),
    }),
  );
  await page.goto("/contact");
  const typed = await fillIn(page);
  await form(page).getByRole("button", { name: "Send Message" }).click();

  const dialog = page.getByRole("dialog", { name: "Please Try Again." });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Something went wrong on our side. Please try again.");
  await dialog.getByRole("button", { name: "Okay" }).click();
  await expect(dialog).toBeHidden();
  await expect(form(page).getByLabel("Name")).toHaveValue(typed.name);
  await expect(form(page).getByLabel("Email")).toHaveValue(typed.email);
  await expect(form(page).getByLabel("Message")).toHaveValue(typed.message);
});

test("a logged-out visitor sees the hint with a Login button that opens the sign-in window", async ({ page }) => {
  await page.goto("/contact");
  const note = form(page).getByRole("note");
  await expect(note).toContainText("Please log in to send a message.");
  await expect(form(page).getByRole("button", { name: "Send Message" })).toHaveCount(0);
  const popupOpened = page.waitForEvent("popup");
  await note.getByRole("button", { name: "Login" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Sign in to Wayfarer" })).toBeVisible();
  await popup.close();
});
