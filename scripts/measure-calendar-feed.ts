/**
 * What a trip's public calendar feed costs (docs/performance.md, "Calendar feed"):
 * `node --import tsx scripts/measure-calendar-feed.ts`. A 30-day plan of 12 items a day (every item described,
 * every other one placed, some text beyond ASCII) is built in this process, then saved to the built server as a
 * real process and pulled over HTTP: one at a time, then by 8 clients at once while /api/health is asked
 * every 100 ms. The feed's pull limits are raised for the run: this measures the cost, not the limit.
 */
import fs from "node:fs";
import type { Plan, PlanItem } from "@shared/plan";
import { PLAN_SLOTS } from "@shared/plan-slots";
import { apiHeaders, ensureBuilt, signUpRemote, sleep } from "@server/test/remote";
import { startServer } from "@server/test/server-process";
import { calendarFeed } from "@server/trips/calendar-feed";

const DAYS = 30;
const ITEMS_PER_DAY = 12;
const SEQUENTIAL = 30;
const CONCURRENT_CLIENTS = 8;
const CONCURRENT_SECONDS = 8;

function thirtyDayPlan(): Plan {
  const start = Date.UTC(2027, 3, 1);
  return {
    version: 2,
    title: "Kyoto, slowly",
    introduction: "A month in Kyoto.",
    final_notes: "Carry cash.",
    theme: "culture",
    destination: { query: "Kyoto", name: "Kyoto", country: "JP", lat: 35.0116, lon: 135.7681 },
    days: Array.from({ length: DAYS }, (_, d) => ({
      day: d + 1,
      date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
      base: "Kyoto",
      theme: `Day ${d + 1} in Kyoto`,
      items: Array.from({ length: ITEMS_PER_DAY }, (_, i): PlanItem => ({
        id: `${d + 1}.${i + 1}`,
        slot: PLAN_SLOTS[i % PLAN_SLOTS.length]!,
        title: `Kiyomizu-dera 清水寺 ${i + 1}`,
        description: "Up Matsubara-dōri, then tea.",
        // Every other item placed: the whole plan must fit in one request body (64 KB).
        ...(i % 2 === 0 && { place: { name: "Kiyomizu-dera", lat: 34.9949, lon: 135.785 } }),
        source: "traveller",
      })),
    })),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: res.status, bytes };
}

const plan = thirtyDayPlan();

// In this process: building the feed, warmed up first.
for (let i = 0; i < 5; i++) calendarFeed("warm-up", plan);
const builds: number[] = [];
let feedBytes = 0;
for (let i = 0; i < 30; i++) {
  const started = performance.now();
  feedBytes = Buffer.byteLength(calendarFeed("measured", plan));
  builds.push(performance.now() - started);
}

ensureBuilt();
const server = await startServer({
  env: {
    AUTH_RATE_LIMIT_MAX: "1000",
    RATE_LIMIT_CALENDAR_PER_TOKEN_PER_10_MIN: "1000000",
    RATE_LIMIT_CALENDAR_PER_ADDRESS_PER_10_MIN: "1000000",
  },
});
const { url } = server;
const { cookie } = await signUpRemote(url, "Feed Measurer", `feed-${process.pid}@example.com`);
const headers = apiHeaders(url, cookie);
// The text is only what lists show; the feed is made from the plan, which takes the whole body.
const body = JSON.stringify({ title: plan.title, days: "Day 1 - 2027-04-01*Morning: see the plan", plan });
const saved = await fetch(`${url}/api/itineraries`, { method: "POST", headers, body });
if (saved.status !== 201) throw new Error(`saving the plan failed with ${saved.status}: ${await saved.text()}`);
const { id } = (await saved.json()) as { id: string };
const feedUrl = (
  (await (await fetch(`${url}/api/itineraries/${id}/calendar`, { method: "POST", headers })).json()) as { url: string }
).url;
const shareToken = (
  (await (await fetch(`${url}/api/itineraries/${id}/share`, { method: "POST", headers })).json()) as { token: string }
).token;

async function sequential(target: string, init?: RequestInit) {
  const runs = [];
  for (let i = 0; i < SEQUENTIAL; i++) runs.push(await timed(target, init));
  return {
    median: median(runs.map((run) => run.ms)),
    statuses: [...new Set(runs.map((run) => run.status))],
    bytes: runs[0]!.bytes,
  };
}

const health = await sequential(`${url}/api/health`);
const shared = await sequential(`${url}/api/shared/${shareToken}`);
const feed = await sequential(feedUrl);
const etag = (await fetch(feedUrl)).headers.get("etag");
const revalidated = etag ? await sequential(feedUrl, { headers: { "If-None-Match": etag } }) : undefined;

// Eight clients pulling the feed as fast as they can, without If-None-Match, while health is probed.
const deadline = Date.now() + CONCURRENT_SECONDS * 1000;
let pulls = 0;
const healthDuring: number[] = [];
await Promise.all([
  ...Array.from({ length: CONCURRENT_CLIENTS }, async () => {
    while (Date.now() < deadline) {
      await timed(feedUrl);
      pulls++;
    }
  }),
  (async () => {
    while (Date.now() < deadline) {
      healthDuring.push((await timed(`${url}/api/health`)).ms);
      await sleep(100);
    }
  })(),
]);

await server.stop();
fs.rmSync(server.dataDir, { recursive: true, force: true });

console.log(`\nCalendar feed of a ${DAYS}-day plan, ${ITEMS_PER_DAY} items a day (${(feedBytes / 1024).toFixed(0)} KB)`);
console.table({
  "build in process, median ms": median(builds).toFixed(2),
  "GET /api/health, median ms": health.median.toFixed(1),
  "GET /api/shared/:token, median ms": shared.median.toFixed(1),
  "GET feed, median ms": feed.median.toFixed(1),
  "GET feed with If-None-Match, median ms": revalidated
    ? `${revalidated.median.toFixed(1)} (${revalidated.statuses.join(", ")})`
    : "no ETag",
  [`${CONCURRENT_CLIENTS} clients pulling, answers/s`]: Math.round(pulls / CONCURRENT_SECONDS),
  "health meanwhile, median ms": median(healthDuring).toFixed(1),
  "health meanwhile, max ms": Math.max(...healthDuring).toFixed(1),
  "load average (1 min) at the end": (await import("node:os")).loadavg()[0]!.toFixed(2),
});
