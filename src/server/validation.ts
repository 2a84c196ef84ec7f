import { validator } from "hono/validator";
import { z } from "zod";
import { invalidInput, type ApiError } from "./errors";

/**
 * `schema.safeParse`, except that a value zod trips over counts as invalid instead of throwing: zod 4 runs
 * its length checks on anything with a `length`, so `{"prompt":{"length":[{"toString":"0"}]}}` threw a
 * TypeError (a 500) from inside `safeParse`.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.ZodSafeParseResult<z.output<T>> {
  try {
    return schema.safeParse(value);
  } catch {
    return {
      success: false,
      error: new z.ZodError([{ code: "custom", path: [], message: "The request is not valid.", input: value }]) as z.ZodError<
        z.output<T>
      >,
    };
  }
}

/** The first problem as the message and every problem in `details`. */
const firstIssue = (error: z.ZodError): ApiError => {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return invalidInput(issues[0]?.message ?? "The request is not valid.", issues);
};

/**
 * Validates a JSON body with a shared zod schema; bad input answers 400 (by default with the first problem
 * as the message, see `firstIssue`). Malformed JSON already answers 400 in Hono's validator.
 */
export function jsonBody<T extends z.ZodType>(schema: T, toError: (error: z.ZodError) => ApiError = firstIssue) {
  return validator("json", (value): z.output<T> => {
    const result = parseInput(schema, value);
    if (!result.success) throw toError(result.error);
    return result.data;
  });
}

/**
 * `jsonBody` for a body that may be left out: an empty body reads as `{}` (Hono's validator would answer
 * "Malformed JSON" to an empty body sent as JSON). Any other body is read and validated as `jsonBody` does.
 */
export function optionalJsonBody<T extends z.ZodType>(schema: T) {
  const withBody = jsonBody(schema);
  const read: typeof withBody = async (c, next) => {
    if ((await c.req.text()) !== "") return withBody(c, next);
    const result = parseInput(schema, {});
    if (!result.success) throw firstIssue(result.error);
    c.req.addValidatedData("json", result.data as object);
    await next();
  };
  return read;
}
