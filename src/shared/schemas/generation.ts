import { utcDay } from "../itinerary-text";
import { PACES } from "../timetable";
import { MAX_TRIP_DAYS, TEXT_FIELD_MAX, CHAT_PROMPT_MAX } from "./limits";
import { z } from "./zod";

/** Requests of the itinerary generator and the chat assistant (docs/product.md "Limits"); forms reuse them. */

export const REQUIRED_FIELDS_MESSAGE = "Please provide all required fields.";

export const DATE_MESSAGES = {
  format: "Dates must look like yyyy-MM-dd to yyyy-MM-dd.",
  invalid: "Dates must be real calendar dates.",
  order: "The start date must not be after the end date.",
  tooLong: `A trip can be at most ${MAX_TRIP_DAYS} days long.`,
} as const;

export interface DateRange {
  start: string;
  end: string;
  /** Every date of the range in order, start and end included. */
  dates: string[];
}

const RANGE = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/;
const DAY_MS = 86_400_000;

/** Parses "yyyy-MM-dd to yyyy-MM-dd"; the error is one of DATE_MESSAGES. */
export function parseDateRange(text: string): { ok: true; range: DateRange } | { ok: false; error: string } {
  const match = RANGE.exec(text.trim());
  if (!match) return { ok: false, error: DATE_MESSAGES.format };
  const [, start, end] = match as unknown as [string, string, string];
  const from = utcDay(start);
  const to = utcDay(end);
  if (from === undefined || to === undefined) return { ok: false, error: DATE_MESSAGES.invalid };
  if (from > to) return { ok: false, error: DATE_MESSAGES.order };
  const count = (to - from) / DAY_MS + 1;
  if (count > MAX_TRIP_DAYS) return { ok: false, error: DATE_MESSAGES.tooLong };
  const dates = Array.from({ length: count }, (_, i) => new Date(from + i * DAY_MS).toISOString().slice(0, 10));
  return { ok: true, range: { start, end, dates } };
}

/** Missing, empty or non-text answers "Please provide all required fields."; then trimmed and length-checked. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`);
}

export const datesSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .superRefine((value, ctx) => {
    const parsed = parseDateRange(value);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.error });
  });

/** The traveller's pace (docs/product.md "Verified plans"); left out, the theme's words decide, else balanced. */
const paceSchema = z.enum(PACES, { error: `Pace must be one of ${PACES.join(", ")}.` }).optional();

export const planRequestSchema = z.object({
  destination: requiredText("Destination", TEXT_FIELD_MAX),
  dates: datesSchema,
  theme: requiredText("Theme", TEXT_FIELD_MAX),
  pace: paceSchema,
});

export const surpriseRequestSchema = z.object({
  country: requiredText("Country", TEXT_FIELD_MAX),
  dates: datesSchema,
  pace: paceSchema,
});

export type PlanRequest = z.infer<typeof planRequestSchema>;
export type SurpriseRequest = z.infer<typeof surpriseRequestSchema>;

/** The chat prompt: at most 4,000 characters, not only whitespace; sent untrimmed (docs/product.md). */
export const chatPromptSchema = z
  .string({ error: "Please type a message." })
  .max(CHAT_PROMPT_MAX, `Your message is too long (at most ${CHAT_PROMPT_MAX.toLocaleString("en-US")} characters).`)
  .refine((value) => value.trim().length > 0, "Please type a message.");

/** One message for a failed request: the required-fields message wins, else the first issue's. */
export function validationMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message);
  return messages.includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : (messages[0] ?? REQUIRED_FIELDS_MESSAGE);
}
