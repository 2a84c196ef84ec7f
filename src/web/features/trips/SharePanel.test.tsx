import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTripLinks } from "./SharePanel";

afterEach(() => vi.unstubAllGlobals());

const LINK = { url: "https://wayfarer.example/shared/abc", hideNotes: false, token: "abc" };

/** The share API as the server answers it; `calls` counts the links made. */
function stubShareApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify(LINK), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

describe("Share", () => {
  it("makes the link when there is none and hands it to the share sheet; the next time, the same link", async () => {
    const calls = stubShareApi();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    const { result } = renderHook(() => useTripLinks("trip-1", "Kyoto in spring", {}));
    await act(() => result.current.shareTrip());
    expect(calls).toEqual(["/api/itineraries/trip-1/share"]);
    expect(share).toHaveBeenCalledWith({ title: "Kyoto in spring", url: LINK.url });
    expect(result.current.link?.url).toBe(LINK.url);
    await act(() => result.current.shareTrip());
    expect(calls).toHaveLength(1);
    expect(share).toHaveBeenCalledTimes(2);
    expect(result.current.dialogOpen).toBe(false);
  });

  it("opens the dialog where there is no share sheet, with the link made when there is none", async () => {
    const calls = stubShareApi();
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    const { result } = renderHook(() => useTripLinks("trip-1", "Kyoto in spring", {}));
    await act(() => result.current.shareTrip());
    expect(calls).toEqual(["/api/itineraries/trip-1/share"]);
    expect(result.current.dialogOpen).toBe(true);
    expect(result.current.link?.url).toBe(LINK.url);
    await act(() => result.current.shareTrip());
    expect(calls).toHaveLength(1);
  });

  it("takes a closed sheet quietly, and opens the dialog when sharing fails otherwise", async () => {
    stubShareApi();
    const share = vi.fn().mockRejectedValueOnce(new DOMException("Share canceled", "AbortError"));
    share.mockRejectedValueOnce(new DOMException("Not allowed", "NotAllowedError"));
    vi.stubGlobal("navigator", { ...navigator, share });
    const { result } = renderHook(() => useTripLinks("trip-1", "Kyoto", { share: LINK }));
    await act(() => result.current.shareTrip());
    expect(result.current.dialogOpen).toBe(false);
    await act(() => result.current.shareTrip());
    expect(result.current.dialogOpen).toBe(true);
  });
});
