// Client keys for per-client budgets: an IPv6 /64 counts as one client, whatever its interface bits or
// spelling; an IPv4 address (also seen through an IPv6 socket) is itself.
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('groups IPv6 addresses by /64, however they are written', () => {
    const key = clientKey('2001:db8:85a3:42::1');
    for (const address of ['2001:db8:85a3:42:ffff:ffff:ffff:ffff', '2001:0DB8:85A3:0042:0:0:0:2', '2001:db8:85a3:42::1.2.3.4', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:85a3:42::9')]) {
      expect(clientKey(address)).toBe(key);
    }
    expect(key).toBe('2001:db8:85a3:42::/64');
    expect(clientKey('2001:db8:85a3:43::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::/64');
  });

  it('keeps IPv4 addresses, also when they arrive as IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('gives every address Node accepts as IPv6 a key, whatever its zone or spelling', () => {
    const keys = ['::', 'fe80::1%25eth0', 'fe80::1%eth0.5', 'fe80::1%a:b', '::1.2.3.4', 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'].map(clientKey);
    expect(keys).toEqual(['::/64', 'fe80::/64', 'fe80::/64', 'fe80::/64', '::/64', 'ffff:ffff:ffff:ffff::/64']);
  });
});
