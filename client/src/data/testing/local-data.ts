// Test helpers: a fresh local database and a fresh real server (testing/test-server.ts) behind `fetch` for
// every test; the server is closed when the test ends.
import { onTestFinished, vi } from 'vitest';
import { db } from '../local/db.ts';
import { TestServer } from './test-server.ts';

/**
 * Call in beforeEach: empties IndexedDB and starts the server the test talks to. With `fakeDate`, only Date
 * is faked (advanceClock moves it; timers and IndexedDB run for real). Everything is undone after the test.
 */
export async function freshLocalData(options: { fakeDate?: boolean } = {}): Promise<TestServer> {
  if (options.fakeDate) vi.useFakeTimers({ toFake: ['Date'] });
  await db.transaction('rw', [db.notes, db.outbox, db.scratch, db.accountNotes, db.signOut, db.versions], async () => {
    await Promise.all([db.notes.clear(), db.outbox.clear(), db.scratch.clear(), db.accountNotes.clear(), db.signOut.clear(), db.versions.clear()]);
  });
  const server = await TestServer.start();
  onTestFinished(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await server.close();
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** Moves the clock past any backoff (Date only; timers and IndexedDB keep running for real). */
export function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}
