import { isIP } from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's IP address: from the TCP connection, or, when TRUST_PROXY is on, the last address in
 * X-Forwarded-For (the one our own reverse proxy appended; earlier ones are whatever the client sent).
 * Undefined when unknown (requests made in-process by tests).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Whose requests a per-address limit counts together: the client's address group (see addressGroup). */
export const clientAddressKey = (c: Context, trustProxy: boolean) => addressGroup(clientIp(c, trustProxy) ?? "unknown");

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const DOTTED_TAIL = /\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * What one client controls, for per-address limits: an IPv4 address as it is (also written IPv4-mapped), an
 * IPv6 address by its /64, since a host is usually given a whole /64 and may use any address in it
 * ("2001:db8:1:2::/64"). Anything else is returned as it is.
 */
export function addressGroup(address: string): string {
  const plain = address.split("%")[0]!;
  const mapped = IPV4_MAPPED.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return address;
  // A dotted IPv4 tail stands for the last two groups, which the /64 does not need.
  const [head, tail] = plain.replace(DOTTED_TAIL, "0:0").split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
