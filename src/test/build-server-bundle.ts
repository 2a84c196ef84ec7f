import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Vitest global setup of the node tests: the process suites (server process, model faults, scale-out) run
 * the built server bundle, so it is built here when it is missing or older than any server or shared
 * source file. Those suites never skip for want of a build, and never test a stale one.
 */
export default function buildServerBundle(): void {
  const bundle = path.resolve("dist/server/main.js");
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  const sources = ["src/server", "src/shared"].flatMap((dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }));
  const newest = Math.max(
    ...sources.filter((entry) => entry.isFile()).map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );
  if (built >= newest) return;
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
}
