import { z } from "./schemas/zod";
import { dayDateSchema, itinerarySchema, type Itinerary, type ItineraryDay } from "./itinerary";
import { PLAN_SLOTS, type PlanSlot } from "./plan-slots";
import { ITINERARY_LIMITS, PLAN_ITEM_TITLE_MAX } from "./schemas/limits";
import { clip } from "./text";
import { CLOCK, LEG_MODES, LEG_SOURCES, PACES } from "./timetable";

/**
 * Plan model v2: the structured itinerary both engines write and every saved itinerary keeps. The API contract's
 * structured itinerary (morning/afternoon/evening texts) and its wire text are derived from it (`planToItinerary`),
 * and a saved plan of the first shape is read as v2 (`readPlan`).
 */

export const ITEM_KINDS = ["sight", "food", "nature", "activity", "shopping", "nightlife", "travel"] as const;
export const ITEM_SOURCES = ["knowledge", "model", "traveller"] as const;
export const TRAVEL_MODES = ["train", "bus", "car", "ferry", "flight"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const coordinate = { lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) };

export const planPlaceSchema = z.object({ name: text(PLAN_ITEM_TITLE_MAX), ...coordinate, area: text(80).optional() });

const guideSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
/** The city guide activity an item was planned from: the guide's city id and the activity's id. */
export const planItemRefSchema = z.object({ city: guideSlug, activity: guideSlug });

export const planItemSchema = z.object({
  /** Stable within the plan: the editor and undo refer to items by it. It names the item, nothing more. */
  id: z.string().regex(/^[\w./:-]{1,80}$/),
  slot: z.enum(PLAN_SLOTS),
  title: text(PLAN_ITEM_TITLE_MAX),
  description: text(ITINERARY_LIMITS.section).optional(),
  kind: z.enum(ITEM_KINDS).optional(),
  durationMinutes: z.number().int().min(5).max(1440).optional(),
  /**
   * When it starts ("HH:MM", local time of the day's base). The server times every item at a place on generation
   * and on every save; a plan saved before timetables, or an item without a place, may have none.
   */
  start: z.string().regex(CLOCK, "Use a time such as 09:30.").optional(),
  /**
   * The traveller chose this start (a retimed stop): every save keeps it, and the check says if it does not work.
   * Any other start is the server's and is worked out again on every save.
   */
  startFixed: z.literal(true).optional(),
  fullDay: z.literal(true).optional(),
  /** At a real location: always with coordinates. */
  place: planPlaceSchema.optional(),
  source: z.enum(ITEM_SOURCES),
  /** For an item from a city guide: which activity, so its opening days and season can be looked up. */
  ref: planItemRefSchema.optional(),
});

export const travelLegSchema = z.object({
  from: text(80),
  to: text(80),
  mode: z.enum(TRAVEL_MODES),
  hours: z.number().min(0).max(48),
});

/**
 * The way between two consecutive items at places of a day. The server derives every leg (a client's legs are
 * replaced): from the routing server when ROUTING_URL is set, else estimated from the distance.
 */
export const stopLegSchema = z.object({
  from: planItemSchema.shape.id,
  to: planItemSchema.shape.id,
  mode: z.enum(LEG_MODES),
  minutes: z.number().int().min(0).max(1440),
  km: z.number().min(0).max(2000),
  source: z.enum(LEG_SOURCES),
});

export const planDaySchema = z.object({
  day: z.number().int().min(1).max(ITINERARY_LIMITS.days),
  date: dayDateSchema,
  /** The city where the day is spent (empty for a plan of the first shape, which did not say). */
  base: z.string().trim().max(80),
  theme: text(ITINERARY_LIMITS.theme),
  travel: travelLegSchema.optional(),
  notes: text(ITINERARY_LIMITS.section).optional(),
  items: z.array(planItemSchema).max(12),
  legs: z.array(stopLegSchema).max(11).optional(),
  /** This day's pace when it differs from the plan's (a day made "more relaxed"). */
  pace: z.enum(PACES).optional(),
});

export const planDestinationSchema = z.object({
  /** What the traveller typed. */
  query: text(200),
  name: text(120),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  ...coordinate,
});

