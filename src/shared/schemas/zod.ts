import { z } from "zod";

/**
 * Every shared schema takes `z` from here, so this runs before any of them is built.
 *
 * Zod compiles object parsers with `new Function` when it can, and finds out by trying `new Function("")`
 * when the first object schema is built. In the browser our Content-Security-Policy (script-src without
 * 'unsafe-eval') refuses that, and the refusal is reported as a CSP violation (DevTools Issues, Lighthouse
 * best practices) even though Zod catches the error. Jitless, Zod skips the probe and interprets: the
 * browser only checks small forms. The server keeps the compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
