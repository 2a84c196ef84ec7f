import { z } from "./zod";
import { itinerarySchema } from "../itinerary";
import { planFromItinerary, planSchema, type Plan } from "../plan";
import { PLAN_SLOTS } from "../plan-slots";
import type { PlanCheckResult } from "../itinerary-stream";
import { REQUIRED_FIELDS_MESSAGE } from "./generation";
import { ENGINE_NAME_MAX, ITINERARY_DAYS_MAX, ITINERARY_LIMITS, REGENERATE_INSTRUCTION_MAX } from "./limits";
import type { SharedWithYou } from "./members";

/**
 * Saved itineraries (docs/api.md): POST, GET (list and one) and DELETE /api/itineraries.
 * The web app imports only the types from here, so zod stays out of the browser.
 */

const ITINERARY_TITLE_MAX = ITINERARY_LIMITS.title;

export const ITINERARY_MESSAGES = {
  titleTooLong: `The title is too long (at most ${ITINERARY_TITLE_MAX} characters).`,
  daysTooLong: `The itinerary is too long (at most ${ITINERARY_DAYS_MAX.toLocaleString("en-US")} characters).`,
  badEngine: `The engine name must be text of 1 to ${ENGINE_NAME_MAX} characters.`,
  badBody: "Send a JSON body with a title and the itinerary's days.",
} as const;

/** "The structured plan is not valid (days.0.morning: ...)." names the first bad field when there is one. */
export const badPlanMessage = (detail?: string) =>
  detail ? `The structured plan is not valid (${detail}).` : "The structured plan is not valid.";

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLong);

/** POST /api/itineraries. The author comes from the session; an `author` in the body is ignored. */
export const createItineraryRequestSchema = z.object(
  {
    title: requiredText(ITINERARY_TITLE_MAX, ITINERARY_MESSAGES.titleTooLong),
    days: requiredText(ITINERARY_DAYS_MAX, ITINERARY_MESSAGES.daysTooLong),
    /** The structured plan the text was made from (v2, or the first shape, read as v2), when there is one. */
    plan: z
      .unknown()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === null) return undefined;
        const isV2 = typeof value === "object" && "version" in value;
        const parsed = isV2 ? planSchema.safeParse(value) : itinerarySchema.safeParse(value);
        if (parsed.success) return "version" in parsed.data ? parsed.data : planFromItinerary(parsed.data);
        const first = parsed.error.issues[0];
        ctx.addIssue({
          code: "custom",
          message: first?.path.length ? badPlanMessage(`${first.path.join(".")}: ${first.message}`) : badPlanMessage(),
        });
        return z.NEVER;
      }),
    /** Which engine wrote it: "offline" or "<provider>:<model>". */
    engine: z
      .string({ error: ITINERARY_MESSAGES.badEngine })
      .trim()
      .min(1, ITINERARY_MESSAGES.badEngine)
      .max(ENGINE_NAME_MAX, ITINERARY_MESSAGES.badEngine)
      .nullish()
      .transform((value) => value ?? undefined),
  },
  { error: ITINERARY_MESSAGES.badBody },
);

export const PATCH_MESSAGES = {
  badVersion: "Send the version the edit was based on (a whole number from 1).",
  nothingToChange: "Send a title or a plan to change.",
  stale: "This trip changed elsewhere since you opened it. Reload it to see the latest version.",
} as const;

/** PATCH /api/itineraries/:id: an edit, and the version it was based on (a stale one answers 409). */
export const patchItineraryRequestSchema = z
  .object(
    {
      version: z.number({ error: PATCH_MESSAGES.badVersion }).int(PATCH_MESSAGES.badVersion).min(1, PATCH_MESSAGES.badVersion),
      title: requiredText(ITINERARY_TITLE_MAX, ITINERARY_MESSAGES.titleTooLong).optional(),
      plan: z
        .unknown()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return undefined;
          const parsed = planSchema.safeParse(value);
          if (parsed.success) return parsed.data;
          const first = parsed.error.issues[0];
          ctx.addIssue({
            code: "custom",
            message: first?.path.length ? badPlanMessage(`${first.path.join(".")}: ${first.message}`) : badPlanMessage(),
          });
          return z.NEVER;
        }),
    },
    { error: ITINERARY_MESSAGES.badBody },
  )
  .refine((body) => body.title !== undefined || body.plan !== undefined, PATCH_MESSAGES.nothingToChange);

/** GET /api/itineraries?limit=&cursor=: a page of the list (without either, the whole list as before). */
export const ITINERARY_PAGE_DEFAULT = 20;
export const ITINERARY_PAGE_MAX = 100;

