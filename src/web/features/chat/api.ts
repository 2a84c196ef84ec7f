import type { ChatPlace, ChatStreamEvent } from "@shared/schemas/chat";
import { CHAT_PROMPT_MAX } from "@shared/schemas/limits";
import { readJsonEvents } from "@shared/server-events";
import type { AssistantAnswer, AssistantProposal } from "@shared/schemas/assistant";
import { ApiFailure, apiFailureOf, postJson, readApiFailure, serverMessage } from "@web/lib/api";

/** The assistant's inline error messages (docs/product.md), plus ours for limits the server enforces. */
export const CHAT_ERRORS = {
  failed: "Error: Failed to fetch response",
  unreachable: "Error: Unable to reach server",
  empty: "Error: No response from server",
  tooLong: `Error: Your message is too long (at most ${CHAT_PROMPT_MAX.toLocaleString("en-US")} characters).`,
  rateLimited: "Error: Too many messages. Please try again in a few minutes.",
} as const;

export const STREAM_PATH = "/api/ai/generate/stream";

export type ChatOutcome =
  /** The answer is complete (its text may be empty: the caller shows "No response from server"). */
  | { kind: "done"; text: string; engine?: string; proposal?: AssistantProposal; places?: ChatPlace[] }
  /** `retryable`: asking again may work (the server or the network failed), unlike a refused message. */
  | { kind: "error"; message: string; retryable: boolean }
  /** The signal was aborted (Stop pressed, panel unmounted). */
  | { kind: "stopped" };

export interface AnswerRequest {
  prompt: string;
  userId: string;
  signal: AbortSignal;
  /** Each piece of the answer as it arrives. */
  onDelta(text: string): void;
}

/** A refused or failed answer's message (docs/product.md): by status, in the server's words where it has them. */
function errorMessage(error: ApiFailure): string {
  const server = serverMessage(error);
  switch (error.status) {
    case 413:
      return CHAT_ERRORS.tooLong;
    case 429:
      return server ? `Error: ${server}` : CHAT_ERRORS.rateLimited;
    case 400:
    case 401:
    case 403:
      // The server's own words: "Your message is too long (at most 4,000 characters).", "Please log in to continue.", ...
      return server ? `Error: ${server}` : CHAT_ERRORS.failed;
    default:
      return CHAT_ERRORS.failed;
  }
}

/**
 * Asks the assistant and streams the answer (POST /api/ai/generate/stream, server-sent events). Never
 * throws: every failure becomes an outcome whose message the panel shows as an assistant message.
 */
export async function streamAnswer({ prompt, userId, signal, onDelta }: AnswerRequest): Promise<ChatOutcome> {
  let res: Response;
  try {
    res = await fetch(STREAM_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ user_id: userId, prompt }),
      signal,
    });
  } catch {
    return signal.aborted ? { kind: "stopped" } : { kind: "error", message: CHAT_ERRORS.unreachable, retryable: true };
  }
  if (!res.ok) return { kind: "error", message: errorMessage(await readApiFailure(res)), retryable: res.status >= 500 };

  let text = "";
  // The JSON shape of docs/api.md, should a proxy or an older server answer that way.
  if (!res.headers.get("content-type")?.includes("text/event-stream")) {
    const body = (await res.json().catch(() => undefined)) as { response?: unknown } | undefined;
    if (typeof body?.response === "string") {
      text = body.response;
      if (text) onDelta(text);
    }
    return { kind: "done", text };
  }

  try {
    for await (const message of readJsonEvents<ChatStreamEvent>(res.body!, signal)) {
      if (message.event === "delta") {
        text += message.data.text;
        onDelta(message.data.text);
      } else if (message.event === "final") {
        return { kind: "done", text, engine: message.data.engine, places: message.data.places };
      } else if (message.event === "error") {
        // The model failed midway: the server's words when it sent them; asking again may work.
        const server = serverMessage(apiFailureOf(res.status, message.data));
        return { kind: "error", message: server ? `Error: ${server}` : CHAT_ERRORS.failed, retryable: true };
      }
    }
  } catch {
    // The connection broke, or Stop aborted the read: decided below.
  }
  // The stream ended without its final event.
  return signal.aborted ? { kind: "stopped" } : { kind: "error", message: CHAT_ERRORS.unreachable, retryable: true };
}

/** The trip assistant's path (POST, decision 1100). */
export const tripAssistantPath = (tripId: string) => `/api/itineraries/${encodeURIComponent(tripId)}/assistant`;

/**
 * Asks the open trip's assistant (POST /api/itineraries/:id/assistant, JSON, not streamed): its reply, and the
 * proposal when it has one. Never throws, as `streamAnswer`: failures become the same inline messages.
 */
export async function askTrip({
  tripId,
  version,
  prompt,
  signal,
}: {
  tripId: string;
  version: number;
  prompt: string;
  signal: AbortSignal;
}): Promise<ChatOutcome> {
  try {
    const answer = await postJson<AssistantAnswer>(tripAssistantPath(tripId), { message: prompt, version }, { signal });
    return { kind: "done", text: answer.reply, ...(answer.proposal && { proposal: answer.proposal }) };
  } catch (error) {
    if (signal.aborted) return { kind: "stopped" };
    if (error instanceof ApiFailure) {
      // No such trip (404), not allowed (403), a version it cannot read (409): the server says which.
      const server = serverMessage(error);
      const message = server && [404, 409, 422].includes(error.status) ? `Error: ${server}` : errorMessage(error);
      return { kind: "error", message, retryable: error.status >= 500 };
    }
    return { kind: "error", message: CHAT_ERRORS.unreachable, retryable: true };
  }
}
