import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../e2e/browser";
import { sampleTrip } from "../e2e/sample-trip";
import { everyPage, paths } from "../src/web/lib/paths";
import { startServer } from "../src/server/test/server-process";

/**
 * `npm run screenshots` (after `npm run build`): full-page PNGs of every page at a phone's, a tablet's and a
 * desktop's width, light and dark, into screenshots/<width>-<theme>/<page>.png (git-ignored). It starts the built
 * server on a free port with a temporary data directory and makes a sample trip (e2e/sample-trip.ts), so
 * /trips/:id, /shared/:token and the signed-in dashboard show real content. Names after `--` take only those pages
 * (`npm run screenshots -- trips shared`).
 */
const WIDTHS = [390, 820, 1440];
const THEMES = ["light", "dark"] as const;
const OUT_DIR = path.resolve("screenshots");
const ONLY = process.argv.slice(2);
const wanted = (file: string) => ONLY.length === 0 || ONLY.includes(path.basename(file, ".png"));

/** screenshots/…/<name>.png for a page path: "/" is home, a path with a parameter keeps its first part. */
function fileName(pagePath: string): string {
  if (pagePath === "/") return "home";
  if (pagePath === "/no/such/page") return "not-found";
  return pagePath
    .replace(/\/:[^/]+/g, "")
    .replace(/^\//, "")
    .replaceAll("/", "-");
}

async function shoot(context: BrowserContext, url: string, file: string): Promise<number> {
  if (!wanted(file)) return 0;
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    return 1;
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const server = await startServer({ env: { AUTH_RATE_LIMIT_MAX: "10000" } });
  let browser: Browser | undefined;
  try {
    const { storageState, tripPath, sharedPath } = await sampleTrip(server.url);
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
              ? [signedIn, tripPath]
              : page.path === paths.shared
                ? [signedOut, sharedPath]
                : [signedOut, page.path];
          count += await shoot(context, url, path.join(dir, `${fileName(page.path)}.png`));
        }
        count += await shoot(signedIn, paths.dashboard, path.join(dir, `${fileName(paths.dashboard)}-signed-in.png`));
        await signedOut.close();
        await signedIn.close();
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
