import type { Plan } from "@shared/plan";
import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { createEngine } from "./ai/create-engine";
import type { AiEngine } from "./ai/engine";
import { ModelBudget, modelBudgetLimits } from "./ai/model-budget";
import { createAuth, publicOrigin, type Auth } from "./auth/auth";
import type { SessionCache } from "./auth/session-cache";
import { accountMail } from "./auth/account-mail";
import { authRoutes, meRoutes } from "./auth/routes";
import type { Config } from "./config";
import { mapOrigin, toPublicConfig } from "./config";
import { timetableForSaving } from "./planner/verify";
import { routerFor } from "./routing/router";
import type { Db } from "./db/client";
import {
  ApiError,
  clientClosed,
  generationErrorBody,
  httpError,
  internalError,
  invalidInput,
  noSuchEndpoint,
  notFound,
  payloadTooLarge,
  unavailable,
  type ErrorBody,
} from "./errors";
import { excerpt, type Logger } from "./logger";
import { mcpRoutes } from "./mcp/route";
import { requestLog } from "./middleware/request-log";
import { responseHeaders } from "./middleware/response-headers";
import { isSafeMethod, sameOrigin } from "./middleware/same-origin";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit/store";
import type { Redis } from "./redis/client";
import { RedisRateLimitStore } from "./redis/rate-limit-store";
import { redisSecondaryStorage } from "./redis/secondary-storage";
import { createMailer, type Mailer } from "./mail/mailer";
import { accountRoutes } from "./routes/account";
import { aiRoutes } from "./routes/ai";
import { chatRoutes } from "./routes/chat";
import { placeRoutes } from "./routes/places";
import { contactRoutes } from "./routes/contact";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { noTripListCache, type TripListCaching } from "./trips/list-cache";
import { TripLive } from "./trips/live";
import { inviteRoutes } from "./trips/member-routes";
import { tripRoutes } from "./trips/routes";
import { sharedTripRoutes } from "./trips/shared-routes";
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
  /** Live trip pages (decision 1130); main.ts joins the copies over Redis when REDIS_URL is set. */
  live?: TripLive;
  /** Each user's trip list, kept between writes (main.ts passes one for SQLite; without it, none is kept). */
  tripListCache?: TripListCaching;
  /** Outgoing mail: SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Better Auth; built from config and db (and redis) when not given. */
  auth?: Auth;
  /** Folder of the built web app; without it only the API is served. */
  webDir?: string;
  /** Rate-limit counters; in memory by default, a shared (Redis) store when several copies run. */
  rateLimitStore?: RateLimitStore;
  /** The AI engine; chosen from config (and logged) when not given. */
  engine?: AiEngine;
  /** What a language model may cost (calls in flight, tokens a day); from config when AI_PROVIDER is set. */
  modelBudget?: ModelBudget;
}

