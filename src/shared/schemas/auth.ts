import { EMAIL_MAX } from "./limits";
import { z } from "./zod";

/** Local accounts: the server validates with these before Better Auth sees the body; the sign-in form reuses them. */
export const NAME_MAX = 100;
export { EMAIL_MAX };
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(EMAIL_MAX, `Email addresses have at most ${EMAIL_MAX} characters.`)
  .pipe(z.email("Enter a valid email address, like name@example.com."))
  .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`),
});

export const signUpSchema = z.object({
  name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(1, "Enter your name.")
    .max(NAME_MAX, `Names have at most ${NAME_MAX} characters.`),
  email,
  password: z
    .string({ error: "Choose a password." })
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your password.`)
    .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`),
});

/** The signed-in user as the server's session and the web app know it. */
export interface SessionUser {
  id: string;
  name: string;
}
