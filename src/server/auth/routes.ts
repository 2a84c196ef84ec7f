import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodType } from "zod";
import { changePasswordSchema, emailOnlySchema, resetPasswordSchema, signInSchema, signUpSchema } from "@shared/schemas/auth";
import type { Config } from "../config";
import { authRefusal, invalidInput, localAccountsDisabled, noSuchEndpoint } from "../errors";
import { clientIp } from "../middleware/client-ip";
import { fieldErrors, parseInput } from "../validation";
import { EMAIL_CONFIRMED_PAGE, RESET_PASSWORD_PAGE } from "./account-mail";
import { CLIENT_IP_HEADER, publicOrigin, SESSION_IDLE_SECONDS, type Auth } from "./auth";
import { cacheOwnerCookie, hasCacheOwnerCookie } from "./cache-owner";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { betterAuthError } from "./better-auth-internals";
import { sessionUser } from "./require-user";

/**
 * Local-account endpoints whose bodies we validate (and strip to known fields) before Better Auth sees them,
 * with what the server sets itself: where emailed links lead, and that a new password signs out every other
 * session. `newPassword` marks the field refused when it is a common password.
 */
interface LocalAccountBody {
  schema: ZodType;
  fixed?: Record<string, unknown>;
  newPassword?: "password" | "newPassword";
  /** Answered no sooner than this, so that the time taken says nothing about the address (ms). */
  floorMs?: number;
}
const localAccountBodies: Record<string, LocalAccountBody> = {
  "/sign-up/email": { schema: signUpSchema, fixed: { callbackURL: EMAIL_CONFIRMED_PAGE }, newPassword: "password" },
  "/sign-in/email": { schema: signInSchema, fixed: { callbackURL: EMAIL_CONFIRMED_PAGE } },
  "/send-verification-email": { schema: emailOnlySchema, fixed: { callbackURL: EMAIL_CONFIRMED_PAGE } },
  "/request-password-reset": { schema: emailOnlySchema, fixed: { redirectTo: RESET_PASSWORD_PAGE }, floorMs: 500 },
  "/reset-password": { schema: resetPasswordSchema, newPassword: "newPassword" },
  "/change-password": { schema: changePasswordSchema, fixed: { revokeOtherSessions: true }, newPassword: "newPassword" },
};

/**
 * The Better Auth endpoints the app uses. The rest of its API (profile and email changes, its own account
 * deletion and session lists, which answer session tokens) has no screen here and would take input that
 * nothing of ours validates, so it stays closed: 404 like any unknown API path. /api/account has the
 * account page's own endpoints.
 */
const OPEN_ENDPOINTS = new Set([
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-in/social",
  "POST /sign-out",
  "GET /get-session",
  "GET /verify-email",
  "POST /send-verification-email",
  "POST /request-password-reset",
  "POST /reset-password",
  "POST /change-password",
]);
/** Identity providers send the browser back to GET /callback/<provider>; a reset link goes through GET /reset-password/<token>. */
const LINK_TARGETS = /^\/(callback\/[\w-]+|reset-password\/[\w-]+)$/;

function isOpenAuthEndpoint(method: string, path: string): boolean {
  return OPEN_ENDPOINTS.has(`${method} ${path}`) || (method === "GET" && LINK_TARGETS.test(path));
}

/**
 * Better Auth at /api/auth/*, behind four adjustments: only the endpoints the app uses are open, the client
 * IP comes from the connection (for its rate limiter), local-account bodies pass our zod schemas first, and
 * its errors take our `{ error: { code, message } }` shape like every other API answer.
 */
export function authRoutes(auth: Auth, config: Config) {
  return new Hono().all("/*", async (c) => {
    const started = performance.now();
    const { method } = c.req;
    const endpoint = c.req.path.replace(/^\/api\/auth/, "");
    if (!isOpenAuthEndpoint(method, endpoint)) throw noSuchEndpoint();
    let body = method === "GET" || method === "HEAD" ? undefined : await c.req.text();
    if (body && c.req.header("content-type")?.includes("json") && parseJson(body) === undefined) {
      throw invalidInput("The request body must be JSON.");
    }
    const rules = localAccountBodies[endpoint];
    if (rules && method === "POST") {
      if (!config.AUTH_LOCAL_ACCOUNTS) {
        throw localAccountsDisabled();
      }
      const parsed = parseInput(rules.schema, parseJson(body));
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        const message = first?.path.length ? first.message : "The request body must be a JSON object.";
        throw invalidInput(message, fieldErrors(parsed.error.issues));
      }
      const data = parsed.data as Record<string, unknown>;
      const chosen = rules.newPassword && data[rules.newPassword];
      if (typeof chosen === "string" && isCommonPassword(chosen)) {
        throw invalidInput(COMMON_PASSWORD_MESSAGE, { fields: { [rules.newPassword!]: COMMON_PASSWORD_MESSAGE } });
      }
      body = JSON.stringify({ ...data, ...rules.fixed });
    }

    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete("content-length");
    const ip = clientIp(c, config.TRUST_PROXY);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.url, { method, headers, body });
    const response = await auth.handler(request);
    // A floor on the answer's time, refusals included, so timing does not tell registered emails apart.
    const wait = (method === "POST" ? (rules?.floorMs ?? 0) : 0) - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await throwRefusal(response);
    return response;
  });
}

/**
 * GET /api/me: `{ user: { id, name } }` while signed in, `{ user: null }` otherwise. It also names the user
 * whose answers the offline caches may serve (cache-owner.ts), or clears that name.
 */
export function meRoutes(config: Config) {
  const cookie = { secure: publicOrigin(config)?.startsWith("https://") ?? false, maxAgeSeconds: SESSION_IDLE_SECONDS };
  return new Hono().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const user = await sessionUser(c);
    if (user || hasCacheOwnerCookie(c)) c.header("Set-Cookie", cacheOwnerCookie(user?.id ?? null, cookie), { append: true });
    return c.json({ user });
  });
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Better Auth's JSON refusal thrown as our error (`authRefusal`), so app.onError answers it like any other. */
async function throwRefusal(response: Response): Promise<void> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json")) return;
  const refusal = betterAuthError(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!refusal) return;
  // Its other headers (cookies, X-Retry-After) go out with our body; the body's own length and type do not.
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "content-length" && name !== "content-type" && name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  throw authRefusal(response.status as ContentfulStatusCode, refusal.code, refusal.message, headers);
}
