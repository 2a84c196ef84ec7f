import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

/** The request log's lines, written by a real pino logger into memory. */
function loggedApp() {
  const lines: { path: string; status: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { path: string; status: number });
      done();
    },
  });
  const app = new Hono().use(requestLog(pino({ level: "info" }, sink))).all("*", (c) => c.text("ok"));
  return { app, lines };
}

describe("request log", () => {
  it("never writes the bearer tokens of reset, share, calendar and invite links", async () => {
    const { app, lines } = loggedApp();
    const token = "ICG4C5pojQcHedUgdeYuP0C6abcdefgh";
    const paths = [
      `/api/auth/reset-password/${token}`,
      `/api/shared/${token}`,
      `/api/calendar/${token}.ics`,
      `/shared/${token}`,
      `/api/invites/${token}/accept`,
      `/invites/${token}`,
      "/api/itineraries/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
    ];
    for (const path of paths) await app.request(`${path}?callbackURL=%2F`);
    await expect.poll(() => lines.length).toBe(paths.length);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(lines.map((line) => line.path)).toEqual([
      "/api/auth/reset-password/:token",
      "/api/shared/:token",
      "/api/calendar/:token",
      "/shared/:token",
      "/api/invites/:token/accept",
      "/invites/:token",
      "/api/itineraries/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
    ]);
  });
});
