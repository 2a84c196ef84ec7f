import { afterAll, beforeAll, expect, it } from "vitest";
import { toPublicConfig } from "../config";
import { testConfig } from "../test/app";
import type { App } from "../app";
import { cookieHeader, signUp } from "../test/auth";
import { describeEachDatabase, useTestApp } from "../test/databases";
import { OIDC_TEST_CLIENT, OIDC_TEST_USER, startOidcProvider } from "../test/oidc-provider";

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider();
});
afterAll(() => provider.stop());

const oidcEnv = () => ({
  env: {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
    OIDC_NAME: "Test ID",
  },
});

/** The app's answer to "sign in with the provider": it carries the provider's address and the state cookie. */
const startAtProvider = (app: App) =>
  app.request("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: JSON.stringify({
      provider: "oidc",
      callbackURL: "/signin?status=done",
      errorCallbackURL: "/signin",
      disableRedirect: true,
    }),
  });

/** The whole provider sign-in, as the browser goes through it: the callback's answer. */
async function signInAtProvider(app: App): Promise<Response> {
  const start = await startAtProvider(app);
  const { url } = (await start.json()) as { url: string };
  const authorized = await fetch(url, { redirect: "manual" });
  const callback = new URL(authorized.headers.get("location") ?? "");
  return app.request(callback.pathname + callback.search, { headers: { Cookie: cookieHeader(start) } });
}

describeEachDatabase("sign-in with an OpenID Connect provider", (database) => {
  const suite = useTestApp(database, oidcEnv);

  it("authorizes at the provider with PKCE, comes back through the callback, and links the account to a session", async () => {
    const start = await startAtProvider(suite.app);
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const authorizeUrl = new URL(url);
    expect(authorizeUrl.origin).toBe(new URL(provider.issuer).origin);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/callback/oidc");

    // The provider signs the user in and sends the browser back with a code.
    const authorized = await fetch(authorizeUrl, { redirect: "manual" });
    expect(authorized.status).toBe(302);
    const callback = new URL(authorized.headers.get("location") ?? "");
    expect(callback.pathname).toBe("/api/auth/callback/oidc");

    const back = await suite.app.request(callback.pathname + callback.search, { headers: { Cookie: cookieHeader(start) } });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/signin?status=done");

    const me = await suite.app.request("/api/me", { headers: { Cookie: cookieHeader(back) } });
    const { user } = (await me.json()) as { user: { id: string; name: string } };
    expect(user).toEqual({ id: expect.any(String), name: OIDC_TEST_USER.name });

    const accounts = await suite.db.kysely
      .selectFrom("account" as never)
      .select(["providerId", "accountId", "userId"] as never[])
      .where("userId" as never, "=", user.id as never)
      .execute();
    expect(accounts).toEqual([{ providerId: "oidc", accountId: OIDC_TEST_USER.sub, userId: user.id }]);
  });

  it("sends the popup back with the provider's error when the sign-in is refused", async () => {
    const res = await suite.app.request(`/api/auth/callback/oidc?error=access_denied&state=unknown`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/signin\?error=/);
  });

  it("lists the provider in the public config for the sign-in page", () => {
    expect(toPublicConfig(testConfig({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: "x", OIDC_NAME: "Test ID" })).auth).toEqual({
      providers: [{ id: "oidc", name: "Test ID" }],
      localAccounts: true,
    });
  });
});

describeEachDatabase("a provider's verified email and an unconfirmed local account of the same address", (database) => {
  const suite = useTestApp(database, oidcEnv);

  it("signs the owner in to that account, after removing its password and ending its sessions", async () => {
    // Someone signs up locally with the provider user's address (nothing confirms it here: no SMTP).
    const squatter = await signUp(suite.app, { name: "Squatter", email: OIDC_TEST_USER.email, password: "squatter passphrase" });
    const back = await signInAtProvider(suite.app);
    expect(back.headers.get("location")).toBe("/signin?status=done");

    const me = await suite.app.request("/api/me", { headers: { Cookie: cookieHeader(back) } });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(squatter.user.id);
    const squatterNow = await suite.app.request("/api/me", { headers: { Cookie: squatter.cookie } });
    expect(await squatterNow.json()).toEqual({ user: null });
    const signIn = await suite.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: OIDC_TEST_USER.email, password: "squatter passphrase" }),
    });
    expect(signIn.status).toBe(401);
    const accounts = await suite.db.kysely
      .selectFrom("account" as never)
      .select(["providerId"] as never[])
      .where("userId" as never, "=", squatter.user.id as never)
      .execute();
    expect(accounts).toEqual([{ providerId: "oidc" }]);
  });
});
