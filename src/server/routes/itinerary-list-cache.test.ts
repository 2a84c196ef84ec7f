import { describe, expect, it } from "vitest";
import { ItineraryListCache } from "./itinerary-list-cache";

describe("ItineraryListCache", () => {
  it("loads a user's list once and answers it until that user writes", async () => {
    const cache = new ItineraryListCache();
    let loads = 0;
    const load = (json: string) => async () => {
      loads++;
      return json;
    };
    expect(await cache.get("ana", load("[1]"))).toBe("[1]");
    expect(await cache.get("ana", load("[2]"))).toBe("[1]");
    expect(await cache.get("ben", load("[3]"))).toBe("[3]");
    cache.invalidate("ana");
    expect(await cache.get("ana", load("[4]"))).toBe("[4]");
    expect(await cache.get("ben", load("[5]"))).toBe("[3]");
    expect(loads).toBe(3);
  });

  it("does not keep a list read while a write was committing", async () => {
    const cache = new ItineraryListCache();
    let finishLoad!: (json: string) => void;
    const pending = cache.get("ana", () => new Promise<string>((resolve) => (finishLoad = resolve)));
    cache.invalidate("ana"); // a save commits while the old list is still being read
    finishLoad("[old]");
    expect(await pending).toBe("[old]");
    expect(await cache.get("ana", async () => "[new]")).toBe("[new]");
  });

  it("drops the oldest lists to stay within its size", async () => {
    const cache = new ItineraryListCache(10);
    await cache.get("ana", async () => "aaaa");
    await cache.get("ben", async () => "bbbb");
    await cache.get("cat", async () => "cccc"); // 12 > 10: ana goes
    expect(await cache.get("ana", async () => "AAAA")).toBe("AAAA");
    expect(await cache.get("cat", async () => "CCCC")).toBe("cccc");
    expect(await cache.get("big", async () => "x".repeat(11))).toBe("x".repeat(11));
    expect(await cache.get("big", async () => "small")).toBe("small");
  });
});
