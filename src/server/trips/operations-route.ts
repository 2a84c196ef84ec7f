import { Hono, type Context, type MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { Plan } from "@shared/plan";
import { PLAN_SLOTS } from "@shared/plan-slots";
import { ITINERARY_LIMITS, REGENERATE_INSTRUCTION_MAX } from "@shared/schemas/limits";
import {
  OPERATIONS_MESSAGES,
  operationsRequestSchema,
  planOperationSchema,
  type PlanOperation,
} from "@shared/schemas/operations";
import { PACES } from "@shared/timetable";
import { AiError } from "../ai/engine";
import { generationLimits } from "../ai/generation-limits";
import type { AuthEnv } from "../auth/require-user";
import type { ItineraryRow } from "../db/schema";
import { invalidInput, versionConflict } from "../errors";
import { fieldErrors, parseInput } from "../validation";
import type { FindTrip } from "./access";
import { mayRebase } from "./change-log";
import { applyOperations, namedBy, OperationRefusal, type RegenerateDay, type Touched } from "./operations";
import { regenerationFailure, type RegenerateRouteDeps } from "./regenerate-route";
import { parseStoredPlan, type TripRepository } from "./repository";

/** The one save path of PATCH and operations (routes.ts): derives times, legs and the wire text, logs the change. */
export type SavePlan = (
  c: Context<AuthEnv>,
  row: ItineraryRow,
  basedOn: number,
  edit: { title: string; plan: Plan },
  changed: Touched,
) => Promise<{ row: ItineraryRow; plan: Plan } | "stale">;

export interface OperationsRouteDeps extends RegenerateRouteDeps {
  findTrip: FindTrip;
  repository: TripRepository;
  save: SavePlan;
  /** The trip-edit rate limit (routes.ts). */
  limitEdits: MiddlewareHandler<AuthEnv>;
  /** The trip as GET answers it (with its links and check). */
  answer: (c: Context<AuthEnv>, row: ItineraryRow, plan: Plan) => Response;
}

/** How many times a request whose save lost a race (someone saved in between) is rebased again before a 409. */
const SAVE_ATTEMPTS = 3;

const OPERATION_TYPES = planOperationSchema.options.map((option) => option.shape.type.value);

/** A field's problem in words; zod's own message for the rest (an item's title, a start time). */
const FIELD_MESSAGES: Record<string, string> = {
  type: `type must be one of ${OPERATION_TYPES.join(", ")}.`,
  itemId: "itemId must be the id of an item of the plan.",
  day: `day must be a whole number from 1 to ${ITINERARY_LIMITS.days}.`,
  a: `a must be a day: a whole number from 1 to ${ITINERARY_LIMITS.days}.`,
  b: `b must be a day: a whole number from 1 to ${ITINERARY_LIMITS.days}.`,
  slot: `slot must be one of ${PLAN_SLOTS.join(", ")}.`,
  position: "position must be a whole number from 0 to 11.",
  start: "start must be a time such as 09:30.",
  pace: `pace must be one of ${PACES.join(", ")}.`,
  instruction: `instruction must be text of at most ${REGENERATE_INSTRUCTION_MAX} characters.`,
  item: "item must be an object with at least a title.",
};

/**
 * The first problem of a malformed body, naming the operation it is in ("Operation 2 (move_item): day must be
 * ..."); a body that is not an object of a version and operations gets OPERATIONS_MESSAGES.badBody.
 */
export function operationsBodyMessage(issues: readonly { path: PropertyKey[]; message: string }[], body: unknown): string {
  const issue = issues[0];
  if (!issue || issue.path[0] !== "operations" || typeof issue.path[1] !== "number") return OPERATIONS_MESSAGES.badBody;
  const index = issue.path[1];
  const operations = (body as { operations?: unknown[] }).operations;
  const raw = operations?.[index] as { type?: unknown } | undefined;
  const type = typeof raw?.type === "string" && (OPERATION_TYPES as string[]).includes(raw.type) ? raw.type : undefined;
  const head = `Operation ${index + 1}${type ? ` (${type})` : ""}`;
  const field = issue.path.slice(2).map(String);
  if (field.length === 0) return `${head}: send an object with a type (${OPERATION_TYPES.join(", ")}).`;
  const known = field.length === 1 ? FIELD_MESSAGES[field[0]!] : undefined;
  return `${head}: ${known ?? `${field.join(".")}: ${issue.message}`}`;
}

/**
 * Days (or slots) planned again in one request: each is an engine call (a language model's, maybe), counted as one
 * generation, and a request should answer within a few of them.
 */
export const REGENERATE_PER_REQUEST_MAX = 3;

const regenerations = (operations: readonly PlanOperation[]) => operations.filter((op) => op.type === "regenerate").length;
const hasRegenerate = (operations: readonly PlanOperation[]) => regenerations(operations) > 0;

const operationsBody = validator("json", (value) => {
  const result = parseInput(operationsRequestSchema, value);
  if (!result.success) throw invalidInput(operationsBodyMessage(result.error.issues, value), fieldErrors(result.error.issues));
  const { operations } = result.data;
  const over = operations.findIndex(
    (op, i) => op.type === "regenerate" && regenerations(operations.slice(0, i + 1)) > REGENERATE_PER_REQUEST_MAX,
  );
  if (over !== -1) {
    throw invalidInput(
      `Operation ${over + 1} (regenerate): at most ${REGENERATE_PER_REQUEST_MAX} days or slots can be planned again in one request.`,
    );
  }
  return result.data;
});

/**
 * POST /api/itineraries/:id/operations { version, operations } (docs/api.md, decision 1080): applies the operations
 * in order and saves, through the same save path as PATCH. Based on the current version they apply as they are;
 * on an older one they are rebased onto the current plan when nothing they touch changed since (the change log),
 * else 409. An operation that cannot apply is 400 naming it; nothing changes on any refusal.
 */
export function operationsRoute(deps: OperationsRouteDeps) {
  const { findTrip, repository, save, limitEdits, answer, engine, logger } = deps;
  const generation = generationLimits(deps);
  return new Hono<AuthEnv>().post(
    "/:id/operations",
    operationsBody,
    limitEdits,
    // Planning a day again costs what a generation costs: its limits, once per day planned, only when asked for.
    async (c, next) => {
      const count = regenerations(c.req.valid("json").operations);
      if (count === 0) return next();
      // Each engine call counts as one generation.
      for (let i = 1; i < count; i++) await generation.limit(c, async () => {});
      await generation.limit(c, async () => {
        await generation.guard(c, next);
      });
    },
    async (c) => {
      const { version, operations } = c.req.valid("json");
      const regenerate: RegenerateDay = async (plan, day, request) => {
        try {
          return await engine.regenerateDay(plan, day, request, {
            signal: c.req.raw.signal,
            onUsage: c.get("modelLease")?.addTokens,
          });
        } catch (error) {
          // A day the engine refuses to plan is the request's mistake, named like any operation that cannot apply.
          if (error instanceof AiError && error.code === "invalid_request") throw new OperationRefusal(error.message);
          throw regenerationFailure(c, logger, error);
        }
      };
      // A save that lost a race is tried again as a rebase; a day planned again by the engine is not asked twice.
      const attempts = hasRegenerate(operations) ? 1 : SAVE_ATTEMPTS;
      for (let attempt = 1; ; attempt++) {
        const row = await findTrip(c, "edit");
        const plan = parseStoredPlan(row.plan);
        if (!plan) throw invalidInput(OPERATIONS_MESSAGES.noPlan);
        if (version > row.version) throw versionConflict(OPERATIONS_MESSAGES.stale);
        const log = version < row.version ? await repository.changesBetween(row.id, version, row.version) : undefined;
        const versionsSince = row.version - version;
        // What the operations name, first: an operation on a stop someone removed since is theirs to see (409).
        if (log && !mayRebase(namedBy(operations), log, versionsSince)) throw versionConflict(OPERATIONS_MESSAGES.stale);
        const applied = await applyOperations(plan, operations, regenerate);
        if ("error" in applied) throw invalidInput(applied.error);
        if (log && !mayRebase(applied.touched, log, versionsSince)) throw versionConflict(OPERATIONS_MESSAGES.stale);
        const saved = await save(c, row, row.version, { title: row.title, plan: applied.plan }, applied.touched);
        if (saved !== "stale") return answer(c, saved.row, saved.plan);
        if (attempt >= attempts) throw versionConflict(OPERATIONS_MESSAGES.stale);
      }
    },
  );
}
