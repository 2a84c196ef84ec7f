import { describe, expect, it } from "vitest";
import { AiError, collectChat, type ItineraryEvent } from "../engine";
import { createOfflineEngine } from "./engine";

const request = { mode: "plan", destination: "Prague", dates: "2026-09-01 to 2026-09-03", theme: "culture" } as const;

describe("offline engine", () => {
  it("generates with a check and the engine name", async () => {
    const result = await createOfflineEngine({ paceMs: 0 }).generateItinerary(request);
    expect(result.engine).toBe("offline");
    expect(result.check.ok).toBe(true);
  });

  it("streams day by day, then the final itinerary", async () => {
    const events: ItineraryEvent[] = [];
    for await (const event of createOfflineEngine({ paceMs: 0 }).streamItinerary(request)) events.push(event);
    const counts = events.flatMap((event) => (event.type === "partial" ? [event.itinerary.days?.length] : []));
    expect(counts.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(events.at(-1)!.type).toBe("final");
  });

  it("streams chat in small pieces and stops when aborted", async () => {
    const engine = createOfflineEngine({ paceMs: 1 });
    const pieces: string[] = [];
    for await (const piece of engine.streamChat({ userName: "Ana", history: [], prompt: "one day in Paris" })) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join("")).toBe(
      await collectChat(createOfflineEngine({ paceMs: 0 }), { userName: "Ana", history: [], prompt: "one day in Paris" }),
    );

    const controller = new AbortController();
    const run = (async () => {
      for await (const _ of engine.streamChat(
        { userName: "Ana", history: [], prompt: "one day in Paris" },
        { signal: controller.signal },
      )) {
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ code: "aborted" });
  });

  it("answers whole without the typing pauses of its stream", async () => {
    // Paced, this answer would take minutes; whole, it is there at once (well within the test's time limit).
    const answer = await collectChat(createOfflineEngine({ paceMs: 60_000 }), {
      userName: "Ana",
      history: [],
      prompt: "one day in Paris",
    });
    expect(answer).toContain("Paris");
  });

  it("validates requests", async () => {
    const error = await createOfflineEngine()
      .generateItinerary({ ...request, destination: " " })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).message).toBe("Please provide all required fields.");
    await expect(
      collectChat(createOfflineEngine(), { userName: "A", history: [], prompt: "x".repeat(4001) }),
    ).rejects.toMatchObject({
      code: "invalid_request",
    });
  });
});
