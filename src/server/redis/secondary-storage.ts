import type { SecondaryStorage } from "better-auth";
import type { Redis } from "./client";

/** INCR, with the expiry set only when the key is created (a fixed window, as Better Auth expects). */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 and tonumber(ARGV[1]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The channel on which deleted keys (ended sessions among them) are announced to every copy. */
export const revocationChannel = (prefix: string) => `${prefix}revoked`;

/**
 * Better Auth's secondary storage on Redis: cached sessions, each user's session list, and its rate-limit
 * counters. Every key carries `prefix`, so several apps (or test runs) can share one Redis. A delete is
 * announced on `revocationChannel`, so each copy drops that session from its SessionCache.
 */
export function redisSecondaryStorage(client: Redis, prefix: string): SecondaryStorage {
  const k = (key: string) => `${prefix}auth:${key}`;
  return {
    get: (key) => client.get(k(key)),
    getAndDelete: (key) => client.getdel(k(key)),
    increment: async (key, ttl) => Number(await client.eval(INCREMENT_SCRIPT, 1, k(key), Math.max(0, Math.ceil(ttl)))),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await client.set(k(key), value, "EX", Math.ceil(ttl));
      else await client.set(k(key), value);
    },
    delete: async (key) => {
      await client.pipeline().del(k(key)).publish(revocationChannel(prefix), key).exec();
    },
  };
}

/** Calls `onDeleted(key)` for every key any copy deletes; answers the subscriber connection, to close. */
export async function subscribeToDeletions(client: Redis, prefix: string, onDeleted: (key: string) => void): Promise<Redis> {
  const subscriber = client.duplicate({ enableOfflineQueue: true });
  subscriber.on("error", () => {}); // the main connection logs outages
  subscriber.on("message", (_channel: string, key: string) => onDeleted(key));
  await subscriber.subscribe(revocationChannel(prefix));
  return subscriber;
}
