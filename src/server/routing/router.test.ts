import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { fakeWay, startFakeOsrm, type FakeOsrm } from "../test/fake-osrm";
import { estimateLeg } from "./estimate";
import { tableUrl } from "./osrm-table";
import { estimateRouter, osrmRouter, routerFor, type LegMatrix } from "./router";

/** A day in Rome: two stops a walk apart, one across town (transit), one out of town (drive). */
const pantheon = { lat: 41.8986, lon: 12.4769 };
const trevi = { lat: 41.9009, lon: 12.4833 };
const vaticanMuseums = { lat: 41.9065, lon: 12.4536 };
const villaDEste = { lat: 41.9625, lon: 12.7963 };
const day = [pantheon, trevi, vaticanMuseums, villaDEste];

let fake: FakeOsrm;
beforeAll(async () => {
  fake = await startFakeOsrm();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** Each test its own router: the routers keep answered tables. */
const router = (timeoutMs = 2_000) => osrmRouter({ url: fake.url, timeoutMs });

function everyLeg(matrix: LegMatrix, size: number) {
  const legs = [];
  for (let from = 0; from < size; from++) for (let to = 0; to < size; to++) if (from !== to) legs.push(matrix(from, to));
  return legs;
}

function expectAllEstimates(matrix: LegMatrix, points: readonly { lat: number; lon: number }[]) {
  for (let from = 0; from < points.length; from++)
    for (let to = 0; to < points.length; to++) expect(matrix(from, to)).toEqual(estimateLeg(points[from]!, points[to]!));
}

describe("estimateRouter", () => {
  it("answers the estimates at once, with no fallback to report", async () => {
    const matrix = await estimateRouter.matrix(day);
    expect(matrix.fallback).toBeNull();
    expectAllEstimates(matrix, day);
    expect(() => matrix(0, 4)).toThrow(RangeError);
  });
});

describe("osrmRouter", () => {
  it("takes walks from the foot profile and transit and road legs from the driving one, marked routing", async () => {
    const matrix = await router().matrix(day);
    expect(matrix.fallback).toBeNull();
    expect(everyLeg(matrix, day.length).every((leg) => leg.source === "routing")).toBe(true);

    const walk = fakeWay("foot", pantheon, trevi);
    expect(matrix(0, 1)).toEqual({
      mode: "walk",
      minutes: Math.round(walk.seconds / 60),
      km: Math.round(walk.metres / 100) / 10,
      source: "routing",
    });
    // Transit: the road distance at the transit speed (20 km/h) after its 15 minutes of getting on and off.
    const road = fakeWay("driving", pantheon, vaticanMuseums);
    expect(matrix(0, 2)).toEqual({
      mode: "transit",
      minutes: Math.round(15 + (road.metres / 1000 / 20) * 60),
      km: Math.round(road.metres / 100) / 10,
      source: "routing",
    });
    // Drive: the server's time at the wheel and 10 minutes to and from the car.
    const drive = fakeWay("driving", pantheon, villaDEste);
    expect(matrix(0, 3)).toEqual({
      mode: "drive",
      minutes: Math.round(10 + drive.seconds / 60),
      km: Math.round(drive.metres / 100) / 10,
      source: "routing",
    });
    expect(matrix(2, 2)).toEqual({ mode: "walk", minutes: 0, km: 0, source: "estimate" });

    // One request per profile, each with only the points its legs need.
    expect(fake.requests.map((request) => request.profile).sort()).toEqual(["driving", "foot"]);
    const foot = fake.requests.find((request) => request.profile === "foot")!;
    expect(foot.points).toEqual([pantheon, trevi]);
    expect(foot.query.get("annotations")).toBe("duration,distance");
    expect(fake.requests.find((request) => request.profile === "driving")!.points).toHaveLength(4);
  });

  it("asks only the profile a day needs, and nothing for a single stop", async () => {
    const walks = await router().matrix([pantheon, trevi]);
    expect(walks(1, 0)).toMatchObject({ mode: "walk", source: "routing" });
    expect(fake.requests.map((request) => request.profile)).toEqual(["foot"]);
    fake.reset();
    const alone = await router().matrix([pantheon]);
    expect(alone(0, 0)).toEqual({ mode: "walk", minutes: 0, km: 0, source: "estimate" });
    expect(alone.fallback).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it("keeps answered tables: the same day again asks nothing", async () => {
    const same = router();
    const first = await same.matrix(day);
    const again = await same.matrix(day);
    expect(fake.requests).toHaveLength(2);
    expect(everyLeg(again, day.length)).toEqual(everyLeg(first, day.length));
  });

  it.each([
    ["a 500", { kind: "error", status: 500 }, "status"],
    ["a 400 with OSRM's error code", { kind: "error", status: 400, code: "NoTable" }, "status"],
    ["code other than Ok", { kind: "not-ok", code: "NoTable" }, "not-ok"],
    ["a body that is not JSON", { kind: "garbage" }, "malformed"],
    ["JSON that is not a table", { kind: "wrong-shape" }, "malformed"],
  ] as const)("estimates every leg on %s", async (_name, reply, reason) => {
    fake.setDefault(reply);
    const matrix = await router().matrix(day);
    expect(matrix.fallback).toBe(reason);
    expectAllEstimates(matrix, day);
  });

  it("does not follow a redirect elsewhere", async () => {
    const elsewhere = await startFakeOsrm();
    try {
      fake.setDefault({ kind: "redirect", location: `${elsewhere.url}/table/v1/foot/12.4769,41.8986;12.4833,41.9009` });
      const matrix = await router().matrix(day);
      expect(matrix.fallback).toBe("status");
      expectAllEstimates(matrix, day);
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it("estimates when the server does not answer within the timeout, and hangs up", async () => {
    fake.setDefault({ kind: "hang" });
    const started = performance.now();
    const matrix = await router(150).matrix(day);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(matrix.fallback).toBe("timeout");
    expectAllEstimates(matrix, day);
    await expect.poll(() => fake.disconnects).toBe(2);
  });

  it("stops asking for a while after a timeout, then asks again", async () => {
    fake.setDefault({ kind: "hang" });
    const paused = osrmRouter({ url: fake.url, timeoutMs: 100, pauseMs: 300 });
    expect((await paused.matrix(day)).fallback).toBe("timeout");
    expect(fake.requests).toHaveLength(2);
    const started = performance.now();
    const meanwhile = await paused.matrix(day);
    expect(performance.now() - started).toBeLessThan(50);
    expect(meanwhile.fallback).toBe("paused");
    expectAllEstimates(meanwhile, day);
    expect(fake.requests).toHaveLength(2);

    fake.setDefault({ kind: "table" });
    await new Promise((resolve) => setTimeout(resolve, 350));
    const later = await paused.matrix(day);
    expect(later.fallback).toBeNull();
    expect(later(0, 1).source).toBe("routing");
  });

  it("does not stop asking after a 400 (a point outside the server's map)", async () => {
    fake.enqueue({ kind: "error", status: 400, code: "NoSegment" }, { kind: "error", status: 400, code: "NoSegment" });
    const same = router();
    expect((await same.matrix(day)).fallback).toBe("status");
    expect((await same.matrix(day)).fallback).toBeNull();
  });

  it("estimates walks when the foot table is a car's (one osrm-routed with car data and no proxy)", async () => {
    fake.setDefault({ kind: "table", as: "driving" });
    const matrix = await router().matrix(day);
    expect(matrix.fallback).toBe("not-walking");
    expect(matrix(0, 1)).toEqual(estimateLeg(pantheon, trevi));
    expect(matrix(0, 2).source).toBe("routing");
  });

  it("estimates when a slow answer comes after the timeout", async () => {
    fake.setDefault({ kind: "table", delayMs: 400 });
    const matrix = await router(100).matrix(day);
    expect(matrix.fallback).toBe("timeout");
    expectAllEstimates(matrix, day);
  });

  it("estimates when nothing listens at the URL", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const matrix = await osrmRouter({ url: `http://127.0.0.1:${port}`, timeoutMs: 2_000 }).matrix(day);
    expect(matrix.fallback).toBe("unreachable");
    expectAllEstimates(matrix, day);
  });

  it("estimates only the legs of a failed profile, and a leg the server found no way for", async () => {
    fake.setDefault((request) =>
      request.profile === "foot" ? { kind: "error", status: 503 } : { kind: "table", noWay: [[vaticanMuseums, villaDEste]] },
    );
    const matrix = await router().matrix(day);
    expect(matrix.fallback).toBe("status");
    expect(matrix(0, 1)).toEqual(estimateLeg(pantheon, trevi));
    expect(matrix(2, 3)).toEqual(estimateLeg(vaticanMuseums, villaDEste));
    expect(matrix(3, 2).source).toBe("routing");
    expect(matrix(0, 2).source).toBe("routing");

    fake.setDefault({ kind: "table", noWay: [[pantheon, trevi]] });
    const holes = await router().matrix(day);
    expect(holes.fallback).toBe("no-route");
    expect(holes(0, 1)).toEqual(estimateLeg(pantheon, trevi));
    expect(holes(1, 0).source).toBe("routing");
  });

  it("asks nothing when the caller has already given up, or for more points than a table may hold", async () => {
    const matrix = await router().matrix(day, AbortSignal.abort());
    expect(matrix.fallback).toBe("aborted");
    expectAllEstimates(matrix, day);

    // 101 stops within a few hundred metres: all walks, more than OSRM's default table size.
    const crowd = Array.from({ length: 101 }, (_, i) => ({
      lat: 41.9 + (i % 10) * 0.0003,
      lon: 12.48 + Math.floor(i / 10) * 0.0003,
    }));
    const crowded = await router().matrix(crowd);
    expect(crowded.fallback).toBe("too-many-points");
    expect(crowded(0, 100)).toEqual(estimateLeg(crowd[0]!, crowd[100]!));
    expect(fake.requests).toHaveLength(0);
  });

  it("gives up when the caller does", async () => {
    fake.setDefault({ kind: "hang" });
    const controller = new AbortController();
    const pending = router(5_000).matrix(day, controller.signal);
    await expect.poll(() => fake.requests.length).toBe(2);
    controller.abort();
    const matrix = await pending;
    expect(matrix.fallback).toBe("aborted");
    expectAllEstimates(matrix, day);
  });

  it("takes the caller's own deadline for the caller's, not the server's: it keeps asking", async () => {
    fake.enqueue({ kind: "hang" }, { kind: "hang" });
    const same = router(5_000);
    expect((await same.matrix(day, AbortSignal.timeout(100))).fallback).toBe("aborted");
    expect((await same.matrix(day)).fallback).toBeNull();
  });
});

describe("tableUrl", () => {
  it("puts longitude first and keeps a proxy's path prefix", () => {
    expect(tableUrl("https://routing.example/osrm/", "foot", [pantheon, trevi])).toBe(
      "https://routing.example/osrm/table/v1/foot/12.476900,41.898600;12.483300,41.900900?annotations=duration,distance",
    );
  });
});

describe("routerFor", () => {
  it("estimates without ROUTING_URL and asks the server with it", async () => {
    expect(routerFor(loadConfig({}))).toBe(estimateRouter);
    const configured = routerFor(loadConfig({ ROUTING_URL: fake.url, ROUTING_TIMEOUT_MS: "1000" }));
    expect(configured).not.toBe(estimateRouter);
    expect((await configured.matrix([pantheon, trevi]))(0, 1).source).toBe("routing");
  });
});
