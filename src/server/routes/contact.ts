import { Hono } from "hono";
import { contactRequestSchema, type ContactResponse } from "@shared/schemas/contact";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { contactMessageRepository } from "../db/contact-message-repository";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";

const HOUR_MS = 60 * 60 * 1000;

/** The author name stored with a message: the account's display name, or "Anonymous" when it has none. */
const authorName = (name: string) => name.trim() || "Anonymous";

/**
 * POST /api/contact: a signed-in user's message, stored with their account as author and the server's time.
 * Only messages that pass validation count towards the per-user limit.
 */
export function contactRoutes({ db, config, rateLimitStore }: { db: Db; config: Config; rateLimitStore: RateLimitStore }) {
  const messages = contactMessageRepository(db);
  return new Hono<AuthEnv>().post(
    "/",
    requireUser,
    jsonBody(contactRequestSchema),
    rateLimit<AuthEnv>({
      store: rateLimitStore,
      name: "contact",
      limit: config.RATE_LIMIT_CONTACT_PER_HOUR,
      windowMs: HOUR_MS,
      key: (c) => c.get("user").id,
    }),
    async (c) => {
      const { name, email, message } = c.req.valid("json");
      const user = c.get("user");
      const { id, created_at } = await messages.create({
        author_id: user.id,
        author_name: authorName(user.name),
        name,
        email,
        message,
      });
      return c.json({ id, timestamp: created_at } satisfies ContactResponse, 201);
    },
  );
}
