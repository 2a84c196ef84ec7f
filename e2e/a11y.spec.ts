import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, planTrip, saveGeneratedTrip, saveItinerary, signInOnHome, test } from "./fixtures";
import { everyPage } from "@web/lib/paths";

/** Dialogs fade and slide in: contrast is measured on their final paint, once every finite animation has ended. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const viewports = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "tablet", viewport: { width: 820, height: 1180 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

/** The Logout button of the header, or of the mobile menu on a phone. */
async function logOut(page: Page) {
  const menu = page.getByRole("button", { name: "Open menu" }).filter({ visible: true });
  const logout = page.getByRole("button", { name: "Logout" }).filter({ visible: true });
  // Wait for the header to render before asking which of the two this viewport shows.
  await expect(menu.or(logout)).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await logout.click();
}

/** A state of the app with something open over or inside a page: each is checked like a page. */
interface Scene {
  name: string;
  signedIn?: boolean;
  /** Only where the control exists (the mobile menu button is hidden on a desktop). */
  phoneOnly?: boolean;
  /** Scenes that plan a trip first: planning, then axe over a whole trip page, can outlast 30 s on a 2-core machine. */
  slow?: boolean;
  open(page: Page): Promise<void>;
}

const scenes: Scene[] = [
  {
    name: "the mobile menu",
    phoneOnly: true,
    async open(page) {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    },
  },
  {
    name: "an FAQ answer",
    async open(page) {
      await page.goto("/faqs");
      await page.getByRole("button", { name: "How do I track my budget?" }).click();
      await expect(page.getByRole("button", { name: "How do I track my budget?" })).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "a destination's details",
    async open(page) {
      await page.goto("/destination");
      await page.getByRole("button", { name: "Learn More about Kyoto" }).click();
      await expect(page.getByRole("dialog", { name: "Kyoto ⛩️" }).getByRole("heading", { name: "Best Time" })).toBeVisible();
    },
  },
  {
    name: "the chat panel, logged out",
    async open(page) {
      await page.goto("/");
      await page.getByRole("button", { name: "Open chat assistant" }).click();
      await expect(page.getByRole("dialog", { name: "Plan with Wayfarer" }).getByText("Login To Start Chatting!!")).toBeVisible();
    },
  },
  {
    name: "the chat panel with an answer",
    signedIn: true,
    async open(page) {
      await page.getByRole("button", { name: "Open chat assistant" }).click();
      const panel = page.getByRole("dialog", { name: "Plan with Wayfarer" });
      await panel.getByRole("textbox", { name: "Message" }).fill("one day in Kyoto");
      await panel.getByRole("textbox", { name: "Message" }).press("Enter");
      await expect(panel.getByRole("list", { name: "Conversation" }).locator("> li")).toHaveCount(2);
      await expect(panel.getByRole("button", { name: "Send" })).toBeVisible(); // the answer is complete
    },
  },
  {
    name: "the sign-in window with a refused password",
    async open(page) {
      await page.goto("/signin");
      await page.getByLabel("Email").fill("nobody@example.com");
      await page.getByLabel("Password", { exact: true }).fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
    },
  },
  {
    name: "the dashboard with an itinerary",
    signedIn: true,
    async open(page) {
      await saveItinerary(page, { title: "Kyoto in Autumn", days: "Day 1*Morning: Temples*Evening: Pontocho" });
      await page.goto("/mydashboard");
      await expect(page.getByRole("article", { name: "Kyoto in Autumn" })).toBeVisible();
    },
  },
  {
    name: "a trip page being edited, with a proposal and its links",
    signedIn: true,
    slow: true,
    async open(page) {
      const trip = await saveGeneratedTrip(page);
      await page.goto(`/trips/${trip.id}`);
      await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
      // A phone opens the trip to read it (decision 1220): Edit brings the stops' controls.
      if (page.viewportSize()!.width < 640) await page.getByRole("button", { name: "Edit", exact: true }).click();
      await page.getByRole("button", { name: `Edit ${trip.plan.days[0]!.items[0]!.title}` }).click();
      const day = page.getByRole("region", { name: /^Day 2 ·/ });
      await day.getByRole("button", { name: "Regenerate this day" }).click();
      await day.getByRole("button", { name: "Propose" }).click();
      await expect(day.getByRole("button", { name: "Accept proposal" })).toBeVisible();
      // The links are in the Share dialog, left open for the check.
      await page.getByRole("button", { name: "Share", exact: true }).click();
      await expect(page.getByLabel("Share link")).toHaveValue(/\/shared\//);
    },
  },
  {
    name: "the trip assistant's proposal",
    signedIn: true,
    slow: true,
    async open(page) {
      const trip = await saveGeneratedTrip(page);
      await page.goto(`/trips/${trip.id}`);
      // The chat talks about the trip once its editor is there (it registers the trip), as in assistant.spec.ts.
      await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
      await page.getByRole("button", { name: "Open chat assistant" }).click();
      const message = page.getByRole("textbox", { name: "Message" });
      await message.fill("swap day 1 and 2");
      await message.press("Enter");
      await expect(page.getByRole("region", { name: "The assistant's proposal" })).toBeVisible();
      await expect(page.getByTestId("chat-proposal")).toBeVisible();
    },
  },
  {
    name: "a shared trip",
    signedIn: true,
    slow: true,
    async open(page) {
      const trip = await saveGeneratedTrip(page);
      const { url } = (await (await page.request.post(`/api/itineraries/${trip.id}/share`, { data: {} })).json()) as {
        url: string;
      };
      await page.goto(url);
      await expect(page.getByText("Shared with you: read-only")).toBeVisible();
    },
  },
  {
    name: "the dashboard's delete notice",
    signedIn: true,
    async open(page) {
      await saveItinerary(page, { title: "Delete Me", days: "Day 1*Morning: Walk" });
      await page.goto("/mydashboard");
      await page.getByRole("button", { name: "Delete Delete Me" }).click();
      await expect(page.getByRole("dialog", { name: "Itinerary Deleted Successfully" })).toBeVisible();
    },
  },
  {
    name: "the account page with its password strength meter",
    signedIn: true,
    async open(page) {
      await page.goto("/account");
      await page.getByLabel("New password").fill("tr0ub4dor&3");
      await expect(page.getByRole("meter", { name: "Password strength" })).toHaveAttribute(
        "aria-valuetext",
        /Weak|Fair|Good|Strong/,
      );
    },
  },
  {
    name: "the account deletion dialog with a refused password",
    signedIn: true,
    async open(page) {
      await page.goto("/account");
      await page.getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByLabel("Password", { exact: true }).fill("not the password");
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await expect(dialog.getByText("That password is not right.")).toBeVisible();
    },
  },
  {
    name: "the generator's calendar",
    async open(page) {
      await page.goto("/itinerarygenerator");
      await page.getByRole("button", { name: "Plan a Trip" }).click();
      await page.getByLabel("Dates").click();
      // Two months side by side on a desktop: two grids.
      await expect(page.getByRole("dialog", { name: "Choose your travel dates" }).getByRole("grid").first()).toBeVisible();
    },
  },
  {
    name: "a generated itinerary",
    signedIn: true,
    slow: true,
    async open(page) {
      await page.goto("/itinerarygenerator");
      await planTrip(page, "Lisbon", "Food");
      await expect(page.getByText("Plan check passed")).toBeVisible();
    },
  },
  {
    name: "the contact notice",
    signedIn: true,
    async open(page) {
      await page.goto("/contact");
      const form = page.getByRole("main");
      await form.getByLabel("Name").fill("Ada Lovelace");
      await form.getByLabel("Email").fill("ada@example.com");
      await form.getByLabel("Message").fill("Is Kyoto lovely in November?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("dialog", { name: "Message Sent Successfully" })).toBeVisible();
    },
  },
  {
    name: "the logged-out notice",
    signedIn: true,
    async open(page) {
      await logOut(page);
      await expect(page.getByRole("dialog", { name: "Logged Out Successfully!" })).toBeVisible();
    },
  },
];

for (const { name, viewport } of viewports) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`axe, ${name}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      for (const page of everyPage) {
        test(page.path, async ({ page: tab }) => {
          await tab.goto(page.path);
          await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
          // Let lazy images and fonts settle so contrast is measured on the final paint.
          await tab.waitForLoadState("networkidle");
          expect(await axeViolations(tab)).toEqual([]);
        });
      }

      for (const scene of scenes) {
        if (scene.phoneOnly && name !== "phone") continue;
        test(`with ${scene.name}`, async ({ page }) => {
          test.slow(scene.slow === true);
          if (scene.signedIn) await signInOnHome(page);
          await scene.open(page);
          await animationsDone(page);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
