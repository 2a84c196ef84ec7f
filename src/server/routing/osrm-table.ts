import { z } from "zod";

/**
 * One request to an OSRM-compatible table service (docs/routing.md): the road or footpath durations and distances
 * between every pair of some points, under one profile. Failures are answers, not exceptions: the router falls back
 * to its estimates and the caller may log the reason once.
 */

/** OSRM's profiles Wayfarer asks for: `foot` for walks, `driving` for transit and road legs. */
export type OsrmProfile = "foot" | "driving";

/** Why the routing server's answer was not used (for one log line; the legs concerned are estimates). */
export type RoutingFallback =
  /** No answer within the timeout. */
  | "timeout"
  /** The caller gave up (its signal). */
  | "aborted"
  /** No connection (refused, no such host). */
  | "unreachable"
  /** A status other than 200 (OSRM answers 400 for a point outside its map). */
  | "status"
  /** Not JSON, or not the table asked for. */
  | "malformed"
  /** 200 with a `code` other than "Ok". */
  | "not-ok"
  /** More points than one table request may hold. */
  | "too-many-points"
  /** The server found no way for some legs (null cells). */
  | "no-route"
  /** The foot table's ways are faster than anyone walks: the server routes cars (one osrm-routed, no proxy). */
  | "not-walking"
  /** Not asked: the server timed out or could not be reached a moment ago. */
  | "paused";

/** Row-major square matrices: cell `from * size + to`, null when the server found no way. */
export interface OsrmTable {
  size: number;
  /** Seconds. */
  durations: (number | null)[];
  /** Metres. */
  distances: (number | null)[];
}

const cell = z.number().nonnegative().nullable();
const tableAnswer = z.object({
  code: z.string(),
  durations: z.array(z.array(cell)).optional(),
  distances: z.array(z.array(cell)).optional(),
});

/** OSRM's default `--max-table-size` is 100 (sources times destinations up to 100 x 100); a day has at most 12 stops. */
export const OSRM_MAX_POINTS = 100;
/** An answer for 100 points is about 200 kB of JSON; anything much larger is not a table. */
const MAX_BODY_CHARS = 2_000_000;

/** `{base}/table/v1/{profile}/{lon,lat;...}?annotations=duration,distance`; a base path (a proxy's prefix) is kept. */
export function tableUrl(base: string, profile: OsrmProfile, points: readonly { lat: number; lon: number }[]): string {
  const coordinates = points.map((p) => `${p.lon.toFixed(6)},${p.lat.toFixed(6)}`).join(";");
  return `${base.replace(/\/+$/, "")}/table/v1/${profile}/${coordinates}?annotations=duration,distance`;
}

function square(rows: (number | null)[][] | undefined, size: number): (number | null)[] | undefined {
  if (!rows || rows.length !== size || rows.some((row) => row.length !== size)) return undefined;
  return rows.flat();
}

/**
 * The table for `points` under `profile`, or why there is none. Never throws: a network error, a status other than
 * 200, a body that is not the table asked for (zod-checked, square, of the right size) or `code` other than "Ok"
 * each come back as a reason, and an aborted `signal` as "aborted".
 */
export async function fetchTable(
  base: string,
  profile: OsrmProfile,
  points: readonly { lat: number; lon: number }[],
  signal: AbortSignal,
  fetcher: typeof fetch,
): Promise<OsrmTable | RoutingFallback> {
  if (points.length > OSRM_MAX_POINTS) return "too-many-points";
  let text: string;
  try {
    const response = await fetcher(tableUrl(base, profile, points), {
      signal,
      headers: { accept: "application/json" },
      redirect: "manual", // the operator's URL is the server: a redirect elsewhere is not followed (a 3xx status)
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return "status";
    }
    text = await response.text();
  } catch {
    if (signal.aborted) return "aborted"; // the router tells its deadline from its caller's giving up
    return "unreachable";
  }
  if (text.length > MAX_BODY_CHARS) return "malformed";
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "malformed";
  }
  const parsed = tableAnswer.safeParse(json);
  if (!parsed.success) return "malformed";
  if (parsed.data.code !== "Ok") return "not-ok";
  const durations = square(parsed.data.durations, points.length);
  const distances = square(parsed.data.distances, points.length);
  if (!durations || !distances) return "malformed";
  return { size: points.length, durations, distances };
}
