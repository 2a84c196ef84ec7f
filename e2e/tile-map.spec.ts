import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Locator, type Page, type Route } from "@playwright/test";
import { startServer, type ServerProcess } from "@server/test/server-process";
import { chromiumArgs, chromiumPath } from "./browser";
import { daysDrawn, expect, saveGeneratedTrip, signUpInBrowser, test } from "./fixtures";

/**
 * With a map style (the default OpenFreeMap's, or MAP_STYLE_URL's) the trip page draws tiled maps (MapLibre);
 * without WebGL, style or network, and with MAP_STYLE_URL=none (the suite's own server), its schematic maps.
 * The style here is served on loopback: the suite never reaches the internet. Below the wide screen's width each
 * day has its own map and all days follow them; on a wide screen one map beside the days shows either.
 */

const BELOW_WIDE = { width: 1024, height: 768 };
test.use({ viewport: BELOW_WIDE });

const STYLE = { version: 8, sources: {}, layers: [{ id: "land", type: "background", paint: { "background-color": "#d9ead3" } }] };

let styleServer: http.Server;
let styleUrl: string;
const styleRequests: string[] = [];
let app: ServerProcess;

test.beforeAll(async () => {
  styleServer = http.createServer((req, res) => {
    styleRequests.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
    res.end(JSON.stringify(STYLE));
  });
  await new Promise<void>((resolve) => styleServer.listen(0, "127.0.0.1", resolve));
  styleUrl = `http://127.0.0.1:${(styleServer.address() as AddressInfo).port}/style.json`;
  app = await startServer({ env: { MAP_STYLE_URL: styleUrl, AUTH_RATE_LIMIT_MAX: "10000" } });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => styleServer?.close(resolve));
});

/** Signs up on the map server and saves a planned Kyoto trip there; answers the trip page's URL and day 1's places. */
async function tripOnMapServer(page: Page): Promise<{ url: string; places: number }> {
  await signUpInBrowser(page, "Map Traveller", app.url);
  const headers = { Origin: app.url };
  const generated = await page.request.post(`${app.url}/api/ai/generate-itinerary`, {
    data: { destination: "Kyoto", dates: "2027-04-05 to 2027-04-07", theme: "temples" },
    headers,
  });
  expect(generated.status()).toBe(200);
  const { itinerary, plan, engine } = (await generated.json()) as {
    itinerary: { title: string; days: string };
    plan: { days: { items: { place?: unknown }[] }[] };
    engine: string;
  };
  const saved = await page.request.post(`${app.url}/api/itineraries`, {
    data: { title: itinerary.title, days: itinerary.days, plan, engine },
    headers,
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  return { url: `${app.url}/trips/${id}`, places: plan.days[0]!.items.filter((item) => item.place).length };
}

test("the page's CSP allows the map style's host only when one is configured", async ({ page }) => {
  const withMap = (await page.request.get(`${app.url}/`)).headers()["content-security-policy"]!;
  expect(withMap).toContain(`connect-src 'self' ${new URL(styleUrl).origin}`);
  const without = (await page.request.get("/")).headers()["content-security-policy"]!;
  expect(without).toContain("connect-src 'self';");
});

test("with WebGL, the day's places are drawn on the configured style, numbered in visiting order", async () => {
  // Two maps in software WebGL, on a machine shared with other runs: more than the default 30 s now and then.
  test.setTimeout(90_000);
  const executablePath = await chromiumPath();
  // Software WebGL: the suite's own browser runs without a GPU.
  const args = [
    ...chromiumArgs.filter((arg) => arg !== "--disable-gpu"),
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
  ];
  const browser: Browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: BELOW_WIDE });
    const trip = await tripOnMapServer(page);
    // Named in a failure: whether MapLibre gave up (no WebGL context, say) or was only slow.
    const logged: string[] = [];
    page.on("console", (message) => logged.push(`${message.type()}: ${message.text().slice(0, 200)}`));
    const drawn = async (map: Locator) => {
      try {
        await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 30_000 });
      } catch (error) {
        throw new Error(`${String(error)}\nThe page's console:\n${logged.join("\n")}`, { cause: error });
      }
    };
    await page.goto(trip.url);
    // A day's map is tiled once it comes near the viewport: the first day's, and not yet the last day's, far below.
    const day1 = page.locator('[data-day="1"]');
    await day1.scrollIntoViewIfNeeded();
    const map = day1.getByTestId("tile-map");
    // Software WebGL on a busy two-core runner: one CI run needed more than the default 7 s to draw.
    await drawn(map);
    await expect(map.locator(".maplibregl-marker")).toHaveCount(trip.places);
    await expect(map.locator(".maplibregl-marker").first()).toHaveText("1");
    await expect(page.locator('[data-day="3"]').getByRole("img", { name: /^Map of day 3: / })).toBeVisible();
    await expect(page.locator('[data-day="3"]').getByTestId("tile-map")).toHaveCount(0);
    // The whole trip after the days: one line per day, its legend in the tiled map's colours.
    const overview = page.getByRole("region", { name: "All days on one map" });
    await overview.scrollIntoViewIfNeeded();
    await drawn(overview.getByTestId("tile-map"));
    await expect(overview.getByRole("list", { name: "Legend" }).getByRole("listitem")).toHaveText(["Day 1", "Day 2", "Day 3"]);
    // One fetch of the style for all the page's maps; MapLibre draws from that answer.
    expect(styleRequests.filter((url) => url === "/style.json")).toHaveLength(1);
  } finally {
    await browser.close();
  }
});

