// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEditId, isShareId } from '../../../../shared/ids.ts';
import { shareIdOf } from './note-ids.ts';
import { ApiFailure } from '../remote/api-client.ts';
import { findEditId } from '../probe/capability-probe.ts';
import { addTypedToScratch, importEditLink, publishNote, renameNote, saveNoteContent, saveScratch, setNoteExpiry, setNotePassword, StoredTextChangedError } from './commands.ts';
import { db } from './db.ts';
import { readScratch, visibleNotes } from './queries.ts';
import { typedText } from './typed-text.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import type { TestServer } from '../testing/test-server.ts';
import { freshLocalData } from '../testing/local-data.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local commands', () => {
  it('publishing offline gives a working link at once and clears the unsaved note', async () => {
    await saveScratch('<h1>Shopping</h1><p>milk</p>');
    server.offline = true;
    const { shareId, editId } = await publishNote({ content: '<h1>Shopping</h1><p>milk</p>' });
    expect(isShareId(shareId) && isEditId(editId)).toBe(true);
    // The one pair the server takes (docs/design.md §3): nobody who learns the link first can create its note.
    expect(shareId).toBe(await shareIdOf(editId));
    expect(await readScratch()).toBe('');
    expect(await db.notes.get(shareId)).toMatchObject({ title: 'Shopping', version: 0, renamed: false, syncStatus: 'pending' });
    expect(await findEditId(shareId)).toBe(editId);
    expect(server.requests).toHaveLength(0);
  });

  it('a save built on a text another tab has replaced since writes nothing and queues nothing', async () => {
    const { shareId } = await publishNote({ content: '<p>Packing list</p>' });
    await drainOutbox();
    // Another tab of this browser saved first; this tab's text was built on the first version.
    await saveNoteContent(shareId, '<p>Packing list, passport</p>');
    await expect(saveNoteContent(shareId, '<p>Packing list</p><p>Menu</p>', '<p>Packing list</p>')).rejects.toBeInstanceOf(StoredTextChangedError);
    expect((await db.notes.get(shareId))?.content).toBe('<p>Packing list, passport</p>');
    expect(await db.outbox.where('shareId').equals(shareId).count()).toBe(1);
    // Built on the stored text (after merging it in), the save is written.
    await saveNoteContent(shareId, '<p>Packing list, passport</p><p>Menu</p>', '<p>Packing list, passport</p>');
    expect((await db.notes.get(shareId))?.content).toBe('<p>Packing list, passport</p><p>Menu</p>');
  });

  it('a home tab\'s save is not written over the unsaved note another tab saved since its text was built', async () => {
    await saveScratch('<p>Shopping</p>');
    // The other tab typed and saved; this tab's text was built on "Shopping" alone.
    await saveScratch('<p>Friday: Shopping</p>');
    await expect(saveScratch('<p>Shopping</p><p>eggs</p>', '<p>Shopping</p>')).rejects.toBeInstanceOf(StoredTextChangedError);
    expect(await readScratch()).toBe('<p>Friday: Shopping</p>');
    // Built on what is stored (after merging it in), the save is written; so is a first save on nothing stored.
    await saveScratch('<p>Friday: Shopping</p><p>eggs</p>', '<p>Friday: Shopping</p>');
    expect(await readScratch()).toBe('<p>Friday: Shopping</p><p>eggs</p>');
    await db.scratch.clear();
    await saveScratch('<p>new</p>', '');
    expect(await readScratch()).toBe('<p>new</p>');
  });

  it('keys typed into the home page before its editor came are added to what another tab stored meanwhile', async () => {
    await saveScratch('<p>Shopping</p>');
    // This tab's stand-in met "Shopping"; the other tab stored more before the stand-in's first save.
    await saveScratch('<p>Friday: Shopping</p>');
    expect(await addTypedToScratch(typedText('eggs\nmilk'))).toEqual({ base: '<p>Friday: Shopping</p>', content: '<p>Friday: Shopping</p><p>eggs</p><p>milk</p>' });
    expect(await readScratch()).toBe('<p>Friday: Shopping</p><p>eggs</p><p>milk</p>');
  });

  it('a new note carries its password and expiry in the one create request', async () => {
    const { shareId } = await publishNote({ content: '<p>x</p>' });
    await setNotePassword(shareId, 'hunter2');
    await setNoteExpiry(shareId, '1d');
    await drainOutbox();
    expect(server.paths()).toEqual(['/api/notes/create']);
    expect(await server.passwordOpens(shareId, 'hunter2')).toBe(true);
    expect(await server.passwordOpens(shareId, 'hunter3')).toBe(false);
    expect((await server.note(shareId))?.expiresAt).not.toBeNull();
    expect(await db.notes.get(shareId)).toMatchObject({ hasPassword: true, syncStatus: 'synced' });
  });

  it('a renamed note keeps its title while the text changes, and renaming to the same title sends nothing', async () => {
    const { shareId } = await publishNote({ content: '<p>first line</p>' });
    await drainOutbox();
    await renameNote(shareId, '  Groceries ');
    await saveNoteContent(shareId, '<p>other text</p>');
    await drainOutbox();
    await renameNote(shareId, 'Groceries');
    await drainOutbox();
    expect(server.paths().filter((p) => p.endsWith('/rename'))).toHaveLength(1);
    expect(await server.note(shareId)).toMatchObject({ title: 'Groceries', renamed: true, content: '<p>other text</p>' });
    expect(await db.notes.get(shareId)).toMatchObject({ title: 'Groceries', version: 3, syncStatus: 'synced' });
  });

  it('a title chosen at publishing sticks like a rename, unless it is just the automatic one (as on the server)', async () => {
    const chosen = await publishNote({ content: '<p>milk</p>', title: 'Shopping' });
    const automatic = await publishNote({ content: '<p>milk</p>', title: 'milk' });
    await drainOutbox();
    await saveNoteContent(chosen.shareId, '<p>eggs</p>');
    await saveNoteContent(automatic.shareId, '<p>eggs</p>');
    await drainOutbox();
    expect(await db.notes.get(chosen.shareId)).toMatchObject({ title: 'Shopping', renamed: true });
    expect(await server.note(chosen.shareId)).toMatchObject({ title: 'Shopping', renamed: true });
    expect(await db.notes.get(automatic.shareId)).toMatchObject({ title: 'eggs', renamed: false });
    expect(await server.note(automatic.shareId)).toMatchObject({ title: 'eggs', renamed: false });
  });

  it('an edit link brings the note and its capability into this browser', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>from my laptop</p>' });
    await drainOutbox();
    await db.notes.clear();
    expect(await importEditLink(editId)).toEqual({ shareId });
    expect(await db.notes.get(shareId)).toMatchObject({ editId, content: '<p>from my laptop</p>', version: 1, syncStatus: 'synced' });
    expect(await findEditId(shareId)).toBe(editId);
  });

  it('an edit link does not replace local changes that are still waiting to be sent', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>v1</p>' });
    await drainOutbox();
    await saveNoteContent(shareId, '<p>v2, unsent</p>');
    await importEditLink(editId);
    expect((await db.notes.get(shareId))?.content).toBe('<p>v2, unsent</p>');
  });

  it('an edit link to a note this browser holds opens offline, and before its create reached the server', async () => {
    const synced = await publishNote({ content: '<p>synced</p>' });
    await drainOutbox();
    server.offline = true;
    expect(await importEditLink(synced.editId)).toEqual({ shareId: synced.shareId });
    server.offline = false;
    const unsent = await publishNote({ content: '<p>create still queued</p>' });
    expect(await server.note(unsent.shareId)).toBeNull();
    const asked = server.paths('/edit/').length;
    expect(await importEditLink(unsent.editId)).toEqual({ shareId: unsent.shareId });
    // Nothing was asked of a server that cannot know the note yet.
    expect(server.paths('/edit/')).toHaveLength(asked);
    expect((await db.notes.get(unsent.shareId))?.content).toBe('<p>create still queued</p>');
  });

  it('an unknown edit link fails with not found', async () => {
    const error: unknown = await importEditLink('x'.repeat(32)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ status: 404, code: 'note-not-found' });
  });

  it('refuses a password the server would refuse, before anything is stored', async () => {
    const { shareId } = await publishNote({ content: '<p>x</p>' });
    await expect(setNotePassword(shareId, 'p'.repeat(257))).rejects.toThrow(RangeError);
    expect((await db.notes.get(shareId))?.hasPassword).toBe(false);
  });

  it('expired notes drop out of the list, newest first otherwise', async () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    const base = { editId: 'e'.repeat(32), origin: 'written-here' as const, content: '', createdAt: '', version: 1, renamed: false, hasPassword: false, syncStatus: 'synced' as const };
    const notes = [
      { ...base, shareId: 'old', title: 'old', updatedAt: '2025-05-01T00:00:00Z', expiresAt: null },
      { ...base, shareId: 'gone', title: 'gone', updatedAt: '2025-05-30T00:00:00Z', expiresAt: '2025-06-01T12:00:00Z' },
      { ...base, shareId: 'new', title: 'new', updatedAt: '2025-05-31T00:00:00Z', expiresAt: '2025-06-01T13:00:00Z' },
    ];
    expect(visibleNotes(notes, now).map((n) => n.shareId)).toEqual(['new', 'old']);
  });

  it('a note whose create the server has not acknowledged stays listed: its expiry starts when the server has it', async () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    const unsent = { editId: 'e'.repeat(32), origin: 'written-here' as const, content: '', createdAt: '', version: 0, renamed: false, hasPassword: false, syncStatus: 'pending' as const };
    // Its expiry was estimated with a clock two hours slow: already past by the server's clock learned since.
    const notes = [{ ...unsent, shareId: 'ferry', title: 'Ferry times', updatedAt: '2025-06-01T10:00:00Z', expiresAt: '2025-06-01T11:00:00Z' }];
    expect(visibleNotes(notes, now).map((n) => n.shareId)).toEqual(['ferry']);
  });
});
