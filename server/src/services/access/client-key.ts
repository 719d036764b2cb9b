// Who a request counts as for per-client budgets (wrong passwords, password work): its IPv4 address, or its
// IPv6 /64. One subscriber usually gets a whole /64, so counting single IPv6 addresses would hand everyone
// 2^64 fresh budgets. The HTTP rate limits (plugins/rate-limits.ts) use it too.
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

export function clientKey(ip: string): string {
  // Every request asks (its rate limit): an address without a colon is no IPv6 one, and the IPv6 test is a long
  // regular expression.
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  // A zone (%eth0) is not part of the address; the /64 is the network however the address is written.
  const address = new Address6(`${ip}/64`);
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  return address.isMapped4() ? address.to4().correctForm() : address.networkForm();
}
