import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay, relativeTime } from './version-days.ts';

const at = (iso: string) => ({ updated_at: iso });
const NOW = Date.parse('2026-11-25T15:00:00Z');

describe('the History list groups versions by day', () => {
  it('versions of one day form one group, in the order they came', () => {
    const versions = [at('2026-11-25T14:00:00Z'), at('2026-11-25T09:00:00Z'), at('2026-11-24T22:00:00Z'), at('2026-11-20T08:00:00Z')];
    const groups = groupByDay(versions, (v) => v.updated_at, 'UTC');
    expect(groups.map((group) => [group.day, group.items.length])).toEqual([
      ['2026-11-25', 2],
      ['2026-11-24', 1],
      ['2026-11-20', 1],
    ]);
  });

  it('the day is the reader\'s: late evening in New York is still that day there, not the next one as in UTC', () => {
    const versions = [at('2026-11-25T03:00:00Z'), at('2026-11-24T20:00:00Z')];
    expect(groupByDay(versions, (v) => v.updated_at, 'UTC').map((group) => group.day)).toEqual(['2026-11-25', '2026-11-24']);
    expect(groupByDay(versions, (v) => v.updated_at, 'America/New_York').map((group) => group.day)).toEqual(['2026-11-24']);
  });

  it('a version with a broken time still shows, in a group of its own', () => {
    const groups = groupByDay([at('2026-11-25T14:00:00Z'), at('not a date')], (v) => v.updated_at, 'UTC');
    expect(groups.map((group) => group.day)).toEqual(['2026-11-25', '']);
  });

  it('days are named today, yesterday, then by date, in the reader\'s language', () => {
    expect(dayHeading('2026-11-25', NOW, 'en', 'UTC')).toBe('Today');
    expect(dayHeading('2026-11-24', NOW, 'en', 'UTC')).toBe('Yesterday');
    expect(dayHeading('2026-11-24', NOW, 'de', 'UTC')).toBe('Gestern');
    expect(dayHeading('2026-11-20', NOW, 'en', 'UTC')).toBe('Friday, November 20, 2026');
    expect(dayHeading('2026-11-20', NOW, 'fr', 'UTC')).toBe('vendredi 20 novembre 2026');
  });

  it('each version says how long ago it was saved', () => {
    expect(relativeTime(NOW - 20_000, NOW, 'en')).toBe('now');
    expect(relativeTime(NOW - 5 * 60_000, NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(NOW - 3 * 3_600_000, NOW, 'es')).toBe('hace 3 horas');
    expect(relativeTime(NOW - 2 * 86_400_000, NOW, 'en')).toBe('2 days ago');
  });

  it('a time ahead of this device\'s clock (a server a little ahead) reads as now, never "in 2 minutes"', () => {
    expect(relativeTime(NOW + 120_000, NOW, 'en')).toBe('now');
  });
});
