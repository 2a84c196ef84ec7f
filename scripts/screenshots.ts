import fs from "node:fs";
import path from "node:path";
import { chromium, request, type Browser, type BrowserContext } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../e2e/browser";
import { everyPage, paths } from "../src/web/lib/paths";
import { startServer } from "../src/server/test/server-process";

/**
 * `npm run screenshots` (after `npm run build`): full-page PNGs of every page at a phone's, a tablet's and a
 * desktop's width, light and dark, into screenshots/<width>-<theme>/<page>.png (git-ignored). It starts the built
 * server on a free port with a temporary data directory, signs up one traveller and plans and shares one trip
 * through the API, so /trips/:id, /shared/:token and the signed-in dashboard show real content.
 */
const WIDTHS = [390, 820, 1440];
const THEMES = ["light", "dark"] as const;
const OUT_DIR = path.resolve("screenshots");

/** screenshots/…/<name>.png for a page path: "/" is home, a path with a parameter keeps its first part. */
function fileName(pagePath: string): string {
  if (pagePath === "/") return "home";
  if (pagePath === "/no/such/page") return "not-found";
  return pagePath
    .replace(/\/:[^/]+/g, "")
    .replace(/^\//, "")
    .replaceAll("/", "-");
}

interface Trip {
  id: string;
  sharedUrl: string;
}

/** Signs a traveller up and saves and shares one generated trip; answers the session state and the trip. */
async function signedInTrip(
  baseURL: string,
): Promise<{ storageState: Awaited<ReturnType<BrowserContext["storageState"]>>; trip: Trip }> {
  const api = await request.newContext({ baseURL });
  const ok = async (response: Awaited<ReturnType<typeof api.post>>, what: string) => {
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await ok(
    await api.post("/api/auth/sign-up/email", {
      data: { name: "Ada Traveller", email: "ada@example.com", password: "correct horse battery" },
    }),
    "sign-up",
  );
  const generated = (await ok(
    await api.post("/api/ai/generate-itinerary", {
      data: { destination: "Kyoto", dates: "2027-04-05 to 2027-04-08", theme: "food" },
    }),
    "generate-itinerary",
  )) as { itinerary: { title: string; days: string }; plan: unknown; engine: string };
  const saved = (await ok(
    await api.post("/api/itineraries", {
      data: { title: generated.itinerary.title, days: generated.itinerary.days, plan: generated.plan, engine: generated.engine },
    }),
    "save itinerary",
  )) as { id: string };
  const shared = (await ok(await api.post(`/api/itineraries/${saved.id}/share`, { data: {} }), "share")) as { url: string };
  const storageState = await api.storageState();
  await api.dispose();
  return { storageState, trip: { id: saved.id, sharedUrl: new URL(shared.url, baseURL).pathname } };
}

async function shoot(context: BrowserContext, url: string, file: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const server = await startServer({ env: { AUTH_RATE_LIMIT_MAX: "10000" } });
  let browser: Browser | undefined;
  try {
    const { storageState, trip } = await signedInTrip(server.url);
    browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
    let count = 0;
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const dir = path.join(OUT_DIR, `${width}-${theme}`);
        const options = {
          baseURL: server.url,
          viewport: { width, height: 900 },
          colorScheme: theme,
          reducedMotion: "reduce" as const,
        };
        const signedOut = await browser.newContext(options);
        const signedIn = await browser.newContext({ ...options, storageState });
        for (const context of [signedOut, signedIn]) {
          await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
        }
        for (const page of everyPage) {
          // The trip pages show the real trip; the owner's page needs its owner, the shared page is for anyone.
          const [context, url] =
            page.path === paths.trip
              ? [signedIn, `/trips/${trip.id}`]
              : page.path === paths.shared
                ? [signedOut, trip.sharedUrl]
                : [signedOut, page.path];
          await shoot(context, url, path.join(dir, `${fileName(page.path)}.png`));
          count++;
        }
        await shoot(signedIn, paths.dashboard, path.join(dir, `${fileName(paths.dashboard)}-signed-in.png`));
        count++;
        await signedOut.close();
        await signedIn.close();
        console.log(`${path.relative(process.cwd(), dir)}: ${everyPage.length + 1} pages`);
      }
    }
    console.log(`${count} screenshots in ${path.relative(process.cwd(), OUT_DIR)}/`);
  } finally {
    await browser?.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
