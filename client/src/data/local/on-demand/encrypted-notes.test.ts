// @vitest-environment node
// This device and the server's copies of an end-to-end encrypted note (docs/design.md §10.5), against the real server:
// an edit link opens it only with its key and stores nothing wrong otherwise; the account's list brings it locked to
// a device without the key until its link opens it; a plaintext note encrypted later loses its plaintext history on
// the server; History, a newer copy from elsewhere and a server restore all show decrypted text here.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { seal, unseal } from '../../../../../server/src/test-support/envelopes.ts';
import { fetchSharedNote } from '../../remote/remote.ts';
import { refreshAccountNotes } from '../../sync/on-demand/account-notes.ts';
import { drainOutbox } from '../../sync/sync-engine.ts';
import { freshLocalData } from '../../testing/local-data.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { adoptServerCopy, importEditLink, publishNote, saveNoteContent, setNoteExpiry } from '../commands.ts';
import { db } from '../db.ts';
import { encryptEndToEnd, unlockNote } from './encrypted-notes.ts';
import { listVersions, readVersion } from './history.ts';
import { encryptNote } from './note-crypto.ts';
import { newNoteIds } from '../note-ids.ts';
import { newNoteKey, NoteKeyError } from '../note-key.ts';
import { restoreVersion } from './restore.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

const SECRET = { title: 'Salary review', content: '<p>Raises for everyone</p>' };

/** An encrypted note written on another device: this one knows only what a link tells it. */
async function encryptedElsewhere(options: { inAccount?: boolean } = {}) {
  const { envelope, key } = await seal(SECRET);
  const body = { content: envelope, encrypted: true };
  if (options.inAccount) {
    const created = await server.createInAccount(body);
    return { shareId: created.share_id, editId: created.edit_id, key };
  }
  const { share_id: shareId, edit_id: editId } = await publishedOnServer(body);
  return { shareId, editId, key };
}

async function publishedOnServer(body: Record<string, unknown>): Promise<{ share_id: string; edit_id: string }> {
  const { shareId, editId } = await newNoteIds();
  const ids = { share_id: shareId, edit_id: editId };
  await server.createElsewhere({ ...body, ...ids });
  return ids;
}

