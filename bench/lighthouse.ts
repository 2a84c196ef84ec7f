import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../e2e/browser";
import { everyPage } from "@web/lib/paths";
import { startServer } from "@server/test/server-process";

export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, cls: 0.05 };

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

/** Lighthouse (mobile emulation, simulated throttling) on every page of the production build. */
export async function runLighthouse(routes = everyPage.map((r) => r.path)): Promise<LighthouseRow[]> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const route of routes) {
      const { categories, audits } = await audit(`${server.url}${route}`, chrome.port);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      });
      if (process.env.LIGHTHOUSE_VERBOSE) printDiagnostics(route, audits);
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]["audits"];
type Item = { issueType?: string; description?: string; score?: number; node?: { selector?: string } };
const tableItems = (audit: Audits[string] | undefined): Item[] =>
  audit?.details && "items" in audit.details ? (audit.details.items as Item[]) : [];

/** LIGHTHOUSE_VERBOSE: the failing pass/fail audits (with their issue types) and what shifted the layout. */
function printDiagnostics(route: string, audits: Audits): void {
  for (const a of Object.values(audits)) {
    if (a.score === null || a.score >= 1 || a.scoreDisplayMode !== "binary") continue;
    const what = tableItems(a).flatMap((item) => item.issueType ?? item.description ?? []);
    console.log(`  ${route}: ${a.id}: ${a.title}${what.length ? ` (${what.join("; ")})` : ""}`);
  }
  for (const shift of tableItems(audits["layout-shifts"])) {
    console.log(`  ${route}: layout shift ${shift.score?.toFixed(3)} on ${shift.node?.selector ?? "(unknown element)"}`);
  }
}

export function lighthouseFailures(rows: LighthouseRow[]): string[] {
  const b = LIGHTHOUSE_BUDGET;
  return rows.flatMap((r) => [
    ...(r.performance < b.performance ? [`${r.route}: performance ${r.performance} < ${b.performance}`] : []),
    ...(r.accessibility < b.accessibility ? [`${r.route}: accessibility ${r.accessibility} < ${b.accessibility}`] : []),
    ...(r.bestPractices < b.bestPractices ? [`${r.route}: best practices ${r.bestPractices} < ${b.bestPractices}`] : []),
    ...(!(r.cls < b.cls) ? [`${r.route}: CLS ${r.cls.toFixed(3)} ≥ ${b.cls}`] : []),
  ]);
}
