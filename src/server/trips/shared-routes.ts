import { Hono } from "hono";
import { itineraryIcs, parseWireDays } from "@shared/itinerary";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { ItineraryRow } from "../db/schema";
import { notFound } from "../errors";
import { clientAddressKey } from "../middleware/client-ip";
import { requestHeader } from "../middleware/request-header";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { calendarFeed } from "./calendar-feed";
import { acceptsGzip, CalendarFeedCache, matchesETag } from "./calendar-feed-cache";
import { sharedTrip } from "./presenter";
import { parseStoredPlan, tripRepository } from "./repository";

const TEN_MINUTES_MS = 10 * 60 * 1000;
const FEED_TOKEN = /^[\w-]{32}$/;

/**
 * What a token opens without a session (docs/api.md): a shared trip, read-only and without its author, and a
 * trip's calendar feed. A revoked or unknown token answers 404 like a missing page.
 */
export function sharedTripRoutes({ db, config, rateLimitStore }: { db: Db; config: Config; rateLimitStore: RateLimitStore }) {
  const repository = tripRepository(db);
  const feeds = new CalendarFeedCache();
  const tokenOf = (file: string) => file.replace(/\.ics$/, "");
  const shared = new Hono().get("/:token", async (c) => {
    const row = await repository.findByToken("share_token", c.req.param("token"));
    if (!row) throw notFound("No such shared trip.");
    // Not for search engines: whoever has the link may read it, nobody else should find it.
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.json(sharedTrip(row));
  });
  // Anyone with the link may pull the feed, and calendar apps poll it: limited per client address (first, so a
  // client trying many tokens is stopped there) and per feed, each pull counted whatever it answers.
  const calendar = new Hono().get(
    "/:file",
    rateLimit({
      store: rateLimitStore,
      name: "calendar-address",
      limit: config.RATE_LIMIT_CALENDAR_PER_ADDRESS_PER_10_MIN,
      windowMs: TEN_MINUTES_MS,
      key: (c) => clientAddressKey(c, config.TRUST_PROXY),
    }),
    rateLimit({
      store: rateLimitStore,
      name: "calendar-token",
      limit: config.RATE_LIMIT_CALENDAR_PER_TOKEN_PER_10_MIN,
      windowMs: TEN_MINUTES_MS,
      // A malformed token opens nothing (404): such pulls share one count instead of one each.
      key: (c) => {
        const token = tokenOf(c.req.param("file") ?? "");
        return FEED_TOKEN.test(token) ? token : "malformed";
      },
    }),
    async (c) => {
      const row = await repository.findByToken("calendar_token", tokenOf(c.req.param("file")));
      if (!row) throw notFound("No such calendar.");
      // Built once per trip version; a calendar app that kept this version is told so (304) without the body.
      const feed = feeds.feed(row.id, row.version, () => buildFeed(row));
      const headers = {
        ETag: feed.etag,
        "Cache-Control": "private, no-cache",
        "X-Robots-Tag": "noindex, nofollow",
        Vary: "Accept-Encoding",
      };
      if (matchesETag(requestHeader(c, "if-none-match"), feed.etag)) return c.body(null, 304, headers);
      const type = { "Content-Type": "text/calendar; charset=utf-8" };
      // Sent as kept, compressed once per version (the app's compression leaves an encoded answer alone).
      if (acceptsGzip(requestHeader(c, "accept-encoding")))
        return c.body(feed.gzipped, 200, { ...headers, ...type, "Content-Encoding": "gzip" });
      return c.body(feed.body, 200, { ...headers, ...type });
    },
  );
  return { shared, calendar };
}

/**
 * The feed of a trip as stored: from its plan, or, for a trip saved without one (or with one that no longer
 * reads as valid), from its text. Stamped with the trip's last change, so that a version reads the same on
 * every pull and every server copy.
 */
function buildFeed(row: ItineraryRow): string {
  const stamp = new Date(row.updated_at ?? row.created_at);
  const plan = parseStoredPlan(row.plan);
  return plan ? calendarFeed(row.id, plan, stamp) : itineraryIcs(row.title, parseWireDays(row.days), { now: stamp });
}
