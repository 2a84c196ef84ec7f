import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { createEngine, type AiEngine } from "./ai/engine";
import { createAuth, publicOrigin, type Auth } from "./auth/auth";
import type { SessionCache } from "./auth/session-cache";
import { authRoutes, meRoutes } from "./auth/routes";
import type { Config } from "./config";
import { toPublicConfig } from "./config";
import type { Db } from "./db/client";
import { ApiError, errorBody } from "./errors";
import type { Logger } from "./logger";
import { requestLog } from "./middleware/request-log";
import { responseHeaders } from "./middleware/response-headers";
import { isSafeMethod, sameOrigin } from "./middleware/same-origin";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit/store";
import type { Redis } from "./redis/client";
import { RedisRateLimitStore } from "./redis/rate-limit-store";
import { redisSecondaryStorage } from "./redis/secondary-storage";
import { aiRoutes } from "./routes/ai";
import { chatRoutes } from "./routes/chat";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { itineraryRoutes } from "./routes/itineraries";
import { newsletterRoutes } from "./routes/newsletter";
import { loadAppPages, mountWeb } from "./web-assets";

export const MAX_BODY_BYTES = 64 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Shared Redis (REDIS_URL): the default rate-limit store and Better Auth's secondary storage; also health-checked. */
  redis?: Redis;
  /** Recent session lookups (main.ts passes one; tests usually do not). */
  sessionCache?: SessionCache;
  /** Better Auth; built from config and db (and redis) when not given. */
  auth?: Auth;
  /** Folder of the built web app; without it only the API is served. */
  webDir?: string;
  /** Rate-limit counters; in memory by default, a shared (Redis) store when several copies run. */
  rateLimitStore?: RateLimitStore;
  /** The AI engine; chosen from config (and logged) when not given. */
  engine?: AiEngine;
}

/** Builds the whole HTTP app; main.ts serves it and tests call `app.request()` on it. */
export function createApp({
  config,
  db,
  logger,
  webDir,
  redis,
  sessionCache,
  auth = createAuth(config, db, logger, { secondaryStorage: redis && redisSecondaryStorage(redis, config.REDIS_KEY_PREFIX), sessionCache }),
  rateLimitStore = redis ? new RedisRateLimitStore(redis, config.REDIS_KEY_PREFIX) : new MemoryRateLimitStore(),
  engine = createEngine(config, logger),
}: AppDeps) {
  const pages = webDir ? loadAppPages(webDir, toPublicConfig(config)) : undefined;
  const https = config.BASE_URL?.startsWith("https://") ?? false;

  const app = new Hono();
  if (logger.isLevelEnabled("info")) app.use(requestLog(logger)); // below info there is no line to write
  app.use(responseHeaders({ inlineScriptHashes: pages?.inlineScriptHashes ?? [], https, compress: compress() }));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "The request body is too large (at most 64 KB)."), 413),
  });
  const checkOrigin = sameOrigin(publicOrigin(config));
  // The API's guards as one layer (each Hono layer costs on the hot path, docs/performance.md): the CSRF
  // origin check, then the body limit for requests that can carry a body.
  app.use("/api/*", (c, next) => {
    c.set("auth", auth);
    c.set("sessionCache", sessionCache);
    // Hono takes a Response returned from any depth as the answer, so the 413 needs no unwrapping.
    return checkOrigin(c, isSafeMethod(c.req.method) ? next : () => limitBody(c, next) as Promise<void>);
  });

  const api = new Hono()
    .route("/health", healthRoutes(db, redis))
    .route("/auth", authRoutes(auth, config))
    .route("/me", meRoutes())
    .route("/newsletter", newsletterRoutes({ db, config, rateLimitStore }))
    .route("/itineraries", itineraryRoutes(db))
    .route("/ai", aiRoutes({ config, engine, logger, rateLimitStore }))
    .route("/ai", chatRoutes({ db, config, engine, logger, rateLimitStore }))
    .route("/contact", contactRoutes({ db, config, rateLimitStore }));
  app.route("/api", api);
  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

  if (webDir && pages) mountWeb(app, webDir, pages);

  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody("http_error", error.message || "Request failed."), error.status);
    }
    if (redis && redis.status !== "ready") {
      // Redis went away: say so briefly; ioredis reconnects in the background (decision 0810).
      logger.warn({ err: error.message, reqId: c.get("requestId") }, "redis unavailable");
      return c.json(errorBody("unavailable", "The service is briefly unavailable. Please try again in a moment."), 503);
    }
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
