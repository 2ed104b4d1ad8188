import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * The addresses a webhook may not reach: everything that is not a public unicast address (IANA's
 * special-purpose registries): this host, private networks, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, documentation, benchmarking, multicast and reserved ranges,
 * and IPv6 that embeds or translates IPv4 without saying which (6to4, Teredo, NAT64).
 */
const NOT_PUBLIC = new BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
  ["5f00::", 16],
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, "ipv6");
}

/** `::ffff:a.b.c.d` (or its hex spelling) -> `a.b.c.d`; anything else -> null. */
const mappedIPv4 = (address: string): string | null => {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
};

/** True for a public unicast address only; anything unparsable is not public. */
export const isPublicAddress = (address: string): boolean => {
  const unbracketed = address.replace(/^\[|\]$/g, "");
  if (isIPv4(unbracketed)) return !NOT_PUBLIC.check(unbracketed, "ipv4");
  if (!isIPv6(unbracketed)) return false;
  const v4 = mappedIPv4(unbracketed);
  if (v4 !== null) return isPublicAddress(v4);
  // Global unicast is 2000::/3; ::, ::1, unique-local fc00::/7, link-local fe80::/10 and
  // multicast ff00::/8 are all outside it.
  const first = Number.parseInt(unbracketed.split(":")[0] || "0", 16);
  if (first < 0x2000 || first > 0x3fff) return false;
  return !NOT_PUBLIC.check(unbracketed, "ipv6");
};
