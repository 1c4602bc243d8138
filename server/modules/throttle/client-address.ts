import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, a dotted IPv4 tail included; undefined when it is none. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = part(head);
  const back = rest === undefined ? [] : part(rest);
  const groups = rest === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 ? groups : undefined;
}

/**
 * What a client address is counted as in the throttles: an IPv4 address as it is (also when it
 * arrives IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address by its /64, the smallest block a
 * provider hands one customer, so one client cannot rotate through its own addresses. Anything
 * else (a proxy's odd X-Forwarded-For) counts as itself.
 */
export function clientAddressKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (isIPv4(text) || !isIPv6(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
