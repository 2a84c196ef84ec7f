import { generateText, Output, streamText, type LanguageModel, type ModelMessage } from "ai";
import { itinerarySchema } from "@shared/itinerary";
import type { Config } from "@server/config";
import {
  AiError,
  type AiEngine,
  type CallOptions,
  type ChatRequest,
  type GeneratedItinerary,
  type ItineraryEvent,
  type ItineraryRequest,
} from "../engine";
import type { PlanCheckResult } from "@shared/itinerary-stream";
import type { Itinerary } from "@shared/itinerary";
import type { Plan } from "@shared/plan";
import { resolveRequestPlace } from "../../planner/resolve";
import { checkPlan, checkStructuredPlan } from "../../planner/check";
import { groundingFor, groundPlan } from "./grounding";
import { validatedChat, validatedRequest } from "../request";
import { modelItinerarySchema, normalize, toPartial, type ModelItinerary } from "./output";
import {
  chatMessages,
  chatSystemPrompt,
  ITINERARY_SYSTEM_PROMPT,
  itineraryPrompt,
  regenerateDayPrompt,
  repairMessages,
} from "./prompts";
import { createLanguageModel } from "./provider";
import { proposeTripChange } from "./trip-change";
import { CallScope, reportUsage } from "./call-scope";
import { activityName, relay, splitDates, toPartialDay, withDates, withoutEvents } from "./parts";

export interface LlmEngineOptions {
  model: LanguageModel;
  /** "<provider>:<model>", reported with every answer. */
  name: string;
  /** Per model call; the caller's signal can end it earlier. */
  timeoutMs: number;
  maxOutputTokens: number;
  /** Retries of a failed HTTP call (429, 5xx) inside the timeout. */
  maxRetries?: number;
}

/**
 * The language-model engine: the itinerary asked for (in parts for a long trip, parts.ts), grounded in the
 * city guides (grounding.ts), checked and repaired once; a day planned again; the chat. Each model call's
 * timeout, retries and failures are call-scope.ts.
 */

/** Chat answers are short: they get at most this many output tokens (or the configured cap if lower). */
const CHAT_MAX_OUTPUT_TOKENS = 1_500;

export function createLlmEngineFromConfig(config: Config): AiEngine {
  const provider = config.AI_PROVIDER!;
  return createLlmEngine({
    model: createLanguageModel({ ...config, AI_PROVIDER: provider }),
    name: `${provider}:${config.AI_MODEL}`,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
  });
}

interface Candidate {
  answer: ModelItinerary;
  /** The answer within our limits, and as plan v2 when it fits our itinerary schema. */
  itinerary: ReturnType<typeof normalize>;
  plan?: { itinerary: Itinerary; plan: Plan };
  check: PlanCheckResult;
}

/** Ties a model's itinerary to the request's place (llm/grounding.ts). */
type Ground = (itinerary: Itinerary) => Plan;

/** One model call (streamed or not) for some dates, and the checked candidate it gave. */
type Call = (messages: ModelMessage[], dates: readonly string[], ground: Ground) => AsyncGenerator<ItineraryEvent, Candidate>;