for (const [failure, answer] of [
  ["answers 404", (route: Route) => route.fulfill({ status: 404, body: "gone" })],
  ["cannot be reached", (route: Route) => route.abort("addressunreachable")],
  ["is not a style", (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>captive portal</p>" })],
] as const) {
  test(`when the style ${failure}, the page draws its schematic maps and never loads MapLibre`, async ({ page }) => {
    const trip = await tripOnMapServer(page);
    let styleAsked = false;
    await page.route(styleUrl, (route) => {
      styleAsked = true;
      return answer(route);
    });
    const chunks: string[] = [];
    page.on("request", (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(trip.url);
    await expect(page.getByRole("img", { name: /^Map of day 1: \d+ places? in visiting order$/ })).toBeVisible();
    await expect(page.getByRole("img", { name: "Map of the whole trip: 3 days, one line per day" })).toBeVisible();
    await expect.poll(() => styleAsked).toBe(true);
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("tile-map")).toHaveCount(0);
    expect(chunks.filter((path) => /TileMap|maplibre/.test(path))).toEqual([]);
  });
}

test("with MAP_STYLE_URL=none: schematic maps with names, a scale and a legend per day, and no request leaves the origin", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== baseURL) foreign.push(request.url());
  });
  await signUpInBrowser(page);
  const trip = await saveGeneratedTrip(page, "Kyoto", "2027-04-05 to 2027-04-08");
  await page.goto(`/trips/${trip.id}`);
  const dayMap = page.getByRole("img", { name: /^Map of day 1: \d+ places? in visiting order$/ });
  await expect(dayMap).toBeVisible();
  const places = trip.plan.days[0]!.items.filter((item) => (item as { place?: unknown }).place).length;
  await expect(dayMap.getByTestId("map-name")).toHaveCount(places);
  await expect(dayMap.getByTestId("map-name").first()).not.toBeEmpty();
  await expect(dayMap.getByTestId("map-scale")).toHaveText(/^\d+ k?m$/);

  const overview = page.getByRole("region", { name: "All days on one map" });
  await expect(overview.getByRole("img", { name: "Map of the whole trip: 4 days, one line per day" })).toBeVisible();
  await expect(overview.getByRole("list", { name: "Legend" }).getByRole("listitem")).toHaveText([
    "Day 1",
    "Day 2",
    "Day 3",
    "Day 4",
  ]);
  await expect(overview.getByTestId("map-scale")).toHaveText(/^\d+ k?m$/);
  // Every day map scrolled into view: none asks for a style.
  for (const map of await page.getByRole("img", { name: /^Map of day \d/ }).all()) await map.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("tile-map")).toHaveCount(0);
  expect(foreign).toEqual([]);
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("one map beside the days follows the day being read, and shows all days on a press", async ({ page }) => {
    await signUpInBrowser(page);
    const trip = await saveGeneratedTrip(page, "Kyoto", "2027-04-05 to 2027-04-08");
    await page.goto(`/trips/${trip.id}`);
    await daysDrawn(page);
    const beside = page.getByRole("region", { name: "Trip map" });
    const title = beside.getByTestId("map-beside-title");
    await expect(title).toHaveText("Day 1 · Mon 5 Apr");
    const names = (day: number) =>
      trip.plan.days[day - 1]!.items.flatMap((item) => {
        const place = (item as { place?: { name: string } }).place;
        return place ? [place.name] : [];
      });
    await expect(beside.getByRole("img", { name: /^Map of day 1: \d+ places? in visiting order$/ })).toBeVisible();
    await expect(beside.getByRole("list", { name: "Places of day 1" }).getByRole("listitem")).toHaveCount(names(1).length);
    // The days have no maps of their own, and the map of all days is the one beside them.
    await expect(page.getByRole("img", { name: /^Map of day/ })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "All days on one map" })).toHaveCount(0);

    // Reading day 3: the map beside it shows day 3's places, and stays in sight under the sticky bar.
    await page
      .getByRole("navigation", { name: "Days" })
      .getByRole("link", { name: /^Day 3 ·/ })
      .click();
    await expect(title).toHaveText("Day 3 · Wed 7 Apr");
    await expect(beside.getByRole("list", { name: "Places of day 3" })).toContainText(names(3)[0]!);
    await expect(beside).toBeInViewport({ ratio: 1 });

    await beside.getByRole("button", { name: "All days" }).click();
    await expect(title).toHaveText("All days on one map");
    await expect(beside.getByRole("img", { name: "Map of the whole trip: 4 days, one line per day" })).toBeVisible();
    await expect(beside.getByRole("list", { name: "Legend" }).getByRole("listitem")).toHaveText([
      "Day 1",
      "Day 2",
      "Day 3",
      "Day 4",
    ]);
  });

  test("the open chat panel covers neither the map nor the days: the page makes room beside it", async ({ page }) => {
    await signUpInBrowser(page);
    const trip = await saveGeneratedTrip(page, "Kyoto", "2027-04-05 to 2027-04-08");
    await page.goto(`/trips/${trip.id}`);
    await daysDrawn(page);
    const beside = page.getByRole("region", { name: "Trip map" });
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    const panel = page.getByRole("dialog", { name: /^Plan with / });
    await expect(panel).toBeVisible();
    // The page's padding moves with a transition: measured once it has settled.
    await expect
      .poll(async () => {
        const map = (await beside.boundingBox())!;
        return map.x + map.width <= (await panel.boundingBox())!.x;
      })
      .toBe(true);
    const day = (await page.getByRole("heading", { level: 3, name: /^Day 1 ·/ }).boundingBox())!;
    expect(day.x + day.width).toBeLessThanOrEqual((await panel.boundingBox())!.x);
    // Expanded, it floats over the page again (90vw), and the page keeps its width.
    await page.getByRole("button", { name: "Expand chat" }).click();
    await expect.poll(async () => (await beside.boundingBox())!.x + (await beside.boundingBox())!.width).toBeGreaterThan(1100);
  });
});
