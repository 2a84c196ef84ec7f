import { EMAIL_MAX } from "./limits";
import { z } from "./zod";
export const INVALID_EMAIL = "Please enter a valid email address.";

/** An email address, trimmed and lower-cased; at most 254 characters (the SMTP limit). */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(EMAIL_MAX, `Email address is too long (at most ${EMAIL_MAX} characters).`)
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL));
