import { validator } from "hono/validator";
import { z } from "zod";
import { invalidInput, type ApiError, type FieldErrors } from "./errors";

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

/**
 * `invalid_input`'s one `details` shape: each bad field's first message, keyed by its path ("days.0.date"); a
 * problem with the body as a whole has no field (the message says it).
 */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return { fields };
}

/** The first problem as the message and every bad field in `details`. */
const firstIssue = (error: z.ZodError): ApiError =>
  invalidInput(error.issues[0]?.message ?? "The request is not valid.", fieldErrors(error.issues));

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
