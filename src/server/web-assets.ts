import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { renderPublicConfigScript, type PublicConfig } from "../shared/public-config";
import { sessionCookieValue } from "./auth/better-auth-internals";
import { escapeHtml } from "./html";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The service worker (built by vite-plugin-pwa, decision 0960): asked again on every check, so a deploy
 * reaches installed copies at once. Its precache list names every chunk, so a stale one would keep old code.
 */
const SERVICE_WORKER_PATH = "/sw.js";

/** Written by the build (vite.config.ts): for each page path, what its HTML links for preloading. */
export const PAGE_PRELOADS_FILE = ".vite/page-preloads.json";

export interface PagePreloads {
  /** The chunks its screen needs beyond the entry's. */
  modules: string[];
  /** The chunks its part for a signed-in traveller adds (loaded after the session check). */
  signedInModules: string[];
  /** Its largest picture, with a media query when the light and dark themes show different files. */
  images: { href: string; media?: string }[];
}

/** One variant of the app page, compressed once at start. */
export interface IndexPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

/** The built index.html with the public config injected. */
export interface AppPages {
  /** sha256 hashes of inline scripts, for the Content-Security-Policy. */
  inlineScriptHashes: string[];
  /**
   * The page for a path: a known page's variant preloads its screen's chunks, and with `signedIn` (the request
   * has a session cookie) its signed-in part's too; any other path gets the plain one.
   */
  forPath(path: string, signedIn: boolean): IndexPage;
}

export function loadAppPages(webDir: string, publicConfig: PublicConfig): AppPages | undefined {
  const file = path.join(webDir, "index.html");
  if (!fs.existsSync(file)) return undefined;
  const html = injectConfig(fs.readFileSync(file, "utf8"), publicConfig);
  const plain = compressed(html);
  const byPath = new Map(
    Object.entries(readPagePreloads(webDir)).map(([page, preloads]) => {
      const signedOut = compressed(withPreloads(html, preloads));
      const signedIn = preloads.signedInModules.length ? compressed(withPreloads(html, preloads, true)) : signedOut;
      return [page, { signedOut, signedIn }];
    }),
  );
  // A route with a parameter ("/trips/:id") is matched by its shape.
  const patterns = [...byPath.keys()]
    .filter((page) => page.includes("/:"))
    .map((page) => ({ page, shape: new RegExp(`^${page.replace(/\/:[^/]+/g, "/[^/]+")}$`) }));
  const match = (page: string) => byPath.get(page) ?? byPath.get(patterns.find(({ shape }) => shape.test(page))?.page ?? "");
  return {
    inlineScriptHashes: inlineScriptHashes(html),
    forPath: (page, signedIn) => match(page)?.[signedIn ? "signedIn" : "signedOut"] ?? plain,
  };
}

function compressed(html: string): IndexPage {
  return { html, gzip: gzipSync(html), brotli: brotliCompressSync(html) };
}

function readPagePreloads(webDir: string): Record<string, PagePreloads> {
  const file = path.join(webDir, PAGE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, PagePreloads>) : {};
}

/**
 * The page's preload links; `signedIn` adds its signed-in part's chunks at low priority: they are used only after
 * the session check, so the screen's own chunks go first.
 */
function withPreloads(html: string, { modules, signedInModules, images }: PagePreloads, signedIn = false): string {
  const module = (file: string, priority = "") =>
    `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}"${priority && ` fetchpriority="${priority}"`}>`;
  const links = [
    ...modules.map((file) => module(file)),
    ...(signedIn ? signedInModules.map((file) => module(file, "low")) : []),
    ...images.map(
      ({ href, media }) =>
        `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${escapeHtml(media)}"` : ""} fetchpriority="high">`,
    ),
  ];
  return html.replace("</head>", `${links.join("")}</head>`);
}

export function injectConfig(html: string, publicConfig: PublicConfig): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(publicConfig.title)}</title>`)
    .replace("<!--app-config-->", renderPublicConfigScript(publicConfig));
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
    );
  }
  return hashes;
}

/** Static files (hashed assets cached for a year, precompressed variants preferred) and the SPA fallback. */
export function mountWeb(app: Hono, webDir: string, pages: AppPages): void {
  // index.html always goes out with the config injected, never as the raw file.
  app.get("/", (c) => sendPage(c, pages, "/"));
  app.get("/index.html", (c) => sendPage(c, pages, "/"));
  // Headers go on before the file is sent; the app page below replaces them with no-cache.
  app.use("*", async (c, next) => {
    const { path } = c.req;
    c.header(
      "Cache-Control",
      path.startsWith("/assets/") ? IMMUTABLE : path === SERVICE_WORKER_PATH ? "no-cache" : "public, max-age=3600",
    );
    await next();
  });
  // The build's own notes (Vite's manifest, the page preloads) are for this server, not for browsers.
  app.get("/.vite/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root: webDir, precompressed: true }));
  // A missing hashed asset (an old tab after a deploy) must fail loudly, not receive the app page.
  app.get("/assets/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }));
  // Every other GET is a client route: the app shows the screen (or its not-found screen).
  app.get("*", (c) => {
    // A shared trip's page and an invite are for the people they were given to, not for search engines.
    if (c.req.path.startsWith("/shared/") || c.req.path.startsWith("/invites/")) c.header("X-Robots-Tag", "noindex, nofollow");
    return sendPage(c, pages, c.req.path);
  });
}

/**
 * The app page for a path. With a session cookie the page preloads its signed-in part's chunks (the variant may
 * guess wrong when the cookie is stale: the app then simply does not use them). The page's Link header
 * announces the API answers its first render waits for (dataPreloads), so they download alongside the scripts.
 */
function sendPage(c: Context, pages: AppPages, path: string): Response {
  const signedIn = Boolean(sessionCookieValue(c.req.header("Cookie")));
  c.header(
    "Link",
    dataPreloads(path, signedIn)
      .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`)
      .join(", "),
  );
  return sendIndex(c, pages.forPath(path, signedIn));
}

/**
 * Every page asks who is signed in first (src/web/lib/session.tsx), and the trip pages read one more answer
 * before they can draw the trip. The page's own fetch of the same URL (session.tsx, src/web/lib/itineraries.ts,
 * SharedTripScreen.tsx) takes the preloaded answer instead of asking again. A session cookie goes with it as
 * with the fetch (same origin), so the owner's page gets the owner's answer; without one the owner's page shows
 * a login prompt and reads nothing, so its trip is not announced.
 */
const DATA_PAGES: { page: RegExp; api: (id: string) => string; needsSession: boolean }[] = [
  { page: /^\/trips\/([\w-]{1,100})$/, api: (id) => `/api/itineraries/${id}`, needsSession: true },
  { page: /^\/shared\/([\w-]{1,100})$/, api: (token) => `/api/shared/${token}`, needsSession: false },
];

function dataPreloads(path: string, signedIn: boolean): string[] {
  const urls = ["/api/me"];
  for (const { page, api, needsSession } of DATA_PAGES) {
    const id = page.exec(path)?.[1];
    if (id && (signedIn || !needsSession)) urls.push(api(id));
  }
  return urls;
}

function sendIndex(c: Context, index: IndexPage): Response {
  c.header("Cache-Control", "no-cache");
  c.header("Content-Type", "text/html; charset=utf-8");
  c.header("Vary", "Accept-Encoding");
  const accepted = c.req.header("Accept-Encoding") ?? "";
  if (/\bbr\b/.test(accepted)) {
    c.header("Content-Encoding", "br");
    return c.body(new Uint8Array(index.brotli));
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(index.gzip));
  }
  return c.body(index.html);
}
