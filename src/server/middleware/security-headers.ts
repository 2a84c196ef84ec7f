import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every answer. Scripts only from our origin, plus the exact hashes of inline
 * snippets in index.html (the theme snippet that prevents a flash of the wrong theme).
 * Styles allow 'unsafe-inline' because dialog libraries inject small <style> tags; no script can.
 */
export function securityHeaders(options: { inlineScriptHashes: string[]; https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // The sign-in popup must keep talking to the page that opened it.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
