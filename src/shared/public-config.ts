/**
 * Settings the browser needs from the server's environment. The server injects them into index.html
 * as a JSON data block (not a script, so the Content-Security-Policy stays strict).
 */
export interface PublicConfig {
  appName: string;
  /** Document title: "<app name> - The Adventure Atlas". */
  title: string;
  contactEmail: string;
  contactPhone: string;
  blogUrl: string | null;
  /** A MapLibre style for the trip page's tiled maps (MAP_STYLE_URL); null (`none`): only the schematic map. */
  mapStyleUrl: string | null;
  /** How people can sign in: identity providers that are configured, and whether local accounts exist. */
  auth: { providers: AuthProvider[]; localAccounts: boolean };
}

export interface AuthProvider {
  /** Better Auth's provider id: "google", "github" or "oidc". */
  id: string;
  /** Button label. */
  name: string;
}

export const DEFAULT_APP_NAME = "Wayfarer";
export const TAGLINE = "Explore. Dream. Discover.";
export const CONTACT_CITY = "Mumbai, India";

export function titleFor(appName: string): string {
  return `${appName} - The Adventure Atlas`;
}

export const defaultPublicConfig: PublicConfig = {
  appName: DEFAULT_APP_NAME,
  title: titleFor(DEFAULT_APP_NAME),
  contactEmail: "hello@wayfarer.example",
  contactPhone: "+91 22 4000 1234",
  blogUrl: null,
  mapStyleUrl: null,
  auth: { providers: [], localAccounts: true },
};

export const PUBLIC_CONFIG_ELEMENT_ID = "app-config";

export function renderPublicConfigScript(config: PublicConfig): string {
  // "<" is escaped so no value can close the element early.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}
