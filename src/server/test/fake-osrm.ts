import http from "node:http";
import type { AddressInfo } from "node:net";
import { distanceKm } from "@shared/geo";

/**
 * A small fake OSRM-compatible routing server on loopback for tests of the routing layer: a real HTTP listener
 * (node:http on 127.0.0.1, a free port) answering `GET /table/v1/{profile}/{lon,lat;...}` with deterministic
 * durations and distances worked out from the coordinates (`fakeWay`). Each test can script failures, read the
 * requests it received and count the clients that gave up.
 */

export type FakeOsrmReply =
  /**
   * The table, after `delayMs`; the ways in `noWay` ([from, to] points) answer null (no way found). `as` answers as
   * that profile whatever the URL asks (osrm-routed serves the one profile its data was prepared with).
   */
  | { kind: "table"; delayMs?: number; noWay?: readonly (readonly [Point, Point])[]; as?: string }
  /** An HTTP error with OSRM's error body (`code` and `message`). */
  | { kind: "error"; status: number; code?: string }
  /** A redirect to `location`. */
  | { kind: "redirect"; location: string }
  /** Status 200 with `{ code }` other than "Ok" and no table. */
  | { kind: "not-ok"; code: string }
  /** Accepts the request and never answers (until the client gives up or the server closes). */
  | { kind: "hang" }
  /** Status 200 with a body that is not JSON. */
  | { kind: "garbage" }
  /** Status 200 with JSON that is not a table (a matrix of the wrong size, strings for numbers). */
  | { kind: "wrong-shape" };

type Point = { lat: number; lon: number };

export interface FakeOsrmRequest {
  profile: string;
  points: Point[];
  query: URLSearchParams;
}

/** How far (metres) and how long (seconds) the fake server says a way is under a profile. */
export function fakeWay(profile: string, a: Point, b: Point) {
  const metres = distanceKm(a, b) * 1000 * (profile === "foot" ? 1.25 : 1.4);
  const metresPerSecond = profile === "foot" ? 5 / 3.6 : 36 / 3.6;
  return { metres, seconds: metres / metresPerSecond };
}

export interface FakeOsrm {
  /** Base URL for ROUTING_URL, e.g. http://127.0.0.1:43210. */
  readonly url: string;
  readonly requests: FakeOsrmRequest[];
  /** Queues answers, one per request, in order; when the queue is empty the default answer is used. */
  enqueue(...replies: FakeOsrmReply[]): void;
  setDefault(reply: FakeOsrmReply | ((request: FakeOsrmRequest) => FakeOsrmReply)): void;
  /** Requests whose client closed the connection before the answer. */
  readonly disconnects: number;
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeOsrm(): Promise<FakeOsrm> {
  const requests: FakeOsrmRequest[] = [];
  const queue: FakeOsrmReply[] = [];
  let fallback: FakeOsrmReply | ((request: FakeOsrmRequest) => FakeOsrmReply) = { kind: "table" };
  let disconnects = 0;

  async function answer(request: FakeOsrmRequest, res: http.ServerResponse) {
    const reply = queue.shift() ?? (typeof fallback === "function" ? fallback(request) : fallback);
    let finished = false;
    res.on("close", () => {
      if (!finished) disconnects++;
    });
    switch (reply.kind) {
      case "hang":
        return;
      case "error":
        finished = true;
        return json(res, reply.status, { code: reply.code ?? "InvalidQuery", message: "Fake error" });
      case "redirect":
        finished = true;
        res.writeHead(302, { location: reply.location });
        res.end();
        return;
      case "not-ok":
        finished = true;
        return json(res, 200, { code: reply.code, message: "Fake answer" });
      case "garbage":
        finished = true;
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"code":"Ok","durations":[[0,');
        return;
      case "wrong-shape":
        finished = true;
        return json(res, 200, { code: "Ok", durations: [["zero"]], distances: [[0]] });
      case "table": {
        if (reply.delayMs) await sleep(reply.delayMs);
        const { points } = request;
        const profile = reply.as ?? request.profile;
        const ways = points.map((a) => points.map((b) => fakeWay(profile, a, b)));
        // Coordinates come back to 6 decimals (about 10 cm).
        const same = (a: Point, b: Point) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lon - b.lon) < 1e-6;
        const isNull = (from: number, to: number) =>
          reply.noWay?.some(([a, b]) => same(a, points[from]!) && same(b, points[to]!)) ?? false;
        const annotations = (request.query.get("annotations") ?? "duration").split(",");
        finished = true;
        return json(res, 200, {
          code: "Ok",
          ...(annotations.includes("duration")
            ? { durations: ways.map((row, from) => row.map((way, to) => (isNull(from, to) ? null : way.seconds))) }
            : {}),
          ...(annotations.includes("distance")
            ? { distances: ways.map((row, from) => row.map((way, to) => (isNull(from, to) ? null : way.metres))) }
            : {}),
          sources: points.map((p) => ({ location: [p.lon, p.lat], name: "", distance: 0 })),
          destinations: points.map((p) => ({ location: [p.lon, p.lat], name: "", distance: 0 })),
        });
      }
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-osrm");
    const match = /^\/table\/v1\/([\w-]+)\/([^/]+)$/.exec(url.pathname);
    const points = match?.[2]!.split(";").map((pair) => {
      const [lon, lat] = pair.split(",").map(Number);
      return { lat: lat!, lon: lon! };
    });
    if (req.method !== "GET" || !match || !points || points.some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lon))) {
      return json(res, 400, { code: "InvalidUrl", message: "Fake server: not a table request" });
    }
    const request = { profile: match[1]!, points, query: url.searchParams };
    requests.push(request);
    void answer(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    get disconnects() {
      return disconnects;
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      fallback = { kind: "table" };
      disconnects = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
