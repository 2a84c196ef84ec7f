import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./limits";
import { z } from "./zod";

/** Local accounts: the server validates with these before Better Auth sees the body; the sign-in form reuses them. */

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

/** A password being chosen (sign-up, reset, change); the server also refuses common ones. */
const newPassword = z
  .string({ error: "Choose a password." })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your password.`)
  .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`);

const currentPassword = z
  .string({ error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(PASSWORD_MAX, `Passwords have at most ${PASSWORD_MAX} characters.`);

export const signUpSchema = z.object({
  name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(1, "Enter your name.")
    .max(NAME_MAX, `Names have at most ${NAME_MAX} characters.`),
  email,
  password: newPassword,
});

/** "Forgot your password?" and "Send the link again": only an email; the server adds where the link leads. */
export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "This link is not valid." }).min(1, "This link is not valid.").max(200, "This link is not valid."),
  newPassword,
});

export const changePasswordSchema = z.object({ currentPassword, newPassword });

/** Deleting the account: the password when the account has one (else a recent sign-in is asked for). */
export const deleteAccountSchema = z.object({ password: currentPassword.optional() });

/** The signed-in user as the server's session and the web app know it. */
export interface SessionUser {
  id: string;
  name: string;
}