export function createLlmEngine(options: LlmEngineOptions): AiEngine {
  const { model, name, timeoutMs, maxOutputTokens } = options;
  const maxRetries = options.maxRetries ?? 1;
  const output = Output.object({ schema: modelItinerarySchema, name: "itinerary", description: "A day-by-day travel itinerary" });
  /** What every itinerary call sends, whether answered at once or streamed (CallScope does the retries). */
  const itineraryCall = { model, system: ITINERARY_SYSTEM_PROMPT, output, maxOutputTokens, maxRetries: 0 };

  /** The answer checked as text, and when it fits our schema, as a grounded plan v2 (closing days, distances). */
  const evaluate = (answer: ModelItinerary, dates: readonly string[], ground: Ground): Candidate => {
    const itinerary = normalize(withDates(answer, dates));
    const parsed = itinerarySchema.safeParse(itinerary);
    if (!parsed.success) return { answer, itinerary, check: checkPlan(itinerary, dates) };
    const plan = ground(parsed.data);
    return { answer, itinerary, plan: { itinerary: parsed.data, plan }, check: checkStructuredPlan(plan, dates) };
  };

  /** The better of the answers that fit our itinerary schema; none fits = invalid output. */
  const better = (candidates: Candidate[]): Candidate & Required<Pick<Candidate, "plan">> => {
    const ranked = [...candidates].sort((a, b) => a.check.failures.length - b.check.failures.length);
    for (const candidate of ranked) if (candidate.plan) return { ...candidate, plan: candidate.plan };
    throw new AiError("invalid_output", { cause: ranked[0]?.check.failures });
  };

  const finish = (candidates: Candidate[]): GeneratedItinerary => {
    const { plan, check } = better(candidates);
    return { ...plan, check, engine: name };
  };

  async function generateOnce(messages: ModelMessage[], callOptions: CallOptions, dates: readonly string[], ground: Ground) {
    const scope = new CallScope(callOptions.signal, timeoutMs, maxRetries);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await generateText({ ...itineraryCall, messages, abortSignal: scope.signal });
          reportUsage(callOptions, result.totalUsage);
          return evaluate(result.output, dates, ground);
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

  async function* streamOnce(
    messages: ModelMessage[],
    callOptions: CallOptions,
    dates: readonly string[],
    ground: Ground,
  ): AsyncGenerator<ItineraryEvent, Candidate> {
    const scope = new CallScope(callOptions.signal, timeoutMs, maxRetries);
    try {
      for (let attempt = 0; ; attempt++) {
        let streamError: unknown;
        let started = false;
        const result = streamText({
          ...itineraryCall,
          messages,
          abortSignal: scope.signal,
          onError: ({ error }) => {
            streamError ??= error;
          },
          onEnd: ({ totalUsage }) => reportUsage(callOptions, totalUsage),
        });
        for await (const partial of result.partialOutputStream) {
          started = true;
          yield { type: "partial", itinerary: toPartial(partial) };
        }
        if (streamError !== undefined && !started && (await scope.retry(streamError, attempt))) continue;
        if (streamError !== undefined || scope.signal.aborted) throw streamError ?? scope.signal.reason;
        return evaluate(await result.output, dates, ground);
      }
    } catch (error) {
      throw scope.error(error);
    } finally {
      scope.close();
    }
  }

  /**
   * The whole plan: one model call (and at most one repair) for a trip of up to PART_DAYS days; a longer trip
   * in parts of about equal length, each told the trip's length and what earlier parts planned, so the output
   * token cap never cuts a trip short. Each part gets its own repair round; partial events carry the days of
   * the parts already written, so a client that starts over after a repair loses nothing.
   */
  async function* plan(request: ItineraryRequest, call: Call): AsyncGenerator<ItineraryEvent, GeneratedItinerary> {
    const { request: valid, dates } = validatedRequest(request);
    const place = resolveRequestPlace(valid);
    const ground: Ground = (itinerary) => groundPlan(itinerary, valid, place);
    const parts = splitDates(dates);
    const written: ModelItinerary[] = [];
    for (const [index, part] of parts.entries()) {
      const earlier = written.flatMap((answer) => answer.days);
      const prompt = itineraryPrompt(
        valid,
        part,
        groundingFor(place, part),
        parts.length > 1
          ? {
              part: index + 1,
              parts: parts.length,
              firstDay: earlier.length + 1,
              totalDays: dates.length,
              alreadyPlanned: earlier
                .flatMap((day) => [day.morning, day.afternoon, day.evening, day.optional ?? ""])
                .map(activityName)
                .filter(Boolean),
            }
          : undefined,
      );
      const withEarlier = (event: ItineraryEvent): ItineraryEvent =>
        event.type !== "partial" || index === 0
          ? event
          : {
              type: "partial",
              itinerary: {
                title: written[0]!.title,
                introduction: written[0]!.introduction,
                days: [
                  ...earlier.map(toPartialDay),
                  ...(event.itinerary.days ?? []).map((day, i) => ({ ...day, day: earlier.length + i + 1 })),
                ],
              },
            };
      const first = yield* relay(call([{ role: "user", content: prompt }], part, ground), withEarlier);
      const candidates = [first];
      if (!first.check.ok) {
        yield { type: "repair", failures: first.check.failures };
        candidates.unshift(
          yield* relay(call(repairMessages(prompt, first.answer, first.check.failures), part, ground), withEarlier),
        );
      }
      if (parts.length === 1) return finish(candidates);
      const best = better(candidates);
      written.push(withDates(best.answer, part));
    }
    const whole: ModelItinerary = {
      title: written[0]!.title,
      introduction: written[0]!.introduction,
      days: written.flatMap((answer) => answer.days),
      final_notes: written.at(-1)!.final_notes,
    };
    return finish([evaluate(whole, dates, ground)]);
  }

  return {
    name,

    async generateItinerary(request: ItineraryRequest, callOptions: CallOptions = {}) {
      // The same plan as the stream, without partial events: each call answered at once.
      const call: Call = (messages, dates, ground) => withoutEvents(generateOnce(messages, callOptions, dates, ground));
      const events = plan(request, call);
      for (;;) {
        const next = await events.next();
        if (next.done) return next.value;
      }
    },

    async *streamItinerary(request: ItineraryRequest, callOptions: CallOptions = {}) {
      const call: Call = (messages, dates, ground) => streamOnce(messages, callOptions, dates, ground);
      const result = yield* plan(request, call);
      yield { type: "final", ...result };
    },

    async regenerateDay(saved: Plan, dayNumber: number, request, callOptions: CallOptions = {}) {
      const day = saved.days[dayNumber - 1]!;
      const destination = saved.destination?.query ?? (day.base || saved.title);
      const asked: ItineraryRequest = {
        mode: "plan",
        destination,
        dates: `${day.date} to ${day.date}`,
        theme: request.instruction?.trim() || saved.theme || "sightseeing",
      };
      const place = resolveRequestPlace(asked);
      const current = Object.fromEntries(
        day.items.map((item) => [item.slot, item.description ? `${item.title}: ${item.description}` : item.title]),
      );
      const others = saved.days.filter((other) => other !== day).flatMap((other) => other.items.map((item) => item.title));
      const prompt = regenerateDayPrompt(
        { destination, theme: saved.theme },
        { date: day.date, base: day.base, current },
        request,
        others,
        groundingFor(place, [day.date]),
      );
      const candidate = await generateOnce([{ role: "user", content: prompt }], callOptions, [day.date], (itinerary) =>
        groundPlan(itinerary, asked, place),
      );
      const fresh = better([candidate]).plan.plan.days[0]!;
      const taken = new Set(saved.days.filter((other) => other !== day).flatMap((other) => other.items.map((item) => item.id)));
      const items = fresh.items.map((item) => {
        const id = item.id.replace(/^d1-/, `d${day.day}-`);
        return { ...item, id: taken.has(id) ? `${id}-again` : id };
      });
      const kept = request.slot
        ? day.items.filter((item) => item.slot !== request.slot)
        : day.items.filter((item) => item.kind === "travel");
      const added = request.slot ? items.filter((item) => item.slot === request.slot) : items;
      return { ...day, theme: request.slot ? day.theme : fresh.theme, items: [...kept, ...added] };
    },

    proposeTripChange: (request, callOptions) =>
      proposeTripChange({ model, timeoutMs, maxRetries, maxOutputTokens }, request, callOptions),

    async *streamChat(request: ChatRequest, callOptions: CallOptions = {}) {
      const valid = validatedChat(request);
      const scope = new CallScope(callOptions.signal, timeoutMs, maxRetries);
      try {
        for (let attempt = 0; ; attempt++) {
          const result = streamText({
            model,
            system: chatSystemPrompt(valid.userName),
            messages: chatMessages(valid),
            maxOutputTokens: Math.min(maxOutputTokens, CHAT_MAX_OUTPUT_TOKENS),
            maxRetries: 0,
            abortSignal: scope.signal,
            onError: () => {}, // surfaced below through the stream's error part
            onEnd: ({ totalUsage }) => reportUsage(callOptions, totalUsage),
          });
          let started = false;
          let failure: { error: unknown } | undefined;
          for await (const part of result.fullStream) {
            if (part.type === "text-delta") {
              started = true;
              yield part.text;
            } else if (part.type === "error") {
              failure = { error: part.error };
              break;
            } else if (part.type === "abort") throw scope.signal.reason;
          }
          if (!failure) return;
          if (started || !(await scope.retry(failure.error, attempt))) throw failure.error;
        }
      } catch (error) {
        throw scope.error(error);
      } finally {
        scope.close();
      }
    },
  };
}
