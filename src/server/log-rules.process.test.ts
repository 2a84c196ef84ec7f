import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sleep } from "./test/remote";
import { startServer, type ServerProcess } from "./test/server-process";

// The built server as a real process, logging at info, sent what a hostile client sends: none of it may reach
// the log as a server error, carry a stack trace, or write the client's long strings into the log.
const EVIL = "<script>evil</script>".repeat(100);

/** Writes raw bytes and resolves with the first line of the answer ("" when the connection closes without one). */
function raw(server: ServerProcess, text: string, closeAfterMs?: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(text);
      if (closeAfterMs !== undefined) setTimeout(() => socket.destroy(), closeAfterMs);
    });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => resolve(received.split("\r\n")[0] ?? ""));
  });
}

interface LogLine {
  level: number;
  msg: string;
  status?: number;
  [field: string]: unknown;
}

describe("log rules (a real server process)", () => {
  let server: ServerProcess;
  const lines = () =>
    server
      .log()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    server = await startServer({
      captureLog: true,
      env: { LOG_LEVEL: "info", GITHUB_CLIENT_ID: "wayfarer-test", GITHUB_CLIENT_SECRET: "wayfarer-test-secret" },
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("logs a client's mistakes at info, without stacks, with its strings cut short", async () => {
    const host = `Host: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n`;
    const json = `${host}Content-Type: application/json\r\n`;
    expect(await raw(server, `POST /api/newsletter HTTP/1.1\r\n${json}Transfer-Encoding: xchunked\r\n\r\n{}`)).toBe(
      "HTTP/1.1 400 Bad Request",
    );
    // A body that never comes: the client leaves midway.
    await raw(server, `POST /api/newsletter HTTP/1.1\r\n${json}Content-Length: 100\r\n\r\n{"email":`, 200);
    expect(
      await raw(server, `POST /api/newsletter HTTP/1.1\r\n${json}Content-Length: 3\r\nConnection: close\r\n\r\n{"x`),
    ).toMatch(/ 400 /);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "text/plain" },
      body: EVIL,
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.status).toBeLessThan(500);
    // A forged OAuth state and a foreign callback URL, as Better Auth receives them.
    await fetch(`${server.url}/api/auth/callback/github?state=${encodeURIComponent(EVIL)}&code=x`, { redirect: "manual" });
    await fetch(`${server.url}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ provider: "github", callbackURL: `https://evil.example/${EVIL}` }),
    });
    expect((await fetch(`${server.url}/api/${"x".repeat(5_000)}`)).status).toBe(404);

    await expect.poll(() => lines().filter((line) => line.msg === "request").length).toBeGreaterThanOrEqual(6);
    await sleep(100); // the last request's own lines
    const logged = lines();
    const serious = logged.filter((line) => line.level >= 50);
    expect(serious, JSON.stringify(serious)).toEqual([]);
    expect(server.log()).not.toContain('"stack"');
    expect(server.log()).not.toContain(EVIL);
    for (const line of server.log().split("\n")) expect(line.length).toBeLessThan(1_500);
    const statuses = logged.filter((line) => line.msg === "request").map((line) => line.status);
    expect(statuses).not.toContain(500);
    expect(statuses).toContain(499); // the client that left
  });

  it("keeps a client's request id only when it is a plain token", async () => {
    const plain = await fetch(`${server.url}/api/health`, { headers: { "X-Request-Id": "client-id_42" } });
    expect(plain.headers.get("x-request-id")).toBe("client-id_42");
    for (const sent of ['id"quoted"', "x".repeat(300), "a b", "%0d%0a", "a/b", "{}"]) {
      const res = await fetch(`${server.url}/api/health`, { headers: { "X-Request-Id": sent } });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
