// Which versions of a note's history are kept (docs/design.md §4.3): every version of the last 24 hours, then the
// newest of each hour for 30 days, then the newest of each day. Thinning runs in the background with the expiry
// purge (purge.ts), never on the request path.
import type { RetentionBounds, RetentionRule } from '../../storage/note-store.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Every version younger than this is kept. */
export const KEEP_ALL_MS = DAY_MS;
/** Versions younger than this (and older than KEEP_ALL_MS) are kept one per hour; older ones one per day. */
export const KEEP_HOURLY_MS = 30 * DAY_MS;

export function retentionBounds(now: Date): RetentionBounds {
  return { hourly: new Date(now.getTime() - KEEP_ALL_MS), daily: new Date(now.getTime() - KEEP_HOURLY_MS) };
}

/** The newest version of each UTC hour (or day) past the bounds; every version before them. */
export const keptVersions: RetentionRule = (stamps, bounds) => {
  const kept = new Set<number>();
  const newestOfBucket = new Map<string, { version: number; at: number }>();
  for (const { version, updatedAt } of stamps) {
    const at = updatedAt.getTime();
    if (at > bounds.hourly.getTime()) {
      kept.add(version);
      continue;
    }
    const bucket = at > bounds.daily.getTime() ? `h${Math.floor(at / HOUR_MS)}` : `d${Math.floor(at / DAY_MS)}`;
    const newest = newestOfBucket.get(bucket);
    // Versions only grow with time; the higher version wins a tie of timestamps.
    if (!newest || at > newest.at || (at === newest.at && version > newest.version)) newestOfBucket.set(bucket, { version, at });
  }
  for (const { version } of newestOfBucket.values()) kept.add(version);
  return kept;
};
