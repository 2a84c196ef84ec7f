import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { everyPage } from "../src/web/app/paths";

/** Vite's build manifest: one entry per source module with its chunk, static imports and CSS. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

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

  function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { js, css };
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("No entry in the Vite manifest; run `npm run build` first.");
  const shared = closure([entryKey]);
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const sharedJs = sum(shared.js);

  return everyPage.map(({ path: route, screen }) => {
    const { js, css } = closure([entryKey, `features/${screen}.tsx`]);
    const jsKb = sum(js);
    return { route, jsKb, cssKb: sum(css), extraJsKb: jsKb - sharedJs };
  });
}

export function webSizeFailures(sizes: RouteSize[]): string[] {
  const failures: string[] = [];
  for (const size of sizes) {
    if (size.route === "/" && size.jsKb > HOME_JS_BUDGET_KB) {
      failures.push(`Home loads ${size.jsKb.toFixed(1)} KB of gzipped JS (budget ${HOME_JS_BUDGET_KB} KB)`);
    }
    if (size.extraJsKb > ROUTE_EXTRA_JS_BUDGET_KB) {
      failures.push(`${size.route} loads ${size.extraJsKb.toFixed(1)} KB beyond the shared chunk (budget ${ROUTE_EXTRA_JS_BUDGET_KB} KB)`);
    }
  }
  return failures;
}
