// Who a request counts as for per-client budgets (wrong passwords, password work): its IPv4 address, or its
// IPv6 /64. One subscriber usually gets a whole /64, so counting single IPv6 addresses would hand everyone
// 2^64 fresh budgets. The HTTP rate limits group the same way (@fastify/rate-limit's default).
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (zone removed, a trailing dotted IPv4 read as two). */
function groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [parseInt(part, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = ip.split('%')[0] ?? ip;
  const all = groups(address);
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  if (all.slice(0, 5).every((group) => group === 0) && all[5] === 0xffff) {
    const [high = 0, low = 0] = all.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${all.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
