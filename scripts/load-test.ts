/**
 * Load (`npm run test:load`): mixed traffic at 100 connections against a real server process on loopback
 * for 60 s (LOAD_SECONDS overrides): list, create and delete itineraries, and chat with the offline engine.
 * Several users with real session cookies. Afterwards every user's list must equal what they created minus
 * what they deleted. Exits non-zero on any answer other than the operation's success (a 5xx, but also a
 * 401 or 429 that would leave the rest of the run proving nothing), any network error, or a lost (or
 * resurrected) write.
 */
import fs from "node:fs";
import { apiHeaders, ensureBuilt, itineraryBody, peakRssMb, signUpRemote } from "@server/test/remote";
import { startServer } from "@server/test/server-process";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 100;
const USERS = 10;
type Op = "list" | "create" | "delete" | "chat";

ensureBuilt();
// Every connection comes from this one address, as if through a proxy: no per-address connection share.
const server = await startServer({
  // Throughput, not the limits: each user may save as many itineraries as the run makes.
  env: {
    AUTH_RATE_LIMIT_MAX: "1000",
    RATE_LIMIT_CHAT_PER_10_MIN: "1000000",
    MAX_CONNECTIONS_PER_ADDRESS: "0",
    ITINERARY_MAX_PER_USER: "1000000",
  },
});
const url = server.url;
const users: { cookie: string; userId: string }[] = [];
for (let i = 0; i < USERS; i++) users.push(await signUpRemote(url, `Load ${i}`, `load-${process.pid}-${i}@example.com`));
const created = users.map(() => new Set<string>());
const deleted = users.map(() => new Set<string>());

const latencies: Record<Op, number[]> = { list: [], create: [], delete: [], chat: [] };
const statuses = new Map<string, number>();
/** The status each operation answers when it does its work. */
const SUCCESS: Record<Op, number> = { list: 200, create: 201, delete: 204, chat: 200 };
let serverErrors = 0;
let unexpected = 0;
let networkErrors = 0;

function pick(hasOwn: boolean): Op {
  const r = Math.random();
  if (r < 0.45) return "list";
  if (r < 0.7) return "create";
  if (r < 0.9) return hasOwn ? "delete" : "create";
  return "chat";
}

async function worker(w: number, deadline: number) {
  const u = w % USERS;
  const { cookie } = users[u]!;
  const headers = apiHeaders(url, cookie);
  const own: string[] = [];
  for (let n = 0; Date.now() < deadline; n++) {
    const op = pick(own.length > 0);
    const started = performance.now();
    try {
      let res: Response;
      if (op === "list") res = await fetch(`${url}/api/itineraries`, { headers });
      else if (op === "create") {
        res = await fetch(`${url}/api/itineraries`, {
          method: "POST",
          headers,
          body: JSON.stringify(itineraryBody(`load ${w}.${n}`)),
        });
      } else if (op === "delete") {
        const id = own.splice(Math.floor(Math.random() * own.length), 1)[0]!;
        res = await fetch(`${url}/api/itineraries/${id}`, { method: "DELETE", headers });
        if (res.status === 204) deleted[u]!.add(id);
      } else {
        res = await fetch(`${url}/api/ai/generate`, {
          method: "POST",
          headers,
          body: JSON.stringify({ prompt: `Ideas for day ${n} in Kyoto?` }),
        });
      }
      const text = await res.text();
      if (op === "create" && res.status === 201) {
        const { id } = JSON.parse(text) as { id: string };
        created[u]!.add(id);
        own.push(id);
      }
      latencies[op].push(performance.now() - started);
      statuses.set(`${op} ${res.status}`, (statuses.get(`${op} ${res.status}`) ?? 0) + 1);
      if (res.status >= 500) serverErrors += 1;
      else if (res.status !== SUCCESS[op]) unexpected += 1;
    } catch {
      networkErrors += 1;
    }
  }
}

const began = Date.now();
await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w, began + SECONDS * 1000)));
const elapsed = (Date.now() - began) / 1000;

// Every acknowledged create is listed, no acknowledged delete comes back.
let lost = 0;
let resurrected = 0;
for (let u = 0; u < USERS; u++) {
  const res = await fetch(`${url}/api/itineraries`, { headers: apiHeaders(url, users[u]!.cookie) });
  const listed = new Set(((await res.json()) as { id: string }[]).map((row) => row.id));
  for (const id of created[u]!) if (!deleted[u]!.has(id) && !listed.has(id)) lost += 1;
  for (const id of deleted[u]!) if (listed.has(id)) resurrected += 1;
}
const peakRss = peakRssMb(server.child.pid) ?? "n/a";
await server.stop();
const cleanExit = server.child.exitCode === 0;
fs.rmSync(server.dataDir, { recursive: true, force: true });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
};
const total = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
console.log(`\nLoad: ${SECONDS} s, ${CONNECTIONS} connections, ${USERS} users, SQLite, chat with the offline engine`);
console.table(
  Object.fromEntries(
    (Object.keys(latencies) as Op[])
      .filter((op) => latencies[op].length > 0)
      .map((op) => [
        op,
        {
          requests: latencies[op].length,
          "p50 ms": quantile(latencies[op], 0.5).toFixed(1),
          "p99 ms": quantile(latencies[op], 0.99).toFixed(1),
        },
      ]),
  ),
);
console.log(`statuses: ${[...statuses].map(([key, count]) => `${key}: ${count}`).join(", ")}`);
console.table({
  "requests/s": Math.round(total / elapsed),
  "5xx answers": serverErrors,
  "other answers than success": unexpected,
  "network errors": networkErrors,
  "acknowledged creates": created.reduce((sum, set) => sum + set.size, 0),
  "acknowledged deletes": deleted.reduce((sum, set) => sum + set.size, 0),
  "lost writes": lost,
  "deleted rows back": resurrected,
  "server peak RSS (MB)": peakRss,
  "clean exit on SIGTERM": cleanExit,
});
const ok = serverErrors === 0 && unexpected === 0 && networkErrors === 0 && lost === 0 && resurrected === 0 && cleanExit;
console.log(ok ? "Load: OK" : "Load: FAILED");
process.exit(ok ? 0 : 1);
