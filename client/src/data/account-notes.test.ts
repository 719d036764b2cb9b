// @vitest-environment node
// The account's notes on this device, against the real server: after sign-in nothing local is lost and the
// account's other notes arrive; offline nothing is removed; signing out keeps notes with unsent changes.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAccountNotes, reconcileAfterSignIn, refreshAccountNotes, unsentChanges } from './account-notes.ts';
import { publishNote, saveNoteContent, saveScratch } from './commands.ts';
import { db } from './db.ts';
import { readScratch } from './queries.ts';
import { drainOutbox } from './sync-engine.ts';
import { freshLocalData } from './testing/local-data.ts';
import type { TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeEach(async () => {
  server = await freshLocalData();
});

async function publishedHere(content: string): Promise<string> {
  const { shareId } = await publishNote({ content });
  await drainOutbox();
  return shareId;
}

const localTitles = async (): Promise<string[]> => (await db.notes.toArray()).map((note) => note.title).sort();

describe('after sign-in', () => {
  it('local notes become the account’s and the account’s other notes come here, when the account already had notes', async () => {
    const local = [await publishedHere('<p>Groceries</p>'), await publishedHere('<p>Packing list</p>')];
    const userId = await server.signUp();
    await server.createInAccount({ content: '<p>Written on the phone</p>' });

    await reconcileAfterSignIn();

    expect(await localTitles()).toEqual(['Groceries', 'Packing list', 'Written on the phone']);
    for (const shareId of local) expect((await server.note(shareId))?.ownerId).toBe(userId);
    expect((await db.accountNotes.toArray()).map((entry) => entry.title).sort()).toEqual(['Groceries', 'Packing list', 'Written on the phone']);
  });

  it('the unsaved note of the home page is published into the account, not dropped', async () => {
    await saveScratch('<p>Half-written idea</p>');
    const userId = await server.signUp();
    await reconcileAfterSignIn();
    const [note] = await db.notes.toArray();
    expect(note?.title).toBe('Half-written idea');
    expect((await server.note(note!.shareId))?.ownerId).toBe(userId);
    expect(await readScratch()).toBe('');
  });

  it('offline, every local note stays; the next refresh claims them', async () => {
    const shareId = await publishedHere('<p>Kept</p>');
    const userId = await server.signUp();
    server.offline = true;
    await expect(reconcileAfterSignIn()).rejects.toThrow();
    expect(await localTitles()).toEqual(['Kept']);
    server.offline = false;
    await refreshAccountNotes();
    expect((await server.note(shareId))?.ownerId).toBe(userId);
  });

  it('a note another account owns is not taken and stays only local', async () => {
    await server.signUp('Someone else');
    const theirs = await server.createInAccount({ content: '<p>Not yours</p>' });
    const { importEditLink } = await import('./commands.ts');
    server.sessionCookie = undefined;
    await importEditLink(theirs.edit_id);
    const otherUser = await server.signUp('Me');
    await refreshAccountNotes();
    expect((await server.note(theirs.share_id))?.ownerId).not.toBe(otherUser);
    expect(await db.accountNotes.count()).toBe(0);
    expect(await localTitles()).toEqual(['Not yours']);
  });
});

describe('signing out', () => {
  it('removes the account’s notes from this device but keeps one whose change is not sent yet', async () => {
    await server.signUp();
    const sent = await publishedHere('<p>All saved</p>');
    const unsent = await publishedHere('<p>Changing</p>');
    await refreshAccountNotes();
    server.offline = true;
    await saveNoteContent(unsent, '<p>Changing offline</p>');
    expect(await unsentChanges()).toBe(1);

    await forgetAccountNotes();

    expect(await db.notes.get(sent)).toBeUndefined();
    expect((await db.notes.get(unsent))?.content).toBe('<p>Changing offline</p>');
    expect(await db.accountNotes.count()).toBe(0);
    // Without the session the edit id still delivers it.
    server.sessionCookie = undefined;
    server.offline = false;
    await drainOutbox();
    expect((await server.note(unsent))?.content).toBe('<p>Changing offline</p>');
  });
});
