import { betterAuth, type AuthContext, type BetterAuthOptions, type SecondaryStorage } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { genericOAuth } from "better-auth/plugins";
import { OIDC_PROVIDER_ID, type Config } from "../config";
import type { Db } from "../db/client";
import { excerpt, type Logger } from "../logger";
import type { AccountMail } from "./account-mail";
import { CACHE_OWNER_COOKIE } from "./cache-owner";
import { forgetResetLinks } from "./reset-links";
import { authSecret } from "./secret";
import type { SessionCache } from "./session-cache";

/** What several server copies share, what one copy keeps for speed, and how account emails go out; all optional. */
export interface AuthDeps {
  /** Redis (REDIS_URL): session cache and auth rate limits for every copy. */
  secondaryStorage?: SecondaryStorage;
  /** This process's short-lived session cache; told when a session ends here. */
  sessionCache?: SessionCache;
  /** Verification, reset and notice emails; without it (migrations) no flow that sends one is used. */
  mail?: AccountMail;
}

/** Email verification before the first sign-in: on by default when real mail can be sent (SMTP_URL). */
export const emailVerificationRequired = (config: Pick<Config, "AUTH_REQUIRE_EMAIL_VERIFICATION" | "SMTP_URL">) =>
  config.AUTH_REQUIRE_EMAIL_VERIFICATION ?? config.SMTP_URL !== undefined;

const DAY = 24 * 60 * 60;
/** A session ends after a week without use (sliding), and in any case 30 days after sign-in (absolute). */
export const SESSION_IDLE_SECONDS = 7 * DAY;
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY;
/** The header our server sets from the connection (never from the client) for Better Auth's rate limiter. */
export const CLIENT_IP_HEADER = "x-wayfarer-client-ip";

/** The public origin when BASE_URL is set; otherwise Better Auth takes it from each request. */
export const publicOrigin = (config: Config) => (config.BASE_URL ? new URL(config.BASE_URL).origin : undefined);

