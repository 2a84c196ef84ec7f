import { Hono, type Context } from "hono";
import { toWire } from "@shared/itinerary";
import { planToItinerary, readPlan as readStoredPlan, type Plan } from "@shared/plan";
import { parseDateRange } from "@shared/schemas/generation";
import {
  createItineraryRequestSchema,
  ITINERARY_DAYS_MAX,
  ITINERARY_MESSAGES,
  ITINERARY_PAGE_DEFAULT,
  LIST_MESSAGES,
  listPageQuerySchema,
  PATCH_MESSAGES,
  patchItineraryRequestSchema,
  shareRequestSchema,
  type ItineraryDetail,
  type ItineraryPage,
  type ItinerarySummary,
  type ShareLink,
} from "@shared/schemas/itineraries";
import { checkStructuredPlan } from "../ai/plan-check";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Db } from "../db/client";
import { itineraryRepository, type ItineraryListRow } from "../db/itinerary-repository";
import type { ItineraryRow } from "../db/schema";
import type { Config } from "../config";
import { invalidInput, itineraryLimit, notFound, versionConflict } from "../errors";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { newToken, publicUrl } from "../trips/links";
import { decodeCursor, encodeCursor } from "../trips/list-cursor";
import { jsonBody, optionalJsonBody, parseInput } from "../validation";
import type { ItineraryListCaching } from "./itinerary-list-cache";

const NOT_FOUND_MESSAGE = "No such itinerary.";
const HOUR_MS = 60 * 60 * 1000;
const utf8 = new TextEncoder();

