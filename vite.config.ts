import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pageChunks, type Manifest } from "./scripts/page-chunks";
import { loadConfig, toPublicConfig } from "./src/server/config";
import { STRIP_IMAGES } from "./src/web/features/generator/strip-images";
import { duskImage, HOME_HERO_IMAGE } from "./src/web/lib/illustrations";
import { notFoundScreen, paths } from "./src/web/lib/paths";
import { injectConfig, PAGE_PRELOADS_FILE, type PagePreloads } from "./src/server/web-assets";

const outDir = path.resolve("dist/web");

/** Writes .br and .gz next to every compressible file, so the server never compresses assets per request. */
function precompress(): Plugin {
  return {
    name: "wayfarer-precompress",
    apply: "build",
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * The picture that is a page's largest paint (Lighthouse's LCP element): it is linked from the page's HTML, so
 * it downloads with the scripts instead of after they have drawn the page.
 */
const LEAD_IMAGES: Record<string, string> = { [paths.home]: HOME_HERO_IMAGE, [paths.generator]: STRIP_IMAGES[0]! };

/**
 * The lead picture in each theme. The theme follows the system's until the traveller picks one (index.html), so
 * the media queries pick the right file for everyone but those who chose the other theme.
 */
function leadImages(page: string): PagePreloads["images"] {
  const src = LEAD_IMAGES[page];
  if (!src) return [];
  const dusk = duskImage(src);
  if (dusk === src) return [{ href: src }];
  return [
    { href: src, media: "(prefers-color-scheme: light)" },
    { href: dusk, media: "(prefers-color-scheme: dark)" },
  ];
}

/**
 * Writes, for each page path, the chunks its screen needs beyond the entry's, those its signed-in part adds, and
 * its lead picture. The server links them (modulepreload, image preload) in that page's HTML, so they download
 * alongside the entry instead of after it has run (and, for the signed-in part, after the session check).
 */
function pagePreloads(): Plugin {
  return {
    name: "wayfarer-page-preloads",
    apply: "build",
    writeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
      const preloads = pageChunks(manifest)
        .filter(({ page }) => page.screen !== notFoundScreen)
        .map(({ page, ownJs, signedInJs }): [string, PagePreloads] => [
          page.path,
          {
            modules: ownJs.map((file) => `/${file}`),
            signedInModules: signedInJs.map((file) => `/${file}`),
            images: leadImages(page.path),
          },
        ]);
      fs.writeFileSync(path.join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(Object.fromEntries(preloads)));
    },
  };
}

/** The font files every page's first paint needs: the interface face and the H1's display face (styles.css). */
const FIRST_PAINT_FONTS = ["inter-latin-wght-400-700", "fraunces-latin-wght-650"];

/**
 * Links the first paint's fonts as preloads in the built index.html, by their hashed names, so they download with
 * the CSS instead of after it has been parsed and the first text laid out.
 */
function preloadFonts(): Plugin {
  return {
    name: "wayfarer-preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return FIRST_PAINT_FONTS.map((name) => {
          const file = files.find((f) => new RegExp(`(^|/)${name}-[\\w-]+\\.woff2$`).test(f));
          if (!file) throw new Error(`The build has no ${name} font file to preload`);
          return {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: true },
            injectTo: "head",
          };
        });
      },
    },
  };
}

/** In development the Vite server serves index.html, so it injects the public config the same way. */
function devPublicConfig(): Plugin {
  return {
    name: "wayfarer-dev-public-config",
    apply: "serve",
    transformIndexHtml: (html) => injectConfig(html, toPublicConfig(loadConfig())),
  };
}

type PluginState = { started?: number };

/**
 * Keeps no API answer whose request started before the app last forgot the signed-in answers
 * (src/web/lib/offline.ts writes that time into the meta cache, then deletes the API cache): an answer for
 * the previous user still in flight at a sign-out never lands in the next user's cache. The check runs
 * before the answer is stored and again after (the page may have forgotten in between); each stored
 * answer carries its request's start, so the second check removes that answer only, never a newer one
 * for the same URL. Workbox copies these functions into sw.js as text: they name their caches literally.
 */
const forgetAnswersFromBeforeASignOut = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: PluginState }) => {
    if (state) state.started = Date.now();
    return request;
  },
  cacheWillUpdate: async ({ response, state }: { response: Response; state?: PluginState }) => {
    const mark = await (await caches.open("wayfarer-meta")).match("/__wayfarer/forgotten-at");
    const started = state?.started;
    if (started === undefined || started <= (mark ? Number(await mark.text()) : 0)) return null;
    const headers = new Headers(response.headers);
    headers.set("X-Wayfarer-Started", String(started));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cacheDidUpdate: async ({ cacheName, request, state }: { cacheName: string; request: Request; state?: PluginState }) => {
    const mark = await (await caches.open("wayfarer-meta")).match("/__wayfarer/forgotten-at");
    const started = state?.started;
    if (started === undefined || started > (mark ? Number(await mark.text()) : 0)) return;
    const cache = await caches.open(cacheName);
    const kept = await cache.match(request);
    if (kept?.headers.get("X-Wayfarer-Started") === String(started)) await cache.delete(request);
  },
};

