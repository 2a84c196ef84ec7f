import { Hono } from "hono";
import type { Db } from "../db/client";
import type { Redis } from "../redis/client";

/** 200 when the database (and Redis, when used) answer, 503 otherwise (load balancers take the copy out of rotation). */
export function healthRoutes(db: Db, redis?: Redis) {
  return new Hono().get("/", async (c) => {
    try {
      await Promise.all([db.ping(), redis?.ping()]);
      return c.json({ status: "ok" as const });
    } catch {
      return c.json({ status: "unavailable" as const }, 503);
    }
  });
}
