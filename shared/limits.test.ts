// Expiry dates: calendar arithmetic in UTC that never spills into the month after next.
import { describe, expect, it } from 'vitest';
import { expiresAtFor } from './limits.ts';

const at = (iso: string) => new Date(iso);

describe('expiresAtFor', () => {
  it.each([
    ['never', '2026-01-31T10:00:00.000Z', null],
    ['1h', '2026-12-31T23:30:00.000Z', '2027-01-01T00:30:00.000Z'],
    ['1d', '2026-02-28T12:00:00.000Z', '2026-03-01T12:00:00.000Z'],
    ['1w', '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'],
    ['1mo', '2026-03-15T08:00:00.000Z', '2026-04-15T08:00:00.000Z'],
    ['1mo', '2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z'],
    ['1mo', '2028-01-31T08:00:00.000Z', '2028-02-29T08:00:00.000Z'],
    ['1mo', '2026-12-31T08:00:00.000Z', '2027-01-31T08:00:00.000Z'],
    ['1y', '2028-02-29T08:00:00.000Z', '2029-02-28T08:00:00.000Z'],
    ['1y', '2026-06-01T00:00:00.000Z', '2027-06-01T00:00:00.000Z'],
  ] as const)('%s from %s is %s', (option, from, expected) => {
    expect(expiresAtFor(option, at(from))?.toISOString() ?? null).toBe(expected);
  });
});