/** Better Auth's options from our config: one place, used by the server and by the migrations. */
export function authOptions(config: Config, db: Db, logger?: Logger, { secondaryStorage, sessionCache, mail }: AuthDeps = {}) {
  const origin = publicOrigin(config);
  const secure = origin?.startsWith("https://") ?? false;
  const requireVerification = emailVerificationRequired(config);
  return {
    appName: config.APP_NAME,
    baseURL: origin,
    basePath: "/api/auth",
    secret: authSecret(config),
    database: { db: db.kysely, type: db.kind },
    // With Redis (several copies): sessions cached there, still written to the database, so a Redis
    // restart signs nobody out (a missing entry falls back to the database) and a sign-out removes both.
    secondaryStorage,
    // With Redis, verifications (reset links, sign-in states) are written to the database too: a password
    // change must find and end every reset link of a user, and Redis keys cannot be looked up by user.
    verification: { storeInDatabase: true },
    trustedOrigins: origin ? [origin] : [],
    emailAndPassword: {
      enabled: config.AUTH_LOCAL_ACCOUNTS,
      // With verification required, sign-up signs no one in and answers alike for a new and a known email.
      autoSignIn: true,
      requireEmailVerification: requireVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: the answer must not wait for the mail server, or its timing would tell a registered
      // address from another (the route answers no sooner than a fixed floor besides, routes.ts).
      sendResetPassword:
        mail &&
        (async ({ user, url }) => {
          void mail.reset(user, url);
        }),
      // The link used is gone; the others the user asked for go too, and the owner hears of the change.
      async onPasswordReset({ user }) {
        await forgetResetLinks(db, user.id, secondaryStorage);
        await mail?.changed(user);
      },
      onExistingUserSignUp: mail && (({ user }, request) => mail.signUpAttempt(user, origin ?? new URL(request!.url).origin)),
    },
    emailVerification: {
      sendVerificationEmail: mail && (({ user, url }) => mail.verify(user, url)),
      sendOnSignUp: requireVerification,
      // An unverified sign-in attempt gets a fresh link (the first may be lost or expired).
      sendOnSignIn: requireVerification,
      // Confirming signs nobody in (login CSRF): the link leads to the sign-in page (EMAIL_CONFIRMED_PAGE).
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider that vouches for the email may claim an unverified local account of that email:
        // its password is removed and its sessions end first (databaseHooks.account.create below), so
        // whoever squatted the address loses it and its owner is not locked out.
        requireLocalEmailVerified: false,
      },
    },
    socialProviders: {
      ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              prompt: "select_account" as const,
            },
          }
        : {}),
      ...(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET
        ? { github: { clientId: config.GITHUB_CLIENT_ID, clientSecret: config.GITHUB_CLIENT_SECRET } }
        : {}),
    },
    plugins:
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.OIDC_NAME,
                  discoveryUrl: new URL(".well-known/openid-configuration", withTrailingSlash(config.OIDC_ISSUER)).toString(),
                  clientId: config.OIDC_CLIENT_ID,
                  clientSecret: config.OIDC_CLIENT_SECRET,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : [],
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: DAY,
      storeSessionInDatabase: true,
    },
    // Better Auth has a callback for a reset password, not for a changed one: its open reset links end and its
    // owner hears of it here.
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        // A sign-out leaves no owner for the offline caches (cache-owner.ts).
        if (ctx.path === "/sign-out") ctx.setCookie(CACHE_OWNER_COOKIE, "", { maxAge: 0, path: "/", sameSite: "lax", secure });
        if (ctx.path !== "/change-password" || isAPIError(ctx.context.returned)) return;
        const user = ctx.context.session?.user;
        if (!user) return;
        await forgetResetLinks(db, user.id, secondaryStorage);
        await mail?.changed(user);
      }),
    },
    databaseHooks: {
      account: {
        create: {
          async before(account, context) {
            if (account.providerId !== "credential" && context) await claimUnverifiedAccount(context.context, account.userId);
          },
        },
      },
      session: {
        update: {
          // Sliding refresh never carries a session past its absolute end.
          async before(session, context) {
            const createdAt = context?.context.session?.session.createdAt;
            if (!createdAt || !session.expiresAt) return;
            const end = new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
            if (new Date(session.expiresAt) > end) return { data: { ...session, expiresAt: end } };
          },
        },
        delete: {
          // Sign-out, revocation, user deletion: no cached answer outlives the session.
          async before(session) {
            sessionCache?.revoke(session.token);
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      // Shared by every copy of the server: in Redis when there is one, else in the database.
      storage: secondaryStorage ? "secondary-storage" : "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/*": { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        "/sign-up/*": { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
      },
    },
    onAPIError: {
      errorURL: "/signin",
      // Without this hook Better Auth prints some refusals (a wrong Content-Type, a foreign callback URL) with
      // console.error, outside our log. A client's mistake is not a server error: info; anything else: error.
      // Better Auth throws more than one APIError class (its own and better-call's), so the status decides.
      onError(error) {
        const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
        if (typeof status === "number" && status < 500)
          logger?.info({ status, reason: excerpt(String((error as Error).message)) }, "auth request refused");
        else logger?.error({ err: error }, "auth error");
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Tests run the same origin and CSRF checks as production.
      disableOriginCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    logger: logger ? { level: "warn", log: betterAuthLog(logger) } : { disabled: true },
  } satisfies BetterAuthOptions;
}

/**
 * Better Auth's own log lines. Its errors there are mostly a client's doing (a forged OAuth state, a foreign
 * callback URL) and carry the client's strings: a warning, with each argument cut short. Its failures that
 * are the server's reach `onAPIError` above with a 5xx status and are logged there as errors.
 */
function betterAuthLog(logger: Logger) {
  return (level: "debug" | "info" | "success" | "warn" | "error", message: string, ...args: unknown[]) => {
    const fields = { args: args.map((arg) => excerpt(asText(arg))) };
    logger[level === "error" ? "warn" : level === "success" ? "info" : level](fields, excerpt(message));
  };
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value); // circular or a BigInt
  }
}

/**
 * A provider account is about to be linked to this user. If the user's email was never verified, the local
 * password and every session go: they may belong to someone who signed up with another person's address.
 */
async function claimUnverifiedAccount(context: AuthContext, userId: string): Promise<void> {
  const user = await context.internalAdapter.findUserById(userId);
  if (!user || user.emailVerified) return;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  if (credential) await context.internalAdapter.deleteAccount(credential.id);
  await context.internalAdapter.deleteUserSessions(userId);
}

export function createAuth(config: Config, db: Db, logger: Logger, deps?: AuthDeps) {
  return betterAuth(authOptions(config, db, logger, deps));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (user, session, account, verification, rateLimit). */
export async function migrateAuth(db: Db, config: Config): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(config, db));
  await runMigrations();
}

function withTrailingSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
