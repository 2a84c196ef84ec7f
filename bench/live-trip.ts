import fs from "node:fs";
import type { Plan } from "@shared/plan";
import { cookieHeader } from "@server/test/auth";
import { LiveReader } from "@server/test/live-reader";
import { offlinePlan } from "@server/test/plans";
import { startServer, type ServerProcess } from "@server/test/server-process";

/** Travelling together under load: the push delay's p95 and the changes lost (docs/performance.md). */
export const LIVE_TRIP_BUDGET = { pushP95Ms: 500, lost: 0 };

export interface LiveTripFigures {
  members: number;
  seconds: number;
  changes: number;
  /** Changes refused as stale (409) and sent again on the newer version, as the web app does. */
  resent: number;
  pushMedianMs: number;
  pushP95Ms: number;
  /** Changes whose stop does not hold the last start its member gave it, at the end. */
  lost: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * One trip, `members` members (the owner among them), each with the trip page's live stream open and each moving
 * their own stop to another start once a second for `seconds`: every change goes through POST .../operations on the
 * version that member knows (rebased by the server when it is behind), and every stream times its arrival from the
 * moment its member sent it (the save included).
 */
export async function measureLiveTrip(
  members = 50,
  seconds = Number(process.env.LIVE_BENCH_SECONDS ?? 60),
): Promise<LiveTripFigures> {
  const server = await startServer({
    env: {
      AUTH_RATE_LIMIT_MAX: "10000",
      MAX_CONNECTIONS_PER_ADDRESS: "0",
      TRIP_MEMBERS_MAX: String(members),
      RATE_LIMIT_TRIP_EDITS_PER_HOUR: "100000",
      LOG_LEVEL: "warn",
    },
  });
  const readers: LiveReader[] = [];
  try {
    const send = (path: string, cookie: string, method = "GET", body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { Origin: server.url, Cookie: cookie, ...(body !== undefined && { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signUp = async (n: number) =>
      cookieHeader(
        await fetch(`${server.url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { Origin: server.url, "Content-Type": "application/json" },
          body: JSON.stringify({ name: `Member ${n}`, email: `member-${n}@example.com`, password: "correct horse battery" }),
        }),
      );

    const plan = await offlinePlan("2027-04-05 to 2027-04-30");
    const stops = plan.days.flatMap((day) => day.items).filter((item) => item.place);
    if (stops.length < members) throw new Error(`the plan has ${stops.length} stops for ${members} members`);
    const owner = await signUp(0);
    const created = await send("/api/itineraries", owner, "POST", { title: plan.title, days: "Day 1*Morning: x", plan });
    const trip = (await created.json()) as { id: string; version: number };
    const { url } = (await (await send(`/api/itineraries/${trip.id}/invites`, owner, "POST", { role: "editor" })).json()) as {
      url: string;
    };
    const cookies = [owner];
    for (let n = 1; n < members; n++) {
      const cookie = await signUp(n);
      await send(`/api/invites/${url.split("/invites/")[1]}/accept`, cookie, "POST");
      cookies.push(cookie);
    }

    for (const cookie of cookies) readers.push(new LiveReader(await send(`/api/itineraries/${trip.id}/live`, cookie)));
    await Promise.all(readers.map((reader) => reader.next("hello")));
    // When each version's change was sent, and when each stream saw it.
    const sentAt = new Map<number, number>();
    const delays: number[] = [];
    const arrivals = readers.map(() => new Map<number, number>());
    readers.forEach((reader, index) => {
      void (async () => {
        for (;;) {
          const change = await reader.next("changed", () => true, (seconds + 30) * 1000).catch(() => undefined);
          if (!change) return;
          arrivals[index]!.set(change.version, performance.now());
        }
      })();
    });

    let version = trip.version;
    let changes = 0;
    let resent = 0;
    const last = new Map<string, string>();
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const stopAt = performance.now() + seconds * 1000;
    await Promise.all(
      cookies.map(async (cookie, index) => {
        const stop = stops[index]!;
        // Spread over the second, as people are.
        await new Promise((resolve) => setTimeout(resolve, (index * 1000) / members));
        for (let round = 0; performance.now() < stopAt; round++) {
          const started = performance.now();
          const start = clock(8 * 60 + ((round * 5) % 600));
          for (;;) {
            const sent = performance.now();
            const res = await send(`/api/itineraries/${trip.id}/operations`, cookie, "POST", {
              version,
              operations: [{ type: "retime_item", itemId: stop.id, start }],
            });
            if (res.ok) {
              const saved = (await res.json()) as { version: number };
              sentAt.set(saved.version, sent);
              version = Math.max(version, saved.version);
              last.set(stop.id, start);
              changes++;
              break;
            }
            if (res.status !== 409) throw new Error(`a change answered ${res.status}: ${await res.text()}`);
            resent++;
            await new Promise((resolve) => setTimeout(resolve, 10));
            version = Math.max(
              version,
              ...readers[index]!.events.flatMap((e) => (e.event === "changed" ? [e.data.version] : [])),
            );
          }
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
        }
      }),
    );
    // Let the last pushes arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const seen of arrivals) {
      for (const [saved, sent] of sentAt) {
        const arrived = seen.get(saved);
        // A version a stream never saw is a push lost: it counts as the whole run.
        delays.push(arrived === undefined ? seconds * 1000 : arrived - sent);
      }
    }
    const final = (await (await send(`/api/itineraries/${trip.id}`, owner)).json()) as { plan: Plan };
    const now = new Map(final.plan.days.flatMap((day) => day.items).map((item) => [item.id, item.start]));
    const lost = [...last].filter(([id, start]) => now.get(id) !== start).length;
    delays.sort((a, b) => a - b);
    return {
      members,
      seconds,
      changes,
      resent,
      pushMedianMs: percentile(delays, 0.5),
      pushP95Ms: percentile(delays, 0.95),
      lost,
    };
  } finally {
    await Promise.all(readers.map((reader) => reader.close()));
    await stopServer(server);
  }
}

async function stopServer(server: ServerProcess) {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
