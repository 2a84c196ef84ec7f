import { setTimeout as sleep } from "node:timers/promises";
import { AiError, type AiEngine, type CallOptions, type ItineraryEvent, type PartialItinerary } from "../engine";
import { validatedChat, validatedRequest } from "../request";
import { offlineChatAnswer } from "./chat";
import { planOffline } from "../../planner/plan-trip";
import { regenerateDay } from "../../planner/regenerate";

export interface OfflineEngineOptions {
  /**
   * Pause between streamed pieces (a day of an itinerary, a few words of a chat answer), so the UI fills in
   * the same way as with a language model and a Stop button has something to stop. 0 in unit tests.
   */
  paceMs?: number;
}

/** Words with their following whitespace, a few at a time. */
function textPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}

async function pause(ms: number, signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new AiError("aborted");
  if (ms <= 0) return;
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw new AiError("aborted", { cause: error });
  }
}

/** The built-in engine: the offline planner and chat assistant over the knowledge base. */
export function createOfflineEngine(options: OfflineEngineOptions = {}): AiEngine {
  const paceMs = options.paceMs ?? 15;

  const generate = (request: Parameters<AiEngine["generateItinerary"]>[0]) => {
    const { request: valid, dates } = validatedRequest(request);
    return { ...planOffline(valid, dates), engine: "offline" };
  };

  return {
    name: "offline",

    async generateItinerary(request, callOptions: CallOptions = {}) {
      if (callOptions.signal?.aborted) throw new AiError("aborted");
      return generate(request);
    },

    async *streamItinerary(request, callOptions: CallOptions = {}): AsyncGenerator<ItineraryEvent> {
      const result = generate(request);
      const { title, introduction, days, final_notes } = result.itinerary;
      const partial: PartialItinerary = { title, introduction, days: [] };
      yield { type: "partial", itinerary: { ...partial, days: [] } };
      for (const day of days) {
        await pause(paceMs, callOptions.signal);
        partial.days = [...partial.days!, day];
        yield { type: "partial", itinerary: { ...partial } };
      }
      yield { type: "partial", itinerary: { ...partial, final_notes } };
      yield { type: "final", ...result };
    },

    async regenerateDay(plan, day, request, callOptions: CallOptions = {}) {
      if (callOptions.signal?.aborted) throw new AiError("aborted");
      return regenerateDay(plan, day, request);
    },

    // The pause between pieces only makes the streamed answer read like typing; whole, it would be dead time.
    async answerChat(request, callOptions: CallOptions = {}) {
      if (callOptions.signal?.aborted) throw new AiError("aborted");
      return offlineChatAnswer(validatedChat(request));
    },

    async *streamChat(request, callOptions: CallOptions = {}) {
      const answer = offlineChatAnswer(validatedChat(request));
      for (const piece of textPieces(answer)) {
        await pause(paceMs, callOptions.signal);
        yield piece;
      }
    },
  };
}
