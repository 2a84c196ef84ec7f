import { z } from "./zod";

/** What a personal access token may do over MCP (decision 1120): read trips, or read and change them. */
export const ACCESS_TOKEN_SCOPES = ["read", "write"] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

export const ACCESS_TOKEN_NAME_MAX = 100;
/** The most tokens one account keeps: revoke one to make another. */
export const ACCESS_TOKENS_PER_USER_MAX = 20;

/** POST /api/account/tokens (docs/api.md, "Personal access tokens"). */
export const createAccessTokenSchema = z.object(
  {
    name: z
      .string({ error: "Please give the token a name (such as the app that will use it)." })
      .trim()
      .min(1, "Please give the token a name (such as the app that will use it).")
      .max(ACCESS_TOKEN_NAME_MAX, `The name is too long (at most ${ACCESS_TOKEN_NAME_MAX} characters).`),
    scope: z.enum(ACCESS_TOKEN_SCOPES, { error: 'scope must be "read" or "write".' }),
  },
  { error: "Send a JSON body with name and scope." },
);

/** A token as the account page lists it: never its secret. */
export interface AccessTokenSummary {
  id: string;
  name: string;
  scope: AccessTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to POST: the only time the secret (`token`) is shown. */
export interface CreatedAccessToken {
  id: string;
  token: string;
  name: string;
  scope: AccessTokenScope;
  createdAt: string;
}
