import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Auth } from "../auth/auth";
import { ACTING_USER } from "../auth/require-user";
import type { Config } from "../config";
import { accessTokenRepository, type TokenHolder } from "../db/access-token-repository";
import type { Db } from "../db/client";
import { ApiError, httpError, payloadTooLarge } from "../errors";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import { once } from "../knowledge/place-names";
import { mcpServer, type Dispatch } from "./tools";

/**
 * The SDK is loaded on the first MCP request, not at start: most servers never get one, and loading it (with its
 * JSON-schema validator) costs a few megabytes of memory and some milliseconds of every cold start.
 */
const sdk = once(async () => {
  const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/mcp.js"),
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
  ]);
  return { McpServer, WebStandardStreamableHTTPServerTransport };
});

const MINUTE_MS = 60_000;
/** An MCP message is a JSON-RPC call with small arguments: the API's own body limit. */
const MCP_BODY_BYTES = 64 * 1024;

export interface McpRouteDeps {
  db: Db;
  auth: Auth;
  config: Config;
  rateLimitStore: RateLimitStore;
  /** The app itself, asked in-process: every tool is one of the API's own routes (decision 1120). */
  dispatch: Dispatch;
}

type McpEnv = { Variables: { holder: TokenHolder & { name: string } } };

/** 401 for a missing, malformed, unknown or revoked token, with the challenge an OAuth-aware client expects. */
const badToken = (message: string) =>
  new ApiError(401, "unauthenticated", message, undefined, { "WWW-Authenticate": 'Bearer realm="wayfarer"' });

/**
 * POST /mcp (docs/mcp.md, decision 1120): the Model Context Protocol over Streamable HTTP, stateless (one server and
 * transport per request, no session). A personal access token, never a session cookie: it is not under /api, so
 * the cookie CSRF check does not apply, and no cookie is read. GET and DELETE answer 405, as the SDK's stateless
 * examples do (no server-sent stream to resume, no session to end).
 */
export function mcpRoutes({ db, auth, config, rateLimitStore, dispatch }: McpRouteDeps) {
  const tokens = accessTokenRepository(db);
  const limitToken = rateLimit<McpEnv>({
    store: rateLimitStore,
    name: "mcp",
    limit: config.RATE_LIMIT_MCP_PER_TOKEN_PER_MIN,
    windowMs: MINUTE_MS,
    key: (c) => c.get("holder").tokenId,
  });

  return new Hono<McpEnv>()
    .post(
      "/",
      bodyLimit({
        maxSize: MCP_BODY_BYTES,
        onError: () => {
          throw payloadTooLarge();
        },
      }),
      async (c, next) => {
        const header = c.req.header("authorization") ?? "";
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        if (!match) throw badToken("Send a personal access token: Authorization: Bearer wf_… (made on your account page).");
        const holder = await tokens.use(match[1]!);
        if (!holder) throw badToken("This access token is not valid or was revoked.");
        const { internalAdapter } = await auth.$context;
        const user = await internalAdapter.findUserById(holder.userId);
        if (!user) throw badToken("This access token is not valid or was revoked.");
        c.set("holder", { ...holder, name: user.name });
        await next();
      },
      limitToken,
      async (c) => {
        const holder = c.get("holder");
        const env = asActing(c, holder);
        const { McpServer, WebStandardStreamableHTTPServerTransport } = await sdk();
        const server = mcpServer(
          { scope: holder.scope, origin: new URL(c.req.url).origin, dispatch: (request) => dispatch(request, env) },
          McpServer,
        );
        const transport = new WebStandardStreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        await server.connect(transport);
        try {
          return await transport.handleRequest(c.req.raw);
        } finally {
          await server.close();
        }
      },
    )
    .on(["GET", "DELETE"], "/", () => {
      throw httpError(405, "Method not allowed: this MCP server is stateless; send POST.");
    });
}

/** The outer request's bindings (its connection, for per-address limits), acting as the token's user. */
function asActing(c: Context, holder: { userId: string; name: string }) {
  return { ...(c.env as object), [ACTING_USER]: { id: holder.userId, name: holder.name } };
}
