// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteNote, publishNote, saveNoteContent, saveScratch } from './commands.ts';
import { db } from './db.ts';
import { noteJournal, readJournal, readJournals, SCRATCH_ADDITION_JOURNAL, SCRATCH_JOURNAL, writeJournal } from '../probe/journal.ts';
import { ensureJournalMerged, journalWins } from './journal-merge.ts';
import { opsFor } from './outbox/outbox.ts';
import { readScratch } from './queries.ts';
import { memoryStorage } from '../testing/memory-storage.ts';


beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.resetModules();
  await db.transaction('rw', db.notes, db.outbox, db.scratch, async () => {
    await Promise.all([db.notes.clear(), db.outbox.clear(), db.scratch.clear()]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh page's merge (the merge runs once per page, so each test loads the module anew). */
async function mergeOnStart(): Promise<void> {
  const fresh = await import('./journal-merge.ts');
  await fresh.ensureJournalMerged();
}

describe('text the journal caught before the page went away', () => {
  it('the home note typed just before a reload comes back, and the journal is cleared once stored', async () => {
    await saveScratch('<p>Groceries</p>');
    writeJournal(SCRATCH_JOURNAL, { content: '<p>Groceries: oat milk</p>', at: Date.now() + 1 });
    await mergeOnStart();
    expect(await readScratch()).toBe('<p>Groceries: oat milk</p>');
    expect(readJournals()).toEqual([]);
  });

  it('a published note typed just before a reload comes back and is queued for the server', async () => {
    const { shareId } = await publishNote({ content: '<p>Agenda</p>' });
    const stored = await db.notes.get(shareId);
    writeJournal(noteJournal(shareId), { content: '<p>Agenda, item 2</p>', at: Date.now(), base: stored?.updatedAt ?? '' });
    await mergeOnStart();
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>Agenda, item 2</p>', title: 'Agenda, item 2' });
    const ops = await opsFor(shareId);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ kind: 'create', payload: { content: '<p>Agenda, item 2</p>' } });
    expect(readJournal(noteJournal(shareId))).toBeNull();
  });

  it('keys typed before the page knew its stored draft are added to that draft on the next start, once', async () => {
    await saveScratch('<p>Packing list</p>');
    writeJournal(SCRATCH_ADDITION_JOURNAL, { content: 'tent\nmap', at: Date.now() - 1000 });
    await mergeOnStart();
    expect(await readScratch()).toBe('<p>Packing list</p><p>tent</p><p>map</p>');
    expect(readJournals()).toEqual([]);
    await mergeOnStart();
    expect(await readScratch()).toBe('<p>Packing list</p><p>tent</p><p>map</p>');
  });

  it('an image pasted before the page knew its stored draft is added to it as HTML on the next start, markup and all', async () => {
    await saveScratch('<p>Packing list</p>');
    const pasted = 'tent<br><b>map</b><img src="data:image/png;base64,AAAA">';
    writeJournal(SCRATCH_ADDITION_JOURNAL, { content: pasted, at: Date.now() - 1000, html: true });
    await mergeOnStart();
    expect(await readScratch()).toBe(`<p>Packing list</p>${pasted}`);
    expect(readJournals()).toEqual([]);
  });

  it('plain text that looks like markup stays text when the addition is not marked HTML', async () => {
    writeJournal(SCRATCH_ADDITION_JOURNAL, { content: '<b>not bold</b>', at: Date.now() });
    await mergeOnStart();
    expect(await readScratch()).toBe('<p>&lt;b&gt;not bold&lt;/b&gt;</p>');
  });

  it('an addition is added after the text the journal of the same note rescued, not instead of it', async () => {
    await saveScratch('<p>Packing</p>');
    writeJournal(SCRATCH_ADDITION_JOURNAL, { content: 'map', at: Date.now() });
    writeJournal(SCRATCH_JOURNAL, { content: '<p>Packing list</p>', at: Date.now() + 1 });
    await mergeOnStart();
    expect(await readScratch()).toBe('<p>Packing list</p><p>map</p>');
  });

  it('an older journal never replaces text another tab saved later', async () => {
    writeJournal(SCRATCH_JOURNAL, { content: '<p>old tab</p>', at: Date.now() - 60_000 });
    await saveScratch('<p>newer, from the other tab</p>');
    await mergeOnStart();
    expect(await readScratch()).toBe('<p>newer, from the other tab</p>');
    expect(readJournals()).toEqual([]);
  });

  it('a journal typed on the stored copy wins even when that copy carries a later (server) time', async () => {
    const { shareId } = await publishNote({ content: '<p>v1</p>' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await db.notes.update(shareId, { updatedAt: future });
    writeJournal(noteJournal(shareId), { content: '<p>v1 and more</p>', at: Date.now(), base: future });
    await mergeOnStart();
    expect((await db.notes.get(shareId))?.content).toBe('<p>v1 and more</p>');
  });

  it('a published then deleted note is not brought back, and neither is a published home note', async () => {
    await saveScratch('<p>to publish</p>');
    writeJournal(SCRATCH_JOURNAL, { content: '<p>to publish</p>', at: Date.now() });
    const { shareId } = await publishNote({ content: '<p>to publish</p>' });
    writeJournal(noteJournal(shareId), { content: '<p>typed, then deleted</p>', at: Date.now() });
    await deleteNote(shareId);
    writeJournal(noteJournal(shareId), { content: '<p>typed, then deleted</p>', at: Date.now() });
    await mergeOnStart();
    expect(await readScratch()).toBe('');
    expect(await db.notes.get(shareId)).toBeUndefined();
    expect(readJournals()).toEqual([]);
  });

  it('a saved change clears its journal only while the journal still holds that text', async () => {
    const { shareId } = await publishNote({ content: '<p>a</p>' });
    writeJournal(noteJournal(shareId), { content: '<p>abc</p>', at: Date.now() });
    await saveNoteContent(shareId, '<p>ab</p>');
    expect(readJournal(noteJournal(shareId))?.content).toBe('<p>abc</p>');
    await saveNoteContent(shareId, '<p>abc</p>');
    expect(readJournal(noteJournal(shareId))).toBeNull();
  });

  it('garbage in the journal is dropped without stopping the merge of the rest', async () => {
    localStorage.setItem('jotter:journal:scratch', '{not json');
    localStorage.setItem('jotter:journal:note:unknownNote1', JSON.stringify({ content: '<p>x</p>', at: 1 }));
    await mergeOnStart();
    expect(readJournals()).toEqual([]);
    expect(await readScratch()).toBe('');
  });

  it('without localStorage (disabled by the browser) the merge is a no-op', async () => {
    vi.stubGlobal('localStorage', undefined);
    await expect(ensureJournalMerged()).resolves.toBeUndefined();
    expect(writeJournal(SCRATCH_JOURNAL, { content: '<p>x</p>', at: 1 })).toBe(false);
  });
});

describe('journalWins', () => {
  const entry = { content: '<p>new</p>', at: Date.parse('2030-01-01T00:00:10Z') };
  it('wins over nothing stored, loses to the same text, and compares times otherwise', () => {
    expect(journalWins(entry, undefined)).toBe(true);
    expect(journalWins(entry, { content: '<p>new</p>', updatedAt: '2029-01-01T00:00:00Z' })).toBe(false);
    expect(journalWins(entry, { content: '<p>old</p>', updatedAt: '2030-01-01T00:00:09Z' })).toBe(true);
    expect(journalWins(entry, { content: '<p>later</p>', updatedAt: '2030-01-01T00:00:11Z' })).toBe(false);
    expect(journalWins({ ...entry, base: '2031-01-01T00:00:00Z' }, { content: '<p>old</p>', updatedAt: '2031-01-01T00:00:00Z' })).toBe(true);
  });
});
