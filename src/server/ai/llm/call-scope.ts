import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, type LanguageModelUsage } from "ai";
import { setTimeout as sleep } from "node:timers/promises";
import { AiError, type CallOptions } from "../engine";

/** One model call's lifetime: its abort signal and timeout, its retries, its usage, and what its failure means. */

/** The pause before a retry when the provider names none (the AI SDK's own first backoff), doubling after. */
const RETRY_BACKOFF_MS = 2_000;

/** The provider's Retry-After (`retry-after-ms`, or `retry-after` in seconds or as a date), in milliseconds. */
function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.["retry-after-ms"] ?? "");
  if (ms >= 0) return ms;
  const value = headers?.["retry-after"];
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  const at = Number.isNaN(seconds) ? Date.parse(value) - Date.now() : seconds * 1000;
  return at >= 0 ? at : undefined;
}

/**
 * One model call's abort signal (the caller's signal, the timeout, or the consumer stopping early) and its
 * retries. The AI SDK's own retries are off: it would pause (2 s, or the provider's Retry-After up to 60 s)
 * past our timeout, and a 500 or a 429 would then reach the user as "took too long".
 */
export class CallScope {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly deadline: number;
  private timedOut = false;
  readonly signal: AbortSignal;

  constructor(
    private readonly caller: AbortSignal | undefined,
    timeoutMs: number,
    private readonly maxRetries: number,
  ) {
    this.deadline = Date.now() + timeoutMs;
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

  /**
   * Whether to send a failed request again, after a pause: only a retryable HTTP failure (429, 5xx, a
   * connection error) before any output, at most `maxRetries` times, and only when the pause leaves at
   * least as long again before the timeout. Otherwise the user hears at once what really went wrong.
   */
  async retry(error: unknown, attempt: number): Promise<boolean> {
    if (attempt >= this.maxRetries || this.signal.aborted || !APICallError.isInstance(error) || !error.isRetryable) return false;
    const pause = retryAfterMs(error.responseHeaders) ?? RETRY_BACKOFF_MS * 2 ** attempt;
    if (pause > (this.deadline - Date.now()) / 2) return false;
    await sleep(pause, undefined, { signal: this.signal });
    return true;
  }

  /** What went wrong, as the error users see. */
  error(cause: unknown): AiError {
    if (cause instanceof AiError) return cause;
    if (this.caller?.aborted) return new AiError("aborted", { cause });
    if (this.timedOut) return new AiError("timeout", { cause });
    if (APICallError.isInstance(cause) && cause.statusCode === 429) return new AiError("rate_limited", { cause });
    if (NoObjectGeneratedError.isInstance(cause) || NoOutputGeneratedError.isInstance(cause)) {
      return new AiError("invalid_output", { cause });
    }
    return new AiError("upstream", { cause });
  }
}

/** The tokens a finished call used; a provider that reports none counts its input and output parts. */
export function reportUsage({ onUsage }: CallOptions, usage: LanguageModelUsage): void {
  const tokens = usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
  if (onUsage && tokens > 0) onUsage(tokens);
}
