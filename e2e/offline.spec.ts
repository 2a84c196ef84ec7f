import type { Page } from "@playwright/test";
import { expect, saveGeneratedTrip, saveItinerary, signUpInBrowser, test } from "./fixtures";

// The real service worker of the production build (decision 0960), with Chromium's offline emulation.

const days = "Day 1 - 2026-06-01*Morning: Harbour walk*Afternoon: Fish market*Evening: Sunset from the fort";

const offlineBanner = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline." });

/** Waits until the service worker is active and controls the page (clientsClaim), so it sees every request. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the service worker's API cache holds an answer for this path (any query string: the list is paged). */
const cachedAnswer = (page: Page, path: string) =>
  page.evaluate(
    async (wanted) =>
      (await (await caches.open("wayfarer-api")).keys()).some((request) => new URL(request.url).pathname === wanted),
    path,
  );

test("offline after a cold start: the dashboard, an opened itinerary, its trip page and its share page come from the cache", async ({
  page,
  context,
}) => {
  await signUpInBrowser(page, "Offline Traveller");
  const { id } = await saveItinerary(page, { title: "Porto by the River", days });
  await page.goto("/mydashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Porto by the River" })).toBeVisible();
  await controlledByServiceWorker(page);

  // Once controlled, the worker keeps what the app reads: the page, who is signed in, the list and one itinerary.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Porto by the River" })).toBeVisible();
  const opened = await page.evaluate(async (url) => (await fetch(url)).status, `/api/itineraries/${id}`);
  expect(opened).toBe(200);
  await expect.poll(() => cachedAnswer(page, "/api/itineraries")).toBe(true);
  await expect.poll(() => cachedAnswer(page, `/api/itineraries/${id}`)).toBe(true);
  // A share link, opened once online.
  const share = await page.request.post(`/api/itineraries/${id}/share`, { data: {} });
  expect(share.status(), await share.text()).toBe(200);
  const { token } = (await share.json()) as { token: string };
  await page.goto(`/shared/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Porto by the River" })).toBeVisible();
  await expect.poll(() => cachedAnswer(page, `/api/shared/${token}`)).toBe(true);
  await page.goto("/mydashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Porto by the River" })).toBeVisible();
  await expect.poll(() => cachedAnswer(page, "/api/me")).toBe(true);
  await expect(offlineBanner(page)).toHaveCount(0);

  // Saved meanwhile on the server: offline, the dashboard can only show the cached list, without it.
  await saveItinerary(page, { title: "Saved While Offline", days });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Porto by the River" })).toBeVisible();
  await expect(page.getByText("Saved While Offline")).toHaveCount(0);
  await expect(offlineBanner(page)).toBeVisible();
  const itinerary = await page.evaluate(
    async (url) => ((await (await fetch(url)).json()) as { title: string }).title,
    `/api/itineraries/${id}`,
  );
  expect(itinerary).toBe("Porto by the River");

  // A new tab of the same browser, still offline: the app shell, the session and the list from the cache.
  const tab = await context.newPage();
  await tab.goto("/mydashboard");
  await expect(tab.getByRole("heading", { level: 2, name: "Porto by the River" })).toBeVisible();
  await expect(offlineBanner(tab)).toBeVisible();
  // The trip page, never opened: the precached shell draws it from the cached itinerary.
  await tab.goto(`/trips/${id}`);
  await expect(tab.getByRole("heading", { level: 1, name: "Porto by the River" })).toBeVisible();
  await expect(offlineBanner(tab)).toBeVisible();
  await tab.goto(`/shared/${token}`);
  await expect(tab.getByRole("heading", { level: 1, name: "Porto by the River" })).toBeVisible();
  // A page never opened before is the precached shell drawing its screen.
  await tab.goto("/faqs");
  await expect(tab.getByRole("heading", { level: 1, name: /FAQ|Frequently/ })).toBeVisible();
  await expect(offlineBanner(tab)).toBeVisible();

  // Back online, the banner goes and the dashboard shows the server's list again.
  await context.setOffline(false);
  await expect(offlineBanner(tab)).toHaveCount(0);
  await tab.goto("/mydashboard");
  await expect(tab.getByRole("heading", { level: 2, name: "Saved While Offline" })).toBeVisible();
});

test("after a sign-out and another user's sign-in, the first user's trips are not served offline", async ({ page, context }) => {
  await signUpInBrowser(page, "First Traveller");
  await saveItinerary(page, { title: "First Traveller's Secret Trip", days });
  await page.goto("/mydashboard");
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "First Traveller's Secret Trip" })).toBeVisible();
  await expect.poll(() => cachedAnswer(page, "/api/itineraries")).toBe(true);

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Logged Out Successfully!" }).getByRole("button", { name: "OK" }).click();
  expect(await cachedAnswer(page, "/api/itineraries")).toBe(false);

  // Another account signs in on the same browser, and never opens its dashboard before going offline.
  await signUpInBrowser(page, "Second Traveller");
  await page.goto("/");
  await page.waitForFunction(() => localStorage.getItem("isAuth") === "true");
  await expect.poll(() => cachedAnswer(page, "/api/me")).toBe(true);

  await context.setOffline(true);
  for (const tab of [page, await context.newPage()]) {
    await tab.goto("/mydashboard");
    await expect(offlineBanner(tab)).toBeVisible();
    await expect(tab.getByRole("heading", { name: "We could not load your itineraries" })).toBeVisible();
    await expect(tab.getByText("First Traveller's Secret Trip")).toHaveCount(0);
    const listed = await tab.evaluate(async () => {
      try {
        return await (await fetch("/api/itineraries?limit=20")).text();
      } catch {
        return "unreachable";
      }
    });
    expect(listed).not.toContain("Secret Trip");
  }
});

test("an edit made offline on the trip page waits for the connection, then is saved", async ({ page, context }) => {
  await signUpInBrowser(page, "Editing Traveller");
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await page.getByRole("button", { name: "Rename the trip" }).click();
  await page.getByLabel("Trip title").fill("Renamed on the Train");
  await page.getByRole("button", { name: "Save title" }).click();
  await expect(page.getByText("Offline: your changes will be saved when you are back online")).toBeVisible();
  expect(((await (await page.request.get(`/api/itineraries/${trip.id}`)).json()) as { title: string }).title).toBe(trip.title);

  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(((await (await page.request.get(`/api/itineraries/${trip.id}`)).json()) as { title: string }).title).toBe(
    "Renamed on the Train",
  );
});

test("an edit made offline survives closing the tab: a cold start offline shows it, and it is saved once online", async ({
  page,
  context,
}) => {
  await signUpInBrowser(page, "Closing Traveller");
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Rename the trip" }).click();
  await page.getByLabel("Trip title").fill("Renamed before the tunnel");
  await page.getByRole("button", { name: "Save title" }).click();
  await expect(page.getByText("Offline: your changes will be saved when you are back online")).toBeVisible();
  page.on("dialog", (dialog) => void dialog.accept()); // the "leave with unsaved changes?" question
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto(`/trips/${trip.id}`);
  await expect(again.getByRole("heading", { level: 1, name: "Renamed before the tunnel" })).toBeVisible();
  await expect(again.getByText("Offline: your changes will be saved when you are back online")).toBeVisible();
  await context.setOffline(false);
  await expect(again.getByText("All changes saved")).toBeVisible();
  expect(((await (await again.request.get(`/api/itineraries/${trip.id}`)).json()) as { title: string }).title).toBe(
    "Renamed before the tunnel",
  );
  expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("wayfarer.tripDraft.")))).toEqual(
    [],
  );
});
