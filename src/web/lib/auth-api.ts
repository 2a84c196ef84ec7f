import { postJson } from "./api";

/** Better Auth's mail endpoints, used from the sign-in popup and from /account alike. */

/** POST /api/auth/send-verification-email: a fresh "confirm your email" link. */
export const resendVerification = (email: string) => postJson("/api/auth/send-verification-email", { email });

/** POST /api/auth/request-password-reset: a link to choose a new password, if an account uses the address. */
export const requestPasswordReset = (email: string) => postJson("/api/auth/request-password-reset", { email });
