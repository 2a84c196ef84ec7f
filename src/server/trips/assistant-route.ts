import { Hono, type Context } from "hono";
import type { Plan } from "@shared/plan";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import { ASSISTANT_MESSAGES, assistantRequestSchema, type AssistantAnswer } from "@shared/schemas/assistant";
import { OPERATIONS_MESSAGES, type PlanOperation } from "@shared/schemas/operations";
import { AiError, collectChat, type ChatTurn, type TripChangeReading, type TripChangeRequest } from "../ai/engine";
import { asksForChange, readTripChange } from "../ai/offline/trip-intents";
import type { AuthEnv } from "../auth/require-user";
import { engineFailure, versionConflict } from "../errors";
import { timedForReading } from "../planner/verify";
import { chatLimits } from "../routes/chat";
import { jsonBody } from "../validation";
import type { FindTrip } from "./access";
import { applyOperations, OperationRefusal, type RegenerateDay } from "./operations";
import { describeOperations } from "./operation-words";
import { checkSavedPlan } from "./presenter";
import type { RegenerateRouteDeps } from "./regenerate-route";
import { parseStoredPlan } from "./repository";

export interface AssistantRouteDeps extends RegenerateRouteDeps {
  /** What a save derives (the timetable, routes.ts): the proposed plan is shown as a save would store it. */
  prepare: (plan: Plan) => Promise<Plan>;
}

/** The most conflicts a reply names one by one (the check's badges show them all). */
const CONFLICTS_NAMED = 3;

/** The assistant does not plan a day again: that has its own button and generation limits. */
const noRegenerate: RegenerateDay = () => {
  throw new OperationRefusal("the assistant does not plan days again; use Regenerate on the day instead.");
};

/**
 * POST /api/itineraries/:id/assistant { message, version } (docs/api.md, decision 1100): a change asked in words
 * becomes a proposal (operations, the proposed plan timed and checked, the changes in words), a question back or a
 * plain "cannot"; any other message gets the chat's answer about this trip. Nothing is saved. It counts as a chat
 * message (the chat's limits). Access is `findTrip`'s, like every trip route.
 */
export function assistantRoute(findTrip: FindTrip, deps: AssistantRouteDeps) {
  const { engine, logger, prepare } = deps;
  const { limit, guard } = chatLimits(deps);

  /** The chat's answer, told which trip it is about (its places and dates; a question naming no place is about its first). */
  async function chatAnswer(c: Context<AuthEnv>, title: string, plan: Plan | undefined, message: string): Promise<string> {
    const history: ChatTurn[] = plan ? tripContext(title, plan) : [];
    try {
      return await collectChat(
        engine,
        {
          userName: c.get("user").name,
          history,
          prompt: message,
          place: plan?.days.find((day) => day.base)?.base,
          tripDates: plan?.days.map((day) => day.date),
        },
        { signal: c.req.raw.signal, onUsage: c.get("modelLease")?.addTokens },
      );
    } catch (error) {
      throw failure(c, error);
    }
  }

  /** A language model's reading (its tool call validated by the shared schema), its failures as the chat's. */
  async function modelReading(c: Context<AuthEnv>, request: TripChangeRequest): Promise<TripChangeReading> {
    try {
      return await engine.proposeTripChange!(request, { signal: c.req.raw.signal, onUsage: c.get("modelLease")?.addTokens });
    } catch (error) {
      throw failure(c, error);
    }
  }

  function failure(c: Context<AuthEnv>, error: unknown) {
    const aiError = error instanceof AiError ? error : new AiError("upstream", { cause: error });
    if (aiError.code !== "aborted")
      logger.warn({ err: aiError.cause ?? aiError, code: aiError.code, reqId: c.get("requestId") }, "assistant answer failed");
    return engineFailure(aiError);
  }

  /**
   * The same path as Apply: the operations on the stored plan, then what a save derives, and its check; `clear`
   * when no stop is in conflict that was not before (`conflicted`: the stops in conflict in the current plan).
   */
  async function propose(stored: Plan, operations: PlanOperation[], conflicted: ReadonlySet<string>) {
    const applied = await applyOperations(stored, operations, noRegenerate);
    if ("error" in applied) return applied;
    const plan = await prepare(applied.plan);
    const check = checkSavedPlan(plan);
    const clear = conflictsOf(check).every((id) => conflicted.has(id));
    return { operations, plan, check, clear };
  }

  return new Hono<AuthEnv>().post("/:id/assistant", jsonBody(assistantRequestSchema), limit, guard, async (c) => {
    const { message, version } = c.req.valid("json");
    // Owners and editors: the assistant proposes changes (a viewer gets 403).
    const row = await findTrip(c, "edit");
    // The traveller names stops as they see them ("the second museum"): read against another version, that is a guess.
    if (version !== row.version) throw versionConflict(OPERATIONS_MESSAGES.stale);
    const stored = parseStoredPlan(row.plan);
    if (!stored) {
      if (asksForChange(message)) return c.json({ reply: ASSISTANT_MESSAGES.noPlan, proposal: null } satisfies AssistantAnswer);
      return c.json({ reply: await chatAnswer(c, row.title, undefined, message), proposal: null } satisfies AssistantAnswer);
    }
    const plan = timedForReading(stored);
    const current = checkSavedPlan(plan);
    const reading = engine.proposeTripChange
      ? await modelReading(c, { message, plan, check: current })
      : readTripChange(message, plan);
    if (!reading)
      return c.json({ reply: await chatAnswer(c, row.title, plan, message), proposal: null } satisfies AssistantAnswer);
    if ("reply" in reading) return c.json({ reply: reading.reply, proposal: null } satisfies AssistantAnswer);
    const conflicted = new Set(conflictsOf(current));
    const first = await propose(stored, reading.operations, conflicted);
    if ("error" in first) {
      return c.json({ reply: `I cannot make that change. ${first.error}`, proposal: null } satisfies AssistantAnswer);
    }
    // Another way to grant the same wish when the first adds a conflict (a visit after its place closes, say).
    let chosen = first;
    for (const operations of reading.alternatives ?? []) {
      if (chosen.clear) break;
      const next = await propose(stored, operations, conflicted);
      if (!("error" in next) && next.clear) chosen = next;
    }
    const { operations, plan: proposed, check } = chosen;
    const changes = describeOperations(plan, operations);
    return c.json({
      reply: proposalReply(changes, proposed, check),
      proposal: { baseVersion: row.version, operations, plan: proposed, changes, check },
    } satisfies AssistantAnswer);
  });
}

