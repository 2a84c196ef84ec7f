/**
 * How the sign-in popup and the app's tabs talk: a BroadcastChannel on our origin. It works even when a
 * provider's own Cross-Origin-Opener-Policy has cut the popup off from `window.opener`.
 */
export const AUTH_CHANNEL = "wayfarer-auth";

export type AuthMessage =
  { type: "signed-in"; attempt: string } | { type: "failed"; attempt: string; reason: string } | { type: "signed-out" };

export const SIGN_IN_PATH = "/signin";

export function broadcastAuth(message: AuthMessage): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Short, human reasons for the errors Better Auth and identity providers send back. */
export function failureReason(code: string | null): string {
  switch (code?.toLowerCase()) {
    case "invalid_token":
    case "token_expired":
      return "This confirmation link has expired or was already used. Sign in to get a new one.";
    case "access_denied":
      return "You cancelled the sign-in at the identity provider.";
    case "email_not_found":
      return "The identity provider did not share an email address.";
    case "account_not_linked":
    case "account_already_linked_to_different_user":
      return "This email already belongs to another account. Sign in the way you did before.";
    case "state_mismatch":
    case "please_restart_the_process":
      return "The sign-in took too long or was started elsewhere. Please try again.";
    default:
      return "The identity provider could not sign you in. Please try again.";
  }
}
