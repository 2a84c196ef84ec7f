import { generateText, tool, type LanguageModel } from "ai";
import { z } from "zod";
import type { Plan } from "@shared/plan";
import { OPERATIONS_MAX, planOperationSchema } from "@shared/schemas/operations";
import type { CallOptions, TripChangeReading, TripChangeRequest } from "../engine";
import { CallScope, reportUsage } from "./call-scope";

/**
 * The language model's reading of a trip change (decision 1100): the plan operations as one tool, whose input is
 * the shared schema of `/operations`. What the model sends is validated again here (a call the SDK could not
 * match or parse arrives as an invalid call) and refused with a reason; the route then applies, times and checks
 * it like the offline engine's operations. No tool call: the model's text is the reply (a question back, an answer).
 */

export const TRIP_CHANGE_TOOL = "propose_changes";

export const tripChangeInputSchema = z.object({
  operations: z.array(planOperationSchema).min(1).max(OPERATIONS_MAX),
});

/** The model's words are short here: a question back or a brief answer. */
const TRIP_CHANGE_MAX_OUTPUT_TOKENS = 1_500;

export const TRIP_CHANGE_SYSTEM_PROMPT = `You are Wayfarer's trip assistant. The traveller has a saved trip plan, given as JSON.
When the traveller asks to change the plan, call the ${TRIP_CHANGE_TOOL} tool once with the plan operations that make the change.
Name stops only by the "id" values of the plan's items and days by their "day" numbers. Never invent an id or a day.
Prefer the smallest change: move, remove, retime or replace one stop rather than rebuilding a day.
If it is not clear which stop the traveller means, do not call the tool: ask which one, naming the candidates.
If the change is impossible (a stop or day that is not in the plan), say so plainly without calling the tool.
If the message is not a change, answer it briefly without calling the tool.`;

/** The plan as the model reads it: days, their stops with ids, and the check's conflicts. */
export function tripChangePrompt(request: TripChangeRequest): string {
  const conflicts = Object.entries(request.check.items ?? {})
    .filter(([, result]) => result.status === "conflict")
    .map(([id, result]) => ({ id, reasons: result.reasons }));
  return `The trip plan:
${JSON.stringify(compactPlan(request.plan))}
${conflicts.length > 0 ? `Conflicts the plan check found: ${JSON.stringify(conflicts)}\n` : ""}
The traveller's message:
${request.message}`;
}

function compactPlan(plan: Plan) {
  return {
    title: plan.title,
    pace: plan.pace ?? "balanced",
    days: plan.days.map((day) => ({
      day: day.day,
      date: day.date,
      base: day.base,
      ...(day.pace && { pace: day.pace }),
      items: day.items.map((item) => ({
        id: item.id,
        slot: item.slot,
        title: item.title,
        ...(item.start && { start: item.start }),
        ...(item.kind && { kind: item.kind }),
        ...(item.place?.area && { area: item.place.area }),
      })),
    })),
  };
}

export interface TripChangeModel {
  model: LanguageModel;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
}

export async function proposeTripChange(
  { model, timeoutMs, maxRetries, maxOutputTokens }: TripChangeModel,
  request: TripChangeRequest,
  callOptions: CallOptions = {},
): Promise<TripChangeReading> {
  const tools = {
    [TRIP_CHANGE_TOOL]: tool({
      description:
        "Propose plan operations that make the traveller's change. The server checks them before the traveller sees them.",
      inputSchema: tripChangeInputSchema,
    }),
  };
  const scope = new CallScope(callOptions.signal, timeoutMs, maxRetries);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await generateText({
          model,
          system: TRIP_CHANGE_SYSTEM_PROMPT,
          messages: [{ role: "user", content: tripChangePrompt(request) }],
          tools,
          maxOutputTokens: Math.min(maxOutputTokens, TRIP_CHANGE_MAX_OUTPUT_TOKENS),
          maxRetries: 0,
          abortSignal: scope.signal,
        });
        reportUsage(callOptions, result.totalUsage);
        return readingOf(result.toolCalls, result.text);
      } catch (error) {
        if (!(await scope.retry(error, attempt))) throw error;
      }
    }
  } catch (error) {
    throw scope.error(error);
  } finally {
    scope.close();
  }
}

/** The model's answer as a reading: its tool call validated by the shared schema, else its text. */
export function readingOf(calls: readonly { toolName: string; input: unknown }[], text: string): TripChangeReading {
  const call = calls[0];
  if (!call) return { reply: text.trim() || "I could not read a change to this trip in that. Please say it another way." };
  if (call.toolName !== TRIP_CHANGE_TOOL)
    return { reply: `The proposed change was refused: there is no tool ${JSON.stringify(call.toolName.slice(0, 40))}.` };
  const parsed = tripChangeInputSchema.safeParse(call.input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { reply: `The proposed change was refused: ${where}${issue.message}` };
  }
  return { operations: parsed.data.operations };
}
