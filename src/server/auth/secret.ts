import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

export const SECRET_FILE = "auth-secret";

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET or AUTH_SECRET (required in production, see config.ts).
 * In development a random one is generated once and kept in DATA_DIR, so sessions survive restarts.
 */
export function authSecret(config: Config): string {
  const configured = config.BETTER_AUTH_SECRET ?? config.AUTH_SECRET;
  if (configured) return configured;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": if another process wrote it first, keep theirs.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return fs.readFileSync(file, "utf8").trim();
  }
}
