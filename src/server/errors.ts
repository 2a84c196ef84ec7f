import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { GenerationErrorBody } from "@shared/itinerary-stream";
import type { ErrorBody } from "@shared/server-events";
import type { AiErrorCode } from "./ai/engine";

/**
 * How the API fails, in one place. Routes and middleware throw one of the constructors below; `app.onError`
 * alone turns it into an answer. Every failure has the body `{ error: { code, message, details? } }`, and a
 * streamed answer that fails midway sends that same body as its `error` event. `code` is stable and means one
 * thing (clients may branch on it), `message` is written for the traveller, `details` is optional
 * machine-readable context. docs/api.md lists the codes.
 */
export type { ErrorBody };

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * The generator routes' JSON error body: every other route's, plus `detail` with the same message, which the
 * API contract asks of them (docs/api.md). Their sub-app renders its failures with it (app.ts).
 */
export const generationErrorBody = ({ body }: ApiError): GenerationErrorBody => ({ ...body, detail: body.error.message });

/** `details` of `invalid_input`: each bad field's first message, keyed by its path ("days.0.date"). */
export interface FieldErrors {
  fields: Record<string, string>;
}

/** An error a route throws on purpose: its status, stable code, message and answer headers. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string | string[]>,
  ) {
    super(status, { message });
  }

  get body(): ErrorBody {
    return errorBody(this.code, this.message, this.details);
  }

  /** The JSON answer, also where Hono renders the error itself (a sub-app tested without createApp). */
  override getResponse(): Response {
    const headers = new Headers();
    for (const [name, value] of Object.entries(this.headers ?? {})) for (const one of [value].flat()) headers.append(name, one);
    return Response.json(this.body, { status: this.status, headers });
  }
}

/** Input that breaks a rule: the one code of every validation failure, whichever schema found it. */
export const invalidInput = (message: string, details?: FieldErrors) => new ApiError(400, "invalid_input", message, details);
export const unauthenticated = () => new ApiError(401, "unauthenticated", "Please log in to continue.");
export const forbidden = (message: string) => new ApiError(403, "forbidden", message);
export const forbiddenOrigin = () =>
  new ApiError(403, "forbidden_origin", "This request came from another site and was refused.");
export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const noSuchEndpoint = () => notFound("No such API endpoint.");
export const localAccountsDisabled = () =>
  new ApiError(404, "local_accounts_disabled", "Sign-in with email and password is turned off here.");
export const payloadTooLarge = () => new ApiError(413, "payload_too_large", "The request body is too large (at most 64 KB).");
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", message, undefined, { "Retry-After": String(retryAfterSeconds) });
/** Deleting an account (routes/account.ts): the password, or for an account without one a recent sign-in. */
export const wrongPassword = () =>
  new ApiError(403, "invalid_password", "That password is not right.", {
    fields: { password: "That password is not right." },
  } satisfies FieldErrors);
export const signInAgain = () =>
  new ApiError(403, "sign_in_again", "For your safety, please sign in again, then delete your account within 15 minutes.");

/**
 * Better Auth's refusal on /api/auth/* (auth/routes.ts), in our shape: its code lower-cased
 * ("invalid_email_or_password"), `rate_limited` for its limiter, else `auth_error`; its headers kept.
 */
export function authRefusal(
  status: ContentfulStatusCode,
  betterAuthCode: string | undefined,
  message: string | undefined,
  headers: Record<string, string | string[]>,
) {
  const code = betterAuthCode?.toLowerCase() ?? (status === 429 ? "rate_limited" : "auth_error");
  return new ApiError(status, code, message || "Sign-in failed.", undefined, headers);
}

/** A language model's budgets (ai/model-budget.ts). */
export const modelCallsInFlight = (perUser: number) =>
  new ApiError(
    429,
    "model_calls_in_flight",
    `You already have ${perUser} ${perUser === 1 ? "answer" : "answers"} being written. Please wait for one to finish.`,
    undefined,
    { "Retry-After": "10" },
  );
/** Our cap of model calls in flight is reached (ai/model-budget.ts), or the provider refused for its own limit. */
export const modelBusy = () =>
  new ApiError(503, "model_busy", "The language model is busy right now. Please try again in a minute.", undefined, {
    "Retry-After": "30",
  });
/** The AI engine's failures (ai/engine.ts `AiError`), for generation, regeneration and chat alike. */
export const modelFailed = () => new ApiError(502, "upstream", "The language model could not answer. Please try again.");
export const modelOutputUnusable = () =>
  new ApiError(502, "invalid_output", "The language model gave an answer we could not use. Please try again.");
export const modelTimeout = () => new ApiError(504, "timeout", "The language model took too long to answer. Please try again.");
export const requestCancelled = () => new ApiError(503, "aborted", "The request was cancelled.");

const ENGINE_FAILURES: Record<AiErrorCode, (message: string) => ApiError> = {
  // A request the engine refused is the client's mistake: a validation failure like every other.
  invalid_request: (message) => invalidInput(message),
  timeout: modelTimeout,
  aborted: requestCancelled,
  rate_limited: modelBusy,
  upstream: modelFailed,
  invalid_output: modelOutputUnusable,
};
/** An engine failure as the API error that answers it (only a refused request keeps the engine's message). */
export const engineFailure = (error: { code: AiErrorCode; message: string }): ApiError =>
  ENGINE_FAILURES[error.code](error.message);

