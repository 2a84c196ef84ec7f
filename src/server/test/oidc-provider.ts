import { OAuth2Server } from "oauth2-mock-server";

/** The one person the local OpenID provider signs in. */
export const OIDC_TEST_USER = { sub: "johndoe", email: "john.doe@example.com", name: "John Doe" };
export const OIDC_TEST_CLIENT = { id: "wayfarer-test", secret: "wayfarer-test-secret" };

/**
 * A real OpenID Connect provider process on loopback (oauth2-mock-server): discovery, authorize (with PKCE),
 * token, userinfo and JWKS over HTTP. It signs in OIDC_TEST_USER without asking.
 */
export async function startOidcProvider(port = 0, host = "127.0.0.1"): Promise<{ issuer: string; stop(): Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = { ...OIDC_TEST_USER, email_verified: true };
  });
  await server.start(port, host);
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("the OpenID provider did not start");
  return { issuer, stop: () => server.stop() };
}
