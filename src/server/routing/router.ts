import type { Config } from "../config";
import { driveMinutes, estimateLeg, leg, transitMinutes, type LegEstimate } from "./estimate";
import { fetchTable, OSRM_MAX_POINTS, type OsrmProfile, type OsrmTable, type RoutingFallback } from "./osrm-table";

/**
 * The travel-time layer between a day's stops (docs/routing.md): a matrix of legs for some points, from the offline
 * estimate or from an OSRM-compatible routing server (ROUTING_URL) with the estimate as the fallback.
 */

type Point = { lat: number; lon: number };

/**
 * The leg from point `from` to point `to` (indices into the points the matrix was made for). `fallback` says why
 * some or all legs are estimates although a routing server is configured (null when none fell back, and always for
 * the estimate router), so that the caller can log it once.
 */
export type LegMatrix = ((from: number, to: number) => LegEstimate) & { readonly fallback: RoutingFallback | null };

export interface Router {
  /** Never rejects: a routing server that fails gives estimates. */
  matrix(points: readonly Point[], signal?: AbortSignal): Promise<LegMatrix>;
}

function outOfRange(from: number, to: number, size: number): never {
  throw new RangeError(`No leg ${from} -> ${to} in a matrix of ${size} points.`);
}

/** Estimates only, worked out as they are asked for. */
export const estimateRouter: Router = {
  matrix(points) {
    const list = points.slice();
    const lookup = (from: number, to: number) => {
      const a = list[from];
      const b = list[to];
      return a && b ? estimateLeg(a, b) : outOfRange(from, to, list.length);
    };
    return Promise.resolve(Object.assign(lookup, { fallback: null }));
  },
};

/** OSRM has no public transport: walks come from the foot profile, transit and road legs from the driving one. */
const profileOf = (estimate: LegEstimate): OsrmProfile => (estimate.mode === "walk" ? "foot" : "driving");

/** The routed leg for the estimate's mode, from the server's seconds and metres (docs/routing.md). */
function routedLeg(estimate: LegEstimate, seconds: number, metres: number): LegEstimate {
  const km = metres / 1000;
  switch (estimate.mode) {
    case "walk":
      return leg("walk", seconds / 60, km, "routing");
    case "transit": // the road distance at the transit speed, with its overhead
      return leg("transit", transitMinutes(km), km, "routing");
    case "drive":
      return leg("drive", driveMinutes(seconds / 60), km, "routing");
  }
}

