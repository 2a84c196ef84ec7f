import type { Itinerary } from "@shared/itinerary";
import type { Plan, PlanDay } from "@shared/plan";
import type { PlanSlot } from "@shared/plan-slots";
import type { PlanRequest, SurpriseRequest } from "@shared/schemas/generation";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { PlanOperation } from "@shared/schemas/operations";

/**
 * The one AI interface the routes use. Two engines implement it: a language model through the AI SDK
 * (`llm/`) and the built-in offline planner (`offline/`), chosen by config at start.
 * Requests must already be validated with the schemas of `shared/schemas/generation.ts`.
 */

export type ItineraryRequest = ({ mode: "plan" } & PlanRequest) | ({ mode: "surprise" } & SurpriseRequest);

export interface GeneratedItinerary {
  /** The structured itinerary of the API contract (and its wire text), derived from `plan`. */
  itinerary: Itinerary;
  plan: Plan;
  check: PlanCheckResult;
  /** Which engine answered: "offline" or "<provider>:<model>". */
  engine: string;
}

/** A partial itinerary while it is written: any field may still be missing, the last day may be incomplete. */
export interface PartialItinerary {
  title?: string;
  introduction?: string;
  days?: Partial<Itinerary["days"][number]>[];
  final_notes?: string;
}

export type ItineraryEvent =
  | { type: "partial"; itinerary: PartialItinerary }
  /** The first answer failed the plan check; the model is asked once more, and partials start over. */
  | { type: "repair"; failures: string[] }
  | ({ type: "final" } & GeneratedItinerary);

export interface ChatTurn {
  role: "user" | "assistant";
  text: string;
}

export interface ChatRequest {
  userName: string;
  /** Earlier exchanges, oldest first (the caller bounds their size). */
  history: readonly ChatTurn[];
  prompt: string;
  /** The place the conversation is about when a question names none (a trip page's assistant: the trip's first place). */
  place?: string;
  /**
   * A trip page's assistant: the trip's dates, day by day ("YYYY-MM-DD"). A question of the sun, the weather or
   * packing that names no month is about them: the day it names ("sunset on day 2"), else the first.
   */
  tripDates?: readonly string[];
}

/** A change to a saved trip asked in words (decision 1100), with the trip's plan (timed) and its check. */
export interface TripChangeRequest {
  message: string;
  plan: Plan;
  check: PlanCheckResult;
}

/**
 * Plan operations for the server to validate, apply and check, or a reply only (a question back, a "cannot", an
 * answer). The offline reader adds other ways to grant the same wish, best first: the assistant proposes the first
 * that leaves the stops it changes without a conflict.
 */
export type TripChangeReading = { operations: PlanOperation[]; alternatives?: PlanOperation[][] } | { reply: string };

export interface CallOptions {
  /** Aborting it (client went away, Stop pressed) cancels the upstream model call. */
  signal?: AbortSignal;
  /** Told the tokens each finished model call used, as the provider reported them (the user's daily budget). */
  onUsage?: (tokens: number) => void;
}

export interface AiEngine {
  /** "offline" or "<provider>:<model>". */
  readonly name: string;
  generateItinerary(request: ItineraryRequest, options?: CallOptions): Promise<GeneratedItinerary>;
  /** Partial itineraries as they are written, then exactly one final event. */
  streamItinerary(request: ItineraryRequest, options?: CallOptions): AsyncIterable<ItineraryEvent>;
  /**
   * One day of a saved plan planned again (or one slot of it, with an optional instruction), as a proposal:
   * nothing is saved. `day` is the day's number in the plan.
   */
  regenerateDay(
    plan: Plan,
    day: number,
    request: { slot?: PlanSlot; instruction?: string },
    options?: CallOptions,
  ): Promise<PlanDay>;
  /** Text deltas of the assistant's answer. */
  streamChat(request: ChatRequest, options?: CallOptions): AsyncIterable<string>;
  /** The whole answer at once, for an engine with a quicker way than its stream (the offline one paces it). */
  answerChat?(request: ChatRequest, options?: CallOptions): Promise<string>;
  /**
   * A trip change through the engine's own reading (a language model's tool calls). Left out by the offline
   * engine: the assistant route reads the message with the offline intent reader (offline/trip-intents.ts).
   */
  proposeTripChange?(request: TripChangeRequest, options?: CallOptions): Promise<TripChangeReading>;
}

/**
 * Why an engine call failed. src/server/errors.ts (`engineFailure`) turns each into the API's status, code and
 * message; only `invalid_request` carries a message for the traveller (which rule the request broke).
 */
export type AiErrorCode = "invalid_request" | "timeout" | "aborted" | "rate_limited" | "upstream" | "invalid_output";

/** Every engine failure; `cause` holds the upstream detail for logs. */
export class AiError extends Error {
  override name = "AiError";
  constructor(
    readonly code: AiErrorCode,
    options?: { cause?: unknown; message?: string },
  ) {
    super(options?.message ?? `AI engine failure: ${code}`, { cause: options?.cause });
  }
}

/** The whole chat answer as one string (for the JSON endpoint of docs/api.md). */
export async function collectChat(engine: AiEngine, request: ChatRequest, options?: CallOptions): Promise<string> {
  if (engine.answerChat) return engine.answerChat(request, options);
  let text = "";
  for await (const delta of engine.streamChat(request, options)) text += delta;
  return text;
}
