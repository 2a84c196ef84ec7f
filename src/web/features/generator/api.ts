import {
  applyPartial,
  emptyStreamItinerary,
  type GenerationErrorBody,
  type GenerationResponse,
  type PartialEventData,
  type StreamItinerary,
} from "../../../shared/itinerary-stream";
import { ApiError, NetworkError, postJson } from "../../lib/api";
import { readServerEvents } from "../../lib/sse";

export type Mode = "plan" | "surprise";
export type PlanFields = { destination: string; dates: string; theme: string };
export type SurpriseFields = { country: string; dates: string };

const PATHS: Record<Mode, string> = { plan: "/api/ai/generate-itinerary", surprise: "/api/ai/surprise-me" };

export const NETWORK_MESSAGE = "Unable to reach the server. Please try again.";

export interface GenerationProgress {
  /** Which engine answers, as soon as the server says. */
  onStart?(engine: string): void;
  /** The itinerary as far as it is written. */
  onPartial?(itinerary: StreamItinerary): void;
  /** The first answer failed the plan check and is being rewritten. */
  onRepair?(failures: string[]): void;
}

const errorFrom = (status: number, body: Partial<GenerationErrorBody> | undefined) =>
  new ApiError(status, body?.error?.code ?? "http_error", body?.error?.message ?? body?.detail ?? "Request failed.", body);

/**
 * Generates an itinerary through the streaming variant of SPEC.md §7 calls 1 and 2. Resolves with the
 * final answer; rejects with ApiError (non-OK answer, or an `error` event: `body.detail` is the server's
 * message), NetworkError (server unreachable, or the stream cut short) or an AbortError (Stop).
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
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as Partial<GenerationErrorBody> | undefined;
    throw errorFrom(response.status, body);
  }

  let shown = emptyStreamItinerary();
  try {
    for await (const { event, data } of readServerEvents(response.body, signal)) {
      const parsed: unknown = JSON.parse(data);
      if (event === "start") progress.onStart?.((parsed as { engine: string }).engine);
      else if (event === "partial") {
        shown = applyPartial(shown, parsed as PartialEventData);
        progress.onPartial?.(shown);
      } else if (event === "repair") {
        shown = emptyStreamItinerary();
        progress.onRepair?.((parsed as { failures: string[] }).failures);
      } else if (event === "final") return parsed as GenerationResponse;
      else if (event === "error") throw errorFrom(502, parsed as GenerationErrorBody);
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new NetworkError(NETWORK_MESSAGE);
  }
  // The stream ended without a final or error event: stopped, or cut short.
  if (signal?.aborted) throw signal.reason;
  throw new NetworkError(NETWORK_MESSAGE);
}

/** SPEC.md §7 call 3: the generated itinerary saved to the user's dashboard. */
export function saveItinerary(result: GenerationResponse): Promise<{ id: string }> {
  return postJson<{ id: string }>("/api/itineraries", {
    title: result.itinerary.title,
    days: result.itinerary.days,
    plan: result.plan,
    engine: result.engine,
  });
}
