import { EventEmitter } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { capConnections } from "./connection-limits";
import { startFakeOpenAI, type FakeOpenAI } from "./test/fake-openai";
import { apiHeaders, signUpRemote, sleep } from "./test/remote";
import { startServer, type ServerProcess } from "./test/server-process";

// The built server as a real process, with short limits so that the test sees them act. Hostile clients
// connect from other loopback addresses (127.0.0.2, .3) than the one the normal requests come from (127.0.0.1).
const HEADERS_TIMEOUT_MS = 1_500;
const REQUEST_TIMEOUT_MS = 3_000;
const PER_ADDRESS = 10;
/** Node checks the timeouts once a second (connectionsCheckingInterval); a busy machine adds a little. */
const CHECK_SLACK_MS = 1_500;

interface HeldSocket {
  socket: net.Socket;
  openedAt: number;
  closed: Promise<number>;
  received(): string;
}

function hold(server: ServerProcess, from: string): Promise<HeldSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port: server.port, localAddress: from });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => {}); // a reset after a refusal is expected; `closed` reports it
    const closed = new Promise<number>((done) => socket.once("close", () => done(performance.now())));
    socket.once("connect", () => resolve({ socket, openedAt: performance.now(), closed, received: () => received }));
    socket.once("error", reject);
  });
}

/** Sends `text` one character every `everyMs` until the socket closes. */
function trickle(held: HeldSocket, text: string, everyMs: number): void {
  let index = 0;
  const timer = setInterval(() => {
    if (held.socket.destroyed || held.socket.writableEnded) return clearInterval(timer);
    held.socket.write(text[index++ % text.length]!);
  }, everyMs);
  void held.closed.then(() => clearInterval(timer));
}

describe("connection limits (a real server process)", () => {
  let server: ServerProcess;
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startServer({
      env: {
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "fake-model",
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: "fake-key",
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("closes idle, trickled-header and trickled-body connections in time while other clients are served", async () => {
    const idle = await Promise.all(Array.from({ length: 4 }, () => hold(server, "127.0.0.2")));
    const slowHeaders = await Promise.all(Array.from({ length: 4 }, () => hold(server, "127.0.0.2")));
    for (const held of slowHeaders) trickle(held, "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + "a".repeat(100), 100);
    const slowBodies = await Promise.all(Array.from({ length: 4 }, () => hold(server, "127.0.0.3")));
    for (const held of slowBodies) {
      held.socket.write(
        `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
          "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      trickle(held, " ", 100);
    }

    // Meanwhile, everyone else gets answers.
    const served: number[] = [];
    const probing = (async () => {
      const until = performance.now() + REQUEST_TIMEOUT_MS + CHECK_SLACK_MS;
      while (performance.now() < until) {
        served.push((await fetch(`${server.url}/api/health`)).status);
        await sleep(100);
      }
    })();

    for (const held of [...idle, ...slowHeaders]) {
      const after = (await held.closed) - held.openedAt;
      expect(after).toBeGreaterThan(HEADERS_TIMEOUT_MS - 100);
      expect(after).toBeLessThan(HEADERS_TIMEOUT_MS + CHECK_SLACK_MS);
    }
    for (const held of slowBodies) {
      const after = (await held.closed) - held.openedAt;
      expect(after).toBeGreaterThan(REQUEST_TIMEOUT_MS - 100);
      expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
      expect(held.received()).toMatch(/^HTTP\/1\.1 408 /);
    }
    await probing;
    expect(served.length).toBeGreaterThan(10);
    expect(served.every((status) => status === 200)).toBe(true);
  });

  it("answers 503 with Retry-After to an address over its share of connections, and serves it again once it lets go", async () => {
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, () => hold(server, "127.0.0.2")));
    const refused = await hold(server, "127.0.0.2");
    await refused.closed;
    expect(refused.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\nRetry-After: 10\r\n/);
    expect(refused.received()).toContain("Too many connections from your address.");

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    for (const socket of held) socket.socket.destroy();
    // The server sees the closes a moment after the client does.
    await expect
      .poll(async () => {
        const again = await hold(server, "127.0.0.2");
        again.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        await again.closed;
        return again.received().split("\r\n")[0];
      })
      .toBe("HTTP/1.1 200 OK");
  });

  it("lets a streamed answer run longer than the request timeout once the request is in", async () => {
    const content = "A slow answer, streamed in small pieces over several seconds.";
    const pieces = 20;
    const intervalMs = Math.ceil((REQUEST_TIMEOUT_MS * 1.5) / pieces);
    fake.enqueue({ kind: "content", content, chunkSize: Math.ceil(content.length / pieces), intervalMs });
    const { cookie } = await signUpRemote(server.url, "Slow Reader", `slow-${process.pid}@example.com`);

    const started = performance.now();
    const res = await fetch(`${server.url}/api/ai/generate/stream`, {
      method: "POST",
      headers: apiHeaders(server.url, cookie),
      body: JSON.stringify({ prompt: "Tell me slowly" }),
    });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    expect(body).toContain("event: final");
  });
});

describe("the per-address share of connections", () => {
  /** A connection as node:net hands it to the server: its address, and what the limit may do with it. */
  function fakeSocket(remoteAddress: string) {
    const socket = Object.assign(new EventEmitter(), { remoteAddress, written: "", destroyed: false });
    return Object.assign(socket, {
      write: (text: string) => void (socket.written += text),
      destroy: () => void ((socket.destroyed = true), socket.emit("close")),
    });
  }

  it("counts every address of one IPv6 /64 together, and each IPv4 address apart", () => {
    const server = http.createServer();
    capConnections(server, { ...loadConfig({}), MAX_CONNECTIONS_PER_ADDRESS: 3 }, pino({ level: "silent" }));
    const connect = (address: string) => {
      const socket = fakeSocket(address);
      server.emit("connection", socket);
      return socket;
    };
    const sameSubnet = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::3"].map(connect);
    expect(sameSubnet.some((socket) => socket.destroyed)).toBe(false);
    const fourth = connect("2001:db8:1:2::4");
    expect(fourth.destroyed).toBe(true);
    expect(fourth.written).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(connect("2001:db8:1:3::1").destroyed).toBe(false);
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"])
      expect(connect(address).destroyed, address).toBe(false);
    // One connection of the /64 closes: there is room for one more.
    sameSubnet[0]!.emit("close");
    expect(connect("2001:db8:1:2::5").destroyed).toBe(false);
    server.close();
  });

  it("gives one address a small share of the whole by default", () => {
    const config = loadConfig({});
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBe(20);
    // Filling the process's cap takes 250 addresses (IPv6: 250 /64 networks), not 50.
    expect(config.MAX_CONNECTIONS / config.MAX_CONNECTIONS_PER_ADDRESS).toBe(250);
  });
});
