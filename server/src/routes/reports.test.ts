// POST /api/reports: anyone may report a note they can see; the report is kept for operators (202).
// Reports about missing notes and malformed reports are refused and store nothing. A report of an end-to-end
// encrypted note may carry the note's key (docs/design.md §10); a key beside any other note is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { REPORT_DETAILS_MAX_LENGTH } from '../../../shared/limits.ts';
import { seal } from '../test-support/envelopes.ts';
import { createNote, errorOf, HOUR, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const report = (body: unknown) => postJson(t.app, '/api/reports', body);

describe('reporting a note', () => {
  it('answers 202 and keeps the report with trimmed details', async () => {
    const note = await createNote(t.app);
    const response = await report({ share_id: note.share_id, reason: 'phishing', details: '  fake bank login  ' });
    expect(response.statusCode).toBe(202);
    expect(await t.store.listReports(note.share_id)).toEqual([
      { shareId: note.share_id, reason: 'phishing', details: 'fake bank login', createdAt: t.clock.now(), key: null },
    ]);
  });

  it('a report about a missing or expired note is 404 and stores nothing', async () => {
    const missing = newShareId();
    expect((await report({ share_id: missing, reason: 'spam' })).statusCode).toBe(404);
    const fleeting = await createNote(t.app, { expire: '1h' });
    t.clock.advance(HOUR);
    const response = await report({ share_id: fleeting.share_id, reason: 'spam' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('note-not-found');
    expect(await t.store.listReports(fleeting.share_id)).toEqual([]);
  });

  it('malformed reports are 400 and store nothing', async () => {
    const note = await createNote(t.app);
    const bodies = [
      { share_id: note.share_id },
      { share_id: note.share_id, reason: 'boring' },
      { share_id: note.share_id, reason: 'spam', details: 'd'.repeat(REPORT_DETAILS_MAX_LENGTH + 1) },
      { share_id: note.share_id, reason: 'spam', email: 'a@b.c' },
      { share_id: `${note.share_id}/`, reason: 'spam' },
      { share_id: note.share_id, reason: ['spam'] },
    ];
    for (const body of bodies) {
      const response = await report(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid-body');
    }
    expect(await t.store.listReports(note.share_id)).toEqual([]);
  });
});

describe('reporting an encrypted note', () => {
  it('the reporter may include the key; it is kept with the report, and a report without one keeps null', async () => {
    const { envelope, key } = await seal({ title: null, content: '<p>illegal offer</p>' });
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    expect((await report({ share_id: note.share_id, reason: 'illegal', key })).statusCode).toBe(202);
    expect((await report({ share_id: note.share_id, reason: 'illegal' })).statusCode).toBe(202);
    expect((await t.store.listReports(note.share_id)).map((kept) => kept.key)).toEqual([key, null]);
  });

  it('a key beside a plaintext note is 400 and stores nothing', async () => {
    const note = await createNote(t.app);
    const { key } = await seal({ title: null, content: '<p>x</p>' });
    const response = await report({ share_id: note.share_id, reason: 'spam', key });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-body');
    expect(await t.store.listReports(note.share_id)).toEqual([]);
  });

  it('a key of the wrong shape is 400 and stores nothing', async () => {
    const { envelope, key } = await seal({ title: null, content: '<p>x</p>' });
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    // A canonical key ends in one of every fourth letter; "B" sets a spare bit.
    const spareBitsSet = `${key.slice(0, 42)}B`;
    for (const bad of ['', key.slice(0, 42), `${key}A`, `${key.slice(0, 42)}=`, spareBitsSet, `${key.slice(0, 41)}+/`, 42]) {
      const response = await report({ share_id: note.share_id, reason: 'spam', key: bad });
      expect(response.statusCode).toBe(400);
    }
    expect(await t.store.listReports(note.share_id)).toEqual([]);
  });
});
