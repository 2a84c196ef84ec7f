import { Hono, type Context } from "hono";
import { toWire } from "@shared/itinerary";
import { planToItinerary, type Plan } from "@shared/plan";
import {
  createItineraryRequestSchema,
  ITINERARY_MESSAGES,
  ITINERARY_PAGE_DEFAULT,
  LIST_MESSAGES,
  listPageQuerySchema,
  PATCH_MESSAGES,
  patchItineraryRequestSchema,
  shareRequestSchema,
  type CalendarLink,
  type ItineraryPage,
  type ShareAnswer,
} from "@shared/schemas/itineraries";
import { ITINERARY_DAYS_MAX } from "@shared/schemas/limits";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Db } from "../db/client";
import type { Config } from "../config";
import type { ItineraryRow } from "../db/schema";
import { invalidInput, itineraryLimit, restoreLimit, versionConflict } from "../errors";
import { tripEditsLimit } from "./edit-limit";
import { jsonBody, optionalJsonBody, parseInput } from "../validation";
import { noSuchTrip, tripAccess } from "./access";
import { assistantRoute } from "./assistant-route";
import { asChange, diffPlans } from "./change-log";
import { newToken, publicUrl } from "./links";
import type { TripListCaching } from "./list-cache";
import { decodeCursor, encodeCursor } from "./list-cursor";
import { tripDetail, tripSummary, type TripLinks } from "./presenter";
import type { Touched } from "./operations";
import { operationsRoute, type SavePlan } from "./operations-route";
import { inviteLink, memberRoutes } from "./member-routes";
import type { Mailer } from "../mail/mailer";
import type { TripLive } from "./live";
import { liveRoutes } from "./live-routes";
import { costRoutes } from "./costs/routes";
import { ratesBook } from "./costs/rates";
import { regenerateRoute, type RegenerateRouteDeps } from "./regenerate-route";
import { parseStoredPlan, tripRepository, type TokenKind } from "./repository";

const utf8 = new TextEncoder();

export interface TripRouteDeps extends RegenerateRouteDeps {
  db: Db;
  config: Config;
  lists: TripListCaching;
  live: TripLive;
  /** Outgoing mail (invite links sent by email). */
  mailer: Mailer;
  /**
   * What the server derives in a plan before every save (POST, PATCH, operations): the timetable and the legs
   * between stops (docs/product.md "Verified plans"). One path, so no save can skip it.
   */
  prepare: (plan: Plan) => Promise<Plan>;
}

/**
 * The signed-in user's trips under /api/itineraries (docs/api.md): save, list, read, edit, share, subscribe,
 * regenerate a day, delete and undo a delete (restore). Every route that names a trip starts with `findTrip` (access.ts), so someone
 * else's id answers 404 like a missing one.
 */
