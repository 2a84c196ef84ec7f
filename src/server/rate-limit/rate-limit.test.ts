import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp } from "../middleware/client-ip";
import { rateLimit, retryMessage } from "./rate-limit";
import { MemoryRateLimitStore } from "./store";

const HOUR = 60 * 60 * 1000;

function limitedApp(store = new MemoryRateLimitStore(), limit = 2) {
  return new Hono()
    .use(rateLimit({ store, name: "test", limit, windowMs: HOUR, key: (c) => c.req.header("x-user") ?? "anon" }))
    .post("/", (c) => c.json({ ok: true }));
}
const post = (app: Hono, user = "a") => app.request("/", { method: "POST", headers: { "x-user": user } });

afterEach(() => vi.useRealTimers());

describe("rateLimit middleware", () => {
  it("lets `limit` requests through per key, then answers 429 with Retry-After and a message", async () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T10:00:00Z") });
    const app = limitedApp();
    expect((await post(app)).status).toBe(200);
    vi.setSystemTime(new Date("2030-01-01T10:20:00Z"));
    expect((await post(app)).status).toBe(200);
    const refused = await post(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(40 * 60));
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again in 40 minutes." },
    });
    // Another key has its own count.
    expect((await post(app, "b")).status).toBe(200);
  });

  it("opens again when the window is over", async () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T10:00:00Z") });
    const app = limitedApp(new MemoryRateLimitStore(), 1);
    expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(429);
    vi.setSystemTime(new Date("2030-01-01T11:00:00Z"));
    expect((await post(app)).status).toBe(200);
  });

  it("keeps separate counts for limits with different names on one store", async () => {
    const store = new MemoryRateLimitStore();
    const key = () => "same";
    const app = new Hono()
      .post("/a", rateLimit({ store, name: "a", limit: 1, windowMs: HOUR, key }), (c) => c.text("a"))
      .post("/b", rateLimit({ store, name: "b", limit: 1, windowMs: HOUR, key }), (c) => c.text("b"));
    expect((await app.request("/a", { method: "POST" })).status).toBe(200);
    expect((await app.request("/b", { method: "POST" })).status).toBe(200);
    expect((await app.request("/a", { method: "POST" })).status).toBe(429);
  });

  it("words the wait in whole minutes, at least one", () => {
    expect(retryMessage(1)).toBe("Too many requests. Please try again in 1 minute.");
    expect(retryMessage(61)).toBe("Too many requests. Please try again in 2 minutes.");
  });
});

describe("MemoryRateLimitStore", () => {
  it("adds any amount in one window, and reads the count with 0 (token budgets)", async () => {
    const store = new MemoryRateLimitStore();
    expect((await store.hit("tokens", 60_000, 0)).count).toBe(0);
    expect((await store.hit("tokens", 60_000, 600)).count).toBe(600);
    expect((await store.hit("tokens", 60_000)).count).toBe(601);
  });

  it("drops finished windows so memory follows live clients", async () => {
    vi.useFakeTimers({ now: 0 });
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 100; i++) await store.hit(`k${i}`, 1000);
    expect(store.size).toBe(100);
    vi.setSystemTime(120_000);
    await store.hit("fresh", 1000);
    expect(store.size).toBe(1);
  });
});

describe("clientIp", () => {
  const ipApp = (trustProxy: boolean) => new Hono().get("/", (c) => c.text(clientIp(c, trustProxy) ?? "unknown"));

  it("reads the socket address over real HTTP and ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const untrusted = ipApp(false);
    const trusted = ipApp(true);
    const servers = [untrusted, trusted].map((app) => serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }));
    try {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.once("listening", resolve))));
      const [a, b] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.9" };
      expect(await (await fetch(a!, { headers })).text()).toBe("127.0.0.1");
      expect(await (await fetch(b!, { headers })).text()).toBe("203.0.113.9");
      expect(await (await fetch(b!)).text()).toBe("127.0.0.1");
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it("answers unknown when there is no socket (in-process requests)", async () => {
    expect(await (await ipApp(false).request("/")).text()).toBe("unknown");
  });
});
