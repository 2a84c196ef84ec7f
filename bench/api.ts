import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Options, type Result } from "autocannon";
import { openDatabase } from "@server/db/client";
import { prepareDatabase } from "@server/prepare-database";
import { testConfig } from "@server/test/app";
import { apiHeaders, itineraryBody, peakRssMb, signUpRemote } from "@server/test/remote";
import { SERVER_NODE_ARGS, startServer } from "@server/test/server-process";

export const API_BUDGET = { throughputRatio: 0.5, p99Ms: 25, peakRssMb: 200 };
const TOTAL_ROWS = 10_000;
const OWN_ROWS = 50;

export interface LoadFigures {
  requestsPerSecond: number;
  /** The answering process's CPU time (user + system) per request, in microseconds. */
  cpuMicrosPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ApiRound {
  /** 1-minute load average of the machine just before the round's runs. */
  loadAverage: number;
  list: LoadFigures;
  bare: LoadFigures;
  /** The same list from Express 5 and better-sqlite3 (express-peer.ts), the stack a peer serves trips with. */
  peer: LoadFigures;
  ratio: number;
  peerRatio: number;
}

export interface ApiBench {
  rounds: ApiRound[];
  list: LoadFigures;
  bare: LoadFigures;
  /** Median of the per-round ratios to the bare server, and their spread. */
  ratio: Spread;
  peer: LoadFigures;
  /** Median of the per-round ratios of Wayfarer's list to the Express peer's, and their spread. */
  peerRatio: Spread;
  create: LoadFigures;
  bodyBytes: number;
  peakRssMb: number;
}

interface Spread {
  median: number;
  min: number;
  max: number;
}

const ROUNDS = 8;
const ROUND_SECONDS = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Median throughput and latency over the runs, their errors counted over all runs. */
const typical = (runs: LoadFigures[]): LoadFigures => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
  p50Ms: median(runs.map((run) => run.p50Ms)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 where that cannot be read. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** One autocannon run, with the CPU the answering process spent on it. */
async function load(pid: number | undefined, options: Options): Promise<LoadFigures> {
  const cpuBefore = cpuSeconds(pid);
  const result: Result = await autocannon(options);
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    cpuMicrosPerRequest: result.requests.total > 0 ? (cpu * 1e6) / result.requests.total : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * GET /api/itineraries for a user with 50 itineraries in a table of 10,000, with a real session cookie,
 * against a real server process (SQLite), compared with a bare node:http server answering the same JSON
 * body and with the same list served by Express 5 and better-sqlite3 (express-peer.ts); then POST
 * /api/itineraries. Peak RSS of the server process is read from /proc (VmHWM).
 *
 * The load generator shares the machine's two cores with the server, so anything else running moves every
 * figure. Long rounds let a burst elsewhere land on one side only (that is how a quiet-machine ratio of
 * 0.74-0.93 became 0.41-0.61 on a busy one); short rounds of the three sides in turn, each round starting
 * with another side, see the same machine, and the median of the rounds' ratios is what counts. Each round
 * prints the load average.
 */
export async function measureApi({ connections = 50, seconds = ROUND_SECONDS, rounds = ROUNDS } = {}): Promise<ApiBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-bench-"));
  const db = openDatabase({ dataDir });
  await prepareDatabase(db, testConfig());
  // BENCH_PROF=<folder> writes a CPU profile of the server (open it in Chrome's DevTools) when it stops.
  const profile = process.env.BENCH_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  // Throughput, not the limits (as in the load test): all 50 connections come from loopback, as if through a
  // proxy, so no per-address share; the create phase writes far more than the per-user cap of 500 trips.
  const env = { LOG_LEVEL: "warn", MAX_CONNECTIONS_PER_ADDRESS: "0", ITINERARY_MAX_PER_USER: "1000000" };
  const server = await startServer({ dataDir, env, nodeArgs: profile });
  const bare = await startBareServer();
  let peer: Awaited<ReturnType<typeof startExpressPeer>> | undefined;
  try {
    const { cookie, userId } = await signUpRemote(server.url, "Bench Traveller", "bench@example.com");
    await seed(db, userId);
    const headers = apiHeaders(server.url, cookie);
    const listUrl = `${server.url}/api/itineraries`;
    const body = await (await fetch(listUrl, { headers })).text();
    if ((JSON.parse(body) as unknown[]).length !== OWN_ROWS) throw new Error("the bench user should see exactly 50 itineraries");
    await bare.setBody(body);
    peer = await startExpressPeer(path.join(dataDir, "wayfarer.db"));
    const peerUrl = `${peer.url}api/itineraries`;
    const peerBody = await (await fetch(peerUrl, { headers })).text();
    if (peerBody !== body) throw new Error(`the Express peer should answer the same list:\n${peerBody}\n${body}`);

    const runs = {
      list: () => load(server.child.pid, { url: listUrl, headers, connections, duration: seconds }),
      bare: () => load(bare.pid, { url: bare.url, connections, duration: seconds }),
      peer: () => load(peer!.pid, { url: peerUrl, headers, connections, duration: seconds }),
    };
    const sides = Object.keys(runs) as (keyof typeof runs)[];
    for (const side of sides) await runs[side](); // warm-up: JIT, caches, connections
    const measured: ApiRound[] = [];
    for (let round = 0; round < rounds; round++) {
      const loadAverage = os.loadavg()[0]!;
      // Each round starts with another side, so a burst elsewhere does not always land on the same one.
      const figures = {} as Record<keyof typeof runs, LoadFigures>;
      for (let turn = 0; turn < sides.length; turn++) {
        const side = sides[(round + turn) % sides.length]!;
        figures[side] = await runs[side]();
      }
      const { list, bare: bareRun, peer: peerRun } = figures;
      measured.push({
        loadAverage,
        list,
        bare: bareRun,
        peer: peerRun,
        ratio: list.requestsPerSecond / bareRun.requestsPerSecond,
        peerRatio: list.requestsPerSecond / peerRun.requestsPerSecond,
      });
    }
    const peakRss = peakRssMb(server.child.pid) ?? 0;
    const create = await load(server.child.pid, {
      url: listUrl,
      method: "POST",
      headers,
      body: JSON.stringify(itineraryBody("Bench trip")),
      connections,
      duration: 5,
    });
    return {
      rounds: measured,
      list: typical(measured.map((round) => round.list)),
      bare: typical(measured.map((round) => round.bare)),
      ratio: spread(measured.map((round) => round.ratio)),
      peer: typical(measured.map((round) => round.peer)),
      peerRatio: spread(measured.map((round) => round.peerRatio)),
      create,
      bodyBytes: Buffer.byteLength(body),
      peakRssMb: peakRss,
    };
  } finally {
    await db.close();
    await Promise.all([server.stop(), bare.stop(), peer?.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function apiFailures({ list, ratio: { median: ratio }, create, peakRssMb }: ApiBench): string[] {
  const failures: string[] = [];
  if (ratio < API_BUDGET.throughputRatio)
    failures.push(
      `GET /api/itineraries at ${(ratio * 100).toFixed(1)}% of the bare server's throughput (budget ${API_BUDGET.throughputRatio * 100}%)`,
    );
  if (list.p99Ms > API_BUDGET.p99Ms) failures.push(`GET /api/itineraries p99 ${list.p99Ms} ms (budget ${API_BUDGET.p99Ms} ms)`);
  if (peakRssMb > API_BUDGET.peakRssMb) failures.push(`server peak RSS ${peakRssMb} MB (budget ${API_BUDGET.peakRssMb} MB)`);
  for (const [name, run] of Object.entries({ list, create })) {
    if (run.non2xx > 0 || run.errors > 0) failures.push(`${name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  }
  return failures;
}

/** 10,000 rows: 50 of the bench user's, the rest spread over 199 other authors, dated over a year. */
async function seed(db: ReturnType<typeof openDatabase>, userId: string): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: TOTAL_ROWS }, (_, i) => {
    const own = i % (TOTAL_ROWS / OWN_ROWS) === 0;
    const author = own ? userId : `00000000-0000-4000-8000-${String(i % 199).padStart(12, "0")}`;
    const { title, days } = itineraryBody(`Seeded trip ${i}`);
    return {
      id: crypto.randomUUID(),
      author_id: author,
      author_name: own ? "Bench Traveller" : `Traveller ${i % 199}`,
      title,
      days,
      plan: null,
      engine: "offline",
      created_at: new Date(start + i * 3_600_000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db.kysely
      .insertInto("itinerary")
      .values(rows.slice(i, i + 500))
      .execute();
}

/** express-peer.ts in its own process, reading the bench's database file. */
async function startExpressPeer(sqliteFile: string): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const script = path.join(import.meta.dirname, "express-peer.ts");
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, script, sqliteFile], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve(Number(message)));
    child.once("exit", (code) => reject(new Error(`the Express peer stopped (exit code ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async stop() {
      child.kill();
    },
  };
}

/** A bare node:http server in its own process answering one fixed JSON body, the baseline for the API. */
async function startBareServer(): Promise<{
  url: string;
  pid: number | undefined;
  setBody(body: string): Promise<void>;
  stop(): Promise<void>;
}> {
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wayfarer-bare-")), "body.json");
  fs.writeFileSync(bodyFile, "[]");
  const script = `
    const http = require("node:http"); const fs = require("node:fs");
    let body = Buffer.from("[]");
    process.on("message", () => { body = fs.readFileSync(${JSON.stringify(bodyFile)}); process.send("ok"); });
    const server = http.createServer((req, res) => { res.writeHead(200, { "content-type": "application/json", "content-length": body.length }); res.end(body); });
    server.listen(0, "127.0.0.1", () => process.send(server.address().port));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const port = await new Promise<number>((resolve) => child.once("message", (message) => resolve(Number(message))));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async setBody(body) {
      fs.writeFileSync(bodyFile, body);
      child.send("reload");
      await new Promise((resolve) => child.once("message", resolve));
    },
    async stop() {
      child.kill();
      fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
    },
  };
}
