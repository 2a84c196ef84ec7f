/** What a traveller reads when the server cannot be reached at all. */
export const NETWORK_MESSAGE = "Unable to reach the server. Please try again.";

/** The one place a failed call becomes the traveller's message: the server's own words, or that it was out of reach. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiFailure ? error.message : NETWORK_MESSAGE;
}

/**
 * A failure the server reported, with the server's `{ error: { code, message } }` when there is one. `status`
 * is the answer's HTTP status: for a failure reported by a stream's `error` event, the stream's own 200.
 * Branch on `code` (docs/api.md), which means one thing; a status may stand for several (409: a stale edit, or
 * the saved-itinerary limit).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

/** Thrown when the server could not be reached at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = "NetworkError";
}

/**
 * The one mapping of a server failure to an ApiFailure, from a non-OK answer's body or a stream's `error` event:
 * its code and message, or without our error body (a proxy's page) `http_error` and `fallback`.
 */
export function apiFailureOf(status: number, body: unknown, fallback = "Request failed."): ApiFailure {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof error?.code === "string" ? error.code : "http_error";
  const message = typeof error?.message === "string" ? error.message : fallback;
  return new ApiFailure(status, code, message, body);
}

/** A non-OK answer as its ApiFailure (its JSON body read, when it has one). */
export async function readApiFailure(response: Response): Promise<ApiFailure> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiFailureOf(response.status, body, response.statusText || undefined);
}

/** The server's own message of a failure, when it sent one (not a fallback of ours). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiFailure)) return undefined;
  const message = (error.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === "string" && message ? message : undefined;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  headers.set("Accept", headers.get("Accept") ?? "application/json");
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(NETWORK_MESSAGE);
  }
  if (!response.ok) throw await readApiFailure(response);
  return (response.status === 204 ? undefined : await response.json().catch(() => undefined)) as T;
}

export const postJson = <T>(path: string, data: unknown, init: RequestInit = {}) =>
  apiFetch<T>(path, { ...init, method: "POST", body: JSON.stringify(data) });

/** The server's per-field messages of a refused form (`details.fields` of `invalid_input`), keyed by field path. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiFailure)) return {};
  const fields = (error.body as { error?: { details?: { fields?: unknown } } } | undefined)?.error?.details?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}
