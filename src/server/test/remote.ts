import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { cookieHeader } from "./auth";

/** Helpers for scripts (crash, load, bench) that talk to a real server process over HTTP. */

/** Builds the app once when the bundle is missing, so a script also works on a fresh clone. */
export function ensureBuilt(): void {
  if (fs.existsSync(path.resolve("dist/server/main.js")) && fs.existsSync(path.resolve("dist/web/index.html"))) return;
  console.log("Building the app first (npm run build)...");
  execSync("npm run build", { stdio: "inherit" });
}

/** Creates a local account through the real endpoint and answers its session cookie. */
export async function signUpRemote(baseUrl: string, name: string, email: string): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ name, email, password: "correct horse battery" }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed with ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: cookieHeader(res), userId: body.user.id };
}

/** A small itinerary body for POST /api/itineraries. */
export function itineraryBody(title: string) {
  return { title, days: `Day 1: ${title}*Theme: Old town*Morning: Walk*Afternoon: Museum*Evening: Dinner` };
}

/** Headers for an API call with a session: same-origin (the CSRF check), JSON, the cookie. */
export function apiHeaders(baseUrl: string, cookie: string): Record<string, string> {
  return { Origin: baseUrl, Cookie: cookie, "Content-Type": "application/json" };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's peak resident set (VmHWM) in MB, from /proc (Linux); undefined elsewhere. */
export function peakRssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}
