import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  streamText,
  type LanguageModel,
  type ModelMessage,
} from "ai";
import { itinerarySchema } from "../../../shared/itinerary";
import type { Config } from "../../config";
import {
  AiError,
  type AiEngine,
  type CallOptions,
  type ChatRequest,
  type GeneratedItinerary,
  type ItineraryEvent,
  type ItineraryRequest,
} from "../engine";
import { checkPlan, type PlanCheck } from "../plan-check";
import { validatedChat, validatedRequest } from "../request";
import { modelItinerarySchema, normalize, toPartial, type ModelItinerary } from "./output";
import { chatMessages, chatSystemPrompt, ITINERARY_SYSTEM_PROMPT, itineraryPrompt, repairMessages } from "./prompts";
import { createLanguageModel } from "./provider";

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

/** One model call's abort signal: the caller's signal, the timeout, or the consumer stopping early. */
class CallScope {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private timedOut = false;
  readonly signal: AbortSignal;

  constructor(
    private readonly caller: AbortSignal | undefined,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error("timeout"));
    }, timeoutMs);
    this.signal = caller ? AbortSignal.any([caller, this.controller.signal]) : this.controller.signal;
  }

  /** Ends the call: aborts the upstream request if it is still running. */
  close() {
    clearTimeout(this.timer);
    if (!this.signal.aborted) this.controller.abort(new Error("finished"));
  }

  /** What went wrong, as the error users see. */
  error(cause: unknown): AiError {
    if (cause instanceof AiError) return cause;
    if (this.caller?.aborted) return new AiError("aborted", { cause });
    if (this.timedOut) return new AiError("timeout", { cause });
    const last = RetryError.isInstance(cause) ? cause.lastError : cause;
    if (APICallError.isInstance(last) && last.statusCode === 429) return new AiError("rate_limited", { cause });
    if (NoObjectGeneratedError.isInstance(last) || NoOutputGeneratedError.isInstance(last)) {
      return new AiError("invalid_output", { cause });
    }
    return new AiError("upstream", { cause });
  }
}

interface Candidate {
  answer: ModelItinerary;
  plan: ReturnType<typeof normalize>;
  check: PlanCheck;
}

export function createLlmEngine(options: LlmEngineOptions): AiEngine {
  const { model, name, timeoutMs, maxOutputTokens } = options;
  const maxRetries = options.maxRetries ?? 1;
  const output = Output.object({ schema: modelItinerarySchema, name: "itinerary", description: "A day-by-day travel itinerary" });
  /** What every itinerary call sends, whether answered at once or streamed. */
  const itineraryCall = { model, system: ITINERARY_SYSTEM_PROMPT, output, maxOutputTokens, maxRetries };

  const evaluate = (answer: ModelItinerary, dates: readonly string[]): Candidate => {
    const plan = normalize(answer);
    return { answer, plan, check: checkPlan(plan, dates) };
  };

  /** The better of the answers that fit our itinerary schema, with its check; none fits = invalid output. */
  const finish = (candidates: Candidate[]): GeneratedItinerary => {
    const ranked = [...candidates].sort((a, b) => a.check.failures.length - b.check.failures.length);
    for (const candidate of ranked) {
      const parsed = itinerarySchema.safeParse(candidate.plan);
      if (parsed.success) return { itinerary: parsed.data, check: candidate.check, engine: name };
    }
    throw new AiError("invalid_output", { cause: ranked[0]?.check.failures });
  };

  async function generateOnce(messages: ModelMessage[], signal: AbortSignal | undefined, dates: readonly string[]) {
    const scope = new CallScope(signal, timeoutMs);
    try {
      const result = await generateText({ ...itineraryCall, messages, abortSignal: scope.signal });
      return evaluate(result.output, dates);
    } catch (error) {
      throw scope.error(error);
    } finally {
      scope.close();
    }
  }

  async function* streamOnce(
    messages: ModelMessage[],
    signal: AbortSignal | undefined,
    dates: readonly string[],
  ): AsyncGenerator<ItineraryEvent, Candidate> {
    const scope = new CallScope(signal, timeoutMs);
    let streamError: unknown;
    try {
      const result = streamText({
        ...itineraryCall,
        messages,
        abortSignal: scope.signal,
        onError: ({ error }) => {
          streamError ??= error;
        },
      });
      for await (const partial of result.partialOutputStream) {
        yield { type: "partial", itinerary: toPartial(partial) };
      }
      if (streamError !== undefined || scope.signal.aborted) throw streamError ?? scope.signal.reason;
      return evaluate(await result.output, dates);
    } catch (error) {
      throw scope.error(error);
    } finally {
      scope.close();
    }
  }

  return {
    name,

    async generateItinerary(request: ItineraryRequest, callOptions: CallOptions = {}) {
      const { request: valid, dates } = validatedRequest(request);
      const prompt = itineraryPrompt(valid, dates);
      const first = await generateOnce([{ role: "user", content: prompt }], callOptions.signal, dates);
      if (first.check.ok) return finish([first]);
      const repaired = await generateOnce(repairMessages(prompt, first.answer, first.check.failures), callOptions.signal, dates);
      return finish([repaired, first]);
    },

    async *streamItinerary(request: ItineraryRequest, callOptions: CallOptions = {}) {
      const { request: valid, dates } = validatedRequest(request);
      const prompt = itineraryPrompt(valid, dates);
      const first = yield* streamOnce([{ role: "user", content: prompt }], callOptions.signal, dates);
      if (first.check.ok) {
        yield { type: "final", ...finish([first]) };
        return;
      }
      yield { type: "repair", failures: first.check.failures };
      const repaired = yield* streamOnce(repairMessages(prompt, first.answer, first.check.failures), callOptions.signal, dates);
      yield { type: "final", ...finish([repaired, first]) };
    },

    async *streamChat(request: ChatRequest, callOptions: CallOptions = {}) {
      const valid = validatedChat(request);
      const scope = new CallScope(callOptions.signal, timeoutMs);
      try {
        const result = streamText({
          model,
          system: chatSystemPrompt(valid.userName),
          messages: chatMessages(valid),
          maxOutputTokens: Math.min(maxOutputTokens, CHAT_MAX_OUTPUT_TOKENS),
          maxRetries,
          abortSignal: scope.signal,
          onError: () => {}, // surfaced below through the stream's error part
        });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") yield part.text;
          else if (part.type === "error") throw part.error;
          else if (part.type === "abort") throw scope.signal.reason;
        }
      } catch (error) {
        throw scope.error(error);
      } finally {
        scope.close();
      }
    },
  };
}
