import { Hono, type Context, type MiddlewareHandler } from "hono";
import { REGENERATE_MESSAGES, regenerateDayRequestSchema } from "@shared/schemas/itineraries";
import { AiError, type AiEngine } from "../ai/engine";
import { generationLimits } from "../ai/generation-limits";
import type { ModelBudget } from "../ai/model-budget";
import type { AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { engineFailure, invalidInput, notFound } from "../errors";
import type { Logger } from "../logger";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";
import { parseStoredPlan } from "./repository";
import type { FindTrip } from "./access";

export interface RegenerateRouteDeps {
  config: Config;
  engine: AiEngine;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** A language model's budgets; none for the offline planner. */
  modelBudget?: ModelBudget;
}

/**
 * Every field is optional, so a body that is not a JSON object (which the validator reads as {}) is refused
 * here, before `jsonBody`.
 */
const jsonObjectBody: MiddlewareHandler = async (c, next) => {
  // The media type as Hono's validator reads it: "application/json" (or "+json"), parameters aside.
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
  const json = /^application\/([\w.-]+\+)?json$/i.test(mediaType);
  const body: unknown = json ? await c.req.json().catch(() => undefined) : undefined;
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidInput(REGENERATE_MESSAGES.badBody);
  await next();
};

/**
 * A day regeneration's failure as its API error (logged unless the client went away); anything that is not the
 * engine's is rethrown. Shared with the `regenerate` plan operation (operations-route.ts).
 */
export function regenerationFailure(c: Context, logger: Logger, error: unknown) {
  if (!(error instanceof AiError)) throw error;
  if (error.code !== "aborted")
    logger.warn({ reqId: c.get("requestId"), code: error.code, err: error.cause }, "day regeneration failed");
  return engineFailure(error);
}

/**
 * POST /api/itineraries/:id/days/:day/regenerate: a proposal for one day (or slot) of a saved plan, through the
 * configured engine and within the generation limits; nothing is saved. Mounted by `tripRoutes`, behind its
 * session check.
 */
export function regenerateRoute(
  findTrip: FindTrip,
  { config, engine, logger, rateLimitStore, modelBudget }: RegenerateRouteDeps,
) {
  const { limit, guard } = generationLimits({ config, rateLimitStore, modelBudget });

  return new Hono<AuthEnv>().post(
    "/:id/days/:day/regenerate",
    jsonObjectBody,
    jsonBody(regenerateDayRequestSchema),
    limit,
    guard,
    async (c) => {
      const plan = parseStoredPlan((await findTrip(c, "edit")).plan);
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
        throw regenerationFailure(c, logger, error);
      }
    },
  );
}
