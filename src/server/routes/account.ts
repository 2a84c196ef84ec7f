import { Hono, type Context } from "hono";
import type { AccountOverview } from "@shared/schemas/account";
import { ACCESS_TOKENS_PER_USER_MAX, createAccessTokenSchema } from "@shared/schemas/access-tokens";
import { deleteAccountSchema } from "@shared/schemas/auth";
import type { Auth } from "../auth/auth";
import { forgetResetLinks } from "../auth/reset-links";
import { requireUser, type AuthEnv } from "../auth/require-user";
import type { Config } from "../config";
import { accessTokenRepository } from "../db/access-token-repository";
import { assistantQueryRepository } from "../db/assistant-query-repository";
import type { Db } from "../db/client";
import { contactMessageRepository } from "../db/contact-message-repository";
import { accessTokenLimit, notFound, signInAgain, unauthenticated, wrongPassword } from "../errors";
import { clientAddressKey } from "../middleware/client-ip";
import { rateLimit } from "../rate-limit/rate-limit";
import type { RateLimitStore } from "../rate-limit/store";
import type { TripListCaching } from "../trips/list-cache";
import { memberRepository } from "../trips/members";
import { costRepository } from "../trips/costs/repository";
import { exportedCosts } from "../trips/costs/presenter";
import { exportedTrip } from "../trips/presenter";
import { tripRepository } from "../trips/repository";
import { jsonBody } from "../validation";

/** Without a password, deleting the account asks for a sign-in at most this old. */
const FRESH_SIGN_IN_MS = 15 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * The signed-in user's own account (docs/api.md, "Account"): an overview for the account page, signing out
 * every other session, the download of everything stored about them, and deleting the account. Better
 * Auth's own endpoints for these stay closed: its session list answers session tokens, and its deletion does
 * not know our tables.
 */
