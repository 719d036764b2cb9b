// @vitest-environment node
// Signing out on this device — the next person at this browser must find nothing of the account — against the real server: every note of the account leaves at once,
// changes not yet sent are delivered afterwards — with the account's session, also offline — and then nothing
// of them stays; the server is told only after them, and nothing of the next person goes with the old session.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newNoteIds } from '../local/note-ids.ts';
import { refreshAccountNotes } from '../sync/on-demand/account-notes.ts';
import { hasQueuedWork, findEditId, signedOutHere } from '../probe/capability-probe.ts';
import { importEditLink, publishNote, saveNoteContent, saveScratch } from '../local/commands.ts';
import { db } from '../local/db.ts';
import type { SessionRef } from '../probe/session-ref.ts';
import { noteJournal, readJournals, writeJournal } from '../probe/journal.ts';
import { listedNotes, readScratch } from '../local/queries.ts';
import { forgetDeletedAccount, signOutHere, signOutPlan } from './sign-out.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import { freshLocalData } from '../testing/local-data.ts';
import { memoryStorage } from '../testing/memory-storage.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;
let userId: string;
let session: SessionRef;
beforeEach(async () => {
  server = await freshLocalData();
  vi.stubGlobal('localStorage', memoryStorage());
  userId = await server.signUp();
  session = (await server.session())!;
});

async function publishedHere(content: string): Promise<string> {
  const { shareId } = await publishNote({ content });
  await drainOutbox();
  return shareId;
}

/** Everything this device's database holds (the outbox included), for "nothing stays" checks. */
async function everythingStored(): Promise<unknown[]> {
  return [
    ...(await db.notes.toArray()),
    ...(await db.outbox.toArray()),
    ...(await db.accountNotes.toArray()),
    ...(await db.signOut.toArray()),
    ...(await db.versions.toArray()),
  ];
}

describe('signing out online', () => {
  it('every note leaves this device — also one written before sign-in and the one written last — and the session ends', async () => {
    const before = await publishedHere('<p>Written before signing in</p>');
    await refreshAccountNotes();
    const last = await publishedHere('<p>Written last</p>');
    writeJournal(noteJournal(last), { content: '<p>Written last</p>', at: Date.now() });

    await signOutHere(session);
    expect(await listedNotes()).toEqual([]);
    expect(await findEditId(before)).toBeNull();
    await drainOutbox();

    expect(await everythingStored()).toEqual([]);
    expect(readJournals()).toEqual([]);
    expect(await server.sessionUser()).toBeNull();
    // Nothing was lost: both are the account's.
    expect((await server.note(before))?.ownerId).toBe(userId);
    expect((await server.note(last))?.ownerId).toBe(userId);
  });

  it('a note opened through someone’s edit link while signed in leaves this device too, unclaimed: still its author’s', async () => {
    const { shareId: share_id, editId: edit_id } = await newNoteIds();
    await server.createElsewhere({ content: '<p>Found on a sticky note</p>', share_id, edit_id });
    await importEditLink(edit_id);
    await signOutHere(session);
    await drainOutbox();
    expect((await server.note(share_id))?.ownerId).toBeNull();
    expect(await everythingStored()).toEqual([]);
  });

  it('the unsaved note of the home page goes into the account, not to the next person', async () => {
    await saveScratch('<p>Half a thought</p>');
    expect((await signOutPlan()).unsent).toBe(1);
    await signOutHere(session);
    expect(await readScratch()).toBe('');
    await drainOutbox();
    expect(await server.sessionUser()).toBeNull();
    expect(await everythingStored()).toEqual([]);
    const created = server.handled.find((request) => request.path === '/api/notes/create');
    expect((await server.note(String(created?.body?.share_id)))?.ownerId).toBe(userId);
  });
});

