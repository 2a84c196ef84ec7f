import type { Context, Env, MiddlewareHandler } from "hono";
import { rateLimited } from "../errors";
import type { RateLimitStore } from "./store";

export interface RateLimitOptions<E extends Env> {
  /** Shared by every limiter of the app (createApp's `rateLimitStore`). */
  store: RateLimitStore;
  /** Names the limit, so different limits never share counters: "newsletter", "contact", ... */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** Whose requests are counted together: a user id, or the client IP (see clientIp). */
  key: (c: Context<E>) => string;
}

export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Fixed-window rate limit. Over the limit the request is answered 429 with a `Retry-After` header and
 * `{ error: { code: "rate_limited", message } }`, and the handler does not run.
 */
export function rateLimit<E extends Env = Env>({ store, name, limit, windowMs, key }: RateLimitOptions<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    const { count, resetAt } = await store.hit(`${name}:${key(c)}`, windowMs);
    if (count > limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw rateLimited(retryMessage(retryAfter), retryAfter);
    }
    await next();
  };
}