/**
 * Serves a kept signed-in answer only to the user it was kept for (decision 0960). The server names the
 * signed-in user in the `wayfarer-cache-owner` cookie (GET /api/me sets it for as long as a session lasts
 * unused; sign-out clears it), which this worker reads through Cookie Store: each answer is kept with that
 * name, and served from the cache only while the cookie still says it. A browser whose cookies went (cleared,
 * expired with the session) is served nothing kept. Where a worker has no Cookie Store, answers are kept and
 * served as before.
 */
const onlyForTheSignedInUser = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (typeof cookieStore === "undefined") return response;
    const owner = (await cookieStore.get("wayfarer-cache-owner"))?.value;
    if (!owner) return null;
    const headers = new Headers(response.headers);
    headers.set("X-Wayfarer-Owner", owner);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse || typeof cookieStore === "undefined") return cachedResponse ?? null;
    const owner = (await cookieStore.get("wayfarer-cache-owner"))?.value;
    return owner && cachedResponse.headers.get("X-Wayfarer-Owner") === owner ? cachedResponse : null;
  },
};

/**
 * What the server refuses is no longer kept: a 401 (the session ended, here or elsewhere) forgets every
 * signed-in answer, as a sign-out does; a 404 (a deleted trip, a revoked share link) forgets that answer.
 */
const forgetRefusedAnswers = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 401) {
      await (await caches.open("wayfarer-meta")).put("/__wayfarer/forgotten-at", new Response(String(Date.now())));
      await caches.delete("wayfarer-api");
    } else if (response.status === 404) {
      for (const name of ["wayfarer-api", "wayfarer-shared"]) await (await caches.open(name)).delete(request);
    }
    return response;
  },
};

/**
 * The service worker (decision 0960): the app shell precached; pages from the network, else the shell;
 * the signed-in reads and shared trips network first with a 3 s timeout, else their last answer (shared
 * trips for 12 hours at most). Registered by main.tsx in production builds only.
 */
function offline(): Plugin[] {
  return VitePWA({
    strategies: "generateSW",
    injectRegister: false,
    manifest: false, // public/manifest.webmanifest, linked from index.html
    workbox: {
      // The shell: the page, every chunk and the stylesheet, the logo and the install icons. Not the
      // destination and gallery pictures, nor the precompressed copies (the browser asks for the plain URL).
      globPatterns: ["index.html", "assets/*.{js,css}", "illustrations/favicon.svg", "icons/*.png", "manifest.webmanifest"],
      // The tiled map (OpenFreeMap's style by default, none with MAP_STYLE_URL=none) needs its tiles from the
      // network anyway; offline the trip page draws its schematic maps and never loads these (decision 1150).
      globIgnores: ["assets/TileMap-*", "assets/maplibre-gl-worker-*"],
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      // No cache-first fallback for every navigation: pages come from the network below (with their
      // per-request config and preloads) and the precached shell answers only when that fails.
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.mode === "navigate" && !url.pathname.startsWith("/api/"),
          handler: "NetworkFirst",
          options: {
            cacheName: "wayfarer-pages",
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 40 },
            precacheFallback: { fallbackURL: "index.html" },
          },
        },
        {
          // Who is signed in and their itineraries (list, any query, and each one), for that user only.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(?:me|itineraries(?:\/[^/]+)?)$/.test(url.pathname),
          handler: "NetworkFirst",
          method: "GET",
          options: {
            cacheName: "wayfarer-api",
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            plugins: [forgetAnswersFromBeforeASignOut, onlyForTheSignedInUser, forgetRefusedAnswers],
          },
        },
        {
          // Shared trips, whoever opens them: long enough for a flight, not weeks after a link may have been revoked.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/shared\/[^/]+$/.test(url.pathname),
          handler: "NetworkFirst",
          method: "GET",
          options: {
            cacheName: "wayfarer-shared",
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 50, maxAgeSeconds: 12 * 60 * 60 },
            plugins: [forgetAnswersFromBeforeASignOut, forgetRefusedAnswers],
          },
        },
      ],
    },
  });
}

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve("public"),
  resolve: { tsconfigPaths: true }, // the @server, @shared, @web and @test aliases of tsconfig.json
  plugins: [react(), tailwindcss(), devPublicConfig(), preloadFonts(), pagePreloads(), offline(), precompress()],
  // MapLibre's worker is an ES module that imports its shared half.
  worker: { format: "es" },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
    // Rolldown otherwise makes a chunk of every small module two screens share (an icon, a hook): the generator
    // needed 18 requests before its first render. Common chunks under 8 KB are copied into each screen that uses
    // them instead, a few KB of repeats for 124 -> 36 preloaded chunks over all pages. A copied module runs once
    // per copy: module-level state (a cache, a store, a context) must not live in one (decision 0980).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
});