export function tokenBudgetSpent(retryAfterSeconds: number) {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  const message = `You have used today's allowance of the language model. Please try again in ${hours} ${hours === 1 ? "hour" : "hours"}.`;
  return new ApiError(429, "token_budget", message, undefined, { "Retry-After": String(retryAfterSeconds) });
}
/** Generation for a destination the planner cannot place (neither counts against the generation limit). */
export function unknownDestination(query: string, suggestions: readonly string[], what: "place" | "country") {
  // Names carry their country after a comma, so the choices are told apart by semicolons.
  const choices = suggestions.length > 1 ? `${suggestions.slice(0, -1).join("; ")} or ${suggestions.at(-1)}` : suggestions[0];
  const ask = choices ? ` Did you mean ${choices}?` : what === "place" ? " Try a city, region or country." : "";
  return new ApiError(422, "unknown_destination", `We could not find a ${what} called "${query}".${ask}`, { suggestions });
}
/** What a no_guide refusal offers next: a guided base to see the place from on a day trip, or the country's bases. */
export interface NoGuideNext {
  /** The country's name ("the United States"), with its article where English needs one. */
  countryName: string;
  dayTripFrom?: { name: string; km: number };
  /** The country's guided cities, nearest first. */
  countryCities: string[];
  /** Another country with a state or province of the same name ("Georgia": the United States), to ask for instead. */
  sameNameIn?: string;
}

export function noGuide(place: string, nearest: readonly { name: string; country: string; km: number }[], next?: NoGuideNext) {
  const list = nearest.map((base) => `${base.name} (${base.km.toLocaleString("en-US")} km)`).join(", ");
  // The country in brackets tells "Paris, Texas" from Paris, France; a country is not named twice.
  const where = next && !next.countryName.endsWith(place) ? `${place} (${next.countryName.replace(/^the /, "")})` : place;
  let message = `Wayfarer's offline planner has no guide for ${where} yet. The nearest places it knows are ${list}.`;
  if (next?.dayTripFrom)
    message += ` You could stay in ${next.dayTripFrom.name} and see ${place} on a day trip (about ${next.dayTripFrom.km.toLocaleString("en-US")} km away).`;
  else if (next && next.countryCities.length > 0) {
    const cities = next.countryCities;
    const named = cities.length > 1 ? `${cities.slice(0, -1).join(", ")} or ${cities.at(-1)}` : cities[0];
    message += ` In ${next.countryName} it can plan ${named}.`;
  }
  if (next?.sameNameIn)
    message += ` If you meant ${place} in ${next.sameNameIn}, type "${place}, ${next.sameNameIn.replace(/^the /, "")}".`;
  return new ApiError(422, "no_guide", message, { place, nearest, ...(next && { next }) });
}
/**
 * A save beyond ITINERARY_MAX_PER_USER. Not 429: waiting does not help, deleting one does (docs/decisions/0950).
 */
export const itineraryLimit = (max: number) =>
  new ApiError(
    409,
    "itinerary_limit",
    `You already have ${max.toLocaleString("en-US")} saved itineraries, the most one account can keep. Delete one to save another.`,
  );
/** A restore (decision 1180) that would pass ITINERARY_MAX_PER_USER: the trip stays deleted until one goes. */
export const restoreLimit = (max: number) =>
  new ApiError(
    409,
    "itinerary_limit",
    `You already have ${max.toLocaleString("en-US")} saved itineraries, the most one account can keep. Delete one to restore this one.`,
  );
/** A token beyond ACCESS_TOKENS_PER_USER_MAX: revoking one helps, waiting does not (like itineraryLimit). */
export const accessTokenLimit = (max: number) =>
  new ApiError(
    409,
    "token_limit",
    `You already have ${max} personal access tokens, the most one account can keep. Revoke one to make another.`,
  );
/** An edit based on an older version of the trip (someone saved in between). */
export const versionConflict = (message: string) => new ApiError(409, "version_conflict", message);
/** Joining a trip that has its most members already (trips/member-routes.ts). */
export const membersLimit = (message: string) => new ApiError(409, "members_limit", message);
/** An expense or settlement beyond what a trip holds (trips/costs): deleting one helps, waiting does not. */
export const costsLimit = (message: string) => new ApiError(409, "costs_limit", message);
/** The database or Redis does not answer: any route while Redis is away, and the health check. */
export const unavailable = () =>
  new ApiError(503, "unavailable", "The service is briefly unavailable. Please try again in a moment.");
/**
 * A refusal of the HTTP layer itself (Hono's, other than a body it could not read) with no code of ours; the
 * web client uses the same code for a non-OK answer without our error body (a proxy's page).
 */
export const httpError = (status: ContentfulStatusCode, message: string) =>
  new ApiError(status, "http_error", message || "Request failed.");
/** Nginx's code for a client that went away before its answer: nobody reads it, the request log shows it. */
export const clientClosed = () => new ApiError(499 as ContentfulStatusCode, "client_closed", "The connection was closed.");
export const internalError = () => new ApiError(500, "internal", "Something went wrong on our side. Please try again.");
