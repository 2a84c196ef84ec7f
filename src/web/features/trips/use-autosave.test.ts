import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Plan } from "@shared/plan";
import { useAutosave } from "./use-autosave";

afterEach(() => vi.unstubAllGlobals());

const plan = (title: string): Plan => ({
  version: 2,
  title,
  introduction: "",
  final_notes: "",
  theme: "",
  destination: null,
  days: [],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The hook on a saved plan, then one edit; `answer` is the server's answer to the PATCH. */
function editWith(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetchMock);
  const saved = { version: 3, plan: plan("Kyoto") };
  const edited = plan("Kyoto in spring");
  const onSaved = vi.fn();
  const hook = renderHook(({ present }) => useAutosave("u1", "t1", saved, present, true, onSaved), {
    initialProps: { present: saved.plan },
  });
  hook.rerender({ present: edited });
  return { hook, fetchMock, onSaved, edited };
}

describe("useAutosave", () => {
  it("saves an edit with the version it was based on", async () => {
    const { hook, fetchMock, onSaved, edited } = editWith(json(200, { version: 4 }));
    await waitFor(() => expect(hook.result.current.state).toEqual({ status: "saved" }), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/itineraries/t1",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ version: 3, plan: edited }) }),
    );
    expect(onSaved).toHaveBeenCalledWith({ version: 4 }, edited);
  });

  it("stops on version_conflict, the code of a stale edit", async () => {
    const message = "This trip changed elsewhere since you opened it. Reload it to see the latest version.";
    const { hook } = editWith(json(409, { error: { code: "version_conflict", message } }));
    await waitFor(() => expect(hook.result.current.state).toEqual({ status: "conflict", message }), { timeout: 3000 });
  });

  it("treats another 409 as a failed save that can be retried, not as a conflict", async () => {
    const message = "You already have 500 saved itineraries, the most one account can keep. Delete one to save another.";
    const { hook } = editWith(json(409, { error: { code: "itinerary_limit", message } }));
    await waitFor(() => expect(hook.result.current.state).toEqual({ status: "failed", message }), { timeout: 3000 });
  });

  it("takes the server's plan as saved, and an adopted change (a fix) is not sent again", async () => {
    const server = plan("Kyoto in spring (timed)");
    const { hook, fetchMock, onSaved, edited } = editWith(json(200, { version: 4, plan: server }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ version: 4, plan: server }, edited), { timeout: 3000 });
    // As the editor does: the plan the server answered (parsed, so a new object) becomes the present one.
    const settled = (onSaved.mock.calls[0] as unknown as [{ plan: Plan }])[0].plan;
    hook.rerender({ present: settled });
    expect(hook.result.current.state).toEqual({ status: "saved" });
    expect(hook.result.current.version).toBe(4);

    const fixed = plan("Kyoto, fixed");
    act(() => hook.result.current.adopt({ version: 5, plan: fixed } as Parameters<typeof hook.result.current.adopt>[0]));
    hook.rerender({ present: fixed });
    expect(hook.result.current.state).toEqual({ status: "saved" });
    expect(hook.result.current.version).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a save answered stale after the trip was read again and merged is overtaken, not a conflict: the edits go out on the new version", async () => {
    const message = "This trip changed elsewhere since you opened it. Reload it to see the latest version.";
    let answerStale: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerStale = resolve)))
      .mockImplementation(async () => json(200, { version: 6 }));
    vi.stubGlobal("fetch", fetchMock);
    const saved = { version: 3, plan: plan("Kyoto") };
    const hook = renderHook(({ present }) => useAutosave("u1", "t1", saved, present, true, vi.fn()), {
      initialProps: { present: plan("Kyoto, mine") },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    // Meanwhile the page read version 5 and merged: its base moves on before the stale answer comes.
    const theirs = plan("Kyoto, theirs");
    act(() => hook.result.current.adopt({ version: 5, plan: theirs } as Parameters<typeof hook.result.current.adopt>[0]));
    const merged = plan("Kyoto, mine and theirs");
    hook.rerender({ present: merged });
    await act(async () => answerStale(json(409, { error: { code: "version_conflict", message } })));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toMatchObject({ version: 5 });
    expect(hook.result.current.state.status).not.toBe("conflict");
  });
});
