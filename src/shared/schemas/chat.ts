import { z } from "./zod";
import { chatPromptSchema } from "./generation";

/**
 * The chat assistant's calls (SPEC.md §7 call 7): POST /api/ai/generate `{ user_id, prompt }` answers
 * `{ response }`; POST /api/ai/generate/stream takes the same body and answers server-sent events.
 * `user_id` may be left out: the session decides who is asking, and a different id is refused (403).
 */
export const chatRequestSchema = z.object({
  user_id: z.string().max(200).nullish(),
  prompt: chatPromptSchema,
});

export type ChatRequestBody = z.infer<typeof chatRequestSchema>;

export interface ChatResponse {
  response: string;
}

/**
 * Events of the streaming variant, each `event: <type>` with JSON `data`: any number of `delta`s, then
 * exactly one `done` (the answer is complete and stored) or `error` (the model failed midway; nothing stored).
 * A failure before the first delta is an ordinary non-OK JSON answer instead.
 */
export type ChatStreamEvent =
  | { type: "delta"; text: string }
  | { type: "done"; engine: string }
  | { type: "error"; code: string; message: string };
