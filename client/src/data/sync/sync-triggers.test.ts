// @vitest-environment node
// After an outage the outbox must not sit out a backoff that grew while the server was away: a new local
// write, the page shown again, `online`, any successful answer — and, on a visible page, a health probe —
// send what waits at once (within the wake jitter), but never before the server's Retry-After.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishNote } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { newNoteIds } from '../local/note-ids.ts';
import { fetchSharedNote } from '../remote/remote.ts';
import { drainOutbox } from './sync-engine.ts';
import { startSync } from './sync-triggers.ts';
import { freshLocalData } from '../testing/local-data.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;
let stop: (() => void) | undefined;
let page: EventTarget & { visibilityState: DocumentVisibilityState };

const LONG_BACKOFF_MS = 120_000;
const DELIVERY = { timeout: 5_000, interval: 50 };

beforeEach(async () => {
  server = await freshLocalData();
  vi.stubGlobal('window', new EventTarget());
  // Hidden: no probe, so each test shows that its own trigger is what sends.
  page = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
  vi.stubGlobal('document', page);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

/** A note published during an outage whose create now waits on a long backoff; the server is back. */
async function waitingAfterOutage(backoff: { notBefore?: number } = {}): Promise<string> {
  server.offline = true;
  const { shareId } = await publishNote({ content: '<p>written during the outage</p>' });
  await drainOutbox();
  await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + LONG_BACKOFF_MS, ...backoff });
  server.offline = false;
  stop = startSync();
  await drainOutbox();
  expect(await server.note(shareId)).toBeNull();
  return shareId;
}

async function delivered(shareId: string): Promise<void> {
  await vi.waitFor(async () => expect(await server.note(shareId)).not.toBeNull(), DELIVERY);
}

describe('the end of an outage', () => {
  it('a new local write sends what waited', async () => {
    const shareId = await waitingAfterOutage();
    await publishNote({ content: '<p>another note</p>' });
    await delivered(shareId);
  });

  it('the page becoming visible sends what waited', async () => {
    const shareId = await waitingAfterOutage();
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await delivered(shareId);
  });

  it('the online event sends what waited', async () => {
    const shareId = await waitingAfterOutage();
    window.dispatchEvent(new Event('online'));
    await delivered(shareId);
  });

  it('any successful answer from the server sends what waited', async () => {
    const shareId = await waitingAfterOutage();
    const { shareId: elsewhere, editId } = await newNoteIds();
    await server.createElsewhere({ content: '<p>x</p>', share_id: elsewhere, edit_id: editId });
    await fetchSharedNote(elsewhere);
    await delivered(shareId);
  });

  it('a visible page does not probe for an op the server refused with a 5xx (health fine, op still failing)', async () => {
    page.visibilityState = 'visible';
    const { shareId } = await publishNote({ content: '<p>refused</p>' });
    server.answerNext(500, { statusCode: 500, statusMessage: 'boom', code: 'internal-error' });
    stop = startSync();
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.lastError?.code).toBe('internal-error'), DELIVERY);
    await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + LONG_BACKOFF_MS });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.paths('/api/health')).toEqual([]);
    expect(await server.note(shareId)).toBeNull();
  });

  it('a visible page finds the server back by itself, with no other trigger', async () => {
    page.visibilityState = 'visible';
    const shareId = await waitingAfterOutage();
    await delivered(shareId);
    expect(server.paths('/api/health').length).toBeGreaterThan(0);
  });

  it('never sends before the Retry-After the server asked for', async () => {
    const shareId = await waitingAfterOutage({ notBefore: Date.now() + 60_000 });
    window.dispatchEvent(new Event('online'));
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    // A local write, whose own create the server then answers successfully.
    await publishNote({ content: '<p>typing on</p>' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await server.note(shareId)).toBeNull();
    expect((await db.outbox.toArray())[0]?.nextAttemptAt).toBeGreaterThanOrEqual(Date.now() + 55_000);
  });
});
