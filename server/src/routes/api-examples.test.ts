// The curl commands on the /api page work as written (shared/api-examples.ts): run with the real curl binary, in a
// shell, against the server on a real socket, with only the origin and the ids a create answered filled in.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedNote } from '../../../shared/api.ts';
import { apiExample, type ApiExampleKey } from '../../../shared/api-examples.ts';
import type { ScriptNoteCreated } from '../../../shared/wire/script-api.ts';
import { readAsEditor } from '../test-support/test-app.ts';
import { startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';

const run = promisify(execFile);
let t: ListeningApp;
let dir: string;
beforeAll(async () => {
  t = await startListeningApp();
  dir = mkdtempSync(join(tmpdir(), 'jotter-curl-'));
  writeFileSync(join(dir, 'notes.md'), '# Trip\n\n- [ ] tickets\n- [x] **passport**\n');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** The example as a shell runs it (the pipe is part of it), in a directory holding notes.md. */
async function curl(key: ApiExampleKey, ids: { shareId?: string; editId?: string } = {}): Promise<string> {
  const { stdout } = await run('sh', ['-c', apiExample(key, t.origin, ids)], { cwd: dir });
  return stdout;
}

describe('the curl examples of the /api page', () => {
  it('create a note from a Markdown file, read it raw, replace it with the bearer and delete it', async () => {
    const created = JSON.parse(await curl('create-markdown')) as ScriptNoteCreated;
    const ids = { shareId: created.share_id, editId: created.edit_id };
    expect(created.read_url).toBe(`${t.origin}/n/${created.share_id}`);
    expect(await curl('read-raw', ids)).toBe('# Trip\n\n- [ ] tickets\n- [x] **passport**\n');

    writeFileSync(join(dir, 'notes.md'), '# Trip\n\nAll packed.\n');
    expect(JSON.parse(await curl('update', ids))).toMatchObject({ version: 2, title: 'Trip' });
    expect(((await readAsEditor(t.app, created)).json<SharedNote>()).content).toBe('<h1>Trip</h1><p>All packed.</p>');

    expect(JSON.parse(await curl('delete', ids))).toEqual({ deleted: true });
    expect(JSON.parse(await curl('read-raw', ids))).toMatchObject({ statusCode: 404, code: 'note-not-found' });
  });

  it('create a note from a pipe and print its two links', async () => {
    const [read, edit] = (await curl('create-from-pipe')).trim().split('\n');
    expect(read).toMatch(new RegExp(`^${t.origin}/n/[0-9A-Za-z]{12}$`));
    expect(edit).toMatch(new RegExp(`^${t.origin}/e/[0-9A-Za-z]{32}$`));
    const shareId = read!.split('/').at(-1)!;
    expect(await curl('read-raw', { shareId })).toBe('Buy milk\n');
  });

  it('fetch the OpenAPI document', async () => {
    expect(JSON.parse(await curl('open-api'))).toHaveProperty('paths');
  });
});
