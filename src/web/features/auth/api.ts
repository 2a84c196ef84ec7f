import { postJson } from "@web/lib/api";

/** POST /api/auth/sign-in/social: the identity provider's address to send the browser to. */
export const startProviderSignIn = (request: {
  provider: string;
  callbackURL: string;
  errorCallbackURL: string;
  disableRedirect: true;
}) => postJson<{ url: string }>("/api/auth/sign-in/social", request);

/**
 * POST /api/auth/sign-up/email or /sign-in/email: a local account; the session cookie comes with the answer.
 * `token` is null when the address must be confirmed first (then no one is signed in).
 */
export const signInWithEmail = (mode: "sign-in" | "sign-up", credentials: unknown) =>
  postJson<{ token: string | null }>(mode === "sign-up" ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email", credentials);
