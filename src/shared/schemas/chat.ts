import { z } from "./zod";
import { chatPromptSchema } from "./generation";
import type { StreamEnd } from "../server-events";

/**
 * The chat assistant's calls (docs/api.md): POST /api/ai/generate `{ user_id, prompt }` answers
 * `{ response }`; POST /api/ai/generate/stream takes the same body and answers server-sent events.
 * `user_id` may be left out: the session decides who is asking, and a different id is refused (403).
 */
export const chatRequestSchema = z.object({
  user_id: z.string().max(200).nullish(),
  prompt: chatPromptSchema,
});

export interface ChatResponse {
  response: string;
}

/**
 * Events of the streaming variant, in the one format of every stream (shared/server-events.ts): any number of
 * `delta`s, then exactly one `final` (the answer is complete and stored; which engine wrote it, and the guides'
 * places it names, when it names any) or `error` (the
 * model failed midway; nothing stored; its data is the API's error body). A failure before the first delta is
 * an ordinary non-OK JSON answer instead.
 */
export type ChatStreamEvent = { event: "delta"; data: { text: string } } | StreamEnd<{ engine: string; places?: ChatPlace[] }>;

/** A place of the guides an answer names (`final`'s `places`, in the answer's order): its card under the answer. */
export interface ChatPlace {
  /** As the answer names it: the guide activity's title or its place's name. */
  name: string;
  /** Its neighbourhood, or for an excursion its town or park. */
  area: string;
  city: string;
  lat: number;
  lon: number;
}
