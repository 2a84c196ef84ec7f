import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/browser";
import { SERVER_NODE_ARGS } from "./src/server/test/server-process";

/** The config is evaluated again in each worker; the env keeps one port and data dir for the whole run. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_OIDC_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** A local OpenID Connect provider (oauth2-mock-server) for the "Continue with Test ID" sign-in. */
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const executablePath = await chromiumPath();

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Half the cores, as Playwright's default, but never fewer than two: the default ran the suite on one
  // worker on a 2-core machine, CI's (decision 1020).
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } } }],
  webServer: [
    {
      command: "node --import tsx e2e/oidc-provider.ts",
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: process.env.E2E_OIDC_PORT! },
    },
    {
      command: ["node", ...SERVER_NODE_ARGS, "dist/server/main.js"].join(" "),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        BASE_URL: baseURL,
        BETTER_AUTH_SECRET: "e2e-secret-only-for-the-browser-tests-0123456789",
        // Every test signs up from 127.0.0.1, and the account tests and the axe matrix (six sizes and themes)
        // try a wrong password at deletion from there too: past 5 in 10 minutes the address gets 429.
        AUTH_RATE_LIMIT_MAX: "10000",
        RATE_LIMIT_ACCOUNT_DELETE_PER_10_MIN: "1000",
        // Every browser of every worker connects from 127.0.0.1, as if through a proxy: no per-address share
        // (past 20 connections a page's read was refused with 503 now and then).
        MAX_CONNECTIONS_PER_ADDRESS: "0",
        // A test's API reads reuse kept-alive sockets after pauses of a few seconds: with the server closing idle
        // ones at 5 s, a read now and then went out on a socket being closed (ECONNRESET in one CI run).
        KEEP_ALIVE_TIMEOUT_MS: "60000",
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: "wayfarer-e2e",
        OIDC_CLIENT_SECRET: "wayfarer-e2e-secret",
        OIDC_NAME: "Test ID",
        // No tiled map: the default style's host is on the internet, which the suite never reaches;
        // e2e/tile-map.spec.ts brings its own loopback style (decision 1150).
        MAP_STYLE_URL: "none",
      },
    },
  ],
});
