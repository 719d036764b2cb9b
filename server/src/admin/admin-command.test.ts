// The admin command as an operator runs it: a separate process on the data directory of a server
// that keeps running. A visitor's report is listed, the note is taken down (visitors see 410 at once),
// served again, then deleted for good; every action leaves a log line and a stored trail.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { newNoteIds } from '../services/notes/note-ids.ts';
import { seal } from '../test-support/envelopes.ts';
import { freePort, spawnServer, stopProcess, waitUntilReady } from '../test-support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'jotter-admin-'));
let server: ChildProcess;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawnServer({ port, env: { DATA_DIR: dataDir } });
  await waitUntilReady(`${origin}/api/health`, server);
}, 40_000);

afterAll(async () => {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function admin(...args: string[]): Promise<Run> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['server/src/admin/main.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

const post = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The pino lines the command wrote on stderr. */
const logLines = (run: Run) =>
  run.stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

function storedTrail(): unknown[] {
  const db = new DatabaseSync(join(dataDir, 'notes.db'), { readOnly: true });
  try {
    return db.prepare('SELECT action, share_id, detail FROM admin_actions ORDER BY id').all();
  } finally {
    db.close();
  }
}

describe('npm run admin against a running server', () => {
  it('report → listed → disable → visitors see 410 → enable → delete → 410 note-deleted', async () => {
    const { shareId, editId } = newNoteIds();
    const text = 'Send your bank password to win';
    expect((await post('/api/notes/create', { share_id: shareId, edit_id: editId, content: `<p>${text}</p>` })).status).toBe(201);
    expect((await post('/api/reports', { share_id: shareId, reason: 'phishing', details: 'asks for passwords' })).status).toBe(202);
    expect((await post('/api/reports', { share_id: shareId, reason: 'phishing' })).status).toBe(202);

    const listed = await admin('reports', '--json');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ shareId, reason: 'phishing', count: 2, note: 'live' }),
    ]);
    const table = await admin('reports');
    expect(table.stdout).toMatch(new RegExp(`${shareId}\\s+phishing\\s+2\\s`));

    const disabled = await admin('disable', shareId);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain(`Note ${shareId} disabled (2 open reports closed)`);
    expect(logLines(disabled)).toEqual([expect.objectContaining({ action: 'disable', shareId, name: 'admin' })]);
    // The running server sees the change on the next request, for visitors and the editor alike.
    const read = await post(`/api/notes/share/${shareId}`, { editId });
    expect(read.status).toBe(410);
    expect(await read.json()).toMatchObject({ code: 'note-disabled' });
    const page = await fetch(`${origin}/n/${shareId}`);
    expect(page.status).toBe(410);
    expect(await page.text()).not.toContain(text);
    expect((await admin('reports')).stdout.trim()).toBe('No open reports.');

    expect((await admin('enable', shareId)).code).toBe(0);
    const again = await post(`/api/notes/share/${shareId}`, {});
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ content: `<p>${text}</p>` });

    expect((await admin('delete', shareId)).code).toBe(0);
    expect((await post(`/api/notes/share/${shareId}`, {})).status).toBe(404);
    const replay = await post('/api/notes/create', { share_id: shareId, edit_id: editId, content: `<p>${text}</p>` });
    expect(replay.status).toBe(410);
    expect(await replay.json()).toMatchObject({ code: 'note-deleted' });

    expect(storedTrail()).toEqual([
      { action: 'disable', share_id: shareId, detail: '2 open reports closed' },
      { action: 'enable', share_id: shareId, detail: null },
      { action: 'delete', share_id: shareId, detail: null },
    ]);
  }, 60_000);

  it('dismissing closes a note’s reports and leaves the note readable', async () => {
    const { shareId, editId } = newNoteIds();
    expect((await post('/api/notes/create', { share_id: shareId, edit_id: editId, content: '<p>Fine</p>' })).status).toBe(201);
    await post('/api/reports', { share_id: shareId, reason: 'other' });
    const dismissed = await admin('dismiss', shareId);
    expect(dismissed.code).toBe(0);
    expect(dismissed.stdout).toContain('1 open report closed');
    expect(JSON.parse((await admin('reports', '--json')).stdout)).toEqual([]);
    expect((await post(`/api/notes/share/${shareId}`, {})).status).toBe(200);
    expect((await admin('dismiss', shareId)).code).toBe(1);
  }, 60_000);

  it('a report of an encrypted note lists as "Encrypted note" with its key flagged; the key only with --show-keys', async () => {
    const { shareId, editId } = newNoteIds();
    const { envelope, key } = await seal({ title: 'Contraband price list', content: '<p>Contraband price list</p>' });
    expect((await post('/api/notes/create', { share_id: shareId, edit_id: editId, content: envelope, encrypted: true })).status).toBe(201);
    expect((await post('/api/reports', { share_id: shareId, reason: 'illegal', key })).status).toBe(202);

    const table = await admin('reports');
    expect(table.stdout).toMatch(new RegExp(`${shareId}\\s+illegal\\s+1\\s.*Encrypted note\\s+yes \\(1\\)`));
    const json = await admin('reports', '--json');
    for (const run of [table, json]) {
      expect(run.stdout + run.stderr).not.toContain(key);
      expect(run.stdout + run.stderr).not.toContain(envelope.slice(5, 25));
    }
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ shareId, encrypted: true, keyCount: 1 }));
    expect((await admin('reports', '--show-keys')).stdout).toContain(key);
    expect((await admin('dismiss', shareId)).code).toBe(0);
  }, 60_000);

  it('an unknown or malformed id exits non-zero with a clear message and changes nothing', async () => {
    const unknown = newShareId();
    for (const command of ['disable', 'enable', 'delete']) {
      const run = await admin(command, unknown);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`No note has the share id ${unknown}`);
    }
    const malformed = await admin('disable', "x' OR 1=1 --");
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('is not a share id');
    const wrong = await admin('disable');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run admin');
    expect(storedTrail().filter((row) => JSON.stringify(row).includes(unknown))).toEqual([]);
  }, 60_000);
});
