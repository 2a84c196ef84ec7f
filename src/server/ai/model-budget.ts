import type { MiddlewareHandler } from "hono";
import type { AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { modelBusy, modelCallsInFlight, tokenBudgetSpent } from "../errors";
import { clientAddressKey } from "../middleware/client-ip";
import { rateLimit, type RateLimitOptions } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";

/** What a language model may cost: calls in flight per user and in all, and tokens per user per day. */
export interface ModelBudgetLimits {
  perUserInFlight: number;
  inFlight: number;
  dailyTokensPerUser: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const modelBudgetLimits = (
  config: Pick<Config, "AI_MAX_CONCURRENT" | "AI_MAX_CONCURRENT_PER_USER" | "AI_DAILY_TOKENS_PER_USER">,
): ModelBudgetLimits => ({
  perUserInFlight: config.AI_MAX_CONCURRENT_PER_USER,
  inFlight: config.AI_MAX_CONCURRENT,
  dailyTokensPerUser: config.AI_DAILY_TOKENS_PER_USER,
});

/** One admitted call: report the provider's token counts to it, release it when the answer has ended. */
export interface ModelLease {
  addTokens(tokens: number): void;
  release(): void;
}

/**
 * Admits language-model calls within the limits. Calls in flight are counted in this process (several
 * copies each allow as many); tokens are counted in the rate-limit store, shared through Redis when there is
 * one. A call is admitted while the user's count is under the day's budget, so the last call of a day may go
 * over it by its own size; tokens of a call cut short (the client left, a timeout) are not reported by the
 * provider and not counted.
 */
export class ModelBudget {
  private readonly perUser = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly limits: ModelBudgetLimits,
    private readonly store: RateLimitStore,
  ) {}

  async admit(userId: string): Promise<ModelLease> {
    this.checkInFlight(userId);
    const key = `model-tokens:${userId}`;
    const spent = await this.store.hit(key, DAY_MS, 0);
    if (spent.count >= this.limits.dailyTokensPerUser) {
      throw tokenBudgetSpent(Math.max(1, Math.ceil((spent.resetAt - Date.now()) / 1000)));
    }
    this.checkInFlight(userId); // again: other calls may have been admitted while the store answered
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    this.total += 1;

    let released = false;
    return {
      addTokens: (tokens) => {
        if (tokens > 0) void this.store.hit(key, DAY_MS, tokens).catch(() => {}); // a lost count favours the user
      },
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left === 0) this.perUser.delete(userId);
        else this.perUser.set(userId, left);
      },
    };
  }

  private checkInFlight(userId: string): void {
    if ((this.perUser.get(userId) ?? 0) >= this.limits.perUserInFlight) throw modelCallsInFlight(this.limits.perUserInFlight);
    if (this.total >= this.limits.inFlight) throw modelBusy();
  }
}

declare module "hono" {
  interface ContextVariableMap {
    /** The admitted model call of this request (routes behind `admitModelCall`). */
    modelLease: ModelLease | undefined;
  }
}

/**
 * Middleware for a route that calls the language model, after its per-user rate limit: counts the request
 * against the client address's share of that limit (so that new accounts from one address do not multiply
 * it), then admits the model call before the route runs (a refusal is a plain JSON answer, never a stream),
 * and releases it when the answer has ended, a streamed one included. Without a budget (the offline planner,
 * which costs nothing) it does nothing.
 */
export function guardModelCall(
  budget: ModelBudget | undefined,
  perAddress: Omit<RateLimitOptions<AuthEnv>, "key"> & { trustProxy: boolean },
): MiddlewareHandler<AuthEnv> {
  if (!budget) return (_c, next) => next();
  const addressLimit = rateLimit<AuthEnv>({
    ...perAddress,
    name: `${perAddress.name}-address`,
    key: (c) => clientAddressKey(c, perAddress.trustProxy),
  });
  return (c, next) =>
    addressLimit(c, async () => {
      const lease = await budget.admit(c.get("user").id);
      c.set("modelLease", lease);
      try {
        await next();
      } catch (error) {
        lease.release();
        throw error;
      }
      const body = c.res.body;
      if (body && c.res.headers.get("Content-Type")?.startsWith("text/event-stream")) {
        c.res = new Response(whenEnded(body, lease.release), c.res);
      } else lease.release();
    });
}

/** The same body, calling `done` once it has been read to the end, has failed, or was cancelled. */
function whenEnded(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done: ended } = await reader.read();
        if (ended) {
          done();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
}