/** The ids of the stops the plan check finds in conflict. */
function conflictsOf(check: PlanCheckResult): string[] {
  return Object.entries(check.items ?? {}).flatMap(([id, result]) => (result.status === "conflict" ? [id] : []));
}

/** The trip the chat is asked about, as an earlier exchange: its title, places and dates. */
function tripContext(title: string, plan: Plan): ChatTurn[] {
  const bases = [...new Set(plan.days.map((day) => day.base).filter(Boolean))];
  const first = plan.days[0]!.date;
  const last = plan.days.at(-1)!.date;
  const where = bases.length > 0 ? ` in ${bases.join(", ")}` : "";
  return [
    { role: "user", text: `My trip "${title}" runs from ${first} to ${last}${where}.` },
    { role: "assistant", text: `Your trip "${title}": ${first} to ${last}${where}.` },
  ];
}

/** The changes, and every conflict the proposed plan still has, by name. */
export function proposalReply(changes: readonly string[], plan: Plan, check: PlanCheckResult): string {
  const lines = [
    "Here is the change I propose (nothing is saved until you apply it):",
    ...changes.map((change) => `- ${change}`),
  ];
  const located = new Map(plan.days.flatMap((day) => day.items.map((item) => [item.id, { item, day: day.day }] as const)));
  const conflicts = Object.entries(check.items ?? {}).flatMap(([id, result]) => {
    const at = located.get(id);
    return result.status === "conflict" && at ? [{ ...at, reason: result.reasons[0] }] : [];
  });
  if (conflicts.length === 0) {
    lines.push("The plan check finds no conflict in the proposed plan.");
  } else {
    lines.push(
      `The proposed plan still has ${conflicts.length === 1 ? "a conflict" : `${conflicts.length} conflicts`}:`,
      ...conflicts
        .slice(0, CONFLICTS_NAMED)
        .map(({ item, day, reason }) => `- ${item.title} (day ${day} ${item.slot})${reason ? `: ${reason}` : ""}`),
    );
    if (conflicts.length > CONFLICTS_NAMED) lines.push(`- and ${conflicts.length - CONFLICTS_NAMED} more, marked on the plan.`);
  }
  return lines.join("\n");
}
