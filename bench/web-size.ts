import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageChunks, type Manifest } from "../scripts/page-chunks";

export interface RouteSize {
  route: string;
  jsKb: number;
  cssKb: number;
  /** JS beyond what every route loads (the entry chunk and its imports). */
  extraJsKb: number;
}

export const HOME_JS_BUDGET_KB = 120;
export const ROUTE_EXTRA_JS_BUDGET_KB = 40;

/** Gzipped JS and CSS each route needs before its first render: the entry, the screen chunk, their static imports. */
export function measureRouteSizes(webDir = "dist/web"): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length / 1024;
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
  return pageChunks(manifest).map(({ page, js, css, ownJs }) => ({
    route: page.path,
    jsKb: sum(js),
    cssKb: sum(css),
    extraJsKb: sum(ownJs),
  }));
}

export function webSizeFailures(sizes: RouteSize[]): string[] {
  const failures: string[] = [];
  for (const size of sizes) {
    if (size.route === "/" && size.jsKb > HOME_JS_BUDGET_KB) {
      failures.push(`Home loads ${size.jsKb.toFixed(1)} KB of gzipped JS (budget ${HOME_JS_BUDGET_KB} KB)`);
    }
    if (size.extraJsKb > ROUTE_EXTRA_JS_BUDGET_KB) {
      failures.push(
        `${size.route} loads ${size.extraJsKb.toFixed(1)} KB beyond the shared chunk (budget ${ROUTE_EXTRA_JS_BUDGET_KB} KB)`,
      );
    }
  }
  return failures;
}
