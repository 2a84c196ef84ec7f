import { z } from "zod";
import type { Itinerary } from "@shared/itinerary";
import { ITINERARY_LIMITS } from "@shared/schemas/limits";
import { clip, singleSpaced } from "@shared/text";
import type { PartialItinerary } from "../engine";
import type { CheckablePlan } from "../../planner/check";

/**
 * The schema the model answers with. It is deliberately loose (every field present, optional ones nullable,
 * no length limits) so that strict structured-output modes accept it and an imperfect answer can still be
 * checked and repaired; `normalize` then applies our limits and `itinerarySchema` decides what is accepted.
 */
export const modelItinerarySchema = z.object({
  title: z.string(),
  introduction: z.string(),
  days: z.array(
    z.object({
      day: z.number().int(),
      date: z.string().describe("yyyy-MM-dd"),
      theme: z.string(),
      morning: z.string(),
      afternoon: z.string(),
      evening: z.string(),
      optional: z.string().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  final_notes: z.string(),
});

export type ModelItinerary = z.infer<typeof modelItinerarySchema>;

/** The answer's text single-spaced, then cut to `max`. */
const fit = (value: string, max: number) => clip(singleSpaced(value), max);

/** Single-spaced, within limits; empty optional fields dropped. */
export function normalize(answer: ModelItinerary): CheckablePlan & Partial<Itinerary> {
  const optional = (value: string | null) => (value && value.trim() ? fit(value, ITINERARY_LIMITS.section) : undefined);
  return {
    title: fit(answer.title, ITINERARY_LIMITS.title),
    introduction: fit(answer.introduction, ITINERARY_LIMITS.introduction),
    final_notes: fit(answer.final_notes, ITINERARY_LIMITS.finalNotes),
    days: answer.days.slice(0, ITINERARY_LIMITS.days).map((day) => {
      const out = {
        day: day.day,
        date: day.date.trim(),
        theme: fit(day.theme, ITINERARY_LIMITS.theme),
        morning: fit(day.morning, ITINERARY_LIMITS.section),
        afternoon: fit(day.afternoon, ITINERARY_LIMITS.section),
        evening: fit(day.evening, ITINERARY_LIMITS.section),
        optional: optional(day.optional),
        notes: optional(day.notes),
      };
      if (out.optional === undefined) delete out.optional;
      if (out.notes === undefined) delete out.notes;
      return out;
    }),
  };
}

type DeepPartialModel = {
  title?: string;
  introduction?: string;
  final_notes?: string;
  days?: (Partial<Record<keyof ModelItinerary["days"][number], unknown>> | undefined)[];
};

/** A partial model answer as the engine's PartialItinerary (nulls dropped, incomplete days kept). */
export function toPartial(partial: DeepPartialModel): PartialItinerary {
  const out: PartialItinerary = {};
  if (typeof partial.title === "string") out.title = partial.title;
  if (typeof partial.introduction === "string") out.introduction = partial.introduction;
  if (typeof partial.final_notes === "string") out.final_notes = partial.final_notes;
  if (Array.isArray(partial.days)) {
    out.days = partial.days
      .filter((day) => day !== undefined && day !== null)
      .map((day) => {
        const entry: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(day!)) {
          if (value !== null && value !== undefined) entry[key] = value;
        }
        return entry as NonNullable<PartialItinerary["days"]>[number];
      });
  }
  return out;
}
