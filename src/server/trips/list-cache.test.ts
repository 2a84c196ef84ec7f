import { describe, expect, it } from "vitest";
import { TripListCache, noTripListCache } from "./list-cache";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

describe("TripListCache", () => {
  it("loads a user's list once and answers it until that user writes", async () => {
    const cache = new TripListCache();
    let loads = 0;
    const get = async (userId: string, json: string) =>
      text(
        cache.peek(userId) ??
          (await cache.load(userId, async () => {
            loads++;
            return bytes(json);
          })),
      );
    expect(await get("ana", "[1]")).toBe("[1]");
    expect(await get("ana", "[2]")).toBe("[1]");
    expect(await get("ben", "[3]")).toBe("[3]");
    cache.invalidate("ana");
    expect(await get("ana", "[4]")).toBe("[4]");
    expect(await get("ben", "[5]")).toBe("[3]");
    expect(loads).toBe(3);
  });

  it("does not keep a list read while a write was committing", async () => {
    const cache = new TripListCache();
    let finishLoad!: (json: Uint8Array<ArrayBuffer>) => void;
    const pending = cache.load("ana", () => new Promise((resolve) => (finishLoad = resolve)));
    cache.invalidate("ana"); // a save commits while the old list is still being read
    finishLoad(bytes("[old]"));
    expect(text(await pending)).toBe("[old]");
    expect(cache.peek("ana")).toBeUndefined();
    expect(text(await cache.load("ana", async () => bytes("[new]")))).toBe("[new]");
  });

  it("drops the oldest lists to stay within its size", async () => {
    const cache = new TripListCache(10);
    const get = async (userId: string, json: string) =>
      text(cache.peek(userId) ?? (await cache.load(userId, async () => bytes(json))));
    await get("ana", "aaaa");
    await get("ben", "bbbb");
    await get("cat", "cccc"); // 12 bytes > 10: ana goes
    expect(await get("ana", "AAAA")).toBe("AAAA");
    expect(await get("cat", "CCCC")).toBe("cccc");
    // Larger than the whole cache: answered, never kept.
    expect(await get("big", "x".repeat(11))).toBe("x".repeat(11));
    expect(await get("big", "small")).toBe("small");
  });
});

describe("noTripListCache", () => {
  it("reads every list afresh and keeps none", async () => {
    let loads = 0;
    const read = async () => bytes(`[${++loads}]`);
    expect(text(await noTripListCache.load("ana", read))).toBe("[1]");
    expect(noTripListCache.peek("ana")).toBeUndefined();
    expect(text(await noTripListCache.load("ana", read))).toBe("[2]");
  });
});
