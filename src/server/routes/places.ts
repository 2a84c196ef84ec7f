import { Hono } from "hono";
import { z } from "zod";
import { TEXT_FIELD_MAX } from "@shared/schemas/limits";
import type { PlaceSuggestions } from "@shared/schemas/places";
import { guides } from "../knowledge/guides";
import { suggestPlaces } from "../knowledge/place-suggestions";
import { activityItem } from "../planner/schedule";
import { invalidInput } from "../errors";
import { parseInput } from "../validation";

const querySchema = z.object({ q: z.string().max(TEXT_FIELD_MAX, `Type at most ${TEXT_FIELD_MAX} characters.`) });
const baseSchema = z.object({ base: z.string().trim().max(80, "Type at most 80 characters.") });

/** Public facts, no session needed (no-store like every API answer; the lookups take microseconds). */
export function placeRoutes() {
  return (
    new Hono()
      /** GET /api/places?q=kyo: places whose name starts with the text, guided ones first and marked (the generator). */
      .get("/", (c) => {
        const parsed = parseInput(querySchema, { q: c.req.query("q") ?? "" });
        if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
        return c.json<PlaceSuggestions>({ places: suggestPlaces(parsed.data.q) });
      })
      /**
       * GET /api/places/activities?base=Kyoto: the guide's places for a day's base, as plan items the trip editor
       * can add (in the first slot each suits). A base without a guide has none: an empty list, not an error.
       */
      .get("/activities", (c) => {
        const parsed = parseInput(baseSchema, { base: c.req.query("base") ?? "" });
        if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
        const wanted = parsed.data.base.toLowerCase();
        const city = wanted ? guides().cities.find((guide) => guide.name.toLowerCase() === wanted) : undefined;
        const items = city?.activities.map((activity) => activityItem(city, { activity, slot: activity.slots[0]! })) ?? [];
        return c.json({ items });
      })
  );
}
