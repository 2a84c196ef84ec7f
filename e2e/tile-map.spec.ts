import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startServer, type ServerProcess } from "@server/test/server-process";
import { chromiumArgs, chromiumPath } from "./browser";
import { expect, signUpInBrowser, test } from "./fixtures";

/** With MAP_STYLE_URL the trip page draws a tiled map (MapLibre) from that style; without WebGL or style, its schematic. */

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
  const executablePath = await chromiumPath();
  // Software WebGL: the suite's own browser runs without a GPU.
  const args = [
    ...chromiumArgs.filter((arg) => arg !== "--disable-gpu"),
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
  ];
  const browser: Browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage();
    const trip = await tripOnMapServer(page);
    await page.goto(trip.url);
    const map = page.getByTestId("tile-map").first();
    // Software WebGL on a busy two-core runner: one CI run needed more than the default 7 s to draw.
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });
    await expect(map.locator(".maplibregl-marker")).toHaveCount(trip.places);
    await expect(map.locator(".maplibregl-marker").first()).toHaveText("1");
    expect(styleRequests).toContain("/style.json");
  } finally {
    await browser.close();
  }
});

test("when the style cannot be loaded, the page draws its schematic map instead", async ({ page }) => {
  const trip = await tripOnMapServer(page);
  await page.route(styleUrl, (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.goto(trip.url);
  await expect(page.getByRole("img", { name: /^Map of day 1: \d+ places? in visiting order$/ })).toBeVisible();
  await expect(page.getByTestId("tile-map")).toHaveCount(0);
});
