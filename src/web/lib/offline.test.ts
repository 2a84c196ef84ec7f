import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_CACHE, CACHE_OWNER_KEY, forgetAnswersOfAnotherUser, SHARED_CACHE } from "./offline";
import { queryClient } from "./query";

/** A Cache Storage that records what happens to it, in order. */
function fakeCaches() {
  const events: string[] = [];
  const storage = {
    open: vi.fn(async (name: string) => ({
      put: async (url: string, response: Response) => void events.push(`put ${name} ${url} ${await response.text()}`),
    })),
    delete: vi.fn(async (name: string) => {
      events.push(`delete ${name}`);
      return true;
    }),
  };
  vi.stubGlobal("caches", storage);
  return events;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("forgetAnswersOfAnotherUser", () => {
  it("keeps the caches while the same user (or nobody) stays signed in", async () => {
    const events = fakeCaches();
    expect(await forgetAnswersOfAnotherUser(null)).toBe(false);
    localStorage.setItem(CACHE_OWNER_KEY, "u1");
    expect(await forgetAnswersOfAnotherUser("u1")).toBe(false);
    expect(events).toEqual([]);
  });

  it("on another user or a sign-out, marks the time, then deletes the API and shared-trip caches and clears the query cache", async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ["Date"] });
    const events = fakeCaches();
    localStorage.setItem(CACHE_OWNER_KEY, "u1");
    queryClient.setQueryData(["itineraries", "u1"], [{ id: "t1", title: "Kyoto" }]);

    expect(await forgetAnswersOfAnotherUser("u2")).toBe(true);
    expect(events).toEqual([
      "put wayfarer-meta /__wayfarer/forgotten-at 1700000000000",
      `delete ${API_CACHE}`,
      `delete ${SHARED_CACHE}`,
    ]);
    expect(queryClient.getQueryData(["itineraries", "u1"])).toBeUndefined();
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBe("u2");

    expect(await forgetAnswersOfAnotherUser(null)).toBe(true);
    expect(events.filter((event) => event.startsWith("delete"))).toHaveLength(4);
    expect(localStorage.getItem(CACHE_OWNER_KEY)).toBe("");
  });

  it("still clears the query cache where Cache Storage is missing or refuses", async () => {
    vi.stubGlobal("caches", { open: () => Promise.reject(new Error("SecurityError")), delete: vi.fn() });
    queryClient.setQueryData(["itineraries", "u1"], []);
    expect(await forgetAnswersOfAnotherUser("u2")).toBe(true);
    expect(queryClient.getQueryData(["itineraries", "u1"])).toBeUndefined();
  });
});
