// @vitest-environment node
// The home page's unsaved note when its writer signs in or out before pressing Publish, against the real server: it is
// published as the writer chose — encrypted, with its expiry — or, when publishing it then would lose what they chose
// (a password, which is never stored; an encrypted note's key leaving with the sign-out), kept here as the draft.
// Nothing of an unsaved note marked for encryption ever reaches the server in plaintext.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unseal } from '../../../../server/src/test-support/envelopes.ts';
import { reconcileAfterSignIn } from './on-demand/account-notes.ts';
import { saveDraftChoices, saveScratch } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { readDraft, readScratch } from '../local/queries.ts';
import { signOutHere, signOutPlan } from '../account/sign-out.ts';
import type { DraftChoices } from '../local/types.ts';
import { drainOutbox } from './sync-engine.ts';
import { freshLocalData } from '../testing/local-data.ts';
import { memoryStorage } from '../testing/memory-storage.ts';
import type { TestServer } from '../testing/test-server.ts';

const SECRET = 'Salary review: raises of 4-8-15';
const DRAFT = `<p>${SECRET}</p>`;
const HOUR = 3_600_000;

let server: TestServer;
beforeEach(async () => {
  server = await freshLocalData();
  vi.stubGlobal('localStorage', memoryStorage());
});

async function writeDraft(choices: Partial<DraftChoices>): Promise<void> {
  await saveDraftChoices({ expire: 'never', encrypt: false, password: false, ...choices });
  await saveScratch(DRAFT);
}

/** Every request body the client sent that holds the draft's words. */
const plaintextSent = (): unknown[] => server.requests.filter((request) => JSON.stringify(request.body ?? {}).includes('4-8-15'));

/** How long the server keeps the note from its creation (null: for ever). */
const lifetime = (stored: { createdAt: Date; expiresAt: Date | null } | null): number | null =>
  stored?.expiresAt ? stored.expiresAt.getTime() - stored.createdAt.getTime() : null;

async function onlyNoteHere() {
  const notes = await db.notes.toArray();
  expect(notes).toHaveLength(1);
  return notes[0]!;
}

describe('signing in with an unsaved note', () => {
  it('marked "Encrypt end to end", it is published into the account encrypted, its key kept here with it', async () => {
    await writeDraft({ encrypt: true });
    const userId = await server.signUp();
    await reconcileAfterSignIn();

    expect(plaintextSent()).toEqual([]);
    const note = await onlyNoteHere();
    expect(note).toMatchObject({ content: DRAFT, origin: 'written-here' });
    expect(note.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.note(note.shareId);
    expect(stored).toMatchObject({ encrypted: true, title: '', ownerId: userId });
    expect(await unseal(stored!.content, note.key!)).toEqual({ title: null, content: DRAFT });
    expect(await readScratch()).toBe('');
  });

  it('with an expiry, it is published with that expiry', async () => {
    await writeDraft({ expire: '1h' });
    await server.signUp();
    await reconcileAfterSignIn();

    expect(lifetime(await server.note((await onlyNoteHere()).shareId))).toBe(HOUR);
  });

  it('meant to have a password (never stored), it stays the draft with its choices and nothing of it is sent', async () => {
    await writeDraft({ password: true, expire: '1d', encrypt: true });
    await server.signUp();
    await reconcileAfterSignIn();

    expect(plaintextSent()).toEqual([]);
    expect(server.paths('/api/notes/create')).toEqual([]);
    expect(await db.notes.count()).toBe(0);
    expect(await readDraft()).toEqual({ content: DRAFT, choices: { password: true, expire: '1d', encrypt: true } });
  });
});

describe('signing out with an unsaved note', () => {
  it('marked "Encrypt end to end", it stays here as the draft (its key would leave with the account): nothing of it is sent', async () => {
    await server.signUp();
    const session = (await server.session())!;
    await writeDraft({ encrypt: true });
    expect(await signOutPlan()).toMatchObject({ draft: { kind: 'keep', because: 'encrypt' }, unsent: 0 });

    await signOutHere(session);
    await drainOutbox();

    expect(await server.sessionUser()).toBeNull();
    expect(plaintextSent()).toEqual([]);
    expect(server.paths('/api/notes/create')).toEqual([]);
    expect(await readDraft()).toEqual({ content: DRAFT, choices: { password: false, expire: 'never', encrypt: true } });
  });

  it('meant to have a password, it stays here as the draft', async () => {
    await server.signUp();
    const session = (await server.session())!;
    await writeDraft({ password: true });
    expect(await signOutPlan()).toMatchObject({ draft: { kind: 'keep', because: 'password' } });

    await signOutHere(session);
    await drainOutbox();

    expect(plaintextSent()).toEqual([]);
    expect((await readDraft()).content).toBe(DRAFT);
  });

  it('with an expiry, it goes into the account with that expiry before the session ends', async () => {
    const userId = await server.signUp();
    const session = (await server.session())!;
    await writeDraft({ expire: '1h' });
    expect(await signOutPlan()).toMatchObject({ draft: { kind: 'publish', encrypt: false }, unsent: 1 });

    await signOutHere(session);
    await drainOutbox();

    const created = server.handled.find((request) => request.path === '/api/notes/create');
    expect(created?.body).toMatchObject({ expire: '1h' });
    const stored = await server.note(String(created?.body?.share_id));
    expect(stored?.ownerId).toBe(userId);
    expect(lifetime(stored)).toBe(HOUR);
    expect(await readScratch()).toBe('');
  });
});

describe('the publish choices stay with the unsaved note', () => {
  it('while it is typed, and chosen before anything was typed', async () => {
    await saveDraftChoices({ expire: '1w', encrypt: true, password: false });
    expect(await readDraft()).toEqual({ content: '', choices: { expire: '1w', encrypt: true, password: false } });
    await saveScratch('<p>First words</p>');
    await saveScratch('<p>First words and more</p>', '<p>First words</p>');
    expect(await readDraft()).toEqual({ content: '<p>First words and more</p>', choices: { expire: '1w', encrypt: true, password: false } });
  });
});