export function tripRoutes(deps: TripRouteDeps) {
  const { db, config, lists, live, rateLimitStore, prepare } = deps;
  const repository = tripRepository(db);
  const findTrip = tripAccess(repository);
  const baseUrl = config.BASE_URL;
  // Edits, share links and calendar feeds of saved trips, together per user (after validation, like contact).
  const limitEdits = tripEditsLimit(rateLimitStore, config);

  const links = (c: Context): TripLinks => ({
    shareUrl: (token) => publicUrl(c, baseUrl, `/shared/${token}`),
    calendarUrl: (token) => publicUrl(c, baseUrl, `/api/calendar/${token}.ics`),
  });

  /**
   * The one save path of an edited plan (PATCH and operations): the server's derivations (`prepare`), the wire
   * text derived again, the version bumped if still `basedOn` with what changed in the change log, the list
   * cache dropped, the trip's live pages told. "stale" when someone saved in between.
   */
  async function save(
    user: { id: string; name: string },
    row: ItineraryRow,
    basedOn: number,
    edit: { title: string; plan: Plan | undefined },
    changed: Touched,
  ): Promise<{ row: ItineraryRow; plan: Plan | undefined } | "stale"> {
    const plan = edit.plan && (await prepare(edit.plan));
    const days = plan ? toWire(planToItinerary(plan)).days : row.days;
    if (days.length > ITINERARY_DAYS_MAX) throw invalidInput(ITINERARY_MESSAGES.daysTooLong);
    const change = asChange(changed);
    const updated = await repository.update(user.id, row.id, basedOn, { title: edit.title, days, plan: plan ?? null }, change);
    if (updated === "missing") throw noSuchTrip();
    if (updated === "stale") return "stale";
    // The title shows in the list of the owner and of every member.
    for (const member of await repository.audience(row.id)) lists.invalidate(member);
    live.changed(row.id, { version: updated.version, by: { userId: user.id, name: user.name }, ...change });
    return { row: updated, plan };
  }
  const savePlan: SavePlan = async (c, row, basedOn, edit, changed) => {
    const saved = await save(c.get("user"), row, basedOn, edit, changed);
    return saved === "stale" ? saved : { row: saved.row, plan: saved.plan ?? edit.plan };
  };

  /** Revokes the share link or the calendar feed: the old token answers 404 from now on. */
  async function unlink(c: Context<AuthEnv>, kind: TokenKind) {
    const trip = await findTrip(c, "own");
    if (!(await repository.setToken(c.get("user").id, trip.id, kind, null))) throw noSuchTrip();
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
    const rows = await repository.listFor(c.get("user").id, { limit: limit + 1, after });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
    return c.json({ items: items.map(tripSummary), nextCursor } satisfies ItineraryPage);
  }

  const loadList = async (userId: string) => utf8.encode(JSON.stringify((await repository.listFor(userId)).map(tripSummary)));
  return new Hono<AuthEnv>()
    .use(requireUser)
    .post("/", jsonBody(createItineraryRequestSchema), async (c) => {
      const { title, days, plan: sent, engine } = c.req.valid("json");
      const plan = sent && (await prepare(sent));
      const row = await repository.create({ author: c.get("user"), title, days, plan, engine }, config.ITINERARY_MAX_PER_USER);
      if (!row) throw itineraryLimit(config.ITINERARY_MAX_PER_USER);
      lists.invalidate(row.author_id);
      return c.json(tripDetail(row, plan, links(c)), 201);
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
      const row = await findTrip(c, "read");
      return c.json(tripDetail(row, parseStoredPlan(row.plan), links(c), true));
    })
    .patch("/:id", jsonBody(patchItineraryRequestSchema), limitEdits, async (c) => {
      const { version, title, plan } = c.req.valid("json");
      const row = await findTrip(c, "edit");
      // Stale already: answered before the server derives anything (the save checks the version again).
      if (version !== row.version) throw versionConflict(PATCH_MESSAGES.stale);
      // The plan is the source: the title lives in it too, and the wire text is derived from it again.
      const stored = parseStoredPlan(row.plan);
      const base = plan ?? stored;
      const nextPlan = base && title ? { ...base, title } : base;
      const nextTitle = title ?? plan?.title ?? row.title;
      // What the traveller changed, before the server derives times and legs (a title alone changes nothing).
      const changed = diffPlans(stored, nextPlan);
      const saved = await save(c.get("user"), row, version, { title: nextTitle, plan: nextPlan }, changed);
      if (saved === "stale") throw versionConflict(PATCH_MESSAGES.stale);
      return c.json(tripDetail(saved.row, saved.plan, links(c), true));
    })
    .post("/:id/share", optionalJsonBody(shareRequestSchema), limitEdits, async (c) => {
      // The token is made once and kept; a body changes only the setting, no body keeps it.
      const row = await findTrip(c, "own");
      const token = row.share_token ?? newToken();
      const hideNotes = c.req.valid("json").hideNotes ?? row.share_hide_notes === 1;
      if (!(await repository.setShare(c.get("user").id, row.id, { token, hideNotes }))) throw noSuchTrip();
      return c.json({ token, url: links(c).shareUrl(token), hideNotes } satisfies ShareAnswer);
    })
    .delete("/:id/share", limitEdits, (c) => unlink(c, "share_token"))
    .post("/:id/calendar", limitEdits, async (c) => {
      const row = await findTrip(c, "own");
      let token = row.calendar_token;
      if (!token) {
        token = newToken();
        await repository.setToken(c.get("user").id, row.id, "calendar_token", token);
      }
      return c.json({ url: links(c).calendarUrl(token) } satisfies CalendarLink);
    })
    .delete("/:id/calendar", limitEdits, (c) => unlink(c, "calendar_token"))
    .delete("/:id", async (c) => {
      const userId = c.get("user").id;
      const row = await findTrip(c, "own");
      // Read before the delete: the members' rows go with the trip, and each of their lists showed it.
      const audience = await repository.audience(row.id);
      if (!(await repository.delete(userId, row.id))) throw noSuchTrip();
      for (const member of audience) lists.invalidate(member);
      live.accessChanged(row.id);
      // Trips deleted longer ago than the restore window go for good now (also on a timer: main.ts).
      await repository.purgeExpired();
      return c.body(null, 204);
    })
    .post("/:id/restore", async (c) => {
      // Not `findTrip` first: that rule finds no deleted trip. `restore` is scoped to the owner in its own query;
      // when it finds nothing, `findTrip` answers as every owner-only route does (404 for a stranger and for a
      // deleted trip, which is gone for its members too; 403 for a member of a trip that exists).
      const restored = await repository.restore(c.get("user").id, c.req.param("id"), config.ITINERARY_MAX_PER_USER);
      if (restored === "missing") {
        await findTrip(c, "own");
        throw noSuchTrip();
      }
      if (restored === "limit") throw restoreLimit(config.ITINERARY_MAX_PER_USER);
      // It shows again in the owner's list and each member's.
      for (const member of await repository.audience(restored.id)) lists.invalidate(member);
      return c.json(tripDetail(restored, parseStoredPlan(restored.plan), links(c), true));
    })
    .route("/", regenerateRoute(findTrip, deps))
    .route("/", assistantRoute(findTrip, deps))
    .route(
      "/",
      memberRoutes({
        db,
        findTrip,
        limitEdits,
        lists,
        live,
        inviteUrl: inviteLink(baseUrl),
        mail: { mailer: deps.mailer, appName: config.APP_NAME, rateLimitStore, logger: deps.logger },
      }),
    )
    .route("/", liveRoutes({ findTrip, live, rateLimitStore }))
    .route("/", costRoutes({ db, findTrip, limitEdits, live, rates: ratesBook({ url: config.RATES_URL, logger: deps.logger }) }))
    .route(
      "/",
      operationsRoute({
        ...deps,
        findTrip,
        repository,
        save: savePlan,
        limitEdits,
        answer: (c, row, plan) => c.json(tripDetail(row, plan, links(c), true)),
      }),
    );
}
