// POST /api/reports: anyone may report a note they can see; the report is kept for operators (202).
// Reports about missing notes and malformed reports are refused and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { REPORT_DETAILS_MAX_LENGTH } from '../../../shared/limits.ts';
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
