import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlanFix } from "@shared/itinerary-stream";
import { FIX_WAITING, useFixes } from "./use-fixes";

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fix: PlanFix = { label: "Drop it", operations: [{ type: "remove_item", itemId: "museum" }] };

function hookWith(answer: Response, props: { saved?: boolean; online?: boolean } = {}) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetchMock);
  const onApplied = vi.fn();
  const onStale = vi.fn();
  const hook = renderHook(() =>
    useFixes({ tripId: "t1", version: 4, saved: props.saved ?? true, online: props.online ?? true, onApplied, onStale }),
  );
  return { hook, fetchMock, onApplied, onStale };
}

describe("useFixes", () => {
  it("posts the fix's operations with the saved version and hands the answer on", async () => {
    const detail = { version: 5, plan: { title: "Kyoto" }, check: { ok: true, failures: [], score: 100 } };
    const { hook, fetchMock, onApplied } = hookWith(json(200, detail));
    act(() => hook.result.current.control.apply(fix));
    expect(hook.result.current.control.waiting).toBe(FIX_WAITING.applying);
    await waitFor(() => expect(hook.result.current.state).toEqual({ status: "applied", label: "Drop it", plan: detail.plan }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/itineraries/t1/operations",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ version: 4, operations: fix.operations }) }),
    );
    expect(onApplied).toHaveBeenCalledWith(detail);
    expect(hook.result.current.control.waiting).toBeUndefined();
  });

  it("reloads on version_conflict, and says why another refusal failed", async () => {
    const stale = hookWith(json(409, { error: { code: "version_conflict", message: "Someone changed it." } }));
    act(() => stale.hook.result.current.control.apply(fix));
    await waitFor(() => expect(stale.onStale).toHaveBeenCalledWith("Someone changed it."));
    expect(stale.onApplied).not.toHaveBeenCalled();

    const bad = hookWith(json(400, { error: { code: "invalid_input", message: "No stop museum in this trip." } }));
    act(() => bad.hook.result.current.control.apply(fix));
    await waitFor(() =>
      expect(bad.hook.result.current.state).toEqual({
        status: "failed",
        label: expect.any(String),
        message: "No stop museum in this trip.",
      }),
    );
  });

  it("waits for unsaved edits and for the connection", () => {
    expect(hookWith(json(200, {}), { saved: false }).hook.result.current.control.waiting).toBe(FIX_WAITING.unsaved);
    expect(hookWith(json(200, {}), { online: false }).hook.result.current.control.waiting).toBe(FIX_WAITING.offline);
  });
});
