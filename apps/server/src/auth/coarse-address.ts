import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, not the address itself: IPv4 /24 ("203.0.113.0/24"),
 * IPv6 /48 ("2001:db8:1::/48"). Enough for an owner to tell home from elsewhere, too little to
 * single out a machine. Null for anything else.
 */
export function coarseAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const groups = expandIPv6(ip).slice(0, 3);
  // Shortest form, as people write it: leading zeros off, trailing zero groups as "::".
  while (groups.length > 0 && groups[groups.length - 1] === 0) groups.pop();
  return `${groups.map((g) => g.toString(16)).join(':')}::/48`;
}

function expandIPv6(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}
