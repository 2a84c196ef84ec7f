import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../e2e/browser";
import { sampleTrip, type SampleTrip } from "../e2e/sample-trip";
import { everyPage, paths } from "@web/lib/paths";
import { startServer } from "@server/test/server-process";

/** CLS must round to 0.000: no layout shift beyond a font's sub-pixel swap. */
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, cls: 0.001 };

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
}

/**
 * One Lighthouse report. A run that ends in a runtime error (Lighthouse could not load or trace the page,
 * seen now and then on this shared machine) measured nothing, so it is retried once; its error is printed.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 2) return result.lhr;
    console.log(`  ${url}: Lighthouse runtime error ${error.code} (${error.message}); running it again`);
  }
}

/**
 * Runs per page. Performance varies from run to run with the machine's load (Lighthouse's variability guide
 * advises the median of several runs), so a row takes the median run's performance and LCP; accessibility,
 * best practices and layout shift do not depend on speed, so it takes the worst run's.
 */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function combineRuns(runs: LighthouseRow[]): LighthouseRow {
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  return {
    ...median,
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    bestPractices: Math.min(...runs.map((run) => run.bestPractices)),
    cls: Math.max(...runs.map((run) => run.cls)),
  };
}

interface Visit {
  route: string;
  path: string;
  signedIn?: boolean;
}

/**
 * Every page as a visitor lands on it: a signed-out visitor, except the owner's trip page; the pages with a
 * parameter open the sample trip (a placeholder token would measure a "not available" page and its logged 404),
 * and the dashboard is measured signed in too, with the trip on it.
 */
function visits(trip: SampleTrip): Visit[] {
  return [
    ...everyPage.map(({ path }): Visit => {
      if (path === paths.trip) return { route: path, path: trip.tripPath, signedIn: true };
      if (path === paths.shared) return { route: path, path: trip.sharedPath };
      return { route: path, path };
    }),
    { route: `${paths.dashboard} (signed in)`, path: paths.dashboard, signedIn: true },
  ];
}

/** Lighthouse (mobile emulation, simulated throttling) on every page of the production build, or on `only` those routes. */
export async function runLighthouse(only?: string[]): Promise<LighthouseRow[]> {
  // The schematic maps only: the default style's host is on the internet, which the bench never reaches.
  const server = await startServer({ env: { MAP_STYLE_URL: "none" } });
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const trip = await sampleTrip(server.url);
    const rows: LighthouseRow[] = [];
    for (const visit of visits(trip).filter((v) => !only || only.includes(v.route))) {
      await setCookies(chrome.port, visit.signedIn ? cookiesOf(trip.cookieHeader, server.url) : []);
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const { categories, audits } = await audit(`${server.url}${visit.path}`, chrome.port);
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        runs.push({
          route: visit.route,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        });
        if (process.env.LIGHTHOUSE_VERBOSE) printDiagnostics(visit.route, audits);
      }
      rows.push(combineRuns(runs));
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * A signed-in visit has the session cookie in the browser's cookie jar, as a traveller's browser has it, so the
 * page and its service worker both send it. (Lighthouse's `extraHeaders` reach the page's own requests only: once
 * the service worker had taken over the page, its reads went without the cookie and were answered 401.)
 */
const cookiesOf = (header: string, url: string) =>
  header.split("; ").map((pair) => {
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
  });

/** Replaces the browser's cookies, over the DevTools protocol (Node's own WebSocket; Lighthouse clears no cookies). */
async function setCookies(port: number, cookies: { name: string; value: string; url: string }[]): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const commands = [
    { method: "Storage.clearCookies", params: {} },
    ...(cookies.length ? [{ method: "Storage.setCookies", params: { cookies } }] : []),
  ];
  try {
    for (const [id, command] of commands.entries()) {
      const answered = new Promise<void>((resolve, reject) => {
        socket.onmessage = (event) => {
          const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
          if (reply.id !== id) return;
          if (reply.error) reject(new Error(`${command.method}: ${reply.error.message}`));
          else resolve();
        };
      });
      socket.send(JSON.stringify({ id, ...command }));
      await answered;
    }
  } finally {
    socket.close();
  }
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]["audits"];
type Item = {
  issueType?: string;
  description?: string;
  score?: number;
  node?: { selector?: string };
  items?: Item[];
  phase?: string;
  timing?: number;
};
const tableItems = (audit: Audits[string] | undefined): Item[] =>
  audit?.details && "items" in audit.details ? (audit.details.items as Item[]) : [];

/**
 * LIGHTHOUSE_VERBOSE: the failing pass/fail audits (with their issue types), what shifted the layout, and the
 * largest contentful paint's element and phases (time to first byte, load delay, load time, render delay).
 */
function printDiagnostics(route: string, audits: Audits): void {
  for (const a of Object.values(audits)) {
    if (a.score === null || a.score >= 1 || a.scoreDisplayMode !== "binary") continue;
    const what = tableItems(a).flatMap((item) => item.issueType ?? item.description ?? []);
    console.log(`  ${route}: ${a.id}: ${a.title}${what.length ? ` (${what.join("; ")})` : ""}`);
  }
  for (const shift of tableItems(audits["layout-shifts"])) {
    console.log(`  ${route}: layout shift ${shift.score?.toFixed(3)} on ${shift.node?.selector ?? "(unknown element)"}`);
  }
  const [element, phases] = tableItems(audits["largest-contentful-paint-element"]);
  const phaseText = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ");
  console.log(`  ${route}: LCP ${element?.items?.[0]?.node?.selector ?? "(unknown element)"}: ${phaseText}`);
  const metric = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} (${audits[id]?.score ?? "?"})`;
  console.log(
    `  ${route}: FCP ${metric("first-contentful-paint")} ms, speed index ${metric("speed-index")} ms, TBT ${metric("total-blocking-time")} ms`,
  );
}

export function lighthouseFailures(rows: LighthouseRow[]): string[] {
  const b = LIGHTHOUSE_BUDGET;
  return rows.flatMap((r) => [
    ...(r.performance < b.performance ? [`${r.route}: performance ${r.performance} < ${b.performance}`] : []),
    ...(r.accessibility < b.accessibility ? [`${r.route}: accessibility ${r.accessibility} < ${b.accessibility}`] : []),
    ...(r.bestPractices < b.bestPractices ? [`${r.route}: best practices ${r.bestPractices} < ${b.bestPractices}`] : []),
    ...(!(r.cls < b.cls) ? [`${r.route}: CLS ${r.cls.toFixed(4)} ≥ ${b.cls}`] : []),
  ]);
}
