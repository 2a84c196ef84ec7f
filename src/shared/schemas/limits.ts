/**
 * Field limits shared by the schemas (server and browser) and the forms' `maxLength`. Kept apart from the
 * schemas, without zod, so a screen can show its form before (or without) loading zod.
 */

/** The SMTP limit for an address. */
export const EMAIL_MAX = 254;
/** docs/product.md: contact name 200 and message 5,000 characters. */
export const CONTACT_NAME_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Passwords: at least 8 characters (and not a common one, checked by the server), at most 128. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
