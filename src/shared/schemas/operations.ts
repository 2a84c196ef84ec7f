import { z } from "./zod";
import { planItemSchema } from "../plan";
import { PLAN_SLOTS } from "../plan-slots";
import { CLOCK, PACES } from "../timetable";
import { ITINERARY_LIMITS, REGENERATE_INSTRUCTION_MAX } from "./limits";

/**
 * Plan operations (docs/product.md "Plan operations"): the one way to change a saved plan, shared by the trip page's
 * fixes, the assistant and MCP. `POST /api/itineraries/:id/operations { version, operations }` applies them in
 * order; the server validates what it can here and the rest (an item or day that does not exist) when applying.
 */

/** The most operations one request applies (a whole day rebuilt by hand is about 12 moves). */
export const OPERATIONS_MAX = 50;

export const OPERATIONS_MESSAGES = {
  badBody: `Send a JSON object with the trip's version and 1 to ${OPERATIONS_MAX} operations.`,
  noPlan: "This trip was saved without a day-by-day plan, so it cannot be changed stop by stop.",
  stale: "Someone changed the same stops since you opened this trip. Reload it to see their change, then try again.",
} as const;

const itemId = planItemSchema.shape.id;
const day = z.number().int().min(1).max(ITINERARY_LIMITS.days);
const slot = z.enum(PLAN_SLOTS);
const position = z.number().int().min(0).max(11).optional();
/** An item as the client sends it: the server gives it its id, source and time, and the operation its slot. */
const newItem = planItemSchema.omit({ id: true, source: true, start: true, startFixed: true, slot: true });

export const planOperationSchema = z.discriminatedUnion("type", [
  /** To a day and slot, at `position` among that slot's items (the end when left out). */
  z.object({ type: z.literal("move_item"), itemId, day, slot, position }),
  z.object({ type: z.literal("remove_item"), itemId }),
  /** A new stop in a day and slot, at `position` among that slot's items (the end when left out). */
  z.object({ type: z.literal("add_item"), day, slot, item: newItem, position }),
  /** The same id and slot, another stop. */
  z.object({ type: z.literal("replace_item"), itemId, item: newItem }),
  z.object({ type: z.literal("swap_days"), a: day, b: day }),
  /** A start the traveller chose ("HH:MM"); the stops after it follow. */
  z.object({ type: z.literal("retime_item"), itemId, start: z.string().regex(CLOCK, "Use a time such as 09:30.") }),
  /** The day (or one slot of it) planned again by the server's engine. */
  z.object({
    type: z.literal("regenerate"),
    day,
    slot: slot.optional(),
    instruction: z.string().trim().max(REGENERATE_INSTRUCTION_MAX).optional(),
  }),
  /** A day's pace, or the whole trip's when `day` is left out. */
  z.object({ type: z.literal("set_pace"), day: day.optional(), pace: z.enum(PACES) }),
]);

export type PlanOperation = z.infer<typeof planOperationSchema>;

export const operationsRequestSchema = z.object(
  {
    version: z.number({ error: OPERATIONS_MESSAGES.badBody }).int().min(1),
    operations: z.array(planOperationSchema).min(1, OPERATIONS_MESSAGES.badBody).max(OPERATIONS_MAX, OPERATIONS_MESSAGES.badBody),
  },
  { error: OPERATIONS_MESSAGES.badBody },
);
