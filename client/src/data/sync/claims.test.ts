// @vitest-environment node
// Which notes an account signed in here takes, against the real server: the notes this device wrote, and a note opened
// from someone's edit link only when the person adds it. Opening someone's link while signed in (or sending a
// signed-in person your own) must not make the note the account's: the API would name them its owner, its author could
// never claim it, and deleting the account would delete it.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToAccount } from '../account/sign-in-claim.ts';
import { reconcileAfterSignIn, refreshAccountNotes } from './on-demand/account-notes.ts';
import { importEditLink, publishNote } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { signOutHere, signOutPlan } from '../account/sign-out.ts';
import { drainOutbox } from './sync-engine.ts';
import { newNoteIds } from '../local/note-ids.ts';
import { freshLocalData } from '../testing/local-data.ts';
import { memoryStorage } from '../testing/memory-storage.ts';
import type { TestServer } from '../testing/test-server.ts';

const PASSWORD = 'analytical engine';

let server: TestServer;
beforeEach(async () => {
  server = await freshLocalData();
  vi.stubGlobal('localStorage', memoryStorage());
});

/** A note someone else published (no account), and its ids as their edit link carries them. */
async function someoneElsesNote(content: string): Promise<{ share_id: string; edit_id: string }> {
  const { shareId, editId } = await newNoteIds();
  const ids = { share_id: shareId, edit_id: editId };
  await server.createElsewhere({ content, ...ids });
  return ids;
}

async function writtenHere(content: string): Promise<string> {
  const { shareId } = await publishNote({ content });
  await drainOutbox();
  return shareId;
}

const ownerOf = async (shareId: string): Promise<string | null | undefined> => (await server.note(shareId))?.ownerId;

describe('an edit link opened while signed in', () => {
  it('is not claimed into the account, and deleting the account leaves the note to its author', async () => {
    const userId = await server.signUp();
    const theirs = await someoneElsesNote('<p>Their shopping list</p>');
    const mine = await writtenHere('<p>My own note</p>');
    await importEditLink(theirs.edit_id);

    await refreshAccountNotes();

    expect(await ownerOf(theirs.share_id)).toBeNull();
    expect(await ownerOf(mine)).toBe(userId);
    await server.accountCallElsewhere(await server.signInElsewhere(), '/api/auth/delete-user', { password: PASSWORD });
    expect((await server.note(theirs.share_id))?.content).toBe('<p>Their shopping list</p>');
    expect(await server.note(mine)).toBeNull();
  });

  it('opened before signing in, it is not claimed at sign-in either (a link someone sent to be attributed to you)', async () => {
    const planted = await someoneElsesNote('<p>Attributed to you</p>');
    await importEditLink(planted.edit_id);
    const mine = await writtenHere('<p>Written here</p>');
    const userId = await server.signUp();

    await reconcileAfterSignIn();

    expect(await ownerOf(planted.share_id)).toBeNull();
    expect(await ownerOf(mine)).toBe(userId);
    expect((await db.accountNotes.toArray()).map((entry) => entry.id)).toEqual([mine]);
  });

  it('is not claimed at sign-out either: it leaves this device unclaimed, and the warning counts it', async () => {
    await server.signUp();
    const session = (await server.session())!;
    const theirs = await someoneElsesNote('<p>Found on a sticky note</p>');
    await importEditLink(theirs.edit_id);
    await refreshAccountNotes();
    expect((await signOutPlan()).notInAccount).toBe(1);

    await signOutHere(session);
    await drainOutbox();

    expect(await ownerOf(theirs.share_id)).toBeNull();
    expect(await db.notes.count()).toBe(0);
  });

  it('a note written here, opened again through its own edit link, is still claimed', async () => {
    const shareId = await writtenHere('<p>Mine, opened from my own link</p>');
    await server.editElsewhere(shareId, '<p>Mine, changed on the phone</p>');
    await importEditLink((await db.notes.get(shareId))!.editId);
    const userId = await server.signUp();

    await refreshAccountNotes();

    expect(await db.notes.get(shareId)).toMatchObject({ origin: 'written-here', content: '<p>Mine, changed on the phone</p>' });
    expect(await ownerOf(shareId)).toBe(userId);
  });
});

describe('adding a note opened from a link, by choice', () => {
  it('makes it the account’s: owned on the server, listed, and claimed like the account’s own from then on', async () => {
    const userId = await server.signUp();
    const theirs = await someoneElsesNote('<p>Shared recipe</p>');
    await importEditLink(theirs.edit_id);
    await refreshAccountNotes();

    expect(await addToAccount(theirs.share_id)).toBe(true);

    expect(await ownerOf(theirs.share_id)).toBe(userId);
    expect(await db.accountNotes.get(theirs.share_id)).toMatchObject({ title: 'Shared recipe' });
    expect(await db.notes.get(theirs.share_id)).toMatchObject({ origin: 'account' });
    expect((await signOutPlan()).notInAccount).toBe(0);
  });

  it('added on another device, the account’s list makes it the account’s here too', async () => {
    await server.signUp();
    const theirs = await someoneElsesNote('<p>Added on the phone</p>');
    await importEditLink(theirs.edit_id);
    await server.accountCallElsewhere(await server.signInElsewhere(), '/api/notes/sync', { notes: [theirs] });

    await refreshAccountNotes();

    expect(await db.notes.get(theirs.share_id)).toMatchObject({ origin: 'account' });
    expect((await signOutPlan()).notInAccount).toBe(0);
  });

  it('a note another account owns is refused and stays as it was', async () => {
    const otherOwner = await server.signUp('Someone else');
    const theirs = await server.createInAccount({ content: '<p>Not yours to take</p>' });
    await server.signUp('Me');
    await importEditLink(theirs.edit_id);

    expect(await addToAccount(theirs.share_id)).toBe(false);

    expect(await ownerOf(theirs.share_id)).toBe(otherOwner);
    expect(await db.notes.get(theirs.share_id)).toMatchObject({ origin: 'edit-link' });
    expect(await db.accountNotes.count()).toBe(0);
  });
});
