import net from 'node:net';

/**
 * Addresses a user-supplied request must never reach unless their exact origin is allowed:
 * loopback, private, link-local (cloud metadata at 169.254.169.254), unspecified, multicast,
 * carrier-grade NAT, and the IPv6 equivalents. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are judged by the IPv4 address they carry, so
 * `64:ff9b::7f00:1` is as internal as 127.0.0.1; Teredo and local-use NAT64 are refused whole.
 */
const blockList = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockList.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Discard-only and documentation ranges: nothing public lives there.
  ['100::', 64],
  ['2001:db8::', 32],
  // Teredo tunnels to an address that is not visible in the prefix alone.
  ['2001::', 32],
  // Local-use NAT64 (RFC 8215): translated inside the operator's own network.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blockList.addSubnet(address, prefix, 'ipv6');
}

/** An IPv6 address as its eight 16-bit groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) is the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const start = parse(head);
  if (tail === undefined) return start;
  const end = parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 address carries, where its form says it carries one. */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (g === null) return null;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = g;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d (deprecated, still routable).
  if (zeroUpTo(5) && (g5 === 0xffff || g5 === 0)) return ipv4Of(g6, g7);
  // NAT64, well-known prefix 64:ff9b::/96.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4Of(g6, g7);
  }
  // 6to4: 2002:AABB:CCDD::/48 carries AA.BB.CC.DD.
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0);
  return null;
}

export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true; // not an address at all: refuse
  if (family === 4) return blockList.check(address, 'ipv4');
  const carried = embeddedIpv4(address);
  if (carried !== null && blockList.check(carried, 'ipv4')) return true;
  return blockList.check(address, 'ipv6');
}
