import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp } from "../app";
import { loadConfig, type Config } from "../config";
import type { Db } from "../db/client";
import { TripListCache, noTripListCache } from "../trips/list-cache";

/** Config for tests: defaults plus overrides, never the developer's own environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "test-secret-for-wayfarer-unit-tests-0123456789",
    // Mail without SMTP goes to DATA_DIR/mail: never the checkout's ./data.
    DATA_DIR: path.join(os.tmpdir(), "wayfarer-tests"),
    // Many accounts are created per test file, all from one address.
    AUTH_RATE_LIMIT_MAX: "1000",
    // No map style: the default's host is on the internet, which tests never reach (decision 1150).
    MAP_STYLE_URL: "none",
    ...overrides,
  });
}

/** The app as main.ts builds it for this database (an itinerary list cache with SQLite only). */
export function testApp(db: Db, options: { webDir?: string; env?: Record<string, string> } = {}) {
  const tripListCache = db.kind === "sqlite" ? new TripListCache() : noTripListCache;
  return createApp({
    config: testConfig(options.env),
    db,
    logger: pino({ level: "silent" }),
    tripListCache,
    webDir: options.webDir,
  });
}

/** A built-web-app stand-in: index.html with an inline script (to be hashed into the CSP) and one hashed asset. */
export function makeWebDir(): { webDir: string; remove(): void } {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(
    path.join(webDir, "index.html"),
    `<!doctype html><html><head><title>x</title><script>document.documentElement.dataset.x="1"</script><!--app-config--></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js"), "console.log('hi')");
  fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js.br"), Buffer.from([1, 2, 3]));
  return { webDir, remove: () => fs.rmSync(webDir, { recursive: true, force: true }) };
}

/** The app behind a real node HTTP server on a loopback port, with the same call shape as `app.request()`. */
export async function serveOnLoopback(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    request: (url: string, init?: RequestInit) => fetch(new URL(url, origin), init),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
