import { ITINERARY_LIMITS } from "./schemas/limits";
import { z } from "./schemas/zod";
import { ISO_DATE, isCalendarDate, parseWireDays, type Itinerary, type ItineraryDay, type WireItinerary } from "./itinerary-text";

/**
 * The structured itinerary (one source of truth): its zod schema, and wire text read back into it.
 * The text side (wire format, line rule, `.txt` and `.ics` exports) lives in `itinerary-text.ts`, which has
 * no zod so browser screens can import it cheaply; everything in it is re-exported here.
 */
export * from "./itinerary-text";

const text = (max: number) => z.string().trim().min(1).max(max);

/** A day's date: yyyy-MM-dd, and a day that exists (no month 13, no 30 February). */
export const dayDateSchema = z
  .string()
  .regex(ISO_DATE, "Use the yyyy-MM-dd date format.")
  .refine(isCalendarDate, "Use a real calendar date (yyyy-MM-dd).");

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1).max(ITINERARY_LIMITS.days),
  date: dayDateSchema,
  theme: text(ITINERARY_LIMITS.theme),
  morning: text(ITINERARY_LIMITS.section),
  afternoon: text(ITINERARY_LIMITS.section),
  evening: text(ITINERARY_LIMITS.section),
  optional: text(ITINERARY_LIMITS.section).optional(),
  notes: text(ITINERARY_LIMITS.section).optional(),
});

export const itinerarySchema = z.object({
  title: text(ITINERARY_LIMITS.title),
  introduction: text(ITINERARY_LIMITS.introduction),
  days: z.array(itineraryDaySchema).min(1).max(ITINERARY_LIMITS.days),
  final_notes: text(ITINERARY_LIMITS.finalNotes),
});

// The schemas and the zod-free interfaces of itinerary-text.ts describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchTypes: Same<z.infer<typeof itinerarySchema>, Itinerary> &
  Same<z.infer<typeof itineraryDaySchema>, ItineraryDay> = true;
void schemasMatchTypes;

/** Wire itinerary back to the structured one; throws a ZodError when the text lacks required parts. */
export function fromWire(wire: WireItinerary): Itinerary {
  return itinerarySchema.parse({
    title: wire.title,
    introduction: wire.introduction,
    days: parseWireDays(wire.days),
    final_notes: wire.final_notes,
  });
}
