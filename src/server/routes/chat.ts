import { Hono, type Context } from "hono";
import { privateSSE, writeEvent } from "./private-sse";
import { chatRequestSchema, type ChatResponse, type ChatStreamEvent } from "@shared/schemas/chat";
import { AiError, collectChat, type AiEngine, type ChatRequest, type ChatTurn } from "../ai/engine";
import type { SessionUser } from "@shared/schemas/auth";
import { clip } from "@shared/text";
import { guardModelCall, type ModelBudget } from "../ai/model-budget";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { assistantQueryRepository } from "../db/assistant-query-repository";
import type { Db } from "../db/client";
import { engineFailure, forbidden, type ApiError } from "../errors";
import type { Logger } from "../logger";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";
import { placesNamedIn } from "../knowledge/guide-places";

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The short context a follow-up question sees: the user's last few exchanges, bounded in size. */
export const CONTEXT_EXCHANGES = 4;
export const CONTEXT_MAX_CHARS = 6_000;
const CONTEXT_TEXT_MAX = 2_000;

/** The user's latest stored exchanges, oldest first, newest kept whole when the size bound bites. */
export async function loadContext(db: Db, authorId: string): Promise<ChatTurn[]> {
  const rows = await assistantQueryRepository(db).latestByAuthor(authorId, CONTEXT_EXCHANGES);
  const exchanges: ChatTurn[][] = [];
  let size = 0;
  for (const row of rows) {
    const exchange: ChatTurn[] = [
      { role: "user", text: clip(row.prompt, CONTEXT_TEXT_MAX) },
      { role: "assistant", text: clip(row.response, CONTEXT_TEXT_MAX) },
    ];
    size += exchange[0]!.text.length + exchange[1]!.text.length;
    if (size > CONTEXT_MAX_CHARS) break;
    exchanges.unshift(exchange);
  }
  return exchanges.flat();
}

/** The stored query record (docs/api.md, chat), written by the server once the answer is complete. */
function saveQuery(db: Db, user: SessionUser, prompt: string, response: string): Promise<void> {
  return assistantQueryRepository(db).create(user, prompt, response);
}

export interface ChatRouteDeps {
  db: Db;
  config: Config;
  engine: AiEngine;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** A language model's budgets; none for the offline planner. */
  modelBudget?: ModelBudget;
}

/**
 * The chat's limits: per user (RATE_LIMIT_CHAT_PER_10_MIN) and, for a language model, per address and the model
 * budgets. Shared with the trip assistant (trips/assistant-route.ts), whose calls count as chat messages.
 */
export function chatLimits({
  config,
  rateLimitStore,
  modelBudget,
}: Pick<ChatRouteDeps, "config" | "rateLimitStore" | "modelBudget">) {
  const limit = rateLimit<AuthEnv>({
    store: rateLimitStore,
    name: "chat",
    limit: config.RATE_LIMIT_CHAT_PER_10_MIN,
    windowMs: TEN_MINUTES_MS,
    key: (c) => c.get("user").id,
  });
  const guard = guardModelCall(modelBudget, {
    store: rateLimitStore,
    name: "chat",
    limit: config.RATE_LIMIT_CHAT_PER_ADDRESS_PER_10_MIN ?? config.RATE_LIMIT_CHAT_PER_10_MIN,
    windowMs: TEN_MINUTES_MS,
    trustProxy: config.TRUST_PROXY,
  });
  return { limit, guard };
}

/**
 * The chat assistant: POST /generate answers JSON `{ response }`, POST /generate/stream the same answer as
 * server-sent events (see ChatStreamEvent). Both need a session, count against the user's chat limit (only
 * requests that pass validation, as for generation and contact: a typo costs no message), give
 * the model the user's recent exchanges as context, and store the exchange only when the answer is complete
 * and has text. The client going away cancels the model call, and nothing is stored.
 */
export function chatRoutes({ db, config, engine, logger, rateLimitStore, modelBudget }: ChatRouteDeps) {
  const { limit, guard } = chatLimits({ config, rateLimitStore, modelBudget });
  const body = jsonBody(chatRequestSchema);

  /** The engine request for this call: the session's user (a different user_id is refused) and their context. */
  async function chatRequest(c: Context<AuthEnv>, userId: string | null | undefined, prompt: string): Promise<ChatRequest> {
    const user = c.get("user");
    if (userId != null && userId !== user.id) throw forbidden("You can only chat as the signed-in user.");
    return { userName: user.name, history: await loadContext(db, user.id), prompt };
  }

  /** An engine failure as its API error, logged unless the client went away; anything else counts as upstream's. */
  const failed = (c: Context, error: unknown): ApiError => {
    const aiError = error instanceof AiError ? error : new AiError("upstream", { cause: error });
    if (aiError.code !== "aborted")
      logger.warn({ err: aiError.cause ?? aiError, code: aiError.code, reqId: c.get("requestId") }, "chat answer failed");
    return engineFailure(aiError);
  };

  return new Hono<AuthEnv>()
    .post("/generate", requireUser, body, limit, guard, async (c) => {
      const { user_id, prompt } = c.req.valid("json");
      const request = await chatRequest(c, user_id, prompt);
      const signal = c.req.raw.signal;
      let response: string;
      try {
        response = await collectChat(engine, request, { signal, onUsage: c.get("modelLease")?.addTokens });
      } catch (error) {
        throw failed(c, error);
      }
      if (response.trim() && !signal.aborted) await saveQuery(db, c.get("user"), prompt, response);
      return c.json({ response } satisfies ChatResponse);
    })
    .post("/generate/stream", requireUser, body, limit, guard, async (c) => {
      const { user_id, prompt } = c.req.valid("json");
      const request = await chatRequest(c, user_id, prompt);
      const user = c.get("user");
      const signal = c.req.raw.signal;
      const answer = engine.streamChat(request, { signal, onUsage: c.get("modelLease")?.addTokens })[Symbol.asyncIterator]();
      // Wait for the first piece, so a model that fails at once answers with a plain non-OK status.
      let step: IteratorResult<string>;
      try {
        step = await answer.next();
      } catch (error) {
        throw failed(c, error);
      }
      return privateSSE(c, async (stream) => {
        const send = (message: ChatStreamEvent) => writeEvent(stream, message);
        let text = "";
        try {
          for (; !step.done; step = await answer.next()) {
            text += step.value;
            await send({ event: "delta", data: { text: step.value } });
          }
          if (signal.aborted) return;
          if (text.trim()) await saveQuery(db, user, prompt, text);
          const places = placesNamedIn(text, prompt).map(({ city, activity: { place }, named }) => ({
            ...place,
            name: named,
            city: city.name,
          }));
          await send({ event: "final", data: { engine: engine.name, ...(places.length > 0 && { places }) } });
        } catch (error) {
          if (signal.aborted) return;
          await send({ event: "error", data: failed(c, error).body });
        } finally {
          await answer.return?.();
        }
      });
    });
}