export function accountRoutes(
  db: Db,
  auth: Auth,
  lists: TripListCaching,
  { config, rateLimitStore }: { config: Config; rateLimitStore: RateLimitStore },
) {
  const itineraries = tripRepository(db);
  const memberships = memberRepository(db);
  const chats = assistantQueryRepository(db);
  const messages = contactMessageRepository(db);
  const tokens = accessTokenRepository(db);
  const costs = costRepository(db);
  // Deleting checks the password on the server, which Better Auth's own limiter never sees: without a limit it
  // would let a stolen cookie guess the password, and anyone keep the password hashing busy.
  const deletionLimit = (per: "user" | "address", key: (c: Context<AuthEnv>) => string) =>
    rateLimit<AuthEnv>({
      store: rateLimitStore,
      name: `account-delete-${per}`,
      limit: config.RATE_LIMIT_ACCOUNT_DELETE_PER_10_MIN,
      windowMs: TEN_MINUTES_MS,
      key,
    });

  /** The current session and user as Better Auth sees them, and its internal adapter for the user's other rows. */
  async function current(c: Context) {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) throw unauthenticated();
    const { internalAdapter } = await auth.$context;
    const [sessions, accounts] = await Promise.all([
      internalAdapter.listSessions(found.user.id, { onlyActiveSessions: true }),
      internalAdapter.findAccounts(found.user.id),
    ]);
    return { ...found, sessions, accounts, internalAdapter };
  }

  function overview({ user, session, sessions, accounts }: Awaited<ReturnType<typeof current>>): AccountOverview {
    return {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        createdAt: iso(user.createdAt),
      },
      hasPassword: accounts.some((account) => account.providerId === "credential"),
      providers: accounts.filter((account) => account.providerId !== "credential").map((account) => account.providerId),
      // Never the tokens: the page needs to tell sessions apart, not to use them.
      sessions: sessions
        .filter((other) => new Date(other.expiresAt) > new Date())
        .map((other) => ({
          id: other.id,
          current: other.id === session.id,
          createdAt: iso(other.createdAt),
          lastSeenAt: iso(other.updatedAt),
          userAgent: other.userAgent ?? null,
          ipAddress: other.ipAddress ?? null,
        })),
    };
  }

  return (
    new Hono<AuthEnv>()
      .use(requireUser)
      .get("/", async (c) => c.json(overview(await current(c))))
      .post("/sign-out-others", async (c) => {
        const before = await current(c);
        await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
        const others = before.sessions.filter((other) => other.id !== before.session.id);
        for (const other of others) c.get("sessionCache")?.revoke(other.token);
        return c.json(overview({ ...before, sessions: before.sessions.filter((kept) => !others.includes(kept)) }));
      })
      // Personal access tokens for MCP (decision 1120): the secret is answered once, on creation.
      .get("/tokens", async (c) => c.json(await tokens.list(c.get("user").id)))
      .post("/tokens", jsonBody(createAccessTokenSchema), async (c) => {
        const { name, scope } = c.req.valid("json");
        const userId = c.get("user").id;
        if ((await tokens.count(userId)) >= ACCESS_TOKENS_PER_USER_MAX) throw accessTokenLimit(ACCESS_TOKENS_PER_USER_MAX);
        return c.json(await tokens.create(userId, name, scope), 201);
      })
      .delete("/tokens/:id", async (c) => {
        if (!(await tokens.delete(c.get("user").id, c.req.param("id")))) throw notFound("No such token.");
        return c.body(null, 204);
      })
      .get("/export", async (c) => {
        const userId = c.get("user").id;
        const [account, saved, joined, chat, sent, personalTokens] = await Promise.all([
          current(c).then(overview),
          itineraries.allByAuthor(userId),
          memberships.memberships(userId),
          chats.allByAuthor(userId),
          messages.allByAuthor(userId),
          tokens.list(userId),
        ]);
        // The costs of every trip they are on, theirs and others' (a shared ledger they can read in full anyway).
        const tripCosts = await costs.ofTrips([...saved.map((row) => row.id), ...joined.map((row) => row.id)]);
        const data = {
          exportedAt: new Date().toISOString(),
          account,
          itineraries: saved.map(exportedTrip),
          // Others' trips this account is a member of: which and as what (their plans are their owners' data).
          tripMemberships: joined.map((row) => ({
            tripId: row.id,
            title: row.title,
            ownerName: row.author_name,
            role: row.role,
            joinedAt: row.added_at,
          })),
          tripCosts: exportedCosts(tripCosts),
          chatHistory: chat.map((row) => ({ prompt: row.prompt, response: row.response, createdAt: row.created_at })),
          contactMessages: sent.map((row) => ({
            name: row.name,
            email: row.email,
            message: row.message,
            createdAt: row.created_at,
          })),
          // Names and scopes only: the secrets are not stored, their hashes are not the traveller's data.
          accessTokens: personalTokens,
        };
        const day = data.exportedAt.slice(0, 10);
        return c.body(JSON.stringify(data, null, 2), 200, {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="wayfarer-data-${day}.json"`,
        });
      })
      .delete(
        "/",
        jsonBody(deleteAccountSchema),
        deletionLimit("address", (c) => clientAddressKey(c, config.TRUST_PROXY)),
        deletionLimit("user", (c) => c.get("user").id),
        async (c) => {
          const { password } = c.req.valid("json");
          const { user, session, sessions, accounts, internalAdapter } = await current(c);
          if (accounts.some((account) => account.providerId === "credential")) {
            if (!password) throw wrongPassword();
            const checked = await auth.api
              .verifyPassword({ body: { password }, headers: c.req.raw.headers })
              .then(() => true)
              .catch(() => false);
            if (!checked) throw wrongPassword();
          } else if (Date.now() - new Date(session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
            throw signInAgain();
          }
          // The sign-out answer carries the cookies that clear this browser's session.
          const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
          // The account's trips go with it (their members lose them); its memberships on others' trips end.
          const [changedLists] = await Promise.all([
            itineraries.deleteAllByAuthor(user.id),
            chats.deleteAllByAuthor(user.id),
            messages.forgetAuthor(user.id),
            tokens.deleteAllByUser(user.id),
            costs.forgetPerson(user.id),
          ]);
          await forgetResetLinks(db, user.id, auth.options.secondaryStorage, "all");
          await internalAdapter.deleteUser(user.id); // sessions, sign-in methods, the user
          for (const other of sessions) c.get("sessionCache")?.revoke(other.token);
          for (const member of changedLists) lists.invalidate(member);
          const headers = new Headers();
          for (const cookie of signedOut.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
          return new Response(null, { status: 204, headers });
        },
      )
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();
