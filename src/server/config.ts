import path from "node:path";
import { z } from "zod";
import { titleFor, type AuthProvider, type PublicConfig } from "../shared/public-config";
import { TRIP_MEMBERS_MAX } from "../shared/schemas/limits";

/** Environment variables parsed once at start; a wrong value stops the server with a message naming it. */
const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional());
const optionalSecret = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
);

/**
 * The tiled map's default style: OpenFreeMap's keyless "liberty" (decision 1150). Its TileJSON, tiles, glyphs
 * and sprites all come from tiles.openfreemap.org, the one origin the page's CSP then allows.
 */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

/** Unset or empty = the default style; `none` = no tiled map (null), nothing leaves the server's origin. */
const mapStyleUrl = z.preprocess(
  (v) => (v === undefined || v === "" ? DEFAULT_MAP_STYLE_URL : v),
  z
    .string()
    .refine((v) => v === "none" || (/^https?:\/\/[^/]/.test(v) && URL.canParse(v)), {
      error: "must be a MapLibre style's http:// or https:// URL, or none for the built-in schematic map only",
    })
    .transform((v) => (v === "none" ? null : v)),
);

export const AI_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible"] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
/** The key variable each provider reads first; AI_API_KEY is the fallback for all of them. */
export const AI_PROVIDER_KEYS = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  "openai-compatible": "AI_API_KEY",
} as const satisfies Record<AiProvider, string>;

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  // Shared rate limits and session cache for several server copies (README "Scale out").
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default("wayfarer:"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  APP_NAME: z.string().min(1).max(40).default("Wayfarer"),
  BASE_URL: optionalUrl,
  CONTACT_EMAIL: z.email().default("hello@wayfarer.example"),
  CONTACT_PHONE: z.string().min(3).max(40).default("+91 22 4000 1234"),
  BLOG_URL: optionalUrl,
  /** A MapLibre style (JSON) for the trip page's tiled maps; its origin is then allowed by the page's CSP. */
  MAP_STYLE_URL: mapStyleUrl,
  // An OSRM-compatible routing server for the legs between stops (docs/routing.md); unset = estimates only.
  ROUTING_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  // How long one day's legs may wait for it before they are estimated.
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1_500),
  // A Frankfurter-compatible exchange-rate service for trip costs (README "Trip costs"); unset = the shipped table.
  RATES_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  TRUST_PROXY: booleanFromEnv.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // What one client may hold open (README "Limits").
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(20),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Saved itineraries one account may keep (README "Configuration"); more answer 409.
  ITINERARY_MAX_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(500),
  TRIP_MEMBERS_MAX: z.coerce.number().int().min(1).max(1_000).default(TRIP_MEMBERS_MAX),
  RATE_LIMIT_NEWSLETTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CHAT_PER_10_MIN: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_GENERATE_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_TRIP_EDITS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  // Pulls of a trip's public calendar feed: per feed, and per client address over every feed.
  RATE_LIMIT_CALENDAR_PER_TOKEN_PER_10_MIN: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_CALENDAR_PER_ADDRESS_PER_10_MIN: z.coerce.number().int().min(1).default(600),
  // MCP requests per personal access token (each tool call is one request).
  RATE_LIMIT_MCP_PER_TOKEN_PER_MIN: z.coerce.number().int().min(1).default(120),
  // Account deletion's password checks, per user and per client address.
  RATE_LIMIT_ACCOUNT_DELETE_PER_10_MIN: z.coerce.number().int().min(1).default(5),
  // Counted per client address too when a language model is configured; unset = the per-user figure.
  RATE_LIMIT_GENERATE_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_CHAT_PER_ADDRESS_PER_10_MIN: z.coerce.number().int().min(1).optional(),
  // AI: unset AI_PROVIDER = the built-in offline planner (see README "Language models").
  AI_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(AI_PROVIDERS).optional()),
  AI_MODEL: optionalText,
  AI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(200_000).default(8_192),
  AI_MAX_CONCURRENT: z.coerce.number().int().min(1).max(10_000).default(16),
  AI_MAX_CONCURRENT_PER_USER: z.coerce.number().int().min(1).max(10_000).default(2),
  AI_DAILY_TOKENS_PER_USER: z.coerce.number().int().min(1_000).default(250_000),
  // Accounts (see README, "Accounts and sign-in").
  BETTER_AUTH_SECRET: optionalSecret,
  AUTH_SECRET: optionalSecret,
  AUTH_LOCAL_ACCOUNTS: booleanFromEnv.default(true),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: z.string().min(1).max(40).default("OpenID"),
  // Outgoing mail (README "Email"): SMTP when set; otherwise .eml files under DATA_DIR/mail.
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: z.string().min(3).max(200).default("Wayfarer <no-reply@wayfarer.example>"),
  // Default: on with SMTP_URL, off without (the embedded default signs in at once).
  AUTH_REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.optional(),
});

