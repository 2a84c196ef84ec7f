import { Hono } from "hono";
import { readPlan as readStoredPlan, type Plan } from "@shared/plan";
import { parseDateRange } from "@shared/schemas/generation";
import { createItineraryRequestSchema, type ItineraryDetail, type ItinerarySummary } from "@shared/schemas/itineraries";
import { checkStructuredPlan } from "../ai/plan-check";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Db } from "../db/client";
import { itineraryRepository, type ItineraryListRow } from "../db/itinerary-repository";
import type { ItineraryRow } from "../db/schema";
import { notFound } from "../errors";
import { jsonBody } from "../validation";
import type { ItineraryListCaching } from "./itinerary-list-cache";

const NOT_FOUND_MESSAGE = "No such itinerary.";
const utf8 = new TextEncoder();

/** Saved itineraries of the signed-in user (docs/api.md). Someone else's id answers 404. */
export function itineraryRoutes(db: Db, lists: ItineraryListCaching) {
  const repository = itineraryRepository(db);
  const loadList = async (userId: string) => utf8.encode(JSON.stringify((await repository.listByAuthor(userId)).map(toSummary)));
  return new Hono<AuthEnv>()
    .use(requireUser)
    .post("/", jsonBody(createItineraryRequestSchema), async (c) => {
      const { title, days, plan, engine } = c.req.valid("json");
      const row = await repository.create({ author: c.get("user"), title, days, plan, engine });
      lists.invalidate(row.author_id);
      return c.json(toDetail(row, plan), 201);
    })
    .get("/", (c): Response | Promise<Response> => {
      const userId = c.get("user").id;
      const answer = (json: Uint8Array<ArrayBuffer>): Response => c.body(json, 200, { "Content-Type": "application/json" });
      // Not async when cached: this is the busiest read of the API (docs/performance.md).
      const cached = lists.peek(userId);
      if (cached) return answer(cached);
      return lists.load(userId, () => loadList(userId)).then(answer);
    })
    .get("/:id", async (c) => {
      const row = await repository.findOwn(c.get("user").id, c.req.param("id"));
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      const plan = readPlan(row.plan);
      return c.json({ ...toDetail(row, plan), ...(plan && { check: checkSavedPlan(plan) }) });
    })
    .delete("/:id", async (c) => {
      const userId = c.get("user").id;
      const deleted = await repository.deleteOwn(userId, c.req.param("id"));
      if (!deleted) throw notFound(NOT_FOUND_MESSAGE);
      lists.invalidate(userId);
      return c.body(null, 204);
    });
}

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

function toDetail(row: ItineraryRow, plan: Plan | undefined): ItineraryDetail {
  return { ...commonFields(row), ...(plan && { plan }) };
}

/** The stored plan, of either shape, as v2; a row edited by hand that no longer parses is shown without one. */
function readPlan(json: string | null): Plan | undefined {
  if (json === null) return undefined;
  try {
    return readStoredPlan(JSON.parse(json));
  } catch {
    return undefined;
  }
}

/** The plan check against the plan's own date span (first to last day), so a missing day in between shows. */
function checkSavedPlan(plan: Plan) {
  const first = plan.days[0]?.date;
  const last = plan.days.at(-1)?.date;
  const range = parseDateRange(`${first} to ${last}`);
  return checkStructuredPlan(plan, range.ok ? range.range.dates : plan.days.map((day) => day.date));
}
