import { Redis } from "ioredis";
import type { Logger } from "../logger";

/**
 * The shared Redis connection (REDIS_URL): rate-limit counters and Better Auth's secondary storage
 * (session cache, auth rate limits), so every server copy sees the same limits and sessions.
 *
 * Behaviour when Redis is unreachable (docs/decisions/0810-redis-scale-out.md):
 * - at start: `connectRedis` rejects with a message naming REDIS_URL and the server does not start;
 * - later: commands fail at once (no offline queue, no hidden waits), so requests that need Redis answer
 *   503 and /api/health answers 503; ioredis reconnects in the background and service resumes by itself.
 */
export type { Redis };

const CONNECT_TIMEOUT_MS = 3_000;
const COMMAND_TIMEOUT_MS = 2_000;

export class RedisUnavailableError extends Error {
  override name = "RedisUnavailableError";
}

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

export async function connectRedis(url: string, logger?: Logger): Promise<Redis> {
  let started = false;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // While disconnected, fail commands at once instead of queueing them behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // No retries before the first connection (start fails clearly); afterwards back off up to 2 s, forever.
    retryStrategy: (times) => (started ? Math.min(times * 100, 2_000) : null),
  });
  let healthy = false;
  client.on("ready", () => {
    if (started && !healthy) logger?.info("redis connection restored");
    healthy = true;
  });
  client.on("error", (error: Error) => {
    if (started && healthy) logger?.warn({ err: error.message }, "redis connection lost; retrying");
    healthy = false;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnavailableError(`Cannot reach Redis at REDIS_URL=${redactRedisUrl(url)}: ${reason}`);
  }
  started = true;
  return client;
}

/** QUIT after pending replies; a dead connection is just dropped. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
