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
  /** The currency of the trip's costs; null until chosen (the destination's is used). */
  cost_currency: string | null;
  /** JSON `CurrencyChange`: the last change of that currency, with the rate balances were converted at. */
  cost_currency_change: string | null;
  /** JSON object of category to budget in minor units of the trip's currency (as text). */
  cost_budget: string | null;
  /**
   * When its owner deleted it: the trip is gone for every read, and restorable by the owner until the purge
   * removes it (decision 1180). Null while it exists.
   */
  deleted_at: string | null;
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

/** Who is the owner's companion on a trip, and as what (trips/members.ts, decision 1110). The owner has no row. */
export interface TripMemberTable {
  itinerary_id: string;
  user_id: string;
  /** The member's name when they joined (like itinerary.author_name). */
  user_name: string;
  role: "editor" | "viewer";
  added_at: string;
}

/** An invite link: a role offered on a trip, until it expires or the owner revokes it. */
export interface TripInviteTable {
  id: string;
  itinerary_id: string;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  role: "editor" | "viewer";
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A personal access token (MCP, decision 1120): the secret itself is never stored, only its SHA-256. */
export interface AccessTokenTable {
  id: string;
  user_id: string;
  name: string;
  scope: "read" | "write";
  /** Hex SHA-256 of the whole token, prefix included. */
  token_hash: string;
  created_at: string;
  /** Updated at most once a minute (repository.ts), null until first used. */
  last_used_at: string | null;
}

/** An expense of a trip (trips/costs.ts, decision 1140). */
export interface TripExpenseTable {
  id: string;
  itinerary_id: string;
  title: string;
  /** Integer minor units of `currency`, as decimal text. */
  amount_minor: string;
  currency: string;
  /** Units of the trip's currency for one unit of `currency`, frozen when entered (exact decimal text). */
  rate: string;
  rate_date: string;
  rate_source: "table" | "service";
  paid_by: string;
  /** JSON `Split` (shared/schemas/costs.ts). */
  split: string;
  category: string;
  /** The day it was spent (YYYY-MM-DD). */
  spent_on: string | null;
  note: string | null;
  stop_id: string | null;
  created_by: string;
  created_at: string;
  updated_by: string | null;
  updated_at: string | null;
}

/** A payment between two people of a trip that moves their balances. */
export interface TripSettlementTable {
  id: string;
  itinerary_id: string;
  from_user: string;
  to_user: string;
  amount_minor: string;
  currency: string;
  rate: string;
  rate_date: string;
  paid_on: string | null;
  created_by: string;
  created_at: string;
}

/** The name of everyone a trip's costs mention, kept after they leave the trip. */
export interface TripCostPersonTable {
  itinerary_id: string;
  user_id: string;
  name: string;
}

export interface Database {
  itinerary: ItineraryTable;
  contact_message: ContactMessageTable;
  assistant_query: AssistantQueryTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  plan_change: PlanChangeTable;
  trip_member: TripMemberTable;
  trip_invite: TripInviteTable;
  access_token: AccessTokenTable;
  trip_expense: TripExpenseTable;
  trip_settlement: TripSettlementTable;
  trip_cost_person: TripCostPersonTable;
}

/** A stored itinerary row (the structured plan is `Itinerary`, in shared/itinerary.ts). */
export type ItineraryRow = Selectable<ItineraryTable>;
