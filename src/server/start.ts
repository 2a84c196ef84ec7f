/**
 * The server's entry (dist/server/main.js): Node's compile cache first, then the server (dist/server/server.js).
 * The cache keeps the compiled code of the bundle and its npm packages on disk (in the system's temporary
 * folder, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so every start after the first
 * skips most of the compiling: about a third of the time to ready (docs/performance.md, "Cold start"). It has
 * to be enabled before the server's modules load, hence this separate entry.
 */
import { enableCompileCache } from "node:module";

enableCompileCache();
// A path in a variable: the server is bundled apart, not into this entry.
const server = "./server.js";
await import(server);
