import type { Config } from "../config";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { passwordChanged, resetPassword, signUpAttempt, verifyEmail } from "../mail/templates";

/** Where a password-reset link leads in the web app: it asks for the new password there. */
export const RESET_PASSWORD_PAGE = "/reset-password";
/**
 * Where a confirmation link leads once the address is confirmed: the sign-in page, which says so. The link
 * itself signs nobody in (decision 1030): opened in someone else's browser, it would sign that browser into
 * the account it confirms.
 */
export const EMAIL_CONFIRMED_PAGE = "/signin?confirmed=1";

interface Recipient {
  name: string;
  email: string;
}

/**
 * The four account emails, addressed and worded. Sending is awaited but never fails the request that
 * caused it: an unreachable mail server is logged (by the mailer) and the answer stays the same, so that
 * it reveals nothing about the address either.
 */
export function accountMail(mailer: Mailer, config: Pick<Config, "APP_NAME">, logger: Logger) {
  const appName = config.APP_NAME;
  const send = async (to: Recipient, message: { subject: string; text: string; html: string }) => {
    try {
      await mailer.send({ to: to.email, ...message });
    } catch {
      logger.warn({ subject: message.subject }, "account email not sent");
    }
  };
  return {
    verify: (to: Recipient, url: string) => send(to, verifyEmail({ appName, name: to.name, url })),
    reset: (to: Recipient, url: string) => send(to, resetPassword({ appName, name: to.name, url })),
    changed: (to: Recipient) => send(to, passwordChanged({ appName, name: to.name, when: new Date() })),
    /** Someone signed up with this address, which already has an account: its owner hears, the visitor learns nothing. */
    signUpAttempt: (to: Recipient, origin: string) =>
      send(to, signUpAttempt({ appName, name: to.name, resetUrl: new URL(RESET_PASSWORD_PAGE, origin).toString() })),
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
