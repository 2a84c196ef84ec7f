import { Hono } from "hono";
import { z } from "zod";
import { suggestPlaces } from "../ai/offline/knowledge/resolve";
import { invalidInput } from "../errors";
import { parseInput } from "../validation";

const querySchema = z.object({ q: z.string().max(120, "Type at most 120 characters.") });

/**
 * GET /api/places?q=kyo: places whose name starts with the text, guided ones first and marked, for the
 * generator's destination field. Public facts, no session needed; answers are the same for everyone, so
 * shared caches may keep them for a day.
 */
export function placeRoutes() {
  return new Hono().get("/", (c) => {
    const parsed = parseInput(querySchema, { q: c.req.query("q") ?? "" });
    if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ places: suggestPlaces(parsed.data.q) });
  });
}
