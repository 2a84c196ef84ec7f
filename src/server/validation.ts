import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
import { invalidInput } from "./errors";

/**
 * Validates a JSON body with a shared zod schema. Bad input answers 400 with the first problem as the
 * message and every problem in `details`; malformed JSON already answers 400 in Hono's validator.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return zValidator("json", schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw invalidInput(issues[0]?.message ?? "The request is not valid.", issues);
    }
  });
}
