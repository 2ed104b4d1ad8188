import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** What a request without a socket (`app.request()` in tests) is keyed by. */
export const UNKNOWN_CLIENT = "unknown";

/** `::ffff:1.2.3.4` -> `1.2.3.4`; anything else unchanged. */
const unmapIpv4 = (address: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
};

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail expanded). */
const ipv6Groups = (address: string): string[] => {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, "0"));
};

/**
 * The rate-limit identity of an address: IPv4 as is; IPv6 by its /64 network, because one
 * client usually holds a whole /64 and could otherwise rotate addresses to escape the limit.
 */
export const clientKeyOf = (address: string): string => {
  const plain = unmapIpv4(address.trim());
  if (isIP(plain) !== 6) return plain;
  return `${ipv6Groups(plain).slice(0, 4).join(":")}::/64`;
};

/** The socket's peer address, or undefined when the request did not come through @hono/node-server. */
const socketAddress = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * The client's address. By default the socket's peer: X-Forwarded-For is client-controlled and is
 * ignored. With `trustProxyHops` N > 0 (TRUST_PROXY) the service sits behind N proxies that each
 * append the address they saw, so the N-th entry from the right is the one the outermost trusted
 * proxy saw (fewer entries: the leftmost). An entry that is not an IP address falls back to the socket.
 */
export const clientAddress = (c: Context, trustProxyHops: number): string => {
  const socket = socketAddress(c);
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (forwarded.length > 0) {
      const candidate = forwarded[Math.max(0, forwarded.length - trustProxyHops)] ?? "";
      if (isIP(unmapIpv4(candidate)) !== 0) return candidate;
    }
  }
  return socket ?? UNKNOWN_CLIENT;
};
