import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pageChunks, type Manifest } from "./scripts/page-chunks";
import { loadConfig, toPublicConfig } from "./src/server/config";
import { notFoundScreen } from "./src/web/lib/paths";
import { injectConfig, PAGE_PRELOADS_FILE } from "./src/server/web-assets";

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
 * Writes, for each page path, the chunks its screen needs beyond the entry's. The server links them as
 * modulepreload in that page's HTML, so they download alongside the entry instead of after it has run.
 */
function pagePreloads(): Plugin {
  return {
    name: "wayfarer-page-preloads",
    apply: "build",
    writeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
      const preloads = pageChunks(manifest)
        .filter(({ page }) => page.screen !== notFoundScreen)
        .map(({ page, ownJs }) => [page.path, ownJs.map((file) => `/${file}`)]);
      fs.writeFileSync(path.join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(Object.fromEntries(preloads)));
    },
  };
}

/** The font files every page's first paint needs: the interface face and the H1's display face (styles.css). */
const FIRST_PAINT_FONTS = ["inter-latin-wght-normal", "fraunces-latin-wght-normal"];

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

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve("public"),
  resolve: { tsconfigPaths: true }, // the @server, @shared, @web and @test aliases of tsconfig.json
  plugins: [react(), tailwindcss(), devPublicConfig(), preloadFonts(), pagePreloads(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
});
