import type { Generated, Selectable } from "kysely";

/**
 * Our tables. Timestamps are ISO-8601 strings and ids are UUID strings on both SQLite and PostgreSQL,
 * so one query code serves both (better-sqlite3 binds no Date; pg would return Date objects).
 */
export interface ItineraryTable {
  id: string;
  author_id: string;
  author_name: string;
  title: string;
  days: string;
  /** The structured itinerary as JSON text, when the generator produced one. */
  plan: string | null;
  engine: string | null;
  created_at: string;
  /** 1 when saved; each accepted edit adds one (a PATCH names the version it was based on). */
  version: Generated<number>;
  updated_at: string | null;
  /** The read-only share link's token, while shared. */
  share_token: string | null;
  /** The calendar feed's token, while subscribed. */
  calendar_token: string | null;
  /** 1: the shared view leaves out every day's notes (kept when the link is revoked and made again). */
  share_hide_notes: Generated<number>;
}

export interface ContactMessageTable {
  id: string;
  author_id: string;
  author_name: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface AssistantQueryTable {
  id: string;
  author_id: string;
  author_name: string;
  prompt: string;
  response: string;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  created_at: string;
}

/** What one saved version of a trip's plan changed (trips/change-log.ts, decision 1080). */
export interface PlanChangeTable {
  itinerary_id: string;
  /** The version this change made. */
  version: number;
  /** JSON array of the item ids it changed. */
  items: string;
  /** JSON array of the day numbers it changed. */
  days: string;
}

/** A personal access token (MCP, decision 1120): the secret itself is never stored, only its SHA-256. */
export interface AccessTokenTable {
  id: string;
  user_id: string;
  name: string;
  /** "read" or "write" (shared/schemas/access-tokens.ts). */
  scope: string;
  /** Hex SHA-256 of the whole token, prefix included. */
  token_hash: string;
  created_at: string;
  /** Updated at most once a minute (repository.ts), null until first used. */
  last_used_at: string | null;
}

export interface Database {
  itinerary: ItineraryTable;
  contact_message: ContactMessageTable;
  assistant_query: AssistantQueryTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  plan_change: PlanChangeTable;
  access_token: AccessTokenTable;
}

/** A stored itinerary row (the structured plan is `Itinerary`, in shared/itinerary.ts). */
export type ItineraryRow = Selectable<ItineraryTable>;
