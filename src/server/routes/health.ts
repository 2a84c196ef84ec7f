import { Hono } from "hono";
import type { Db } from "../db/client";
import { unavailable } from "../errors";
import type { Redis } from "../redis/client";

/**
 * 200 `{ status: "ok" }` when the database (and Redis, when used) answer; otherwise 503 `unavailable`, the API's
 * error for a store that does not answer (load balancers take the copy out of rotation on the status alone).
 */
export function healthRoutes(db: Db, redis?: Redis) {
  return new Hono().get("/", async (c) => {
    try {
      await Promise.all([db.ping(), redis?.ping()]);
    } catch {
      throw unavailable();
    }
    return c.json({ status: "ok" as const });
  });
}
