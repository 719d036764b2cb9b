// The check-and-write loop against a store where another writer gets in first: each lost race is read again and
// decided again, so a rule the rival's write broke refuses the retry, and a store that keeps losing is given up on.
import { describe, expect, it } from 'vitest';
import { InvalidEnvelopeError, NoteDisabledError, NoteNotFoundError, WriteContendedError } from '../../errors.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import { storedNote } from '../../test-support/stored-note.ts';
import { MAX_WRITE_ATTEMPTS, writeChecked, type WriteCheckedContext, type WriteDecision } from './write-checked.ts';

const NOW = new Date('2030-01-01T00:00:00.000Z');

/** A rival write that lands just before one of ours: what the note becomes (null: deleted). */
type Rival = (note: StoredNote) => StoredNote | null;

interface Write {
  expectedVersion: number;
  replacedContent: string | undefined;
}

/** One note in memory; `rivals[i]` lands just before our i-th write, and a read may lag (show an older note). */
function racedStore(initial: StoredNote, rivals: Rival[], options: { laggingRead?: boolean } = {}) {
  let stored: StoredNote | null = { ...initial };
  const writes: Write[] = [];
  const ctx: WriteCheckedContext = {
    now: () => NOW,
    store: {
      findByShareId: () => Promise.resolve(options.laggingRead ? { ...initial } : stored && { ...stored }),
      updateIfVersion: (_shareId, expectedVersion, patch, _now, replacedContent) => {
        writes.push({ expectedVersion, replacedContent });
        const rival = rivals[writes.length - 1];
        if (rival && stored) stored = rival(stored);
        if (!stored || stored.version !== expectedVersion) return Promise.resolve(null);
        stored = { ...stored, ...patch };
        return Promise.resolve({ ...stored });
      },
    },
  };
  return { ctx, writes, stored: () => stored };
}

const rivalEdit: Rival = (note) => ({ ...note, content: '<p>Theirs</p>', version: note.version + 1 });

/** An edit on top of whatever version it sees; records the versions it decided on. */
function editTo(content: string, seen: number[]) {
  return (current: StoredNote): WriteDecision<number> => {
    seen.push(current.version);
    return { patch: { content, version: current.version + 1, updatedAt: NOW } };
  };
}

describe('a check-and-write on a note', () => {
  it('answers a replay from the note as stored and writes nothing', async () => {
    const note = storedNote(NOW, { content: '<p>Mine</p>' });
    const { ctx, writes } = racedStore(note, []);
    const answer = await writeChecked(ctx, note, (current) => ({ answer: `already at ${current.version}` }), () => 'written');
    expect(answer).toBe('already at 1');
    expect(writes).toEqual([]);
  });

  it('applies at the version it decided on and hands the store the text it replaces', async () => {
    const note = storedNote(NOW, { content: '<p>Before</p>' });
    const { ctx, writes, stored } = racedStore(note, []);
    const version = await writeChecked(ctx, note, editTo('<p>After</p>', []), (updated) => updated.version);
    expect(version).toBe(2);
    expect(writes).toEqual([{ expectedVersion: 1, replacedContent: '<p>Before</p>' }]);
    expect(stored()?.content).toBe('<p>After</p>');
  });

  it('after losing a race, decides again on the note as it is now and writes on top of the winner', async () => {
    const note = storedNote(NOW, { content: '<p>Before</p>' });
    const { ctx, writes, stored } = racedStore(note, [rivalEdit]);
    const seen: number[] = [];
    const version = await writeChecked(ctx, note, editTo('<p>Mine</p>', seen), (updated) => updated.version);
    expect(seen).toEqual([1, 2]);
    expect(version).toBe(3);
    // The retry replaces the rival's text, not the text of the first read.
    expect(writes).toEqual([
      { expectedVersion: 1, replacedContent: '<p>Before</p>' },
      { expectedVersion: 2, replacedContent: '<p>Theirs</p>' },
    ]);
    expect(stored()?.content).toBe('<p>Mine</p>');
  });

  it('refuses the retry when the winning write broke a rule the first read passed (a conversion to encrypted)', async () => {
    const note = storedNote(NOW);
    const converted: Rival = (current) => ({ ...current, encrypted: true, version: current.version + 1 });
    const { ctx, writes, stored } = racedStore(note, [converted]);
    const plaintextEdit = (current: StoredNote): WriteDecision<number> => {
      if (current.encrypted) throw new InvalidEnvelopeError();
      return { patch: { content: '<p>Plain</p>', version: current.version + 1, updatedAt: NOW } };
    };
    await expect(writeChecked(ctx, note, plaintextEdit, (updated) => updated.version)).rejects.toBeInstanceOf(InvalidEnvelopeError);
    expect(writes).toHaveLength(1);
    expect(stored()?.content).toBe(note.content);
  });

  it('refuses the retry of a note taken down by an operator, or deleted, while it lost the race', async () => {
    const takenDown = storedNote(NOW);
    const disabled = racedStore(takenDown, [(current) => ({ ...current, version: current.version + 1, disabledAt: NOW })]);
    const written = (updated: StoredNote) => updated.version;
    await expect(writeChecked(disabled.ctx, takenDown, editTo('<p>Mine</p>', []), written)).rejects.toBeInstanceOf(NoteDisabledError);

    const deletedNote = storedNote(NOW);
    const deleted = racedStore(deletedNote, [() => null]);
    await expect(writeChecked(deleted.ctx, deletedNote, editTo('<p>Mine</p>', []), written)).rejects.toBeInstanceOf(NoteNotFoundError);
  });

  it('gives up as contended (the client retries later) when a lagging read keeps showing the version it lost to', async () => {
    const note = storedNote(NOW);
    const { ctx, writes } = racedStore(note, [rivalEdit], { laggingRead: true });
    const seen: number[] = [];
    await expect(writeChecked(ctx, note, editTo('<p>Mine</p>', seen), (updated) => updated.version)).rejects.toBeInstanceOf(WriteContendedError);
    expect(writes).toHaveLength(MAX_WRITE_ATTEMPTS);
    expect(seen).toEqual(Array.from({ length: MAX_WRITE_ATTEMPTS }, () => 1));
  });
});
