// Which versions retention keeps, on a clock the test sets: all of the last 24 hours, the newest of each hour for
// 30 days, the newest of each day before that.
import { describe, expect, it } from 'vitest';
import { keptVersions, retentionBounds } from './version-retention.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2030-03-01T12:00:00.000Z');

/** Versions numbered 1… at the given ages (ms before NOW), oldest first. */
const stampsAt = (ages: readonly number[]) => ages.map((age, i) => ({ version: i + 1, updatedAt: new Date(NOW - age) }));
const kept = (ages: readonly number[]) => [...keptVersions(stampsAt(ages).reverse(), retentionBounds(new Date(NOW)))].sort((a, b) => a - b);

describe('history retention', () => {
  it('keeps every version of the last 24 hours, however many', () => {
    const ages = Array.from({ length: 500 }, (_, i) => DAY - 1 - i * 1000);
    expect(kept(ages)).toHaveLength(500);
  });

  it('keeps the newest version of each hour between one and 30 days old', () => {
    const base = 3 * DAY - (NOW % HOUR); // the start of an hour, three days ago
    // Three saves in one hour, two in the next, one the hour after.
    const ages = [base, base - 10 * 60_000, base - 50 * 60_000, base - HOUR - 5 * 60_000, base - HOUR - 30 * 60_000, base - 2 * HOUR - 1];
    expect(kept(ages)).toEqual([3, 5, 6]);
  });

  it('keeps the newest version of each day older than 30 days', () => {
    const dayStart = 40 * DAY - (NOW % DAY); // midnight UTC, 40 days ago
    const ages = [dayStart, dayStart - 5 * HOUR, dayStart - 23 * HOUR, dayStart - DAY - 1, dayStart - DAY - 2 * HOUR];
    expect(kept(ages)).toEqual([3, 5]);
  });

  it('a version exactly 24 hours old is past the keep-everything window: it competes within its hour', () => {
    const now = new Date(NOW + 30 * 60_000); // 12:30, so 24 h ago is 12:30 of the day before
    const at = (age: number) => new Date(now.getTime() - age);
    // Version 1 at 12:20 and version 2 at 12:30 the day before: one hour, only the newer one stays.
    const stamps = [{ version: 3, updatedAt: at(DAY - 1) }, { version: 2, updatedAt: at(DAY) }, { version: 1, updatedAt: at(DAY + 10 * 60_000) }];
    expect([...keptVersions(stamps, retentionBounds(now))].sort()).toEqual([2, 3]);
  });
});