describe('an edit link of an encrypted note', () => {
  it('with its key, keeps the decrypted note and the key here, and never sends the key', async () => {
    const { shareId, editId, key } = await encryptedElsewhere();
    await importEditLink(editId, key);
    expect(await db.notes.get(shareId)).toMatchObject({ key, title: 'Salary review', renamed: true, content: SECRET.content, base: { content: SECRET.content } });
    expect(JSON.stringify(server.requests)).not.toContain(key);
  });

  it('without its key, says the key is missing and stores nothing', async () => {
    const { shareId, editId } = await encryptedElsewhere();
    const failure = await importEditLink(editId).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NoteKeyError);
    expect((failure as NoteKeyError).missing).toBe(true);
    expect(await db.notes.get(shareId)).toBeUndefined();
  });

  it('with another note’s key or a key cut short, says the key does not open it and stores nothing', async () => {
    const { shareId, editId, key } = await encryptedElsewhere();
    for (const wrong of [newNoteKey(), key.slice(0, 30)]) {
      const failure = await importEditLink(editId, wrong).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NoteKeyError);
      expect((failure as NoteKeyError).missing).toBe(false);
    }
    expect(await db.notes.get(shareId)).toBeUndefined();
  });

  it('an envelope changed on the server (tampered) does not open with the right key: nothing is stored', async () => {
    const { envelope, key } = await seal(SECRET);
    const [prefix, iv, ciphertext] = envelope.split('.');
    const tampered = `${prefix}.${iv}.${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    const { share_id: shareId, edit_id: editId } = await publishedOnServer({ content: tampered, encrypted: true });
    await expect(importEditLink(editId, key)).rejects.toBeInstanceOf(NoteKeyError);
    expect(await db.notes.get(shareId)).toBeUndefined();
  });
});

describe('the account’s encrypted note on a device without its key', () => {
  it('arrives locked, with no title or text, and opens once its link brings the key (offline too)', async () => {
    await server.signUp();
    const { shareId, key } = await encryptedElsewhere({ inAccount: true });
    await refreshAccountNotes();
    const locked = await db.notes.get(shareId);
    expect(locked).toMatchObject({ title: '', content: '', version: 1 });
    expect(locked?.sealed).toMatch(/^e2e1\./);
    expect(locked?.key).toBeUndefined();

    server.offline = true;
    expect(await unlockNote(shareId, newNoteKey())).toBe(false);
    expect((await db.notes.get(shareId))?.sealed).toBeDefined();
    expect(await unlockNote(shareId, key)).toBe(true);
    const opened = await db.notes.get(shareId);
    expect(opened).toMatchObject({ key, title: 'Salary review', content: SECRET.content, base: { version: 1, content: SECRET.content } });
    expect(opened?.sealed).toBeUndefined();
  });

  it('held here with its key, a newer version from the account arrives decrypted', async () => {
    const userId = await server.signUp();
    const { shareId, key } = await publishNote({ content: '<p>first</p>', encrypt: true });
    await drainOutbox();
    await refreshAccountNotes();
    expect((await server.note(shareId))?.ownerId).toBe(userId);
    await server.editElsewhere(shareId, await encryptNote({ title: null, content: '<p>second</p>' }, key ?? ''));
    await refreshAccountNotes();
    expect(await db.notes.get(shareId)).toMatchObject({ key, content: '<p>second</p>', title: 'second', version: 2 });
  });
});

describe('encrypting a published plaintext note', () => {
  it('sends its text as an envelope that converts it; the server deletes its plaintext history', async () => {
    const { shareId } = await publishNote({ content: '<p>draft one</p>' });
    await drainOutbox();
    await saveNoteContent(shareId, '<p>draft two</p>');
    await drainOutbox();
    expect((await server.versionsOf(shareId)).map((kept) => kept.title)).toEqual(['draft two', 'draft one']);

    const key = await encryptEndToEnd(shareId);
    if (!key) throw new Error('not converted');
    await drainOutbox();
    const stored = await server.note(shareId);
    expect(stored).toMatchObject({ encrypted: true, title: '', version: 3 });
    expect(await unseal(stored?.content ?? '', key)).toEqual({ title: null, content: '<p>draft two</p>' });
    // Only the current version is left, and it is the envelope.
    expect(await server.versionsOf(shareId)).toMatchObject([{ version: 3, title: '' }]);
    expect(await db.notes.get(shareId)).toMatchObject({ key, content: '<p>draft two</p>', syncStatus: 'synced' });
    // Converting again changes nothing: a note keeps its one key.
    expect(await encryptEndToEnd(shareId)).toBeNull();
  });

  it('before its create reached the server, the create itself goes out encrypted', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>never in the clear</p>' });
    const key = await encryptEndToEnd(shareId);
    server.offline = false;
    await drainOutbox();
    expect(server.paths('/update')).toEqual([]);
    expect(JSON.stringify(server.requests)).not.toContain('never in the clear');
    expect(await unseal((await server.note(shareId))?.content ?? '', key ?? '')).toEqual({ title: null, content: '<p>never in the clear</p>' });
  });
});

describe('History and newer copies of an encrypted note', () => {
  it('History lists the versions with the titles opened here (the others as not known yet) and shows a version from the server decrypted', async () => {
    const { shareId, key } = await publishNote({ content: '<p>version one</p>', encrypt: true });
    await drainOutbox();
    await saveNoteContent(shareId, '<p>version two</p>');
    await drainOutbox();
    await db.versions.clear();
    const note = (await db.notes.get(shareId))!;
    const page = await listVersions(note);
    expect(page.versions.map((entry) => entry.version)).toEqual([2, 1]);
    // Titles are inside the envelopes: not known here until a version is opened (never the server's '').
    expect(page.versions.map((entry) => entry.title)).toEqual([null, null]);
    const first = await readVersion(note, 1);
    expect(first).toMatchObject({ version: 1, content: '<p>version one</p>', title: 'version one' });
    expect((await listVersions(note)).versions.find((entry) => entry.version === 1)?.title).toBe('version one');
    expect(key).toBeDefined();
  });

  it('restoring through the server brings the old text back decrypted here, and the server keeps an envelope', async () => {
    const { shareId, key } = await publishNote({ content: '<p>version one</p>', encrypt: true });
    await drainOutbox();
    await saveNoteContent(shareId, '<p>version two</p>');
    await drainOutbox();
    const note = (await db.notes.get(shareId))!;
    const target = await readVersion(note, 1);
    await restoreVersion(shareId, { version: 1, content: target.content });
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>version one</p>', version: 3, base: { version: 3, content: '<p>version one</p>' } });
    expect(await unseal((await server.note(shareId))?.content ?? '', key ?? '')).toEqual({ title: null, content: '<p>version one</p>' });
  });

  it('a newer copy read when the note opens is adopted decrypted', async () => {
    const { shareId, key, editId } = await publishNote({ content: '<p>here</p>', encrypt: true });
    await drainOutbox();
    await server.editElsewhere(shareId, await encryptNote({ title: 'Renamed there', content: '<p>there</p>' }, key ?? ''));
    await adoptServerCopy(shareId, await fetchSharedNote(shareId, { editId }));
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>there</p>', title: 'Renamed there', renamed: true, version: 2 });
  });

  it('encrypted on another device while this one holds it in plaintext: it becomes locked here, its old text gone', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>plain here</p>' });
    await drainOutbox();
    const stored = await server.note(shareId);
    const { envelope } = await seal({ title: null, content: '<p>sealed there</p>' });
    await server.convertElsewhere(shareId, envelope, stored?.version ?? 1);
    await adoptServerCopy(shareId, await fetchSharedNote(shareId, { editId }));
    expect(await db.notes.get(shareId)).toMatchObject({ content: '', title: '', sealed: envelope });
  });

  it('its expiry is set like any note’s', async () => {
    const { shareId } = await publishNote({ content: '<p>short-lived</p>', encrypt: true });
    await drainOutbox();
    await setNoteExpiry(shareId, '1h');
    await drainOutbox();
    expect((await server.note(shareId))?.expiresAt).not.toBeNull();
  });
});
