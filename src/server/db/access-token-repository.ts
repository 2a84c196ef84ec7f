import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AccessTokenScope, AccessTokenSummary, CreatedAccessToken } from "@shared/schemas/access-tokens";
import type { Db } from "./client";

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const ACCESS_TOKEN_PREFIX = "wf_";

/** Last use is written at most this often per token: a busy MCP client should not write on every call. */
const LAST_USED_STEP_MS = 60_000;

/** What is stored of a secret: its hex SHA-256 (256 random bits need no slow hash). */
export const hashAccessToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The owner and scope of a token in use. */
export interface TokenHolder {
  tokenId: string;
  userId: string;
  scope: AccessTokenScope;
}

/** Personal access tokens (decision 1120): made and revoked on /account, presented to /mcp as a Bearer token. */
export function accessTokenRepository(db: Db) {
  return {
    count(userId: string): Promise<number> {
      return db.kysely
        .selectFrom("access_token")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },

    /** A new token: 256 random bits behind the prefix; only its hash is stored. */
    async create(userId: string, name: string, scope: AccessTokenScope): Promise<CreatedAccessToken> {
      const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString("base64url");
      const created = { id: randomUUID(), name, scope, createdAt: new Date().toISOString() };
      await db.kysely
        .insertInto("access_token")
        .values({
          id: created.id,
          user_id: userId,
          name,
          scope,
          token_hash: hashAccessToken(token),
          created_at: created.createdAt,
          last_used_at: null,
        })
        .execute();
      return { ...created, token };
    },

    /** The user's tokens, oldest first, without their hashes. */
    async list(userId: string): Promise<AccessTokenSummary[]> {
      const rows = await db.kysely
        .selectFrom("access_token")
        .select(["id", "name", "scope", "created_at", "last_used_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        scope: row.scope as AccessTokenScope,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      }));
    },

    /** Revokes one of the user's tokens; false when there is no such token of theirs. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.kysely
        .deleteFrom("access_token")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async deleteAllByUser(userId: string): Promise<void> {
      await db.kysely.deleteFrom("access_token").where("user_id", "=", userId).execute();
    },

    /** Whose token this is (undefined: unknown or revoked); notes its use, at most once a minute. */
    async use(token: string): Promise<TokenHolder | undefined> {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return undefined;
      const row = await db.kysely
        .selectFrom("access_token")
        .select(["id", "user_id", "scope", "last_used_at"])
        .where("token_hash", "=", hashAccessToken(token))
        .executeTakeFirst();
      if (!row) return undefined;
      const now = Date.now();
      if (!row.last_used_at || now - Date.parse(row.last_used_at) >= LAST_USED_STEP_MS) {
        await db.kysely
          .updateTable("access_token")
          .set({ last_used_at: new Date(now).toISOString() })
          .where("id", "=", row.id)
          .execute();
      }
      return { tokenId: row.id, userId: row.user_id, scope: row.scope as AccessTokenScope };
    },
  };
}