/** Saved itineraries of the signed-in user (docs/api.md). Someone else's id answers 404. */
export function itineraryRoutes({
  db,
  config,
  lists,
  rateLimitStore,
}: {
  db: Db;
  config: Config;
  lists: ItineraryListCaching;
  rateLimitStore: RateLimitStore;
}) {
  const repository = itineraryRepository(db);
  const baseUrl = config.BASE_URL;
  // Edits, share links and calendar feeds of saved trips, together per user (after validation, like contact).
  const limitEdits = rateLimit<AuthEnv>({
    store: rateLimitStore,
    name: "trip-edits",
    limit: config.RATE_LIMIT_TRIP_EDITS_PER_HOUR,
    windowMs: HOUR_MS,
    key: (c) => c.get("user").id,
  });

  const shareUrl = (c: Context, token: string) => publicUrl(c, baseUrl, `/shared/${token}`);
  const calendarUrl = (c: Context, token: string) => publicUrl(c, baseUrl, `/api/calendar/${token}.ics`);

  /** The trip as POST, GET and PATCH answer it: with its current share link and calendar feed. */
  const toDetail = (c: Context, row: ItineraryRow, plan: Plan | undefined): ItineraryDetail => ({
    ...commonFields(row),
    version: row.version,
    ...(plan && { plan }),
    share: row.share_token ? { url: shareUrl(c, row.share_token), hideNotes: row.share_hide_notes === 1 } : null,
    calendar: row.calendar_token ? { url: calendarUrl(c, row.calendar_token) } : null,
  });

  async function ownTrip(c: Context<AuthEnv>): Promise<ItineraryRow> {
    const row = await repository.findOwn(c.get("user").id, c.req.param("id")!);
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  /** Revokes the share link or the calendar feed: the old token answers 404 from now on. */
  async function unlink(c: Context<AuthEnv>, kind: TokenKind) {
    const done = await repository.setToken(c.get("user").id, c.req.param("id")!, kind, null);
    if (!done) throw notFound(NOT_FOUND_MESSAGE);
    return c.body(null, 204);
  }

  /** GET /?limit=&cursor=: one page, read from the database (the list cache holds the whole list only). */
  async function listPage(c: Context<AuthEnv>) {
    const parsed = parseInput(listPageQuerySchema, { limit: c.req.query("limit"), cursor: c.req.query("cursor") });
    if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
    const { limit = ITINERARY_PAGE_DEFAULT, cursor } = parsed.data;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (cursor !== undefined && !after) throw invalidInput(LIST_MESSAGES.badCursor);
    // One row more than asked says whether there is a next page without a count.
    const rows = await repository.listByAuthor(c.get("user").id, { limit: limit + 1, after });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
    return c.json({ items: items.map(toSummary), nextCursor } satisfies ItineraryPage);
  }

  const loadList = async (userId: string) => utf8.encode(JSON.stringify((await repository.listByAuthor(userId)).map(toSummary)));
  return new Hono<AuthEnv>()
    .use(requireUser)
    .post("/", jsonBody(createItineraryRequestSchema), async (c) => {
      const { title, days, plan, engine } = c.req.valid("json");
      const row = await repository.create({ author: c.get("user"), title, days, plan, engine }, config.ITINERARY_MAX_PER_USER);
      if (!row) throw itineraryLimit(config.ITINERARY_MAX_PER_USER);
      lists.invalidate(row.author_id);
      return c.json(toDetail(c, row, plan), 201);
    })
    .get("/", (c): Response | Promise<Response> => {
      // Without paging parameters the answer stays the plain array an external client relies on.
      if (c.req.query("limit") !== undefined || c.req.query("cursor") !== undefined) return listPage(c);
      const userId = c.get("user").id;
      const answer = (json: Uint8Array<ArrayBuffer>): Response => c.body(json, 200, { "Content-Type": "application/json" });
      // Not async when cached: this is the busiest read of the API (docs/performance.md).
      const cached = lists.peek(userId);
      if (cached) return answer(cached);
      return lists.load(userId, () => loadList(userId)).then(answer);
    })
    .get("/:id", async (c) => {
      const row = await ownTrip(c);
      const plan = readPlan(row.plan);
      return c.json({ ...toDetail(c, row, plan), ...(plan && { check: checkSavedPlan(plan) }) });
    })
    .patch("/:id", jsonBody(patchItineraryRequestSchema), limitEdits, async (c) => {
      const userId = c.get("user").id;
      const id = c.req.param("id");
      const { version, title, plan } = c.req.valid("json");
      const row = await repository.findOwn(userId, id);
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      // The plan is the source: the title lives in it too, and the wire text is derived from it again.
      const base = plan ?? readPlan(row.plan);
      const nextPlan = base && title ? { ...base, title } : base;
      const nextTitle = title ?? plan?.title ?? row.title;
      const days = nextPlan ? toWire(planToItinerary(nextPlan)).days : row.days;
      if (days.length > ITINERARY_DAYS_MAX) throw invalidInput(ITINERARY_MESSAGES.daysTooLong);
      const updated = await repository.updateOwn(userId, id, version, { title: nextTitle, days, plan: nextPlan ?? null });
      if (updated === "missing") throw notFound(NOT_FOUND_MESSAGE);
      if (updated === "stale") throw versionConflict(PATCH_MESSAGES.stale);
      lists.invalidate(userId);
      return c.json({ ...toDetail(c, updated, nextPlan), ...(nextPlan && { check: checkSavedPlan(nextPlan) }) });
    })
    .post("/:id/share", optionalJsonBody(shareRequestSchema), limitEdits, async (c) => {
      // The token is made once and kept; a body changes only the setting, no body keeps it.
      const row = await ownTrip(c);
      const token = row.share_token ?? newToken();
      const hideNotes = c.req.valid("json").hideNotes ?? row.share_hide_notes === 1;
      if (!(await repository.setShare(row.author_id, row.id, { token, hideNotes }))) throw notFound(NOT_FOUND_MESSAGE);
      return c.json({ token, url: shareUrl(c, token), hideNotes } satisfies ShareLink);
    })
    .delete("/:id/share", limitEdits, (c) => unlink(c, "share_token"))
    .post("/:id/calendar", limitEdits, async (c) => {
      const row = await ownTrip(c);
      let token = row.calendar_token;
      if (!token) {
        token = newToken();
        await repository.setToken(row.author_id, row.id, "calendar_token", token);
      }
      return c.json({ url: calendarUrl(c, token) });
    })
    .delete("/:id/calendar", limitEdits, (c) => unlink(c, "calendar_token"))
    .delete("/:id", async (c) => {
      const userId = c.get("user").id;
      const deleted = await repository.deleteOwn(userId, c.req.param("id"));
      if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
      lists.invalidate(userId);
      return c.body(null, 204);
    });
}

type TokenKind = "share_token" | "calendar_token";

/** The fields a list entry and a full itinerary share. */
function commonFields(row: Omit<ItineraryListRow, "has_plan">) {
  return {
    id: row.id,
    title: row.title,
    days: row.days,
    author: { id: row.author_id, name: row.author_name },
    createdAt: row.created_at,
    ...(row.engine !== null && { engine: row.engine }),
  };
}

function toSummary(row: ItineraryListRow): ItinerarySummary {
  return { ...commonFields(row), hasPlan: row.has_plan };
}

/** The stored plan, of either shape, as v2; a row edited by hand that no longer parses is shown without one. */
export function readPlan(json: string | null): Plan | undefined {
  if (json === null) return undefined;
  try {
    return readStoredPlan(JSON.parse(json));
  } catch {
    return undefined;
  }
}

/** The plan check against the plan's own date span (first to last day), so a missing day in between shows. */
export function checkSavedPlan(plan: Plan) {
  const first = plan.days[0]?.date;
  const last = plan.days.at(-1)?.date;
  const range = parseDateRange(`${first} to ${last}`);
  return checkStructuredPlan(plan, range.ok ? range.range.dates : plan.days.map((day) => day.date));
}
