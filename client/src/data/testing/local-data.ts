// Test helpers: a fresh local database and a fake server behind `fetch` for every test.
import { vi } from 'vitest';
import { db } from '../db.ts';
import { FakeServer } from './fake-server.ts';

export async function freshLocalData(): Promise<FakeServer> {
  await db.transaction('rw', db.notes, db.outbox, db.scratch, async () => {
    await Promise.all([db.notes.clear(), db.outbox.clear(), db.scratch.clear()]);
  });
  const server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** Moves the clock past any backoff (Date only; timers and IndexedDB keep running for real). */
export function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}
