// The write services against a store that lags: with MongoDB, reads see majority-committed data while the
// conditional write sees the primary's latest, so for a moment a re-read can keep showing the version the
// write just lost against. An update must give up (the client is told to retry later) rather than spin.
import { describe, expect, it } from 'vitest';
import { WriteContendedError } from '../../errors.ts';
import type { NoteStore, StoredNote } from '../../storage/note-store.ts';
import { storedNote } from '../../test-support/stored-note.ts';
import { createAttemptCounter } from '../access/attempt-counter.ts';
import type { NoteContext } from './note-context.ts';
import { updateNote } from './note-writes.ts';
import { createPasswordQueue } from '../access/password-queue.ts';
import { createSanitizer } from '../sanitize/sanitize-pool.ts';
import { createSessionSigner } from '../access/sessions.ts';

const NOW = new Date('2030-01-01T00:00:00.000Z');

function laggingStore(note: StoredNote): { store: NoteStore; writes: () => number } {
  let writes = 0;
  const unused = () => Promise.reject(new Error('not used by this test'));
  const store: NoteStore = {
    kind: 'mongodb',
    init: () => Promise.resolve(),
    close: () => Promise.resolve(),
    ping: () => Promise.resolve(true),
    insert: unused,
    findByShareId: () => Promise.resolve({ ...note }),
    findByEditId: () => Promise.resolve({ ...note }),
    updateIfVersion: () => {
      writes += 1;
      // A guard so the test ends even if the service never stops trying.
      if (writes > 100) return Promise.reject(new Error('still retrying after 100 writes'));
      return Promise.resolve(null);
    },
    recordFailedAttempt: unused,
    delete: unused,
    listByOwner: unused,
    claim: unused,
    deleteByOwner: unused,
    purgeExpired: unused,
    listVersions: unused,
    getVersion: unused,
    historyFootprint: unused,
    notesToThin: unused,
    thinVersions: unused,
    insertReport: unused,
    listReports: unused,
    setDisabled: unused,
    listOpenReports: unused,
    resolveReports: unused,
    recordAdminAction: unused,
    listAdminActions: unused,
  };
  return { store, writes: () => writes };
}

describe('updating a note while the store lags behind a concurrent write', () => {
  it('gives up as contended (retryable) after a few tries instead of spinning', async () => {
    const note = storedNote(NOW);
    const { store, writes } = laggingStore(note);
    const ctx: NoteContext = {
      store,
      sessions: createSessionSigner('x'.repeat(32)),
      attempts: createAttemptCounter(undefined),
      passwords: createPasswordQueue(),
      sanitizer: createSanitizer(),
      now: () => NOW,
    };
    const attempt = updateNote(ctx, note.shareId, { content: '<p>Final</p>', editId: note.editId, baseVersion: 1 });
    await expect(attempt).rejects.toBeInstanceOf(WriteContendedError);
    expect(writes()).toBeLessThanOrEqual(5);
  });
});
