import { z } from "zod";
import {
  chatPromptSchema,
  parseDateRange,
  planRequestSchema,
  surpriseRequestSchema,
  validationMessage,
} from "@shared/schemas/generation";
import { MAX_TRIP_DAYS } from "@shared/schemas/limits";
import { AiError, type ChatRequest, type ItineraryRequest } from "./engine";

/**
 * Engines validate again what routes already validated: nothing reaches a model (or the planner) unchecked.
 * A bad request is an AiError "invalid_request" whose message is the user-facing validation message.
 */

export function validatedRequest(request: ItineraryRequest): { request: ItineraryRequest; dates: string[] } {
  const result = request.mode === "plan" ? planRequestSchema.safeParse(request) : surpriseRequestSchema.safeParse(request);
  if (!result.success) throw new AiError("invalid_request", { message: validationMessage(result.error) });
  const range = parseDateRange(result.data.dates);
  if (!range.ok) throw new AiError("invalid_request", { message: range.error });
  return { request: { mode: request.mode, ...result.data } as ItineraryRequest, dates: range.range.dates };
}

/** Earlier turns are bounded by the caller; this only guards against absurd sizes. */
const engineChatRequestSchema = z.object({
  userName: z.string().max(200),
  history: z.array(z.object({ role: z.enum(["user", "assistant"]), text: z.string().max(20_000) })).max(40),
  prompt: chatPromptSchema,
  place: z.string().max(200).optional(),
  tripDates: z.array(z.iso.date()).max(MAX_TRIP_DAYS).optional(),
});

export function validatedChat(request: ChatRequest): ChatRequest {
  const result = engineChatRequestSchema.safeParse(request);
  if (!result.success)
    throw new AiError("invalid_request", { message: result.error.issues[0]?.message ?? "Invalid chat request." });
  return result.data;
}
