import {
  applyPartial,
  emptyStreamItinerary,
  type GenerationEvent,
  type GenerationResponse,
  type StreamItinerary,
} from "@shared/itinerary-stream";
import { ApiFailure, apiFailureOf, NETWORK_MESSAGE, NetworkError, postJson, readApiFailure } from "@web/lib/api";
import { readJsonEvents } from "@shared/server-events";
import type { Pace } from "@shared/timetable";

export type Mode = "plan" | "surprise";
/** The forms' fields as sent; `pace` is always chosen (balanced unless changed), so it is never "missing". */
export type PlanFields = { destination: string; dates: string; theme: string; pace: Pace };
export type SurpriseFields = { country: string; dates: string; pace: Pace };

const PATHS: Record<Mode, string> = { plan: "/api/ai/generate-itinerary", surprise: "/api/ai/surprise-me" };

export interface GenerationProgress {
  /** Which engine answers, as soon as the server says. */
  onStart?(engine: string): void;
  /** The itinerary as far as it is written. */
  onPartial?(itinerary: StreamItinerary): void;
  /** The first answer failed the plan check and is being rewritten. */
  onRepair?(failures: string[]): void;
}

/**
 * Generates an itinerary through the streaming variant of docs/api.md. Resolves with the final answer; rejects
 * with ApiFailure (a non-OK answer, or an `error` event, whose status is then the stream's 200), NetworkError
 * (server unreachable, or the stream cut short) or an AbortError (Stop).
 */
export async function generateItinerary(
  mode: Mode,
  fields: PlanFields | SurpriseFields,
  { signal, ...progress }: GenerationProgress & { signal?: AbortSignal },
): Promise<GenerationResponse> {
  let response: Response;
  try {
    response = await fetch(PATHS[mode], {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(fields),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(NETWORK_MESSAGE);
  }
  if (!response.ok || !response.body) throw await readApiFailure(response);

  let shown = emptyStreamItinerary();
  try {
    for await (const message of readJsonEvents<GenerationEvent>(response.body, signal)) {
      if (message.event === "start") progress.onStart?.(message.data.engine);
      else if (message.event === "partial") {
        shown = applyPartial(shown, message.data);
        progress.onPartial?.(shown);
      } else if (message.event === "repair") {
        shown = emptyStreamItinerary();
        progress.onRepair?.(message.data.failures);
      } else if (message.event === "final") return message.data;
      else if (message.event === "error") throw apiFailureOf(response.status, message.data);
    }
  } catch (error) {
    if (error instanceof ApiFailure || signal?.aborted) throw error;
    throw new NetworkError(NETWORK_MESSAGE);
  }
  // The stream ended without a final or error event: stopped, or cut short.
  if (signal?.aborted) throw signal.reason;
  throw new NetworkError(NETWORK_MESSAGE);
}

/** docs/api.md: the generated itinerary saved to the user's dashboard. */
export function saveItinerary(result: GenerationResponse): Promise<{ id: string }> {
  return postJson<{ id: string }>("/api/itineraries", {
    title: result.itinerary.title,
    days: result.itinerary.days,
    plan: result.plan,
    engine: result.engine,
  });
}
