import { Hono } from "hono";
import { newsletterRequestSchema, SUBSCRIBED_MESSAGE, type NewsletterResponse } from "@shared/schemas/newsletter";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { newsletterSubscriberRepository } from "../db/newsletter-subscriber-repository";
import { clientAddressKey } from "../middleware/client-ip";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";

const HOUR_MS = 60 * 60 * 1000;

/** Footer newsletter: each address is stored once; subscribing again answers the same friendly success. */
export function newsletterRoutes({ db, config, rateLimitStore }: { db: Db; config: Config; rateLimitStore: RateLimitStore }) {
  const subscribers = newsletterSubscriberRepository(db);
  return new Hono().post(
    "/",
    rateLimit({
      store: rateLimitStore,
      name: "newsletter",
      limit: config.RATE_LIMIT_NEWSLETTER_PER_HOUR,
      windowMs: HOUR_MS,
      key: (c) => clientAddressKey(c, config.TRUST_PROXY),
    }),
    jsonBody(newsletterRequestSchema),
    async (c) => {
      const { email } = c.req.valid("json");
      await subscribers.subscribe(email);
      return c.json({ subscribed: true, message: SUBSCRIBED_MESSAGE } satisfies NewsletterResponse);
    },
  );
}
