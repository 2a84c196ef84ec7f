import { Hono } from "hono";
import { itineraryIcs, parseWireDays, toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import type { SharedTrip } from "@shared/schemas/itineraries";
import type { Db } from "../db/client";
import { itineraryRepository } from "../db/itinerary-repository";
import { notFound } from "../errors";
import { calendarFeed } from "../trips/calendar-feed";
import { readPlan } from "./itineraries";

/**
 * What a token opens without a session (docs/api.md): a shared trip, read-only and without its author, and a
 * trip's calendar feed. A revoked or unknown token answers 404 like a missing page.
 */
export function sharedTripRoutes(db: Db) {
  const repository = itineraryRepository(db);
  const shared = new Hono().get("/:token", async (c) => {
    const row = await repository.findByToken("share_token", c.req.param("token"));
    if (!row) throw notFound("No such shared trip.");
    const stored = readPlan(row.plan);
    // Notes hidden: from the plan, and from the wire text derived from it again (a trip saved without a
    // plan has only its text, which is shown as it is).
    const plan = stored && row.share_hide_notes === 1 ? withoutNotes(stored) : stored;
    const days = plan && plan !== stored ? toWire(planToItinerary(plan)).days : row.days;
    // Not for search engines: whoever has the link may read it, nobody else should find it.
    c.header("X-Robots-Tag", "noindex, nofollow");
    const trip: SharedTrip = { title: row.title, days, createdAt: row.created_at, ...(plan && { plan }) };
    return c.json(trip);
  });
  const calendar = new Hono().get("/:file", async (c) => {
    const token = c.req.param("file").replace(/\.ics$/, "");
    const row = await repository.findByToken("calendar_token", token);
    if (!row) throw notFound("No such calendar.");
    const plan = readPlan(row.plan);
    const ics = plan ? calendarFeed(row.id, plan) : itineraryIcs(row.title, parseWireDays(row.days));
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8" });
  });
  return { shared, calendar };
}

/** The plan without any day's notes, for a share link that hides them. */
function withoutNotes(plan: Plan): Plan {
  return { ...plan, days: plan.days.map(({ notes: _notes, ...day }) => day) };
}
