import { Hono, type Context, type MiddlewareHandler } from "hono";
import { privateSSE, writeEvent } from "./private-sse";
import type { z } from "zod";
import { toWire } from "@shared/itinerary";
import type { Plan } from "@shared/plan";
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
import { checkStructuredPlan } from "../planner/check";
import { destinationError, resolveRequestPlace } from "../planner/resolve";
import { AiError, type AiEngine, type GeneratedItinerary, type ItineraryRequest } from "../ai/engine";
import { generationLimits } from "../ai/generation-limits";
import type { ModelBudget } from "../ai/model-budget";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { engineFailure, internalError, invalidInput, type ApiError } from "../errors";
import type { Logger } from "../logger";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";

/** A JSON body with the generator's one message: "Please provide all required fields." wins. */
const generationBody = <T extends z.ZodType>(schema: T) => jsonBody(schema, (error) => invalidInput(validationMessage(error)));

const wantsStream = (c: Context) => c.req.header("Accept")?.includes("text/event-stream") ?? false;

export interface AiRouteDeps {
  config: Config;
  engine: AiEngine;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** A language model's budgets; none for the offline planner. */
  modelBudget?: ModelBudget;
  /**
   * With a routing server (ROUTING_URL), the plan timed again with its legs before it is answered; without one the
   * engine's timetable (estimated legs) is the answer.
   */
  routeLegs?: (plan: Plan, signal?: AbortSignal) => Promise<Plan>;
}

/**
 * The itinerary generator under /api/ai (docs/api.md), for signed-in users, rate limited per user. JSON by
 * default; with `Accept: text/event-stream` the same call streams (see shared/itinerary-stream.ts). Its
 * failures carry `detail` too: createApp renders this sub-app's errors with `generationErrorBody`.
 */
export function aiRoutes({ config, engine, logger, rateLimitStore, modelBudget, routeLegs }: AiRouteDeps) {
  const { limit, guard } = generationLimits({ config, rateLimitStore, modelBudget });

  async function present(result: GeneratedItinerary, signal?: AbortSignal): Promise<GenerationResponse> {
    const plan = routeLegs ? await routeLegs(result.plan, signal) : result.plan;
    const check =
      plan === result.plan
        ? result.check
        : checkStructuredPlan(
            plan,
            plan.days.map((day) => day.date),
          );
    return { itinerary: toWire(result.itinerary), plan, check, engine: result.engine };
  }

  /** An engine failure as its API error (logged unless the client went away); anything else is rethrown. */
  const fail = (c: Context, error: unknown): ApiError => {
    if (!(error instanceof AiError)) throw error;
    if (error.code !== "aborted")
      logger.warn({ reqId: c.get("requestId"), code: error.code, err: error.cause }, "itinerary generation failed");
    return engineFailure(error);
  };

  async function generate(c: Context, request: ItineraryRequest) {
    if (wantsStream(c)) return stream(c, request);
    try {
      const options = { signal: c.req.raw.signal, onUsage: c.get("modelLease")?.addTokens };
      return c.json(await present(await engine.generateItinerary(request, options), options.signal));
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
            await send({ event: "final", data: await present(event, signal) });
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
        await send({ event: "error", data: failure.body });
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
  return new Hono<AuthEnv>()
    .post("/generate-itinerary", requireUser, generationBody(planRequestSchema), knownPlace(planOf), limit, guard, (c) =>
      generate(c, planOf(c.req.valid("json"))),
    )
    .post("/surprise-me", requireUser, generationBody(surpriseRequestSchema), knownPlace(surpriseOf), limit, guard, (c) =>
      generate(c, surpriseOf(c.req.valid("json"))),
    );
}

const planOf = (body: PlanRequest): ItineraryRequest => ({ mode: "plan", ...body });
const surpriseOf = (body: SurpriseRequest): ItineraryRequest => ({ mode: "surprise", ...body });
