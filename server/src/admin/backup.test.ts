// Backups as an operator takes them: `npm run admin -- backup <file>` while the server keeps taking
// writes. The snapshot opens and holds every note acknowledged before the backup began, and a server started
// on it (the documented restore: stop, replace, start) serves those notes.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { newNoteIds } from '../services/notes/note-ids.ts';
import { freePort, spawnServer, stopProcess, waitUntilReady } from '../test-support/server-process.ts';

const root = mkdtempSync(join(tmpdir(), 'jotter-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function admin(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['server/src/admin/main.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', INIT_CWD: root },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawnServer({ port, env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000' } });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/api/health`, child);
  return { child, origin };
}

const post = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('npm run admin -- backup', () => {
  const dataDir = join(root, 'data');
  const snapshot = join(root, 'snapshot.db');
  const ackedBeforeBackup = new Map<string, { editId: string; content: string }>();

  it('takes a snapshot during a write burst that holds every note acknowledged before it began', async () => {
    const { child, origin } = await startServer(dataDir);
    const acked = new Map<string, { editId: string; content: string }>();
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const { shareId, editId } = newNoteIds();
        const content = `<p>writer ${n} note ${i}</p>`;
        const answer = await post(origin, '/api/notes/create', { content, share_id: shareId, edit_id: editId }).catch(() => null);
        if (answer?.status === 201) acked.set(shareId, { editId, content });
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    try {
      while (acked.size < 200) await new Promise((done) => setTimeout(done, 10));
      for (const [shareId, note] of acked) ackedBeforeBackup.set(shareId, note);
      const run = await admin(dataDir, 'backup', 'snapshot.db');
      const sizeAfter = acked.size;
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`notes: ${snapshot}`);
      // The burst went on while the backup ran.
      expect(sizeAfter).toBeGreaterThan(ackedBeforeBackup.size);
    } finally {
      stop = true;
      await Promise.all(writers);
      await stopProcess(child);
    }

    const db = new DatabaseSync(snapshot, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA integrity_check').get()?.integrity_check).toBe('ok');
      const read = db.prepare('SELECT edit_id, content FROM notes WHERE share_id = ?');
      for (const [shareId, note] of ackedBeforeBackup) {
        expect(read.get(shareId), shareId).toEqual({ edit_id: note.editId, content: note.content });
      }
    } finally {
      db.close();
    }
    // The accounts come along, and no half-written file is left behind.
    expect(existsSync(join(root, 'snapshot.accounts.db'))).toBe(true);
    expect(readdirSync(root).filter((name) => name.includes('partial'))).toEqual([]);
  }, 60_000);

  it('never overwrites an existing file, refuses a wrong command line, and says what to do with MongoDB', async () => {
    const again = await admin(dataDir, 'backup', 'snapshot.db');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    expect((await admin(dataDir, 'backup')).code).toBe(2);
    expect((await admin(dataDir, 'backup', 'a.db', 'b.db')).code).toBe(2);
    expect((await admin(dataDir, 'backup', 'a-new-name.db')).code).toBe(0);
    const withMongo = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, ['server/src/admin/main.ts', 'backup', 'x.db'], {
        env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: 'mongodb://127.0.0.1:1/jotter', SECRET: 'x'.repeat(40), INIT_CWD: root },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) => done({ code, stderr }));
    });
    expect(withMongo.code).toBe(2);
    expect(withMongo.stderr).toMatch(/mongodump/);
  }, 30_000);

  it('restores: a server started on the snapshot (stop, replace, start) serves those notes', async () => {
    const restored = join(root, 'restored');
    mkdirSync(restored);
    copyFileSync(snapshot, join(restored, 'notes.db'));
    copyFileSync(join(root, 'snapshot.accounts.db'), join(restored, 'auth.db'));
    const { child, origin } = await startServer(restored);
    try {
      for (const [shareId, note] of ackedBeforeBackup) {
        const answer = await post(origin, `/api/notes/share/${shareId}`, { editId: note.editId });
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { content: string }).content).toBe(note.content);
      }
      // And it takes writes again.
      const created = await post(origin, '/api/notes/create', { content: '<p>after the restore</p>' });
      expect(created.status).toBe(201);
    } finally {
      await stopProcess(child);
    }
  }, 60_000);
});
