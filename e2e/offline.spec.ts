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

/** Whether any of the service worker's caches holds an answer for this path (any query string: the list is paged). */
const cachedAnswer = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if ((await (await caches.open(name)).keys()).some((request) => new URL(request.url).pathname === wanted)) return true;
    }
    return false;
  }, path);

/** A fetch from the page: its status, or "unreachable" when neither the network nor the worker answers. */
const statusOf = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return "unreachable";
    }
  }, path);

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

test("a browser whose cookies are gone (cleared, or expired with the session) shows none of its user's trips offline", async ({
  page,
  context,
}) => {
  await signUpInBrowser(page, "Victor Offline");
  const { id } = await saveItinerary(page, { title: "Victor's Secret Trip to Oslo", days });
  await page.goto("/mydashboard");
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Victor's Secret Trip to Oslo" })).toBeVisible();
  expect(await statusOf(page, `/api/itineraries/${id}`)).toBe(200);
  await expect.poll(() => cachedAnswer(page, `/api/itineraries/${id}`)).toBe(true);
  await expect.poll(() => cachedAnswer(page, "/api/me")).toBe(true);

  // The answers stay in Cache Storage, but they belong to a session this browser no longer has.
  await context.clearCookies();
  await context.setOffline(true);
  for (const tab of [page, await context.newPage()]) {
    await tab.goto("/mydashboard");
    await expect(offlineBanner(tab)).toBeVisible();
    await expect(tab.getByRole("heading", { name: "Log in to see your itineraries" })).toBeVisible();
    await expect(tab.getByText("Victor Offline")).toHaveCount(0);
    await expect(tab.getByText("Victor's Secret Trip to Oslo")).toHaveCount(0);
    expect(await statusOf(tab, `/api/itineraries/${id}`)).toBe("unreachable");
    expect(await statusOf(tab, "/api/itineraries")).toBe("unreachable");
    await tab.goto(`/trips/${id}`);
    await expect(tab.getByRole("heading", { name: "Log in to open this trip" })).toBeVisible();
    await expect(tab.getByText("Victor's Secret Trip to Oslo")).toHaveCount(0);
  }
});

test("a 401 from the server (the session ended elsewhere) drops every signed-in answer kept", async ({ page, browser }) => {
  const { email, password } = await signUpInBrowser(page, "Ended Elsewhere");
  const { id } = await saveItinerary(page, { title: "Trip of an Ended Session", days });
  await page.goto("/mydashboard");
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Trip of an Ended Session" })).toBeVisible();
  expect(await statusOf(page, `/api/itineraries/${id}`)).toBe(200);
  await expect.poll(() => cachedAnswer(page, `/api/itineraries/${id}`)).toBe(true);
  await expect.poll(() => cachedAnswer(page, "/api/itineraries")).toBe(true);

  // "Sign out everywhere else" from another device.
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const origin = { Origin: new URL(page.url()).origin };
  expect((await elsewhere.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: origin })).status()).toBe(
    200,
  );
  expect((await elsewhere.request.post("/api/account/sign-out-others", { headers: origin })).status()).toBe(200);
  await elsewhere.close();

  expect(await statusOf(page, `/api/itineraries/${id}`)).toBe(401);
  await expect.poll(() => cachedAnswer(page, `/api/itineraries/${id}`)).toBe(false);
  expect(await cachedAnswer(page, "/api/itineraries")).toBe(false);
  expect(await cachedAnswer(page, "/api/me")).toBe(false);
});

test("a shared trip is kept for hours, not weeks, and a revoked one is dropped at its first 404", async ({ page, browser }) => {
  await signUpInBrowser(page, "Sharing Owner");
  const { id } = await saveItinerary(page, { title: "Shared Then Revoked", days });
  const share = await page.request.post(`/api/itineraries/${id}/share`, { data: {} });
  const { token } = (await share.json()) as { token: string };
  const sharedPath = `/api/shared/${token}`;

  // Someone else's browser, never signed in, opens the link.
  await page.goto("/");
  const guest = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const reader = await guest.newPage();
  await reader.goto(`/shared/${token}`);
  await controlledByServiceWorker(reader);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1, name: "Shared Then Revoked" })).toBeVisible();
  await expect.poll(() => cachedAnswer(reader, sharedPath)).toBe(true);

  /** Puts the kept answer back as if the server had sent it this many hours ago. */
  const ageKeptAnswer = (hours: number) =>
    reader.evaluate(
      async ({ path, hours }) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          const request = (await cache.keys()).find((kept) => new URL(kept.url).pathname === path);
          if (!request) continue;
          const kept = (await cache.match(request))!;
          const headers = new Headers(kept.headers);
          headers.set("Date", new Date(Date.now() - hours * 3_600_000).toUTCString());
          await cache.put(request, new Response(await kept.blob(), { status: kept.status, headers }));
        }
      },
      { path: sharedPath, hours },
    );
  // An hour old: still read offline.
  await ageKeptAnswer(1);
  await guest.setOffline(true);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1, name: "Shared Then Revoked" })).toBeVisible();
  // Two days old: no longer.
  await ageKeptAnswer(48);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1, name: "The trip could not load" })).toBeVisible();
  await expect(reader.getByRole("heading", { level: 1, name: "Shared Then Revoked" })).toHaveCount(0);

  // Online again, fresh; then the owner revokes the link, and the first 404 drops what was kept.
  await guest.setOffline(false);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1, name: "Shared Then Revoked" })).toBeVisible();
  await expect.poll(() => cachedAnswer(reader, sharedPath)).toBe(true);
  expect((await page.request.delete(`/api/itineraries/${id}/share`)).status()).toBe(204);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1, name: "This shared trip is not available" })).toBeVisible();
  await expect.poll(() => cachedAnswer(reader, sharedPath)).toBe(false);
  await guest.setOffline(true);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1, name: "The trip could not load" })).toBeVisible();
  await guest.close();
});

test("under the service worker, the trip page reads the session and the trip from the network once each", async ({
  page,
  context,
}) => {
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page);
  await page.goto(`/trips/${trip.id}`);
  await controlledByServiceWorker(page);
  // What reaches the network (the worker's own fetches), and what the page asked (preloads and fetches).
  const network: string[] = [];
  const asked: string[] = [];
  context.on("response", (response) => {
    const request = response.request();
    const { pathname } = new URL(request.url());
    if (pathname !== "/api/me" && pathname !== `/api/itineraries/${trip.id}`) return;
    (request.serviceWorker() ? network : asked).push(pathname);
  });
  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  expect(network.sort()).toEqual(["/api/itineraries/" + trip.id, "/api/me"]);
  // The page's own reads took the Link header's preloads: nothing asked twice.
  expect(asked.sort()).toEqual(["/api/itineraries/" + trip.id, "/api/me"]);
});
