// @vitest-environment node
// An end-to-end encrypted note written on this device, against the real server (docs/design.md §10.5): every create
// and update leaves as an envelope the server stores and cannot read, never as plaintext, and never with the key;
// a change whose answer was lost is resent byte for byte; a conflict's other side is opened and merged on text.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { unseal } from '../../../../server/src/test-support/envelopes.ts';
import { isEnvelope } from '../../../../shared/envelope.ts';
import { deleteNote, keepAsNewNote, publishNote, renameNote, resolveConflict, saveNoteContent, setNotePassword } from '../local/commands.ts';
import { mergeConflict } from '../local/on-demand/conflict-merge.ts';
import { db } from '../local/db.ts';
import { encryptNote } from '../local/on-demand/note-crypto.ts';
import { drainOutbox } from './sync-engine.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';
import { mergeParagraphs } from '../testing/paragraph-merge.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData({ fakeDate: true });
});

const TEN_MINUTES = 10 * 60_000;
const SECRET = '<p>Door code 2231</p><p>Alarm off at the left panel</p>';

/** Every request body the client sent, as text. */
const bodies = (): string[] => server.requests.map((request) => JSON.stringify(request.body ?? {}));

/** The note's text and title as a reader with the key would see them. */
async function readOnServer(shareId: string, key: string) {
  const stored = await server.note(shareId);
  if (!stored) throw new Error(`no note ${shareId} on the server`);
  return { stored, plain: await unseal(stored.content, key) };
}

async function publishedEncrypted(content = SECRET, options: { title?: string; password?: string } = {}) {
  const { shareId, key } = await publishNote({ content, encrypt: true, ...options });
  if (!key) throw new Error('an encrypted note comes with its key');
  return { shareId, key };
}

describe('writing an encrypted note', () => {
  it('publishing offline gives the link and key at once; once online the server stores only an envelope that opens to the text', async () => {
    server.offline = true;
    const { shareId, key } = await publishedEncrypted();
    expect(await db.notes.get(shareId)).toMatchObject({ key, content: SECRET, title: 'Door code 2231', version: 0 });
    await drainOutbox();
    server.offline = false;
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    const { stored, plain } = await readOnServer(shareId, key);
    expect(stored).toMatchObject({ encrypted: true, title: '', version: 1 });
    expect(isEnvelope(stored.content)).toBe(true);
    expect(plain).toEqual({ title: null, content: SECRET });
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'synced', version: 1, base: { version: 1, content: SECRET } });
  });

  it('no request ever carries the text, the title or the key: the create and every update are envelopes', async () => {
    const { shareId, key } = await publishedEncrypted(SECRET, { title: 'Burglar alarm' });
    await drainOutbox();
    await saveNoteContent(shareId, '<p>Door code 2231</p><p>Alarm off at the right panel</p>');
    await drainOutbox();
    await renameNote(shareId, 'House notes');
    await drainOutbox();
    const sent = bodies().join('\n');
    for (const secret of ['2231', 'Alarm', 'Burglar', 'House notes', key]) expect(sent).not.toContain(secret);
    expect(server.paths('/rename')).toEqual([]);
    const { stored, plain } = await readOnServer(shareId, key);
    expect(stored.version).toBe(3);
    expect(plain).toEqual({ title: 'House notes', content: '<p>Door code 2231</p><p>Alarm off at the right panel</p>' });
  });

  it('a title chosen at publishing that is the automatic one is no title of its own: the envelope says null', async () => {
    const { shareId, key } = await publishedEncrypted(SECRET, { title: 'Door code 2231' });
    await drainOutbox();
    expect((await readOnServer(shareId, key)).plain.title).toBeNull();
  });

  it('a password works on top: the create carries it beside the envelope, and the key stays out', async () => {
    const { shareId, key } = await publishedEncrypted(SECRET, { password: 'correct horse' });
    await drainOutbox();
    expect(await server.passwordOpens(shareId, 'correct horse')).toBe(true);
    await setNotePassword(shareId, 'battery staple');
    await drainOutbox();
    expect(await server.passwordOpens(shareId, 'battery staple')).toBe(true);
    expect((await readOnServer(shareId, key)).plain.content).toBe(SECRET);
    expect(bodies().join('\n')).not.toContain(key);
  });

  it('deleting it here removes it from the server', async () => {
    const { shareId } = await publishedEncrypted();
    await drainOutbox();
    await deleteNote(shareId);
    await drainOutbox();
    expect(await server.note(shareId)).toBeNull();
  });

  it('a text too large to seal is held back here, never uploaded for a 413', async () => {
    const { shareId } = await publishedEncrypted();
    await drainOutbox();
    // Under the content limit, but every quote doubles once the text is sealed as JSON.
    await saveNoteContent(shareId, `<p>${'"'.repeat(600_000)}</p>`);
    await drainOutbox();
    expect(server.paths('/update')).toEqual([]);
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'failed', lastError: { code: 'content-too-large' } });
  });
});

