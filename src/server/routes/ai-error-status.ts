import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AiErrorCode } from "../ai/engine";

/** HTTP status of each engine failure: a request the engine refused is the client's mistake; the rest are upstream's. */
export const AI_ERROR_STATUS: Record<AiErrorCode, ContentfulStatusCode> = {
  invalid_request: 400,
  timeout: 504,
  aborted: 503,
  rate_limited: 503,
  upstream: 502,
  invalid_output: 502,
};
