import { afterAll, beforeAll, expect, it } from 'vitest';
import { startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { createNote } from '../test-support/test-app.ts';
import { openStream } from '../test-support/live-stream.ts';
let t: ListeningApp;
beforeAll(async () => { t = await startListeningApp(); });
afterAll(() => t.close());
it('smoke', async () => {
  const note = await createNote(t.app, { content: '<p>hello</p>' });
  const s = await openStream(t.origin, note.share_id, { 'x-edit-id': note.edit_id });
  console.log(s.status, [...s.headers.entries()]);
  console.log(await s.next('hello'));
  const r = await t.send('POST', `/api/notes/${note.share_id}/update`, { body: { content: '<p>hello world</p>', editId: note.edit_id, baseVersion: 1 } });
  console.log(r.status, r.body);
  console.log(await s.next('change'));
  s.close();
});
