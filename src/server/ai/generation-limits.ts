import type { Config } from "../config";
import type { AuthEnv } from "../auth/require-user";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { guardModelCall, type ModelBudget } from "./model-budget";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The limits every engine call that writes a plan passes (generate, surprise me, regenerate a day), as two
 * middlewares to put after validation: `limit`, the generations a user may ask for per hour, and `guard`, with
 * a language model its per-address limit and budgets. Counters are kept by name, so every route that builds
 * these shares them.
 */
export function generationLimits({
  config,
  rateLimitStore,
  modelBudget,
}: {
  config: Config;
  rateLimitStore: RateLimitStore;
  /** A language model's budgets; none for the offline planner. */
  modelBudget?: ModelBudget;
}) {
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
  return { limit, guard };
}