/**
 * Rules across variables: a secret and the public origin in production, each identity and AI provider's
 * settings complete.
 */
function crossFieldIssues(env: z.infer<typeof configSchema>): string[] {
  const issues: string[] = [];
  if (env.NODE_ENV === "production" && !env.BETTER_AUTH_SECRET && !env.AUTH_SECRET) {
    issues.push("BETTER_AUTH_SECRET: is required in production (or AUTH_SECRET)");
  }
  // Without it the links in account emails would name whatever host a request claims (decision 1030).
  if (env.NODE_ENV === "production" && !env.BASE_URL) {
    issues.push("BASE_URL: is required in production, e.g. https://wayfarer.example (the origin travellers open)");
  }
  const pairs = [
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
    ["OIDC_ISSUER", "OIDC_CLIENT_ID"],
  ] as const;
  for (const [a, b] of pairs) {
    if (Boolean(env[a]) !== Boolean(env[b]))
      issues.push(env[a] ? `${b}: is needed together with ${a}` : `${a}: is needed together with ${b}`);
  }
  // A language-model provider needs its model and its key (or base URL for openai-compatible servers).
  const provider = env.AI_PROVIDER;
  if (provider) {
    if (!env.AI_MODEL) issues.push(`AI_MODEL: required when AI_PROVIDER is ${provider}`);
    if (provider === "openai-compatible") {
      if (!env.AI_BASE_URL)
        issues.push("AI_BASE_URL: required when AI_PROVIDER is openai-compatible (e.g. http://localhost:11434/v1)");
    } else if (!env[AI_PROVIDER_KEYS[provider]] && !env.AI_API_KEY) {
      issues.push(`${AI_PROVIDER_KEYS[provider]}: required when AI_PROVIDER is ${provider} (or set AI_API_KEY)`);
    }
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
    issues.push("HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS");
  return issues;
}

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const issues = crossFieldIssues(result.data);
  if (issues.length > 0) throw new ConfigError(`Invalid configuration:\n${issues.map((line) => `  ${line}`).join("\n")}`);
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    appName: config.APP_NAME,
    title: titleFor(config.APP_NAME),
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    blogUrl: config.BLOG_URL ?? null,
    mapStyleUrl: config.MAP_STYLE_URL,
    auth: { providers: enabledProviders(config), localAccounts: config.AUTH_LOCAL_ACCOUNTS },
  };
}

/** Provider id of the generic OpenID Connect issuer; its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = "oidc";

/** Identity providers with their configuration present, in button order. */
/** The origin the page's CSP allows for the map's style, tiles, glyphs and sprites; none without a map. */
export function mapOrigin(config: Config): string | undefined {
  return config.MAP_STYLE_URL ? new URL(config.MAP_STYLE_URL).origin : undefined;
}

export function enabledProviders(config: Config): AuthProvider[] {
  return [
    ...(config.GOOGLE_CLIENT_ID ? [{ id: "google", name: "Google" }] : []),
    ...(config.GITHUB_CLIENT_ID ? [{ id: "github", name: "GitHub" }] : []),
    ...(config.OIDC_ISSUER ? [{ id: OIDC_PROVIDER_ID, name: config.OIDC_NAME }] : []),
  ];
}
