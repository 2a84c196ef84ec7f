import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionCache } from "./session-cache";

const user = { id: "u1", name: "Ada" };
const farFuture = new Date("2099-01-01T00:00:00Z");

afterEach(() => vi.useRealTimers());

describe("SessionCache", () => {
  it("answers the same signed cookie for ttl, never another signature of the token", () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new SessionCache(1000);
    cache.set("tok.sig", user, farFuture);
    expect(cache.get("tok.sig")).toEqual(user);
    expect(cache.get("tok.forged")).toBeUndefined();
    expect(cache.get("tok")).toBeUndefined();
    vi.setSystemTime(1000);
    expect(cache.get("tok.sig")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never outlives the session itself", () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new SessionCache(60_000);
    cache.set("tok.sig", user, new Date(500));
    vi.setSystemTime(500);
    expect(cache.get("tok.sig")).toBeUndefined();
  });

  it("forgets a revoked token at once and stays bounded in size", () => {
    const cache = new SessionCache(60_000, 2);
    cache.set("a.1", user, farFuture);
    cache.revoke("a");
    expect(cache.get("a.1")).toBeUndefined();
    cache.set("b.1", user, farFuture);
    cache.set("c.1", user, farFuture);
    cache.set("d.1", user, farFuture);
    expect(cache.size).toBe(2);
    expect(cache.get("b.1")).toBeUndefined();
    expect(cache.get("d.1")).toEqual(user);
  });
});