export const LIST_MESSAGES = {
  badLimit: `The limit must be a whole number from 1 to ${ITINERARY_PAGE_MAX}.`,
  badCursor: "This cursor is not valid. Ask for the first page again, without a cursor.",
} as const;

/** The query as sent: text. The cursor's content is the server's business (it is decoded there). */
export const listPageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIST_MESSAGES.badLimit)
    .transform(Number)
    .pipe(z.number().min(1, LIST_MESSAGES.badLimit).max(ITINERARY_PAGE_MAX, LIST_MESSAGES.badLimit))
    .optional(),
  cursor: z.string().min(1, LIST_MESSAGES.badCursor).max(200, LIST_MESSAGES.badCursor).optional(),
});

export const REGENERATE_MESSAGES = {
  badBody: "Send a JSON object with an optional slot (morning, afternoon, evening or optional) and instruction.",
  instructionTooLong: `The instruction is too long (at most ${REGENERATE_INSTRUCTION_MAX} characters).`,
  noPlan: "This trip was saved without a day-by-day plan, so it cannot be planned again day by day.",
  noSuchDay: "No such day in this trip.",
} as const;

/** POST /api/itineraries/:id/days/:day/regenerate: which slot (else the whole day), and what to change. */
export const regenerateDayRequestSchema = z.object(
  {
    slot: z.enum(PLAN_SLOTS, { error: REGENERATE_MESSAGES.badBody }).optional(),
    instruction: z
      .string({ error: REGENERATE_MESSAGES.badBody })
      .trim()
      .max(REGENERATE_INSTRUCTION_MAX, REGENERATE_MESSAGES.instructionTooLong)
      .optional(),
  },
  { error: REGENERATE_MESSAGES.badBody },
);

export interface ItineraryAuthor {
  id: string;
  name: string;
}

/** One itinerary in GET /api/itineraries: no plan (the list stays light), only whether there is one. */
export interface ItinerarySummary {
  id: string;
  title: string;
  /** The wire text: sections separated by asterisks. */
  days: string;
  author: ItineraryAuthor;
  /** ISO-8601. */
  createdAt: string;
  engine?: string;
  hasPlan: boolean;
  /** Only on a trip someone else owns and shared with the caller as a member. */
  shared?: SharedWithYou;
}

/** A page of GET /api/itineraries: `nextCursor` asks for the next one; null on the last page. */
export interface ItineraryPage {
  items: ItinerarySummary[];
  nextCursor: string | null;
}

export const SHARE_MESSAGES = {
  badBody: "Send a JSON object with an optional hideNotes (true or false), or no body.",
} as const;

/** POST /api/itineraries/:id/share: no body (or `{}`) keeps the current setting. */
export const shareRequestSchema = z.object(
  { hideNotes: z.boolean({ error: SHARE_MESSAGES.badBody }).optional() },
  { error: SHARE_MESSAGES.badBody },
);

/** A trip's read-only link, as ItineraryDetail shows it. */
export interface ShareLink {
  url: string;
  /** The shared view leaves out every day's notes. */
  hideNotes: boolean;
}

/** POST /api/itineraries/:id/share answers the link with its token (the last part of the URL). */
export interface ShareAnswer extends ShareLink {
  token: string;
}

/** A trip's calendar feed, as ItineraryDetail shows it and POST /api/itineraries/:id/calendar answers it. */
export interface CalendarLink {
  url: string;
}

/** POST answers 201 with this; GET /api/itineraries/:id adds the plan's check. */
export interface ItineraryDetail {
  id: string;
  /** 1 when saved, one more for each accepted edit. */
  version: number;
  title: string;
  days: string;
  author: ItineraryAuthor;
  createdAt: string;
  engine?: string;
  plan?: Plan;
  /** The plan check of the saved plan (GET and PATCH; not in POST's answer). */
  check?: PlanCheckResult;
  /** The current read-only link, or null when not shared. */
  share: ShareLink | null;
  /** The current calendar feed, or null when there is none. */
  calendar: CalendarLink | null;
  /** Only on a trip someone else owns: the caller is a member (owner's name, the caller's role). */
  shared?: SharedWithYou;
}

/** GET /api/shared/:token: a trip as anyone with its link sees it, without its author. */
export interface SharedTrip {
  title: string;
  days: string;
  createdAt: string;
  plan?: Plan;
  /** The plan check of the shared plan: the same badges the owner sees, without fixes to apply. */
  check?: PlanCheckResult;
}
