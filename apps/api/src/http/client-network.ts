import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-address limit counts (issue 16): an IPv4 address as it is, an IPv6 address by
 * its /64. One IPv6 customer is handed a whole /64 (2^64 addresses), so counting single addresses
 * would give an attacker an endless supply; a /64 is what one home or phone gets. IPv4-mapped
 * IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4 clients) counts as the IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of a valid IPv6 address, lower-case without leading zeros (zone id dropped). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const toHextets = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      // An embedded IPv4 tail (::1.2.3.4) is two hextets.
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHextets(part(head));
  const right = tail === undefined ? [] : toHextets(part(tail));
  const zeros = new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((hextet) => Number.parseInt(hextet, 16).toString(16));
}
