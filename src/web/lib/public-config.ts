import { defaultPublicConfig, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@shared/public-config";

function readPublicConfig(): PublicConfig {
  const element = typeof document === "undefined" ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return defaultPublicConfig;
  try {
    return { ...defaultPublicConfig, ...(JSON.parse(element.textContent) as Partial<PublicConfig>) };
  } catch {
    return defaultPublicConfig;
  }
}

/** Server settings injected into index.html (app name, contact details, blog link). */
export const publicConfig: PublicConfig = readPublicConfig();
