import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { SSEStreamingApi } from "hono/streaming";
import { privateSSE } from "./private-sse";
import { z } from "zod";
import { toWire } from "@shared/itinerary";
import {
  diffPartial,
  emptyStreamItinerary,
  type GenerationEvent,
  type GenerationResponse,
  type StreamItinerary,
} from "@shared/itinerary-stream";
import {
  planRequestSchema,
  surpriseRequestSchema,
  validationMessage,
  type PlanRequest,
  type SurpriseRequest,
} from "@shared/schemas/generation";
import { REGENERATE_MESSAGES, regenerateDayRequestSchema } from "@shared/schemas/itineraries";
import { destinationError, resolveRequestPlace } from "../ai/destination";
import { AiError, type AiEngine, type GeneratedItinerary, type ItineraryRequest } from "../ai/engine";
import { guardModelCall, type ModelBudget } from "../ai/model-budget";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { generationErrorBody, internalError, invalidInput, notFound, type ApiError } from "../errors";
import type { Db } from "../db/client";
import { itineraryRepository } from "../db/itinerary-repository";
import { readPlan } from "./itineraries";
import type { Logger } from "../logger";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";
import { aiFailure } from "./ai-failure";

const HOUR_MS = 60 * 60 * 1000;

function present(result: GeneratedItinerary): GenerationResponse {
  return { itinerary: toWire(result.itinerary), plan: result.plan, check: result.check, engine: result.engine };
}

/**
 * A failed surprise call has a `detail` field the UI shows: every failure of these routes (401, 400, 429,
 * 5xx) is rendered with `detail` beside our `error` object (app.ts's `render`).
 */
const withDetail: MiddlewareHandler = (c, next) => {
  c.set("detailedErrors", true);
  return next();
};

/** A JSON body with the generator's one message: "Please provide all required fields." wins. */
const generationBody = <T extends z.ZodType>(schema: T) => jsonBody(schema, (error) => invalidInput(validationMessage(error)));

const wantsStream = (c: Context) => c.req.header("Accept")?.includes("text/event-stream") ?? false;

export interface AiRouteDeps {
  config: Config;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** A language model's budgets; none for the offline planner. */
  modelBudget?: ModelBudget;
}

/**
 * docs/api.md under /api/ai, for signed-in users, rate limited per user. JSON by default; with
 * `Accept: text/event-stream` the same call streams (see shared/itinerary-stream.ts).
 */
export function aiRoutes({ config, db, engine, logger, rateLimitStore, modelBudget }: AiRouteDeps) {
  const limit = rateLimit<AuthEnv>({
    store: rateLimitStore,
    name: "generate",
    limit: config.RATE_LIMIT_GENERATE_PER_HOUR,
    windowMs: HOUR_MS,
    key: (c) => c.get("user").id,
  });
  const guard = guardModelCall(modelBudget, {
    store: rateLimitStore,
    name: "generate",
    limit: config.RATE_LIMIT_GENERATE_PER_ADDRESS_PER_HOUR ?? config.RATE_LIMIT_GENERATE_PER_HOUR,
    windowMs: HOUR_MS,
    trustProxy: config.TRUST_PROXY,
  });

  /** An engine failure as its API error (logged unless the client went away); anything else is rethrown. */
  const fail = (c: Context, error: unknown): ApiError => {
    if (!(error instanceof AiError)) throw error;
    if (error.code !== "aborted")
      logger.warn({ reqId: c.get("requestId"), code: error.code, err: error.cause }, "itinerary generation failed");
    return aiFailure(error).apiError;
  };

  async function generate(c: Context, request: ItineraryRequest) {
    if (wantsStream(c)) return stream(c, request);
    try {
      const options = { signal: c.req.raw.signal, onUsage: c.get("modelLease")?.addTokens };
      return c.json(present(await engine.generateItinerary(request, options)));
    } catch (error) {
      throw fail(c, error);
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
        for await (const event of engine.streamItinerary(request, { signal, onUsage: c.get("modelLease")?.addTokens })) {
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
        let failure: ApiError;
        try {
          failure = fail(c, error);
        } catch {
          logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error while streaming");
          failure = internalError();
        }
        await send({ event: "error", data: generationErrorBody(failure) });
      }
    });
  }

  /**
   * "Not a place" (either engine) and "no guide" (the offline planner) answer 422 before the generation
   * limit counts the request.
   */
  const knownPlace =
    <R>(toRequest: (body: R) => ItineraryRequest): MiddlewareHandler<AuthEnv, string, { out: { json: R } }> =>
    async (c, next) => {
      const request = toRequest(c.req.valid("json"));
      const problem = destinationError(request, resolveRequestPlace(request), engine.name === "offline");
      if (problem) throw problem;
      await next();
    };

  // Middleware per route, not `.use()`: this sub-app shares the /api/ai prefix with the chat routes.
  const generation = new Hono<AuthEnv>()
    .post(
      "/generate-itinerary",
      withDetail,
      requireUser,
      generationBody(planRequestSchema),
      knownPlace(planOf),
      limit,
      guard,
      (c) => generate(c, planOf(c.req.valid("json"))),
    )
    .post(
      "/surprise-me",
      withDetail,
      requireUser,
      generationBody(surpriseRequestSchema),
      knownPlace(surpriseOf),
      limit,
      guard,
      (c) => generate(c, surpriseOf(c.req.valid("json"))),
    );

  /**
   * POST /api/itineraries/:id/days/:day/regenerate: a proposal for one day (or slot) of the owner's saved
   * plan, through the configured engine and within the same generation limits; nothing is saved.
   */
  const itineraries = itineraryRepository(db);
  const regeneration = new Hono<AuthEnv>().post(
    "/:id/days/:day/regenerate",
    requireUser,
    // Every field is optional, so a body that is not a JSON object (which the validator reads as {}) is refused here.
    async (c, next) => {
      // The media type as Hono's validator reads it: "application/json" (or "+json"), parameters aside.
      const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
      const json = /^application\/([\w.-]+\+)?json$/i.test(mediaType);
      const body: unknown = json ? await c.req.json().catch(() => undefined) : undefined;
      if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidInput(REGENERATE_MESSAGES.badBody);
      await next();
    },
    jsonBody(regenerateDayRequestSchema),
    limit,
    guard,
    async (c) => {
      const row = await itineraries.findOwn(c.get("user").id, c.req.param("id"));
      if (!row) throw notFound("No such itinerary.");
      const plan = readPlan(row.plan);
      if (!plan) throw invalidInput(REGENERATE_MESSAGES.noPlan);
      const day = Number(c.req.param("day"));
      if (!Number.isInteger(day) || day < 1 || day > plan.days.length) throw notFound(REGENERATE_MESSAGES.noSuchDay);
      try {
        const proposal = await engine.regenerateDay(plan, day, c.req.valid("json"), {
          signal: c.req.raw.signal,
          onUsage: c.get("modelLease")?.addTokens,
        });
        return c.json({ day: proposal });
      } catch (error) {
        throw fail(c, error);
      }
    },
  );
  return { generation, regeneration };
}

const planOf = (body: PlanRequest): ItineraryRequest => ({ mode: "plan", ...body });
const surpriseOf = (body: SurpriseRequest): ItineraryRequest => ({ mode: "surprise", ...body });

function writeEvent(sse: SSEStreamingApi, { event, data }: GenerationEvent) {
  return sse.writeSSE({ event, data: JSON.stringify(data) });
}
