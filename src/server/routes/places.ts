import { Hono } from "hono";
import { z } from "zod";
import { suggestPlaces } from "../ai/offline/knowledge/resolve";
import { invalidInput } from "../errors";
import { parseInput } from "../validation";

const querySchema = z.object({ q: z.string().max(120, "Type at most 120 characters.") });

/**
 * GET /api/places?q=kyo: places whose name starts with the text, guided ones first and marked, for the
 * generator's destination field. Public facts, no session needed (no-store like every API answer; the
 * lookup takes microseconds).
 */
export function placeRoutes() {
  return new Hono().get("/", (c) => {
    const parsed = parseInput(querySchema, { q: c.req.query("q") ?? "" });
    if (!parsed.success) throw invalidInput(parsed.error.issues[0]!.message);
    return c.json({ places: suggestPlaces(parsed.data.q) });
  });
}
