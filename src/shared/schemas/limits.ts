/**
 * Every length and count limit of the product (docs/product.md "Limits"), in one place: the zod schemas (server
 * and browser) and the forms' `maxLength` read them from here. No zod, so a screen can use them before (or
 * without) loading zod.
 */

// Accounts and contact.
/** The SMTP limit for an address. */
export const EMAIL_MAX = 254;
/** A local account's name: 1 to 100 characters. */
export const NAME_MAX = 100;
/** Passwords: at least 8 characters (and not a common one, checked by the server), at most 128. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** docs/product.md: contact name 200 and message 5,000 characters. */
export const CONTACT_NAME_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

// The generator and the chat assistant.
/** Destination, theme and country: at most 120 characters (also what the place suggestions accept). */
export const TEXT_FIELD_MAX = 120;
/** The longest trip the generator plans and a plan holds, in days. */
export const MAX_TRIP_DAYS = 30;
export const CHAT_PROMPT_MAX = 4_000;

// Itineraries, plans and trips.
/** The structured itinerary's fields (and the plan's same fields), in characters; `days` counts days. */
export const ITINERARY_LIMITS = {
  title: 200,
  introduction: 2_000,
  theme: 200,
  section: 1_500,
  finalNotes: 2_000,
  days: MAX_TRIP_DAYS,
} as const;
/** A saved itinerary's wire text: a 30-day plan from the offline planner is about 13,000 characters. */
export const ITINERARY_DAYS_MAX = 30_000;
/** Which engine wrote a saved itinerary ("offline" or "<provider>:<model>"). */
export const ENGINE_NAME_MAX = 100;
/** A plan item's (a stop's) name, and a place's name. */
export const PLAN_ITEM_TITLE_MAX = 120;
/**
 * What the editor lets a traveller write as a stop's description or a day's notes: a few words, shorter than
 * the section limit (ITINERARY_LIMITS.section) that planned text may reach.
 */
export const TRAVELLER_NOTE_MAX = 500;
/** What the traveller asks of a day planned again ("More food, less walking"). */
export const REGENERATE_INSTRUCTION_MAX = 200;

// Travelling together.
/** How long an invite link works. */
export const INVITE_DAYS = 14;
/** Members a trip may have besides its owner, unless the server sets TRIP_MEMBERS_MAX. */
export const TRIP_MEMBERS_MAX = 20;
