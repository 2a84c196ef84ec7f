// The local OpenID Connect provider for the end-to-end tests (started by playwright.config.ts).
import { startOidcProvider } from "@server/test/oidc-provider";

const { issuer } = await startOidcProvider(Number(process.env.PORT), "127.0.0.1");
console.log(`OpenID provider listening at ${issuer}`);
