import type { AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The limit on a user's trip edits, share links, calendar feeds and joins (RATE_LIMIT_TRIP_EDITS_PER_HOUR): one
 * counter per user, shared by the trip routes and the invite routes through its name.
 */
export const tripEditsLimit = (store: RateLimitStore, config: Config) =>
  rateLimit<AuthEnv>({
    store,
    name: "trip-edits",
    limit: config.RATE_LIMIT_TRIP_EDITS_PER_HOUR,
    windowMs: HOUR_MS,
    key: (c) => c.get("user").id,
  });
