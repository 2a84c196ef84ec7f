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
  /** woff2 files its stylesheets declare (already compressed: counted as they are), the most it can load. */
  fontsKb: number;
}

export const HOME_JS_BUDGET_KB = 120;
export const ROUTE_EXTRA_JS_BUDGET_KB = 40;
export const FONTS_BUDGET_KB = 100;

/** Gzipped JS and CSS each route needs before its first render: the entry, the screen chunk, their static imports. */
export function measureRouteSizes(webDir = "dist/web"): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length / 1024;
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
  const fontsKb = (css: string[]) => {
    const fonts = new Set(css.flatMap((file) => cssFonts(fs.readFileSync(path.join(webDir, file), "utf8"))));
    return [...fonts].reduce((total, font) => total + fs.statSync(path.join(webDir, font)).size / 1024, 0);
  };
  return pageChunks(manifest).map(({ page, js, css, ownJs }) => ({
    route: page.path,
    jsKb: sum(js),
    cssKb: sum(css),
    extraJsKb: sum(ownJs),
    fontsKb: fontsKb(css),
  }));
}

/**
 * The woff2 files a stylesheet's @font-face rules point at. A browser fetches one only when the page draws text in
 * that face (the Latin subset of Inter and of Fraunces, both drawn and preloaded on every page), so it is an upper
 * bound that is also today's figure.
 */
export function cssFonts(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?\/?([^"')]+\.woff2)["']?\s*\)/g)].map((match) => match[1]!);
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
    if (size.fontsKb > FONTS_BUDGET_KB) {
      failures.push(`${size.route} loads ${size.fontsKb.toFixed(1)} KB of fonts (budget ${FONTS_BUDGET_KB} KB)`);
    }
  }
  return failures;
}
