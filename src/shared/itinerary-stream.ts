import type { ErrorBody, StreamEnd } from "./server-events";
import type { ItineraryDay, WireItinerary } from "./itinerary";
import type { Plan } from "./plan";
import type { PlanOperation } from "./schemas/operations";
import type { DayPace, ItemStatus } from "./timetable";

/**
 * The streaming wire format of POST /api/ai/generate-itinerary and /api/ai/surprise-me when the request
 * says `Accept: text/event-stream` (docs/decisions/0421-generator-streaming.md). Server-sent events, in order:
 *
 * - `start`   `{ engine }` at once, before the engine writes anything;
 * - `partial` `{ from, days, title?, introduction?, final_notes? }` as the itinerary is written: the client
 *   keeps its days before index `from` and replaces the rest with `days`; a text field is sent only when it
 *   changed (see `applyPartial`);
 * - `repair`  `{ failures }` the first answer failed the plan check and is being rewritten: start over;
 * - `final`   `{ itinerary, plan, check, engine }` exactly the JSON answer of the non-streaming call;
 * - `error`   `{ error: { code, message } }`, the API's error body, instead of `final` when generation failed.
 *
 * Requests refused before any generation (401, 400, 429) answer JSON with their status, never a stream.
 */

export type StreamDay = Partial<ItineraryDay>;

/** The itinerary as far as it has been written: any field may be missing, the last day may be incomplete. */
export interface StreamItinerary {
  title?: string;
  introduction?: string;
  days: StreamDay[];
  final_notes?: string;
}

export interface PartialEventData {
  from: number;
  days: StreamDay[];
  title?: string;
  introduction?: string;
  final_notes?: string;
}

/** A change that clears a conflict, applied in one press through the plan operations. */
export interface PlanFix {
  label: string;
  operations: PlanOperation[];
}

/** What the plan check says of one stop: `verified` (open then, in season, reachable in time), `unknown` or `conflict`. */
export interface ItemCheck {
  status: ItemStatus;
  /** In words, for the traveller: why it is verified, unknown or a conflict. */
  reasons: string[];
  /** A conflict's fixes (at least one); none for the other statuses. */
  fixes?: PlanFix[];
}

/** A day's load: what the traveller walks, rides and does, and how that compares with the pace. */
export interface DayCheck {
  walkingKm: number;
  transitMinutes: number;
  activeMinutes: number;
  stops: number;
  pace: DayPace;
}

export interface PlanCheckResult {
  ok: boolean;
  failures: string[];
  /** 100 for a plan that passes, less for each failure. */
  score: number;
  /** Per item id (a plan v2 only). */
  items?: Record<string, ItemCheck>;
  /** Per day number (a plan v2 only). */
  days?: Record<number, DayCheck>;
}

/** The JSON answer of a successful generation (and the `final` event's data). */
export interface GenerationResponse {
  itinerary: WireItinerary;
  plan: Plan;
  check: PlanCheckResult;
  /** "offline" or "<provider>:<model>". */
  engine: string;
}

/**
 * A refused or failed generation's JSON answer: our error object, plus a `detail` field with the same message,
 * which the API contract asks of these routes (docs/api.md). Their stream's `error` event is the plain ErrorBody.
 */
export interface GenerationErrorBody extends ErrorBody {
  detail: string;
}

export type GenerationEvent =
  | { event: "start"; data: { engine: string } }
  | { event: "partial"; data: PartialEventData }
  | { event: "repair"; data: { failures: string[] } }
  | StreamEnd<GenerationResponse>;

export const emptyStreamItinerary = (): StreamItinerary => ({ days: [] });

const TEXT_FIELDS = ["title", "introduction", "final_notes"] as const;

/**
 * The `partial` event that turns `previous` into `next`. Only the last day of an itinerary is still being
 * written, so the event carries the days from the previous last one on: constant size per event, however
 * long the trip.
 */
export function diffPartial(previous: StreamItinerary, next: StreamItinerary): PartialEventData {
  const from = Math.max(0, Math.min(previous.days.length, next.days.length) - 1);
  const data: PartialEventData = { from, days: next.days.slice(from) };
  for (const key of TEXT_FIELDS) {
    if (next[key] !== undefined && next[key] !== previous[key]) data[key] = next[key];
  }
  return data;
}

/** The client side of `diffPartial`. */
export function applyPartial(current: StreamItinerary, data: PartialEventData): StreamItinerary {
  const next: StreamItinerary = { ...current, days: [...current.days.slice(0, data.from), ...data.days] };
  for (const key of TEXT_FIELDS) {
    if (data[key] !== undefined) next[key] = data[key];
  }
  return next;
}
