import { Hono } from "hono";
import { LIVE_MESSAGES, presenceRequestSchema, type LiveEvent } from "@shared/schemas/live";
import type { AuthEnv } from "../auth/require-user";
import { rateLimited } from "../errors";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { privateSSE, writeEvent } from "../routes/private-sse";
import { jsonBody } from "../validation";
import type { FindTrip } from "./access";
import type { TripLive } from "./live";

/** A comment line now and then, so proxies and browsers keep a quiet stream open. */
const KEEP_ALIVE_MS = 25_000;
/** Moves between days a user may report: plenty for scrolling, not enough to flood everyone else's pages. */
const PRESENCE_MOVES_PER_MINUTE = 120;

/**
 * GET /:id/live: the trip's live stream (`LiveEvent`s) for anyone who may read it; POST /:id/live/presence: the
 * day this page looks at. Edits do not go here: they stay PATCH and the plan operations, which merge (decision 1130).
 */
export function liveRoutes({
  findTrip,
  live,
  rateLimitStore,
}: {
  findTrip: FindTrip;
  live: TripLive;
  rateLimitStore: RateLimitStore;
}) {
  const limitMoves = rateLimit<AuthEnv>({
    store: rateLimitStore,
    name: "live-presence",
    limit: PRESENCE_MOVES_PER_MINUTE,
    windowMs: 60_000,
    key: (c) => c.get("user").id,
  });
  return new Hono<AuthEnv>()
    .get("/:id/live", async (c) => {
      const trip = await findTrip(c, "read");
      const user = c.get("user");
      if (live.full(user.id)) throw rateLimited(LIVE_MESSAGES.tooManyConnections, 30);
      return privateSSE(c, async (sse) => {
        // Events go out one after another in the order they came, whatever each write waits for.
        let writing = Promise.resolve();
        const send = (event: LiveEvent) => {
          writing = writing.then(() => writeEvent(sse, event)).catch(() => undefined);
        };
        let ended!: () => void;
        const done = new Promise<void>((resolve) => (ended = resolve));
        const connection = live.open(trip.id, trip.version, { userId: user.id, name: user.name }, send, () => ended());
        if (!connection) return;
        const keepAlive = setInterval(() => {
          writing = writing
            .then(() => sse.write(": keep-alive\n\n"))
            .then(
              () => undefined,
              () => undefined,
            );
        }, KEEP_ALIVE_MS);
        sse.onAbort(() => ended());
        await done;
        clearInterval(keepAlive);
        live.close(trip.id, connection);
        await writing;
      });
    })
    .post("/:id/live/presence", jsonBody(presenceRequestSchema), limitMoves, async (c) => {
      const trip = await findTrip(c, "read");
      const { connection, day } = c.req.valid("json");
      // The page's stream may be held by another server copy: the move goes to every copy, and the one holding
      // it applies it. An unknown connection changes nothing.
      live.move(trip.id, connection, c.get("user").id, day);
      return c.body(null, 204);
    });
}
