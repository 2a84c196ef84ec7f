import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cookieHeader } from "./test/auth";
import { LiveReader } from "./test/live-reader";
import { freePort, SERVER_NODE_ARGS, startServer } from "./test/server-process";

// These run the built bundle as a real process (src/test/build-server-bundle.ts builds it first).
const bundle = path.resolve("dist/server/main.js");

describe("server process", () => {
  it("starts with the same Node flags everywhere: npm run serve, the Docker image, and the tests' processes", () => {
    const start = ["node", ...SERVER_NODE_ARGS, "dist/server/main.js"];
    const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(packageJson.scripts.serve).toBe(start.join(" "));
    expect(fs.readFileSync("Dockerfile", "utf8")).toContain(`CMD ${JSON.stringify(start).replaceAll(",", ", ")}`);
  });

  it("stops with a message naming the variable when configuration is wrong", () => {
    const result = spawnSync(process.execPath, [bundle], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: "/tmp/never-created-wayfarer" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
  });

  it("does not start when REDIS_URL is set and nothing answers there, and says so", async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-noredis-"));
    const result = spawnSync(process.execPath, [bundle], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        BASE_URL: "",
        PORT: "0",
        DATA_DIR: dataDir,
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
      encoding: "utf8",
      timeout: 15_000,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot reach Redis at REDIS_URL=redis://127.0.0.1:${port}`);
  });

  it("answers health, then drains and exits cleanly on SIGTERM, and the data survives a restart", async () => {
    const server = await startServer();
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: "ok" });
    await server.stop();
    expect(server.child.exitCode).toBe(0);

    const again = await startServer({ dataDir: server.dataDir });
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    await again.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("ends open live trip pages on SIGTERM and stops at once, not after the shutdown bound", async () => {
    const server = await startServer({ env: { SHUTDOWN_TIMEOUT_MS: "20000" } });
    const headers = { "Content-Type": "application/json", Origin: server.url };
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Live", email: "live@example.com", password: "correct horse battery" }),
    });
    const cookie = cookieHeader(signUp);
    const saved = await fetch(`${server.url}/api/itineraries`, {
      method: "POST",
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ title: "Open", days: "Day 1*Morning: Walk" }),
    });
    const { id } = (await saved.json()) as { id: string };
    const page = new LiveReader(await fetch(`${server.url}/api/itineraries/${id}/live`, { headers: { Cookie: cookie } }));
    await page.next("hello");
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.child.exitCode).toBe(0);
    await page.closed;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
});
