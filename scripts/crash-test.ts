/**
 * Crash safety (`npm run test:crash`): a real server process on SQLite is killed with SIGKILL at random
 * moments while a client keeps several itinerary writes in flight. After each kill the database file must
 * pass `PRAGMA integrity_check` and hold every write that got a 2xx; after each restart the API must list
 * them too. Exits non-zero on any lost write or damaged file.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { apiHeaders, ensureBuilt, itineraryBody, signUpRemote, sleep } from "@server/test/remote";
import { startServer } from "@server/test/server-process";

/** At least 20 in CI; CRASH_CYCLES lowers it while iterating. */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 25);
const WRITERS = 8;

ensureBuilt();
let dataDir: string | undefined;
let acked = new Set<string>();
const totals = {
  acknowledged: 0,
  failedInFlight: 0,
  refused: 0,
  inFlightLanded: 0,
  lost: 0,
  integrityFailures: 0,
  apiMismatches: 0,
  restartMs: [] as number[],
};
let cookie = "";

/** Read-only, so that closing it does not checkpoint the WAL: recovering from the kill is left to the server. */
function checkFile(dir: string): { ids: Set<string>; integrity: string } {
  const db = new SQLite(path.join(dir, "wayfarer.db"), { readonly: true });
  try {
    const integrity = (db.pragma("integrity_check", { simple: true }) as string) ?? "?";
    const ids = new Set((db.prepare("select id from itinerary").all() as { id: string }[]).map((row) => row.id));
    return { ids, integrity };
  } finally {
    db.close();
  }
}

for (let cycle = 1; cycle <= CYCLES; cycle++) {
  // One account writes over 500 itineraries here: the per-user cap is not what this test measures.
  const server = await startServer({ dataDir, env: { AUTH_RATE_LIMIT_MAX: "1000", ITINERARY_MAX_PER_USER: "1000000" } });
  dataDir = server.dataDir;
  totals.restartMs.push(server.readyMs);
  if (!cookie) cookie = (await signUpRemote(server.url, "Crash Tester", `crash-${process.pid}@example.com`)).cookie;

  // After the restart the API lists every acknowledged write.
  const listed = await fetch(`${server.url}/api/itineraries`, { headers: apiHeaders(server.url, cookie) });
  const listedIds = new Set(((await listed.json()) as { id: string }[]).map((row) => row.id));
  const missingFromApi = [...acked].filter((id) => !listedIds.has(id));
  if (listed.status !== 200 || missingFromApi.length > 0) {
    totals.apiMismatches += 1;
    console.error(
      `cycle ${cycle}: GET /api/itineraries answered ${listed.status}, missing ${missingFromApi.length} acknowledged writes`,
    );
  }

  // Writers keep several POSTs in flight until the process dies.
  let stop = false;
  let failed = 0;
  const writer = async (w: number) => {
    for (let n = 0; !stop; n++) {
      let id: string;
      try {
        const res = await fetch(`${server.url}/api/itineraries`, {
          method: "POST",
          headers: apiHeaders(server.url, cookie),
          body: JSON.stringify(itineraryBody(`crash ${cycle}.${w}.${n}`)),
        });
        if (res.status !== 201) {
          // An answer, but not a save: the server refused a valid write, which this test does not allow.
          totals.refused += 1;
          console.error(`cycle ${cycle}: POST /api/itineraries answered ${res.status}: ${await res.text()}`);
          return;
        }
        id = ((await res.json()) as { id: string }).id;
      } catch {
        failed += 1; // cut by the kill: its outcome is unknown, so it is not counted as acknowledged
        return;
      }
      acked.add(id);
    }
  };
  const before = acked.size;
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await sleep(30 + Math.random() * 400);
  await server.kill("SIGKILL");
  stop = true;
  await Promise.all(writers);
  totals.acknowledged += acked.size - before;
  totals.failedInFlight += failed;

  const { ids, integrity } = checkFile(dataDir);
  const lost = [...acked].filter((id) => !ids.has(id));
  totals.lost += lost.length;
  totals.inFlightLanded += [...ids].filter((id) => !acked.has(id)).length;
  if (integrity !== "ok") totals.integrityFailures += 1;
  if (lost.length > 0 || integrity !== "ok") {
    console.error(`cycle ${cycle}: integrity_check=${integrity}, lost ${lost.length} acknowledged writes`);
  }
  // Rows written but never acknowledged (killed between commit and answer) are kept: later cycles check them too.
  acked = new Set([...acked, ...ids]);
}

if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
const median = totals.restartMs.sort((a, b) => a - b)[Math.floor(totals.restartMs.length / 2)] ?? 0;
console.log("\nCrash safety (SIGKILL while writing, SQLite)");
console.table({
  "kill cycles": CYCLES,
  "writes acknowledged (2xx)": totals.acknowledged,
  "writes cut by the kill": totals.failedInFlight,
  "valid writes refused (non-201 answer)": totals.refused,
  "cut writes that were committed anyway": totals.inFlightLanded,
  "acknowledged writes lost": totals.lost,
  "integrity_check failures": totals.integrityFailures,
  "API listing mismatches after restart": totals.apiMismatches,
  "median restart to healthy (ms)": Math.round(median),
});
// A run that acknowledged (almost) nothing proved nothing: on average at least 10 saves per cycle.
const enoughWrites = totals.acknowledged >= CYCLES * 10;
if (!enoughWrites) console.error(`only ${totals.acknowledged} writes acknowledged in ${CYCLES} cycles`);
const ok =
  enoughWrites && totals.refused === 0 && totals.lost === 0 && totals.integrityFailures === 0 && totals.apiMismatches === 0;
console.log(ok ? "Crash safety: OK" : "Crash safety: FAILED");
process.exit(ok ? 0 : 1);
