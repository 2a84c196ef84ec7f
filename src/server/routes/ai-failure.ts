import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AiError, type AiErrorCode } from "../ai/engine";
import { ApiError } from "../errors";

/** HTTP status of each engine failure: a request the engine refused is the client's mistake; the rest are upstream's. */
const AI_ERROR_STATUS: Record<AiErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  timeout: 504,
  aborted: 503,
  rate_limited: 503,
  upstream: 502,
  invalid_output: 502,
};

/**
 * An engine failure as the API error that answers it. A request the engine refused is a validation
 * failure (`invalid_input`, like every other); anything that is not an AiError counts as upstream's.
 */
export function aiFailure(error: unknown): { apiError: ApiError; aiError: AiError } {
  const aiError = error instanceof AiError ? error : new AiError("upstream", { cause: error });
  const code = aiError.code === "invalid_request" ? "invalid_input" : aiError.code;
  return { aiError, apiError: new ApiError(AI_ERROR_STATUS[aiError.code], code, aiError.message) };
}
