import type { AccessTokenScope, AccessTokenSummary, CreatedAccessToken } from "@shared/schemas/access-tokens";
import type { AccountOverview } from "@shared/schemas/account";
import { apiFetch, postJson } from "@web/lib/api";

/** GET /api/account: the account page's overview. */
export const fetchAccount = () => apiFetch<AccountOverview>("/api/account");

/** POST /api/account/sign-out-others: ends every session but this one; answers the overview after. */
export const signOutOthers = () => postJson<AccountOverview>("/api/account/sign-out-others", {});

/** POST /api/auth/change-password: every other session ends (the server insists). */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  postJson("/api/auth/change-password", body);

/** DELETE /api/account: with the password when the account has one. */
export const deleteAccount = (password: string | undefined) =>
  apiFetch<void>("/api/account", { method: "DELETE", body: JSON.stringify(password === undefined ? {} : { password }) });

/** Where the browser downloads everything stored about the user (a JSON file). */
export const EXPORT_URL = "/api/account/export";

/** POST /api/auth/reset-password: the token from the emailed link and the new password. */
export const resetPassword = (body: { token: string; newPassword: string }) => postJson("/api/auth/reset-password", body);

/** GET /api/account/tokens: the personal access tokens, without their secrets. */
export const fetchAccessTokens = () => apiFetch<AccessTokenSummary[]>("/api/account/tokens");

/** POST /api/account/tokens: the answer carries the secret, shown this once. */
export const createAccessToken = (body: { name: string; scope: AccessTokenScope }) =>
  postJson<CreatedAccessToken>("/api/account/tokens", body);

/** DELETE /api/account/tokens/:id: the token stops working at once. */
export const revokeAccessToken = (id: string) =>
  apiFetch<void>(`/api/account/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
