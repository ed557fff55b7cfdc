import net from 'node:net';

/**
 * Addresses a user-supplied request must never reach unless their exact origin is allowed:
 * loopback, private, link-local (cloud metadata at 169.254.169.254), unspecified, multicast,
 * carrier-grade NAT, and the IPv6 equivalents (including IPv4-mapped ones).
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
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blockList.addSubnet(address, prefix, 'ipv6');
}

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blockList.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true; // not an address at all: refuse
  return blockList.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
