import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { drawAllDays, useDrawnDays } from "./use-drawn-days";

describe("days drawn in steps", () => {
  it("draws no day at first, then one after each paint, never more than the trip has", async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useDrawnDays(3);
      seen.push(drawn);
      return drawn;
    });
    expect(seen[0]).toBe(0);
    await waitFor(() => expect(result.current).toBe(3));
    // One more per step: no step skipped a day, none drew two at once.
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
  });

  it("draws every day at once before printing", () => {
    const { result } = renderHook(() => useDrawnDays(5));
    expect(result.current).toBe(0);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(result.current).toBe(5);
  });

  it("draws every day at once for a day chip's jump", () => {
    const { result } = renderHook(() => useDrawnDays(4));
    act(() => drawAllDays());
    expect(result.current).toBe(4);
  });

  it("keeps up when the trip gets shorter", async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnDays(total), { initialProps: { total: 4 } });
    await waitFor(() => expect(result.current).toBe(4));
    rerender({ total: 2 });
    expect(result.current).toBe(2);
  });
});
