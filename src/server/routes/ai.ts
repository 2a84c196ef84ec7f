import { zValidator } from "@hono/zod-validator";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { SSEStreamingApi } from "hono/streaming";
import { privateSSE } from "./private-sse";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { toWire } from "../../shared/itinerary";
import {
  diffPartial,
  emptyStreamItinerary,
  type GenerationErrorBody,
  type GenerationEvent,
  type GenerationResponse,
  type StreamItinerary,
} from "../../shared/itinerary-stream";
import { planRequestSchema, surpriseRequestSchema, validationMessage } from "../../shared/schemas/generation";
import { AiError, type AiEngine, type GeneratedItinerary, type ItineraryRequest } from "../ai/engine";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { ApiError, type ErrorBody } from "../errors";
import type { Logger } from "../logger";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { AI_ERROR_STATUS } from "./ai-error-status";

const HOUR_MS = 60 * 60 * 1000;

function present(result: GeneratedItinerary): GenerationResponse {
  return { itinerary: toWire(result.itinerary), plan: result.itinerary, check: result.check, engine: result.engine };
}

function failureBody(code: string, message: string): GenerationErrorBody {
  return { error: { code, message }, detail: message };
}

/**
 * SPEC.md §8: a failed surprise call has a `detail` field the UI shows. Every non-OK JSON answer of these
 * routes (401, 400, 429, 5xx) gets `detail` beside our `error` object.
 */
const withDetail: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok || !c.res.headers.get("Content-Type")?.startsWith("application/json")) return;
  const body = (await c.res.clone().json()) as Partial<ErrorBody>;
  if (!body.error) return;
  const headers = new Headers(c.res.headers);
  c.res = new Response(JSON.stringify(failureBody(body.error.code, body.error.message)), { status: c.res.status, headers });
};

/** Like `jsonBody`, but with the generator's one message: "Please provide all required fields." wins. */
function generationBody<T extends z.ZodType>(schema: T) {
  return zValidator("json", schema, (result) => {
    if (!result.success) throw new ApiError(400, "invalid_input", validationMessage(new z.ZodError(result.error.issues)));
  });
}

const wantsStream = (c: Context) => c.req.header("Accept")?.includes("text/event-stream") ?? false;

export interface AiRouteDeps {
  config: Config;
  engine: AiEngine;
  logger: Logger;
  rateLimitStore: RateLimitStore;
}

/**
 * SPEC.md §7 calls 1 and 2 under /api/ai, for signed-in users, rate limited per user. JSON by default; with
 * `Accept: text/event-stream` the same call streams (see shared/itinerary-stream.ts).
 */
export function aiRoutes({ config, engine, logger, rateLimitStore }: AiRouteDeps) {
  const limit = rateLimit<AuthEnv>({
    store: rateLimitStore,
    name: "generate",
    limit: config.RATE_LIMIT_GENERATE_PER_HOUR,
    windowMs: HOUR_MS,
    key: (c) => c.get("user").id,
  });

  const fail = (c: Context, error: unknown): { status: ContentfulStatusCode; body: GenerationErrorBody } => {
    if (!(error instanceof AiError)) throw error;
    if (error.code !== "aborted") logger.warn({ reqId: c.get("requestId"), code: error.code, err: error.cause }, "itinerary generation failed");
    return { status: AI_ERROR_STATUS[error.code], body: failureBody(error.code, error.message) };
  };

  async function generate(c: Context, request: ItineraryRequest) {
    if (wantsStream(c)) return stream(c, request);
    try {
      return c.json(present(await engine.generateItinerary(request, { signal: c.req.raw.signal })));
    } catch (error) {
      const { status, body } = fail(c, error);
      return c.json(body, status);
    }
  }

  function stream(c: Context, request: ItineraryRequest) {
    return privateSSE(c, async (sse) => {
      // Client gone (connection closed or body cancelled): the engine's upstream call is cancelled too.
      const cancel = new AbortController();
      sse.onAbort(() => cancel.abort());
      const signal = AbortSignal.any([c.req.raw.signal, cancel.signal]);
      const send = (message: GenerationEvent) => writeEvent(sse, message);
      await send({ event: "start", data: { engine: engine.name } });
      let shown: StreamItinerary = emptyStreamItinerary();
      try {
        for await (const event of engine.streamItinerary(request, { signal })) {
          if (signal.aborted) break;
          if (event.type === "partial") {
            const next = { ...event.itinerary, days: event.itinerary.days ?? [] };
            await send({ event: "partial", data: diffPartial(shown, next) });
            shown = next;
          } else if (event.type === "repair") {
            shown = emptyStreamItinerary();
            await send({ event: "repair", data: { failures: event.failures } });
          } else {
            await send({ event: "final", data: present(event) });
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        let body: GenerationErrorBody;
        try {
          body = fail(c, error).body;
        } catch {
          logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error while streaming");
          body = failureBody("internal", "Something went wrong on our side. Please try again.");
        }
        await send({ event: "error", data: body });
      }
    });
  }

  // Middleware per route, not `.use()`: this sub-app shares the /api/ai prefix with the chat routes.
  return new Hono<AuthEnv>()
    .post("/generate-itinerary", withDetail, requireUser, generationBody(planRequestSchema), limit, (c) =>
      generate(c, { mode: "plan", ...c.req.valid("json") }),
    )
    .post("/surprise-me", withDetail, requireUser, generationBody(surpriseRequestSchema), limit, (c) =>
      generate(c, { mode: "surprise", ...c.req.valid("json") }),
    );
}

function writeEvent(sse: SSEStreamingApi, { event, data }: GenerationEvent) {
  return sse.writeSSE({ event, data: JSON.stringify(data) });
}