/** Builds the whole HTTP app; main.ts serves it and tests call `app.request()` on it. */
export function createApp({
  config,
  db,
  logger,
  webDir,
  redis,
  sessionCache,
  tripListCache = noTripListCache,
  live = TripLive.inProcess(),
  mailer = createMailer(config, logger),
  auth = createAuth(config, db, logger, {
    secondaryStorage: redis && redisSecondaryStorage(redis, config.REDIS_KEY_PREFIX),
    sessionCache,
    mail: accountMail(mailer, config, logger),
  }),
  rateLimitStore = redis ? new RedisRateLimitStore(redis, config.REDIS_KEY_PREFIX) : new MemoryRateLimitStore(),
  engine = createEngine(config, logger),
  modelBudget = config.AI_PROVIDER ? new ModelBudget(modelBudgetLimits(config), rateLimitStore) : undefined,
}: AppDeps) {
  const pages = webDir ? loadAppPages(webDir, toPublicConfig(config)) : undefined;
  // One router for the app's life: it keeps the routing server's answers and pauses after a failure.
  const router = routerFor(config);
  const https = config.BASE_URL?.startsWith("https://") ?? false;

  const app = new Hono();
  if (logger.isLevelEnabled("info")) app.use(requestLog(logger)); // below info there is no line to write
  app.use(
    responseHeaders({
      inlineScriptHashes: pages?.inlineScriptHashes ?? [],
      https,
      mapOrigin: mapOrigin(config),
      compress: compress(),
    }),
  );
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw payloadTooLarge();
    },
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

  const sharedTrips = sharedTripRoutes({ db, config, rateLimitStore });
  // The generator's failures carry `detail` beside the error object (docs/api.md): its own renderer.
  // With a routing server, a generated plan's legs come from it before it is answered (the offline estimates else).
  const routeLegs = config.ROUTING_URL
    ? (plan: Plan, signal?: AbortSignal) => timetableForSaving(plan, router, signal)
    : undefined;
  const generation = aiRoutes({ config, engine, logger, rateLimitStore, modelBudget, routeLegs }).onError((error, c) =>
    render(c, asApiError(error, c), generationErrorBody),
  );
  const api = new Hono()
    .route("/health", healthRoutes(db, redis))
    .route("/auth", authRoutes(auth, config))
    .route("/account", accountRoutes(db, auth, tripListCache, { config, rateLimitStore }))
    .route("/me", meRoutes(config))
    .route("/newsletter", newsletterRoutes({ db, config, rateLimitStore }))
    .route(
      "/itineraries",
      tripRoutes({
        db,
        config,
        lists: tripListCache,
        live,
        mailer,
        engine,
        logger,
        rateLimitStore,
        modelBudget,
        // Every saved plan is timed with its legs (docs/product.md "Verified plans"): POST, PATCH, operations.
        prepare: (plan) => timetableForSaving(plan, router),
      }),
    )
    .route("/invites", inviteRoutes({ db, config, rateLimitStore, lists: tripListCache, live }))
    .route("/shared", sharedTrips.shared)
    .route("/calendar", sharedTrips.calendar)
    .route("/ai", generation)
    .route("/ai", chatRoutes({ db, config, engine, logger, rateLimitStore, modelBudget }))
    .route("/contact", contactRoutes({ db, config, rateLimitStore }))
    .route("/places", placeRoutes());
  app.route("/api", api);
  app.all("/api/*", () => {
    throw noSuchEndpoint();
  });
  // MCP (docs/mcp.md): a Bearer token, not a cookie, so outside /api and its CSRF origin check. Each tool asks the
  // app itself, in-process, as the token's user (auth/require-user.ts ACTING_USER).
  app.route(
    "/mcp",
    mcpRoutes({ db, auth, config, rateLimitStore, dispatch: (request, env) => Promise.resolve(app.fetch(request, env)) }),
  );

  if (webDir && pages) mountWeb(app, webDir, pages);

  app.notFound((c) => render(c, notFound()));
  // The one place failures become answers (src/server/errors.ts).
  app.onError((error, c) => render(c, asApiError(error, c)));
  return app;

  function asApiError(error: Error, c: Context): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof HTTPException) {
      // Hono's own refusals: a body that is not JSON is a validation failure like any other.
      return error.status === 400
        ? invalidInput(error.message || "The request is not valid.")
        : httpError(error.status, error.message);
    }
    if (clientIsGone(c)) {
      // Closed mid-request, or cut off by node's parser (a malformed body, a timeout): reading the body failed
      // because of the client, and no answer can reach it.
      logger.info({ reason: excerpt(error.message), reqId: c.get("requestId") }, "client went away");
      return clientClosed();
    }
    if (redis && redis.status !== "ready") {
      // Redis went away: say so briefly; ioredis reconnects in the background (decision 0810).
      logger.warn({ err: error.message, reqId: c.get("requestId") }, "redis unavailable");
      return unavailable();
    }
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return internalError();
  }
}

const clientIsGone = (c: Context) => (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.destroyed === true;

/** An ApiError as its answer: `body` is the error body, or a routes group's own variant of it. */
function render(c: Context, error: ApiError, body: (error: ApiError) => ErrorBody = (failure) => failure.body): Response {
  return c.json(body(error), error.status, error.headers);
}

export type App = ReturnType<typeof createApp>;
