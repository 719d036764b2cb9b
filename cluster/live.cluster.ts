// Live notes through the balancer (docs/design.md §11.5): a stream HAProxy hands to one instance hears a save that
// HAProxy hands to another, through Redis, and the stream passes HAProxy unbuffered.
import { expect, test } from 'vitest';
import type { CreateNoteResponse, LiveChange, LiveHello } from '../shared/api.ts';
import { applySplice, contentHash } from '../shared/live-patch.ts';
import { openStream } from '../server/src/test-support/live-stream.ts';
import { postJson } from './support/balancer-client.ts';
import { SERVED_BY } from './support/haproxy.ts';
import { useCluster } from './support/use-cluster.ts';

const cluster = useCluster();

test('a stream through HAProxy hears a save that another instance answered', async () => {
  const first = '<p>Rota: Monday Ana</p>';
  const created = (await postJson(cluster().url, '/api/notes/create', { content: first })).body as CreateNoteResponse;
  const live = await openStream(cluster().url, created.share_id, { 'x-edit-id': created.edit_id });
  expect(live.status).toBe(200);
  expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const streamedBy = live.headers.get(SERVED_BY);
  expect(await live.next<LiveHello>('hello')).toMatchObject({ version: 1 });

  // Round-robin: saves go to each instance in turn; keep saving until one was answered by another instance.
  let held = first;
  let version = 1;
  let crossed = false;
  for (let attempt = 0; attempt < 2 * cluster().instances.length && !crossed; attempt += 1) {
    const text = `<p>Rota: Monday Ana, Tuesday ${'Ben '.repeat(version)}</p>`;
    const saved = await postJson(cluster().url, `/api/notes/${created.share_id}/update`, { content: text, editId: created.edit_id, baseVersion: version });
    expect(saved.status).toBe(200);
    version += 1;
    const change = await live.next<LiveChange>('change', 5000);
    expect(change).toMatchObject({ from: version - 1, to: version });
    held = applySplice(held, change.splice!);
    expect(await contentHash(held)).toBe(change.hash);
    expect(held).toBe(text);
    crossed = saved.servedBy !== streamedBy;
  }
  expect(crossed).toBe(true);
  live.close();
});
