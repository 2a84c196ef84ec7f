import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { warmPlaces } from "./knowledge/place-names";
import { createApp } from "./app";
import { sessionTokenOfStorageKey } from "./auth/better-auth-internals";
import { loadCommonPasswords } from "./auth/common-passwords";
import { SessionCache } from "./auth/session-cache";
import { ConfigError, loadConfig } from "./config";
import { capConnections, serverOptions } from "./connection-limits";
import { openDatabase } from "./db/client";
import { createLogger } from "./logger";
import { prepareDatabase } from "./prepare-database";
import { TripListCache, noTripListCache } from "./trips/list-cache";
import { closeRedis, connectRedis, redactRedisUrl, RedisUnavailableError, type Redis } from "./redis/client";
import { subscribeToDeletions } from "./redis/secondary-storage";
import { redisBus, TripLive } from "./trips/live";
import { TRIP_RESTORE_MINUTES, tripRepository } from "./trips/repository";

/** Next to the bundled server (dist/server/main.js) sits the built web app (dist/web). */
const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web");

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  // The common-password list (about 200,000 entries) is read now, not in the first sign-up's request.
  loadCommonPasswords();
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await prepareDatabase(db, config);
  logger.info({ database: db.kind }, "database ready");

  const sessionCache = new SessionCache();
  let redis: Redis | undefined;
  let subscriber: Redis | undefined;
  if (config.REDIS_URL) {
    try {
      redis = await connectRedis(config.REDIS_URL, logger);
      // A session ended on any copy leaves every copy's session cache.
      subscriber = await subscribeToDeletions(redis, config.REDIS_KEY_PREFIX, (key) =>
        sessionCache.revoke(sessionTokenOfStorageKey(key)),
      );
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error;
      console.error(error.message);
      await db.close();
      process.exit(1);
    }
  }
  logger.info(
    redis
      ? { rateLimits: "redis", sessions: "redis + database", redis: redactRedisUrl(config.REDIS_URL!) }
      : { rateLimits: "memory", sessions: "database" },
    "shared state",
  );

  // Only this process writes the embedded SQLite database, so only there may it keep the lists it answered.
  const tripListCache = db.kind === "sqlite" ? new TripListCache() : noTripListCache;
  // With Redis, a change saved on any copy reaches the trip's pages open on every copy.
  const live = redis ? await TripLive.joined(redisBus(redis, config.REDIS_KEY_PREFIX, logger)) : TripLive.inProcess();
  const app = createApp({
    config,
    db,
    logger,
    redis,
    sessionCache,
    tripListCache,
    live,
    webDir: config.WEB_DIST_DIR ?? defaultWebDir,
  });
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions: serverOptions(config) },
    (info) => {
      logger.info({ port: info.port, url: `http://localhost:${info.port}` }, "listening");
      // The city guides and their names load now rather than in the first traveller's request.
      setImmediate(() => {
        const started = performance.now();
        warmPlaces();
        logger.info({ ms: Math.round(performance.now() - started) }, "city guides loaded");
      });
    },
  ) as Server;
  capConnections(server, config, logger);

  // Deleted trips past their restore window go for good even when nobody deletes another (decision 1180).
  const trips = tripRepository(db);
  const purgeDeletedTrips = () =>
    trips.purgeExpired().catch((error: unknown) => {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, "purging deleted trips failed");
    });
  void purgeDeletedTrips();
  const purgeTimer = setInterval(purgeDeletedTrips, TRIP_RESTORE_MINUTES * 60 * 1000);
  purgeTimer.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purgeTimer);
    logger.info({ signal }, "shutting down");
    // Stop accepting, let in-flight requests finish, but never wait longer than the bound.
    const timer = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    server.close(async () => {
      clearTimeout(timer);
      await Promise.all([db.close(), redis && closeRedis(redis), subscriber && closeRedis(subscriber)]);
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    // Live pages hold their streams open: end them (their browsers reconnect to another copy), then let go of
    // the connections they leave idle.
    void live.stop().then(() => setImmediate(() => server.closeIdleConnections()));
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