describe('an encrypted change whose answer was lost', () => {
  it('is resent as the very same envelope, which the server takes for the replay it is', async () => {
    const { shareId, key } = await publishedEncrypted();
    await drainOutbox();
    await saveNoteContent(shareId, '<p>Door code 9999</p>');
    server.loseAnswers = 1;
    await drainOutbox();
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    const updates = server.handled.filter((request) => request.path.endsWith('/update'));
    expect(updates).toHaveLength(2);
    expect(updates[1]?.body?.['content']).toBe(updates[0]?.body?.['content']);
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'synced', version: 2 });
    expect((await db.notes.get(shareId))?.conflict).toBeUndefined();
    expect((await readOnServer(shareId, key)).plain.content).toBe('<p>Door code 9999</p>');
  });

  it('sealed again under a new IV (its envelope lost with the page), meets its own text in the conflict and counts as delivered', async () => {
    const { shareId } = await publishedEncrypted();
    await drainOutbox();
    await saveNoteContent(shareId, '<p>Door code 9999</p>');
    server.loseAnswers = 1;
    await drainOutbox();
    await db.outbox.toCollection().modify((op) => {
      delete op.sealed;
    });
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    const updates = server.handled.filter((request) => request.path.endsWith('/update'));
    expect(updates).toHaveLength(2);
    expect(updates[1]?.body?.['content']).not.toBe(updates[0]?.body?.['content']);
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'synced', version: 2, content: '<p>Door code 9999</p>' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('an encrypted note changed on another device meanwhile', () => {
  const BASE = '<p>one two three</p><p>four five six</p>';

  it('keeps the other side decrypted, merges on the text and sends the merge as an envelope', async () => {
    const { shareId, key } = await publishedEncrypted(BASE);
    await drainOutbox();
    const theirs = await encryptNote({ title: null, content: '<p>one two three</p><p>four FIVE six</p>' }, key);
    await server.editElsewhere(shareId, theirs);
    await saveNoteContent(shareId, '<p>one TWO three</p><p>four five six</p>');
    await drainOutbox();
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ syncStatus: 'conflict', conflict: { version: 2, content: '<p>one two three</p><p>four FIVE six</p>', title: 'one two three' } });
    expect(await mergeConflict(shareId, mergeParagraphs)).toMatchObject({ kind: 'merged' });
    await drainOutbox();
    expect((await readOnServer(shareId, key)).plain.content).toBe('<p>one TWO three</p><p>four FIVE six</p>');
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'synced', version: 3 });
    expect(bodies().join('\n')).not.toContain('TWO');
  });

  it('an envelope the key does not open (encrypted elsewhere under another key) is a refusal shown here, never merged', async () => {
    const { shareId } = await publishedEncrypted(BASE);
    await drainOutbox();
    const { newNoteKey } = await import('../local/note-key.ts');
    await server.editElsewhere(shareId, await encryptNote({ title: null, content: '<p>other</p>' }, newNoteKey()));
    await saveNoteContent(shareId, '<p>mine</p>');
    await drainOutbox();
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ syncStatus: 'failed', content: '<p>mine</p>', lastError: { code: 'encrypted-elsewhere' } });
    expect(note?.conflict).toBeUndefined();
  });

  it('kept as two notes, the copy comes with a key of its own, which opens its envelope and is what its address carries', async () => {
    const { shareId, key } = await publishedEncrypted(BASE);
    await drainOutbox();
    await server.editElsewhere(shareId, await encryptNote({ title: null, content: '<p>theirs</p>' }, key));
    await saveNoteContent(shareId, '<p>mine</p>');
    await drainOutbox();
    const copied = await resolveConflict(shareId, 'both');
    if (!copied?.key) throw new Error('the copy of an encrypted note is encrypted and its address carries its key');
    expect(copied.key).not.toBe(key);
    expect(await db.notes.get(copied.shareId)).toMatchObject({ key: copied.key });
    await drainOutbox();
    expect((await readOnServer(copied.shareId, copied.key)).plain.content).toBe('<p>mine</p>');
    expect(bodies().join('\n')).not.toContain('mine');
  });
});

describe('an encrypted note deleted elsewhere while this device had changes', () => {
  it('kept as a new note, it is encrypted under a new key that its address carries', async () => {
    const { shareId, key } = await publishedEncrypted('<p>v1</p>');
    await drainOutbox();
    await server.deleteElsewhere(shareId);
    await saveNoteContent(shareId, '<p>v2, typed after the delete</p>');
    await drainOutbox();
    const copied = await keepAsNewNote(shareId);
    if (!copied.key) throw new Error('the copy of an encrypted note is encrypted and its address carries its key');
    expect(copied.key).not.toBe(key);
    await drainOutbox();
    expect((await readOnServer(copied.shareId, copied.key)).plain.content).toBe('<p>v2, typed after the delete</p>');
  });
});
