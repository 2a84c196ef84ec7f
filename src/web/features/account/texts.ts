/** Shown while the session check runs and again while the signed-in part reads the account. */
export const LOADING_TEXT = "Loading your account...";
