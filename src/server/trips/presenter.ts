import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import { parseDateRange } from "@shared/schemas/generation";
import type { ItineraryDetail, ItinerarySummary, SharedTrip } from "@shared/schemas/itineraries";
import type { TripRole } from "@shared/trip-roles";
import { checkStructuredPlan } from "../planner/check";
import { timedForReading } from "../planner/verify";
import type { ItineraryRow } from "../db/schema";
import { parseStoredPlan, type TripListRow } from "./repository";

/**
 * How a stored trip is shown, in one place: the list entry, the trip with its links, the shared view and the
 * data download each take their fields from here, so a new column is added to every answer that needs it at once.
 */

/** The absolute URLs of a trip's share link and calendar feed (they depend on the request or BASE_URL). */
export interface TripLinks {
  shareUrl(token: string): string;
  calendarUrl(token: string): string;
}

/** The fields a list entry and a full trip share. */
function commonFields(row: Omit<TripListRow, "has_plan" | "member_role">) {
  return {
    id: row.id,
    title: row.title,
    days: row.days,
    author: { id: row.author_id, name: row.author_name },
    createdAt: row.created_at,
    ...(row.engine !== null && { engine: row.engine }),
  };
}

/** One entry of GET /api/itineraries: no plan (the list stays light), only whether there is one. */
export function tripSummary(row: TripListRow): ItinerarySummary {
  return {
    ...commonFields(row),
    hasPlan: row.has_plan,
    // Only a trip shared with the caller is marked: their own trips keep the fields they always had.
    ...(row.member_role !== null && { shared: { ownerName: row.author_name, role: row.member_role } }),
  };
}

/**
 * The trip as POST, GET and PATCH answer it: with its current share link and calendar feed, and with
 * `checked` the plan check of its plan (GET and PATCH).
 */
export function tripDetail(
  row: ItineraryRow & { role?: TripRole },
  stored: Plan | undefined,
  links: TripLinks,
  checked = false,
): ItineraryDetail {
  const plan = stored && timedForReading(stored);
  const role = row.role ?? "owner";
  return {
    ...commonFields(row),
    version: row.version,
    ...(plan && { plan }),
    // The share link and the feed are the owner's to hand out and revoke: a member is not given their tokens.
    share:
      row.share_token && role === "owner"
        ? { url: links.shareUrl(row.share_token), hideNotes: row.share_hide_notes === 1 }
        : null,
    calendar: row.calendar_token && role === "owner" ? { url: links.calendarUrl(row.calendar_token) } : null,
    ...(plan && checked && { check: checkSavedPlan(plan) }),
    ...(role !== "owner" && { shared: { ownerName: row.author_name, role } }),
  };
}

/**
 * The trip as its share link shows it: read-only, without its author, and without day notes when the link hides
 * them (from the plan, and from the wire text derived from it again; a trip saved without a plan has only its
 * text, which is shown as it is).
 */
export function sharedTrip(row: ItineraryRow): SharedTrip {
  const parsed = parseStoredPlan(row.plan);
  const stored = parsed && timedForReading(parsed);
  const plan = stored && row.share_hide_notes === 1 ? withoutNotes(stored) : stored;
  const days = plan && row.share_hide_notes === 1 ? toWire(planToItinerary(plan)).days : row.days;
  return { title: row.title, days, createdAt: row.created_at, ...(plan && { plan, check: checkSavedPlan(plan) }) };
}

/** A trip in the account's data download: everything stored, the plan as it was saved. */
export function exportedTrip(row: ItineraryRow) {
  return {
    id: row.id,
    title: row.title,
    days: row.days,
    plan: row.plan === null ? null : (JSON.parse(row.plan) as unknown),
    engine: row.engine,
    createdAt: row.created_at,
  };
}

/** The plan check (timed plan) against the plan's own date span (first to last day), so a missing day in between shows. */
export function checkSavedPlan(plan: Plan) {
  const first = plan.days[0]?.date;
  const last = plan.days.at(-1)?.date;
  const range = parseDateRange(`${first} to ${last}`);
  return checkStructuredPlan(plan, range.ok ? range.range.dates : plan.days.map((day) => day.date));
}

/** The plan without any day's notes, for a share link that hides them. */
function withoutNotes(plan: Plan): Plan {
  return { ...plan, days: plan.days.map(({ notes: _notes, ...day }) => day) };
}
