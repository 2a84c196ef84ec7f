import type { RateLimitStore, WindowCount } from "../rate-limit/store";
import type { Redis } from "./client";

/**
 * INCRBY and, on a key's first hit (or a key somehow left without expiry), PEXPIRE: one atomic round trip.
 * Returns the count and the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Rate-limit counters in Redis, shared by every server copy; keys expire with their window. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    const [count, ttl] = (await this.client.eval(
      HIT_SCRIPT,
      1,
      `${this.prefix}rl:${key}`,
      Math.max(1, Math.round(windowMs)),
      Math.round(amount),
    )) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }
}