export interface OsrmRouterOptions {
  /** The server's base URL (an operator setting, never a client's): `{url}/table/v1/{foot|driving}/...`. */
  url: string;
  /** How long one matrix may wait for the server before its legs are estimated. */
  timeoutMs: number;
  /** After a timeout or an unreachable server, how long to estimate without asking (default 30 s). */
  pauseMs?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Successful tables kept by URL (the points and profile), newest last: a day checked again asks nothing. */
const CACHE_ENTRIES = 1000;
/**
 * A server that hangs would hold every day of a plan for the whole timeout, one after another: after a timeout or
 * no connection, the router stops asking for a while (a 400, such as a point outside the server's map, does not).
 */
const PAUSE_MS = 30_000;
/** OSRM's foot profile walks at 5 km/h; a foot table much faster than that is a car profile's. */
const WALKING_KMH_AT_MOST = 8;

/** Whether a foot table's ways, all together, go at a walking pace. */
function walkingPace(table: OsrmTable): boolean {
  let metres = 0;
  let seconds = 0;
  for (let cell = 0; cell < table.durations.length; cell++) {
    const s = table.durations[cell];
    const m = table.distances[cell];
    if (s != null && m != null) {
      seconds += s;
      metres += m;
    }
  }
  return seconds === 0 ? metres === 0 : (metres / seconds) * 3.6 <= WALKING_KMH_AT_MOST;
}

/**
 * Legs from an OSRM-compatible server's table service: one request per profile a day needs (both at once), each
 * for just the points of that profile's legs, within `timeoutMs` together. Any failure estimates the legs it
 * affects (`source: "estimate"`), and the matrix's `fallback` says why.
 */
export function osrmRouter(options: OsrmRouterOptions): Router {
  const cache = new Map<string, OsrmTable>();
  let pausedUntil = 0;

  /** One profile's table, from the cache or the server; `timedOut` tells the deadline from the caller's abort. */
  async function table(
    profile: OsrmProfile,
    points: readonly Point[],
    signal: AbortSignal,
    timedOut: () => boolean,
  ): Promise<OsrmTable | RoutingFallback> {
    const key = `${profile};${points.map((p) => `${p.lon},${p.lat}`).join(";")}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key); // refreshed: the least recently used goes first
      cache.set(key, cached);
      return cached;
    }
    if (performance.now() < pausedUntil) return "paused";
    let answer = await fetchTable(options.url, profile, points, signal, options.fetch ?? fetch);
    if (answer === "aborted" && timedOut()) answer = "timeout";
    if (answer === "timeout" || answer === "unreachable") pausedUntil = performance.now() + (options.pauseMs ?? PAUSE_MS);
    if (typeof answer === "string") return answer;
    if (profile === "foot" && !walkingPace(answer)) return "not-walking";
    cache.set(key, answer);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return answer;
  }

  return {
    async matrix(points, callerSignal) {
      const n = points.length;
      // More than one request may hold (a day has at most 12 stops): estimates, worked out as they are asked for.
      if (n > OSRM_MAX_POINTS)
        return Object.assign(await estimateRouter.matrix(points), { fallback: "too-many-points" as const });
      const legs: LegEstimate[] = new Array<LegEstimate>(n * n);
      for (let from = 0; from < n; from++)
        for (let to = 0; to < n; to++) legs[from * n + to] = estimateLeg(points[from]!, points[to]!);

      // Which points each profile needs, and where each point is in that profile's request (-1: not in it).
      const profiles: OsrmProfile[] = ["foot", "driving"];
      const position = { foot: new Int32Array(n).fill(-1), driving: new Int32Array(n).fill(-1) };
      const subset: Record<OsrmProfile, Point[]> = { foot: [], driving: [] };
      for (let from = 0; from < n; from++) {
        for (let to = 0; to < n; to++) {
          if (from === to) continue;
          const profile = profileOf(legs[from * n + to]!);
          const at = position[profile];
          if (at[from] === -1) at[from] = subset[profile].push(points[from]!) - 1;
          if (at[to] === -1) at[to] = subset[profile].push(points[to]!) - 1;
        }
      }

      let fallback: RoutingFallback | null = null;
      const tables: Partial<Record<OsrmProfile, OsrmTable>> = {};
      const asked = profiles.filter((profile) => subset[profile].length > 1);
      if (asked.length > 0) {
        if (callerSignal?.aborted) fallback = "aborted";
        else {
          const timeout = AbortSignal.timeout(options.timeoutMs);
          const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
          const timedOut = () => timeout.aborted && !callerSignal?.aborted;
          const answers = await Promise.all(asked.map((profile) => table(profile, subset[profile], signal, timedOut)));
          asked.forEach((profile, index) => {
            const answer = answers[index]!;
            if (typeof answer === "string") fallback ??= answer;
            else tables[profile] = answer;
          });
        }
      }

      for (let from = 0; from < n; from++) {
        for (let to = 0; to < n; to++) {
          if (from === to) continue;
          const estimate = legs[from * n + to]!;
          const profile = profileOf(estimate);
          const answer = tables[profile];
          if (!answer) continue;
          const cell = position[profile][from]! * answer.size + position[profile][to]!;
          const seconds = answer.durations[cell];
          const metres = answer.distances[cell];
          if (seconds == null || metres == null) fallback ??= "no-route";
          else legs[from * n + to] = routedLeg(estimate, seconds, metres);
        }
      }

      const lookup = (from: number, to: number) =>
        (from >= 0 && to >= 0 && from < n && to < n ? legs[from * n + to] : undefined) ?? outOfRange(from, to, n);
      return Object.assign(lookup, { fallback });
    },
  };
}

/** The router the settings ask for: the routing server when ROUTING_URL is set, else estimates only. */
export function routerFor(config: Pick<Config, "ROUTING_URL" | "ROUTING_TIMEOUT_MS">): Router {
  return config.ROUTING_URL ? osrmRouter({ url: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS }) : estimateRouter;
}
