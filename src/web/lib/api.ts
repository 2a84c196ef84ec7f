/** What a traveller reads when the server cannot be reached at all. */
export const NETWORK_MESSAGE = "Unable to reach the server. Please try again.";

/** The one place a failed call becomes the traveller's message: the server's own words, or that it was out of reach. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_MESSAGE;
}

/** Thrown for any non-2xx answer; carries the server's `{ error: { code, message } }` when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Thrown when the server could not be reached at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = "NetworkError";
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
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? "http_error", error?.message ?? response.statusText, body);
  }
  return body as T;
}

export const postJson = <T>(path: string, data: unknown, init: RequestInit = {}) =>
  apiFetch<T>(path, { ...init, method: "POST", body: JSON.stringify(data) });

/** The server's per-field messages of a refused form (`details.fields` of a 400), keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { error?: { details?: { fields?: unknown } } } | undefined)?.error?.details?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}
