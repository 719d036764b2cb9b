// @vitest-environment node
// The account's notes on this device, against the real server: after sign-in nothing local is lost and the
// account's other notes arrive; what another device renames or deletes shows here at the next refresh; two tabs
// refreshing at once fetch each note once; a session ended elsewhere takes the account's notes off this device.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reconcileAfterSignIn, refreshAccountNotes } from './account-notes.ts';
import type * as AccountNotes from './account-notes.ts';
import { publishNote, saveNoteContent, saveScratch } from '../../local/commands.ts';
import { db } from '../../local/db.ts';
import { listedNotes, readScratch } from '../../local/queries.ts';
import { drainOutbox } from '../sync-engine.ts';
import { freshLocalData } from '../../testing/local-data.ts';
import type { TestServer } from '../../testing/test-server.ts';

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
    const { importEditLink } = await import('../../local/commands.ts');
    server.sessionCookie = undefined;
    await importEditLink(theirs.edit_id);
    const otherUser = await server.signUp('Me');
    await refreshAccountNotes();
    expect((await server.note(theirs.share_id))?.ownerId).not.toBe(otherUser);
    expect(await db.accountNotes.count()).toBe(0);
    expect(await localTitles()).toEqual(['Not yours']);
  });
});

const listedTitles = async (): Promise<string[]> => (await listedNotes()).map((note) => note.title).sort();
/** Every note whose text this device asked the server for, in order (the contents requests, a hundred ids each). */
const fetchedNotes = (): string[] =>
  server.requests.filter((request) => request.path === '/api/notes/contents').flatMap((request) => (request.body?.ids as string[] | undefined) ?? []);
const contentsRequests = (): number => server.paths('/api/notes/contents').length;

describe('what another device does shows here at the next refresh', () => {
  it('a note renamed elsewhere shows its new title here, fetched once; a refresh with nothing changed fetches nothing', async () => {
    await server.signUp();
    const shareId = await publishedHere('<p>Shopping</p>');
    await refreshAccountNotes();
    await server.renameElsewhere(shareId, 'Weekend shopping');

    await refreshAccountNotes();
    expect(await listedTitles()).toEqual(['Weekend shopping']);
    expect(fetchedNotes()).toHaveLength(1);
    await refreshAccountNotes();
    expect(fetchedNotes()).toHaveLength(1);
  });

  it('a note deleted elsewhere leaves the list here and is marked gone, so an editor showing it offers a copy', async () => {
    await server.signUp();
    const deleted = await publishedHere('<p>Old plans</p>');
    await publishedHere('<p>Kept</p>');
    await refreshAccountNotes();
    await server.deleteElsewhere(deleted);

    await refreshAccountNotes();
    expect(await listedTitles()).toEqual(['Kept']);
    expect(await db.notes.get(deleted)).toMatchObject({ syncStatus: 'failed', lastError: { code: 'note-not-found' } });
    // Typing into it there makes unsent text: listed again until the user keeps or drops it.
    await saveNoteContent(deleted, '<p>Old plans, changed</p>');
    expect(await listedTitles()).toEqual(['Kept', 'Old plans, changed']);
  });

  it('two tabs refreshing at once on a fresh device fetch each of 150 notes once, in two requests, and the list carries their versions', async () => {
    await server.signUp();
    for (let i = 0; i < 150; i++) await server.createInAccount({ content: `<p>Note ${i}</p>` });
    vi.resetModules();
    const secondTab = (await import('./account-notes.ts')) as typeof AccountNotes;

    await Promise.all([refreshAccountNotes(), secondTab.refreshAccountNotes(), refreshAccountNotes()]);

    const fetched = fetchedNotes();
    expect(fetched).toHaveLength(150);
    expect(contentsRequests()).toBe(2);
    expect(server.paths('/api/notes/edit/')).toEqual([]);
    expect(new Set(fetched).size).toBe(150);
    expect(await db.notes.count()).toBe(150);
    expect((await db.accountNotes.toArray()).every((entry) => entry.version === 1)).toBe(true);
  });
});

describe('a session that ended elsewhere', () => {
  it('after "sign out everywhere else" on another device, the next refresh takes the account’s notes off this device', async () => {
    await server.signUp();
    const accountNote = await publishedHere('<p>Account note</p>');
    await refreshAccountNotes();
    const otherDevice = await server.signInElsewhere();
    await server.accountCallElsewhere(otherDevice, '/api/auth/revoke-other-sessions');

    expect(await refreshAccountNotes()).toEqual({ kind: 'session-ended', forgotten: 1 });
    expect(await db.notes.get(accountNote)).toBeUndefined();
    expect(await db.accountNotes.count()).toBe(0);
  });

  it('after the account is deleted on another device, the next refresh takes its notes off this device', async () => {
    await server.signUp();
    const accountNote = await publishedHere('<p>Account note</p>');
    await refreshAccountNotes();
    await server.accountCallElsewhere(await server.signInElsewhere(), '/api/auth/delete-user', { password: 'analytical engine' });

    expect(await refreshAccountNotes()).toEqual({ kind: 'session-ended', forgotten: 1 });
    expect(await db.notes.get(accountNote)).toBeUndefined();
  });

  it('a change not yet sent is still delivered by its edit id, then nothing of the note stays; a note the account never confirmed stays', async () => {
    await server.signUp();
    const changing = await publishedHere('<p>Draft</p>');
    await refreshAccountNotes();
    server.offline = true;
    await saveNoteContent(changing, '<p>Draft, finished offline</p>');
    const unconfirmed = (await publishNote({ content: '<p>Written after the last refresh</p>' })).shareId;
    server.offline = false;
    await server.accountCallElsewhere(await server.signInElsewhere(), '/api/auth/revoke-other-sessions');

    await refreshAccountNotes();
    expect(await listedTitles()).toEqual(['Written after the last refresh']);
    await drainOutbox();
    expect((await server.note(changing))?.content).toBe('<p>Draft, finished offline</p>');
    expect(await db.notes.get(changing)).toBeUndefined();
    expect(await db.outbox.where('shareId').equals(changing).count()).toBe(0);
    expect((await server.note(unconfirmed))?.content).toBe('<p>Written after the last refresh</p>');
  });
});
