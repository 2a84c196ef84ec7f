import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { addressGroup } from "./middleware/client-ip";

type LimitsConfig = Pick<
  Config,
  | "HEADERS_TIMEOUT_MS"
  | "REQUEST_TIMEOUT_MS"
  | "KEEP_ALIVE_TIMEOUT_MS"
  | "MAX_CONNECTIONS"
  | "MAX_CONNECTIONS_PER_ADDRESS"
  | "TRUST_PROXY"
>;

/**
 * Node's timeouts for a client: its headers within HEADERS_TIMEOUT_MS of connecting (an idle or trickling
 * connection is closed then), the whole request, body included, within REQUEST_TIMEOUT_MS. The answer is not
 * timed, so a streamed answer runs as long as it needs once the request is in. Node checks both only every
 * `connectionsCheckingInterval` (30 s by default), which would let a slow client hold on three times longer.
 */
export function serverOptions(config: LimitsConfig): ServerOptions {
  return {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: 1_000,
  };
}

/** Over its share, an address is told to come back later instead of being cut off without a word. */
const TOO_MANY_BODY = "Too many connections from your address. Please try again later.\n";
const TOO_MANY =
  "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 10\r\nConnection: close\r\n" +
  `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${TOO_MANY_BODY.length}\r\n\r\n${TOO_MANY_BODY}`;

/**
 * Caps open connections at MAX_CONNECTIONS (Node drops those beyond it) and, when clients connect directly,
 * each address at MAX_CONNECTIONS_PER_ADDRESS, so that one client holding connections cannot use up the
 * process's file descriptors and lock everyone else out. An IPv6 client is counted by its /64 (addressGroup),
 * which it can fill with addresses of its choosing. The default share (20 of 5,000) means 250 addresses are
 * needed to fill the cap. Behind a proxy (TRUST_PROXY) every connection comes from the proxy, so the
 * per-address share is the proxy's job (deploy/nginx.conf's limit_conn, also 20).
 */
export function capConnections(server: Server, config: LimitsConfig, logger: Logger): void {
  server.maxConnections = config.MAX_CONNECTIONS;
  const warn = warnAtMostEveryMinute(logger);
  server.on("drop", (data) => warn({ address: data?.remoteAddress, limit: config.MAX_CONNECTIONS }, "connection limit reached"));

  const perAddress = config.MAX_CONNECTIONS_PER_ADDRESS;
  if (config.TRUST_PROXY || perAddress === 0) return;
  const open = new Map<string, number>();
  // First in line, so that a refused connection is closed before node:http starts reading requests from it.
  server.prependListener("connection", (socket: Socket) => {
    const address = addressGroup(socket.remoteAddress ?? "");
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      warn({ address, limit: perAddress }, "connection limit per address reached");
      socket.write(TOO_MANY); // a few bytes: written at once, before the socket closes
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** A client at a limit would otherwise write one log line per refused connection. */
function warnAtMostEveryMinute(logger: Logger) {
  let last = 0;
  return (fields: object, message: string) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    logger.warn(fields, message);
  };
}
