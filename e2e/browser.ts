import fs from "node:fs";

/** Flags for headless Chromium on a machine with no network beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * Which Chromium to drive, never downloading one: CHROMIUM_PATH, else the system's /usr/bin/chromium,
 * else the binary shipped inside the npm package @sparticuz/chromium.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    const { default: chromium } = await import("@sparticuz/chromium");
    return await chromium.executablePath();
  } catch {
    throw new Error("No Chromium found: set CHROMIUM_PATH, install Debian's chromium, or install @sparticuz/chromium.");
  }
}
