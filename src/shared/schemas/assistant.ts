import { z } from "./zod";
import type { PlanCheckResult } from "../itinerary-stream";
import type { Plan } from "../plan";
import { chatPromptSchema } from "./generation";
import type { PlanOperation } from "./operations";

/**
 * The assistant acting on a trip (docs/product.md "The assistant acts on a trip", decision 1100):
 * `POST /api/itineraries/:id/assistant { message, version }` answers `{ reply, proposal }`. Nothing is saved: Apply
 * posts the proposal's operations with its `baseVersion` to `/operations`.
 */

export const ASSISTANT_MESSAGES = {
  badBody: "Send a JSON object with your message and the trip's version.",
  noPlan: "This trip was saved without a day-by-day plan, so I cannot change it stop by stop.",
} as const;

export const assistantRequestSchema = z.object(
  {
    /** As the chat's prompt: at most CHAT_PROMPT_MAX characters, not only whitespace. */
    message: chatPromptSchema,
    /** The version the traveller sees: the proposal is read against it. */
    version: z.number({ error: ASSISTANT_MESSAGES.badBody }).int(ASSISTANT_MESSAGES.badBody).min(1, ASSISTANT_MESSAGES.badBody),
  },
  { error: ASSISTANT_MESSAGES.badBody },
);

export interface AssistantProposal {
  /** The version the operations were read against: Apply sends it to `/operations`. */
  baseVersion: number;
  operations: PlanOperation[];
  /** The whole proposed plan, timed as a save would time it. */
  plan: Plan;
  /** One sentence per operation. */
  changes: string[];
  /** The plan check of the proposed plan (per-item statuses and fixes). */
  check: PlanCheckResult;
}

export interface AssistantAnswer {
  reply: string;
  /** Null for an answer only (a question, a change that cannot be made, a question back). */
  proposal: AssistantProposal | null;
}
