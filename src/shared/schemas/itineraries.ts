import { z } from "./zod";
import { ITINERARY_LIMITS, itinerarySchema } from "../itinerary";
import { planFromItinerary, planSchema, type Plan } from "../plan";
import { REQUIRED_FIELDS_MESSAGE } from "./generation";

/**
 * Saved itineraries (docs/api.md): POST, GET (list and one) and DELETE /api/itineraries.
 * The web app imports only the types from here, so zod stays out of the browser.
 */

export const ITINERARY_TITLE_MAX = ITINERARY_LIMITS.title;
/** A 30-day plan from the offline planner is about 13,000 characters; text and plan together fit in 64 KB. */
export const ITINERARY_DAYS_MAX = 30_000;
export const ENGINE_NAME_MAX = 100;

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
}

/** The deterministic plan check of a saved structured plan. */
export interface SavedPlanCheck {
  ok: boolean;
  failures: string[];
  score: number;
}

/** POST answers 201 with this; GET /api/itineraries/:id adds the plan's check. */
export interface ItineraryDetail {
  id: string;
  title: string;
  days: string;
  author: ItineraryAuthor;
  createdAt: string;
  engine?: string;
  plan?: Plan;
  check?: SavedPlanCheck;
}
