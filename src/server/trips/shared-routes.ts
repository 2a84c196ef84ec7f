import { Hono } from "hono";
import { itineraryIcs, parseWireDays } from "@shared/itinerary";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { calendarFeed } from "./calendar-feed";
import { sharedTrip } from "./presenter";
import { parseStoredPlan, tripRepository } from "./repository";

/**
 * What a token opens without a session (docs/api.md): a shared trip, read-only and without its author, and a
 * trip's calendar feed. A revoked or unknown token answers 404 like a missing page.
 */
export function sharedTripRoutes(db: Db) {
  const repository = tripRepository(db);
  const shared = new Hono().get("/:token", async (c) => {
    const row = await repository.findByToken("share_token", c.req.param("token"));
    if (!row) throw notFound("No such shared trip.");
    // Not for search engines: whoever has the link may read it, nobody else should find it.
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.json(sharedTrip(row));
  });
  const calendar = new Hono().get("/:file", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    const row = await repository.findByToken("calendar_token", token);
    if (!row) throw notFound("No such calendar.");
    const plan = parseStoredPlan(row.plan);
    const ics = plan ? calendarFeed(row.id, plan) : itineraryIcs(row.title, parseWireDays(row.days));
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8" });
  });
  return { shared, calendar };
}
