// Crash safety: the server is killed with SIGKILL in the middle of a burst of creates and updates,
// restarted on the same data directory, and every write it acknowledged must still be there.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newNoteIds } from './services/notes/note-ids.ts';
import { freePort, spawnServer, stopProcess, waitUntilReady } from './test-support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'jotter-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number, logRequests = false): Promise<ChildProcess> {
  const child = logRequests
    ? spawnServer({ port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] })
    : spawnServer({ port, env: { DATA_DIR: dataDir } });
  await waitUntilReady(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

/** Resolves once the server's access log has shown `count` requests to `path` arriving. */
function requestsArrived(server: ChildProcess, path: string, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let pending = '';
    const timer = setTimeout(() => reject(new Error(`only ${seen} of ${count} requests to ${path} arrived`)), 20_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.includes('"incoming request"') && line.includes(`"url":"${path}"`)) seen += 1;
      if (seen >= count) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

const post = (port: number, path: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Acked {
  editId: string;
  version: number;
  content: string;
}

describe('a server killed mid-burst', () => {
  it('keeps every acknowledged create and update after a restart on the same data directory', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const acked = new Map<string, Acked>();
    let stop = false;

    // Each writer creates a note, then keeps updating it; only 2xx answers count as acknowledged.
    const writer = async (n: number) => {
      const { shareId, editId } = newNoteIds();
      const created = await post(port, '/api/notes/create', { content: `<p>note ${n} v1</p>`, share_id: shareId, edit_id: editId }).catch(() => null);
      if (!created?.ok) return;
      acked.set(shareId, { editId, version: 1, content: `<p>note ${n} v1</p>` });
      for (let version = 1; !stop; version += 1) {
        const content = `<p>note ${n} v${version + 1}</p>`;
        const answer = await post(port, `/api/notes/${shareId}/update`, { content, editId, baseVersion: version }).catch(() => null);
        if (!answer?.ok) return;
        const body = (await answer.json().catch(() => null)) as { version: number } | null;
        if (!body) return;
        acked.set(shareId, { editId, version: body.version, content });
      }
    };
    const writers = Array.from({ length: 30 }, (_, n) => writer(n));
    const deadline = Date.now() + 15_000;
    while ([...acked.values()].reduce((sum, note) => sum + note.version, 0) < 300 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited;

    const restarted = await startServer(port);
    try {
      expect(acked.size).toBeGreaterThan(0);
      for (const [shareId, note] of acked) {
        const answer = await post(port, `/api/notes/share/${shareId}`, { editId: note.editId });
        expect(answer.status).toBe(200);
        const stored = (await answer.json()) as { version: number; content: string };
        // An update may have been written but its answer lost in the kill: never older, maybe one newer.
        expect(stored.version).toBeGreaterThanOrEqual(note.version);
        if (stored.version === note.version) expect(stored.content).toBe(note.content);
      }
    } finally {
      await stopProcess(restarted);
    }
  });
});

describe('a server asked to stop', () => {
  it('finishes the requests in flight, closes the database cleanly and exits 0', async () => {
    const port = await freePort();
    const server = await startServer(port, true);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const arrived = requestsArrived(server, '/api/notes/create', 4);
    // Password hashing keeps these creates busy long enough for SIGTERM to arrive mid-request.
    const inFlight = Array.from({ length: 4 }, () =>
      post(port, '/api/notes/create', { content: '<p>written during shutdown</p>', password: 'correct horse' }),
    );
    // Once all four are in (a fixed pause lost the last one to a busy machine: a request that arrives after the
    // signal is rightly refused with 503).
    await arrived;
    server.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const created = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ share_id: string; edit_id: string }>;
    expect(await exited).toBe(0);
    // A clean close folds the write-ahead log back into the database file.
    expect(existsSync(join(dataDir, 'notes.db-wal')) ? statSync(join(dataDir, 'notes.db-wal')).size : 0).toBe(0);

    const restarted = await startServer(port);
    try {
      for (const note of created) {
        expect((await post(port, `/api/notes/share/${note.share_id}`, { editId: note.edit_id })).status).toBe(200);
      }
    } finally {
      await stopProcess(restarted);
    }
  });
});
