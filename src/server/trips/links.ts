import { randomBytes } from "node:crypto";
import type { Context } from "hono";

/** A share link or calendar feed token: 192 random bits, 32 URL-safe characters. */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** An absolute link for someone else's browser or calendar: BASE_URL when set, else the request's own origin. */
export function publicUrl(c: Context, baseUrl: string | undefined, path: string): string {
  return new URL(path, baseUrl ?? new URL(c.req.url).origin).toString();
}
