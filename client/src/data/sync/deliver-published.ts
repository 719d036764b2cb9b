// Publishing, as far as the server: the create of a note just published here leaves at once (not after the outbox's
// usual pause), and the page learns whether the server has the note — so it says "Note published" only once that
// is true. When the server cannot be reached in time, the note is marked so that its writer hears "Published" the
// moment its create is acknowledged (published-notice.ts), whenever that is.
import { markToAnnounce } from '../local/publish-announcements.ts';
import { knownOffline } from '../remote/known-offline.ts';
import { drainOutbox } from './sync-engine.ts';

/** How long a writer online is kept waiting for the server before being told the link works once it has the note. */
const PUBLISH_WAIT_MS = 8_000;

/** Whether the server holds the note now; else why not yet (no connection, or no answer in time). */
export type Delivery = 'published' | 'offline' | 'waiting';

export async function deliverPublished(shareId: string, waitMs = PUBLISH_WAIT_MS): Promise<Delivery> {
  if (!knownOffline()) {
    await Promise.race([drainOutbox().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs))]);
  }
  // In one transaction, as the acknowledgement is written: either the note is on the server now, or it is marked to
  // be announced when it gets there — never neither.
  if (!(await markToAnnounce(shareId))) return 'published';
  return knownOffline() ? 'offline' : 'waiting';
}