export const planSchema = z
  .object({
    version: z.literal(2),
    title: text(ITINERARY_LIMITS.title),
    introduction: text(ITINERARY_LIMITS.introduction),
    final_notes: text(ITINERARY_LIMITS.finalNotes),
    /** The traveller's theme as typed (empty for a surprise). */
    theme: z.string().trim().max(200),
    destination: planDestinationSchema.nullable(),
    /** The traveller's pace (docs/product.md "Verified plans"); balanced when left out. */
    pace: z.enum(PACES).optional(),
    days: z.array(planDaySchema).min(1).max(ITINERARY_LIMITS.days),
  })
  .refine((plan) => {
    const ids = plan.days.flatMap((day) => day.items.map((item) => item.id));
    return new Set(ids).size === ids.length;
  }, "Item ids repeat.");

export type PlanItem = z.infer<typeof planItemSchema>;
export type TravelLeg = z.infer<typeof travelLegSchema>;
export type StopLeg = z.infer<typeof stopLegSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type Plan = z.infer<typeof planSchema>;

/** "Title: description", the form of a section line. */
export function itemText(item: Pick<PlanItem, "title" | "description">): string {
  return item.description ? `${item.title}: ${item.description}` : item.title;
}

/** One slot's items as one section text ("A: ... Then B: ..."), undefined when the slot is empty. */
function sectionText(items: readonly PlanItem[], slot: PlanSlot): string | undefined {
  const texts = items.filter((item) => item.slot === slot).map(itemText);
  if (texts.length === 0) return undefined;
  return clip(texts.map((value, index) => (index === 0 ? value : `Then ${value}`)).join(" "), ITINERARY_LIMITS.section);
}

/** The afternoon of a day whose morning item takes the whole day. */
function continued(items: readonly PlanItem[]): string | undefined {
  const whole = items.find((item) => item.slot === "morning" && item.fullDay);
  // No colon: the line must not read as a new "Name: description" activity.
  return whole
    ? `The day out to ${(whole.place?.area ?? whole.title).replace(/:/g, " -")} goes on through the afternoon.`
    : undefined;
}

/**
 * The API contract's structured itinerary (shared/itinerary.ts): one text per slot. An empty morning,
 * afternoon or evening (a plan being edited) reads "Free time" so the wire text keeps its three lines.
 */
export function planToItinerary(plan: Plan): Itinerary {
  return {
    title: plan.title,
    introduction: plan.introduction,
    final_notes: plan.final_notes,
    days: plan.days.map((day): ItineraryDay => {
      const out: ItineraryDay = {
        day: day.day,
        date: day.date,
        theme: day.theme,
        morning: sectionText(day.items, "morning") ?? "Free time",
        afternoon: sectionText(day.items, "afternoon") ?? continued(day.items) ?? "Free time",
        evening: sectionText(day.items, "evening") ?? "Free time",
      };
      const optional = sectionText(day.items, "optional");
      if (optional) out.optional = optional;
      if (day.notes) out.notes = day.notes;
      return out;
    }),
  };
}

/** An itinerary of the first shape as v2: each section becomes one item, "Name: description" split at the colon. */
export function planFromItinerary(itinerary: Itinerary, extra: Partial<Pick<Plan, "theme" | "destination">> = {}): Plan {
  return {
    version: 2,
    title: itinerary.title,
    introduction: itinerary.introduction,
    final_notes: itinerary.final_notes,
    theme: extra.theme ?? "",
    destination: extra.destination ?? null,
    days: itinerary.days.map((day) => {
      const items: PlanItem[] = [];
      for (const slot of PLAN_SLOTS) {
        const section = day[slot];
        if (section === undefined) continue;
        const colon = section.indexOf(":");
        const titled = colon > 0 && colon <= 80;
        const item: PlanItem = {
          id: `d${day.day}-${slot}`,
          slot,
          title: titled ? section.slice(0, colon).trim() : clip(section, PLAN_ITEM_TITLE_MAX),
          source: "model",
        };
        const description = titled ? section.slice(colon + 1).trim() : section.length > PLAN_ITEM_TITLE_MAX ? section : "";
        if (description) item.description = description;
        items.push(item);
      }
      return { day: day.day, date: day.date, base: "", theme: day.theme, ...(day.notes && { notes: day.notes }), items };
    }),
  };
}

/** A stored plan of either shape as v2; undefined when it is neither (a row edited by hand). */
export function readPlan(value: unknown): Plan | undefined {
  const v2 = planSchema.safeParse(value);
  if (v2.success) return v2.data;
  const v1 = itinerarySchema.safeParse(value);
  return v1.success ? planFromItinerary(v1.data) : undefined;
}
