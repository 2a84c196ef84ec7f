import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Node flags the server runs with everywhere (package.json's serve, the Dockerfile, the browser tests, these
 * processes): Node 24's V8 lets the young generation grow to about 130 MB under load, which took the server's
 * peak RSS from 175 to 185-250 MB; 8 MB semi-spaces keep it near 175 MB at the same CPU per request
 * (docs/decisions/0900-node-24.md). main.process.test.ts checks that every start line agrees.
 */
export const SERVER_NODE_ARGS = ["--max-semi-space-size=8"];

/** A real server process (the built bundle) on a free loopback port, for crash, load and scale-out tests. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server wrote to stdout (its log), when started with `captureLog`. */
  log(): string;
  /** Milliseconds from spawn to the first 200 from /api/health (migrations included). */
  readyMs: number;
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    port?: number;
    bundle?: string;
    nodeArgs?: string[];
    captureLog?: boolean;
  } = {},
): Promise<ServerProcess> {
  const bundle = options.bundle ?? path.resolve("dist/server/main.js");
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first.`);
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-proc-"));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), bundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      BASE_URL: url,
      // No tiled map unless a test brings its own style: the default's host is on the internet, which tests
      // and the bench never reach (decision 1150).
      MAP_STYLE_URL: "none",
      ...options.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", options.captureLog ? "pipe" : "ignore", "pipe"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  // A cap, not a pause: a busy machine can take tens of seconds to start a process and run migrations.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;

  const kill = async (signal: NodeJS.Signals = "SIGKILL") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, port, dataDir, child, readyMs, kill, stop: () => kill("SIGTERM"), log: () => stdout };
}
