import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { privateSSE } from "./private-sse";
import { chatRequestSchema, type ChatResponse, type ChatStreamEvent } from "../../shared/schemas/chat";
import { AiError, collectChat, type AiEngine, type ChatRequest, type ChatTurn } from "../ai/engine";
import { requireUser, type AuthEnv, type SessionUser } from "../auth/require-user";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import type { Logger } from "../logger";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { jsonBody } from "../validation";
import { AI_ERROR_STATUS } from "./ai-error-status";

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The short context a follow-up question sees: the user's last few exchanges, bounded in size. */
export const CONTEXT_EXCHANGES = 4;
export const CONTEXT_MAX_CHARS = 6_000;
const CONTEXT_TEXT_MAX = 2_000;

const clip = (text: string) => (text.length > CONTEXT_TEXT_MAX ? `${text.slice(0, CONTEXT_TEXT_MAX)}…` : text);

/** The user's latest stored exchanges, oldest first, newest kept whole when the size bound bites. */
export async function loadContext(db: Db, authorId: string): Promise<ChatTurn[]> {
  const rows = await db.kysely
    .selectFrom("assistant_query")
    .select(["prompt", "response"])
    .where("author_id", "=", authorId)
    .orderBy("created_at", "desc")
    .limit(CONTEXT_EXCHANGES)
    .execute();
  const exchanges: ChatTurn[][] = [];
  let size = 0;
  for (const row of rows) {
    const exchange: ChatTurn[] = [
      { role: "user", text: clip(row.prompt) },
      { role: "assistant", text: clip(row.response) },
    ];
    size += exchange[0]!.text.length + exchange[1]!.text.length;
    if (size > CONTEXT_MAX_CHARS) break;
    exchanges.unshift(exchange);
  }
  return exchanges.flat();
}

/** The stored query record of SPEC.md §7 call 8, written by the server once the answer is complete. */
async function saveQuery(db: Db, user: SessionUser, prompt: string, response: string): Promise<void> {
  await db.kysely
    .insertInto("assistant_query")
    .values({ id: randomUUID(), author_id: user.id, author_name: user.name, prompt, response, created_at: new Date().toISOString() })
    .execute();
}

function aiFailure(error: unknown): AiError {
  return error instanceof AiError ? error : new AiError("upstream", { cause: error });
}

export interface ChatRouteDeps {
  db: Db;
  config: Config;
  engine: AiEngine;
  logger: Logger;
  rateLimitStore: RateLimitStore;
}

/**
 * The chat assistant: POST /generate answers JSON `{ response }`, POST /generate/stream the same answer as
 * server-sent events (see ChatStreamEvent). Both need a session, count against the user's chat limit (only
 * requests that pass validation, as for generation and contact: a typo costs no message), give
 * the model the user's recent exchanges as context, and store the exchange only when the answer is complete
 * and has text. The client going away cancels the model call, and nothing is stored.
 */
export function chatRoutes({ db, config, engine, logger, rateLimitStore }: ChatRouteDeps) {
  const limit = rateLimit<AuthEnv>({
    store: rateLimitStore,
    name: "chat",
    limit: config.RATE_LIMIT_CHAT_PER_10_MIN,
    windowMs: TEN_MINUTES_MS,
    key: (c) => c.get("user").id,
  });
  const body = jsonBody(chatRequestSchema);

  /** The engine request for this call: the session's user (a different user_id is refused) and their context. */
  async function chatRequest(c: Context<AuthEnv>, userId: string | null | undefined, prompt: string): Promise<ChatRequest> {
    const user = c.get("user");
    if (userId != null && userId !== user.id) throw new ApiError(403, "forbidden", "You can only chat as the signed-in user.");
    return { userName: user.name, history: await loadContext(db, user.id), prompt };
  }

  const failed = (c: Context, error: AiError): ApiError => {
    if (error.code !== "aborted") logger.warn({ err: error.cause ?? error, code: error.code, reqId: c.get("requestId") }, "chat answer failed");
    return new ApiError(AI_ERROR_STATUS[error.code], error.code, error.message);
  };

  return new Hono<AuthEnv>()
    .post("/generate", requireUser, body, limit, async (c) => {
      const { user_id, prompt } = c.req.valid("json");
      const request = await chatRequest(c, user_id, prompt);
      const signal = c.req.raw.signal;
      let response: string;
      try {
        response = await collectChat(engine, request, { signal });
      } catch (error) {
        throw failed(c, aiFailure(error));
      }
      if (response.trim() && !signal.aborted) await saveQuery(db, c.get("user"), prompt, response);
      return c.json({ response } satisfies ChatResponse);
    })
    .post("/generate/stream", requireUser, body, limit, async (c) => {
      const { user_id, prompt } = c.req.valid("json");
      const request = await chatRequest(c, user_id, prompt);
      const user = c.get("user");
      const signal = c.req.raw.signal;
      const answer = engine.streamChat(request, { signal })[Symbol.asyncIterator]();
      // Wait for the first piece, so a model that fails at once answers with a plain non-OK status.
      let step: IteratorResult<string>;
      try {
        step = await answer.next();
      } catch (error) {
        throw failed(c, aiFailure(error));
      }
      return privateSSE(c, async (stream) => {
        const send = (event: ChatStreamEvent) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        let text = "";
        try {
          for (; !step.done; step = await answer.next()) {
            text += step.value;
            await send({ type: "delta", text: step.value });
          }
          if (signal.aborted) return;
          if (text.trim()) await saveQuery(db, user, prompt, text);
          await send({ type: "done", engine: engine.name });
        } catch (error) {
          if (signal.aborted) return;
          const failure = failed(c, aiFailure(error));
          await send({ type: "error", code: failure.code, message: failure.message });
        } finally {
          await answer.return?.();
        }
      });
    });
}