describe('signing out offline', () => {
  it('hides the account’s notes at once; the unsent change reaches the server once back online, then nothing of it stays', async () => {
    const shareId = await publishedHere('<p>Draft</p>');
    server.offline = true;
    await saveNoteContent(shareId, '<p>Draft, finished on the train</p>');
    expect(await signOutPlan()).toMatchObject({ unsent: 1, undeliverable: 0, texts: [{ title: 'Draft, finished on the train' }] });

    await signOutHere(session);
    expect(await listedNotes()).toEqual([]);
    expect(await findEditId(shareId)).toBeNull();
    expect(await signedOutHere()).toEqual(session);
    expect(await hasQueuedWork()).toBe(true);
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>Draft</p>');

    server.offline = false;
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>Draft, finished on the train</p>');
    expect(await everythingStored()).toEqual([]);
    expect(await server.sessionUser()).toBeNull();
    expect(await signedOutHere()).toBeNull();
  });

  it('a note published offline is created in the account before the session ends', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>Published on the train</p>' });
    await signOutHere(session);
    server.offline = false;
    await drainOutbox();
    expect((await server.note(shareId))?.ownerId).toBe(userId);
    expect(await everythingStored()).toEqual([]);
    const order = server.handled.map((request) => request.path);
    expect(order.indexOf('/api/notes/create')).toBeLessThan(order.indexOf('/api/auth/sign-out'));
  });

  it('a Wi-Fi sign-in page answering the session check is not taken for "signed out": the offline note still reaches the account', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>Published on the train</p>' });
    await signOutHere(session);
    server.offline = false;
    server.answerNext(200, '<html>Sign in to the Wi-Fi</html>');
    await drainOutbox();
    await drainOutbox();
    expect((await server.note(shareId))?.ownerId).toBe(userId);
    expect(await everythingStored()).toEqual([]);
  });

  it('a note the next person writes here before the server heard of the sign-out is not created in the account', async () => {
    server.offline = true;
    await signOutHere(session);
    const { shareId } = await publishNote({ content: '<p>Someone else’s note</p>' });
    server.offline = false;
    await drainOutbox();
    const note = await server.note(shareId);
    expect(note?.content).toBe('<p>Someone else’s note</p>');
    expect(note?.ownerId).toBeNull();
    expect(await listedNotes()).toHaveLength(1);
  });

  it('signing back in to the same account before the sign-out reached the server: the offline change arrives and the new session is not ended', async () => {
    const shareId = await publishedHere('<p>Draft</p>');
    server.offline = true;
    await saveNoteContent(shareId, '<p>Draft, finished on the train</p>');
    await signOutHere(session);
    server.offline = false;
    await server.signInAgain();
    const again = (await server.session())!;
    expect(again.sessionId).not.toBe(session.sessionId);
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>Draft, finished on the train</p>');
    expect(await server.session()).toEqual(again);
    expect(await signedOutHere()).toBeNull();
    expect(server.handled.map((request) => request.path)).not.toContain('/api/auth/sign-out');
  });

  it('a sign-in that lands while the sign-out is on its way keeps its session', async () => {
    server.offline = true;
    await signOutHere(session);
    server.offline = false;
    // The browser's cookie changes between the drain's session check and its sign-out.
    server.onRequest = async ({ path }) => {
      if (path === '/api/auth/sign-out') await server.signInAgain();
    };
    await drainOutbox();
    expect(await server.session()).not.toBeNull();
    expect(await server.session()).not.toEqual(session);
    expect(await signedOutHere()).toBeNull();
  });

  it('when someone else signed in before the sign-out reached the server, the account’s offline notes never go into their account', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>Ada’s, from the train</p>' });
    await signOutHere(session);
    server.offline = false;
    const someoneElse = await server.signUp('Bob');
    await drainOutbox();
    expect(await server.note(shareId)).toBeNull();
    expect(await everythingStored()).toEqual([]);
    expect(await server.sessionUser()).toBe(someoneElse);
  });
});

describe('what the warning says before signing out', () => {
  it('a change in conflict cannot be delivered: counted as such, its text offered, and it leaves with the sign-out', async () => {
    const shareId = await publishedHere('<p>Shared list</p>');
    await server.editElsewhere(shareId, '<p>Changed on the phone</p>');
    await saveNoteContent(shareId, '<p>Changed here</p>');
    await drainOutbox();
    expect(await signOutPlan()).toEqual({ draft: null, notInAccount: 0, unsent: 1, undeliverable: 1, texts: [{ title: 'Changed here', content: '<p>Changed here</p>' }] });
    await signOutHere(session);
    await drainOutbox();
    expect(await everythingStored()).toEqual([]);
    expect((await server.note(shareId))?.content).toBe('<p>Changed on the phone</p>');
  });
});

describe('deleting the account here', () => {
  it('every note leaves this device', async () => {
    await publishedHere('<p>One</p>');
    await refreshAccountNotes();
    await publishedHere('<p>Two</p>');
    await forgetDeletedAccount();
    expect(await everythingStored()).toEqual([]);
  });
});
