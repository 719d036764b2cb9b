// Only the server's own user can read what it keeps (security round 4, item 9): the data directory is 0700 and
// every file in it 0600 — notes.db, auth.db, their WAL and shared-memory files (made by SQLite), the secret, the
// unsent account mail — and so are backups, whatever the umask. The real server on a fresh DATA_DIR, a note and an
// account written, `npm run admin -- backup` run beside it; an install from before is narrowed at its next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, stopProcess, waitUntilReady } from './test-support/server-process.ts';

const root = mkdtempSync(join(tmpdir(), 'jotter-permissions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every file of `dir` with its mode, e.g. { 'notes.db': '600' }. */
const modesIn = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, modeOf(join(dir, name))]));

/** Runs with the umask most systems have (022), which alone would make new files 0644. */
function withUmask<T>(run: () => T): T {
  const before = process.umask(0o022);
  try {
    return run();
  } finally {
    process.umask(before);
  }
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = withUmask(() => spawnServer({ port, env: { DATA_DIR: dataDir, SMTP_URL: '' } }));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/api/health`, child);
  return { child, origin };
}

function backup(dataDir: string, file: string): Promise<number | null> {
  return new Promise((done, reject) => {
    const child = withUmask(() =>
      spawn(process.execPath, ['server/src/admin/main.ts', 'backup', file], { env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '' }, stdio: 'ignore' }),
    );
    child.once('error', reject);
    child.once('exit', done);
  });
}

const post = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

describe('the files the server keeps', () => {
  const parent = join(root, 'srv');
  const dataDir = join(parent, 'jotter');
  const expected = ['auth.db', 'auth.db-shm', 'auth.db-wal', 'notes.db', 'notes.db-shm', 'notes.db-wal', 'secret', 'unsent-mail.log'];

  it('are readable by the server\'s user only: the data directory 0700, every file in it and every backup 0600', async () => {
    const { child, origin } = await startServer(dataDir);
    try {
      expect((await post(origin, '/api/notes/create', { content: '<p>private</p>', password: 'pass word' })).status).toBe(201);
      const email = `mode-${Date.now()}@example.com`;
      expect((await post(origin, '/api/auth/sign-up/email', { name: 'Mode', email, password: 'analytical engine' })).status).toBe(200);
      // Without SMTP the verification mail goes to a file for the operator.
      for (let tries = 0; tries < 100 && !existsSync(join(dataDir, 'unsent-mail.log')); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      const file = join(root, 'backup.db');
      expect(await backup(dataDir, file)).toBe(0);

      // While the server runs, with its WAL and shared-memory files open.
      expect(modeOf(parent)).toBe('700');
      expect(modeOf(dataDir)).toBe('700');
      const files = modesIn(dataDir);
      expect(Object.keys(files).sort()).toEqual(expected);
      expect(Object.values(files).every((mode) => mode === '600'), JSON.stringify(files)).toBe(true);
      expect([modeOf(file), modeOf(join(root, 'backup.accounts.db'))]).toEqual(['600', '600']);
    } finally {
      await stopProcess(child);
    }
    expect(Object.values(modesIn(dataDir)).every((mode) => mode === '600')).toBe(true);
  });

  it('an install from before, its files 0644, is narrowed to 0600 at the next start', async () => {
    for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);
    const { child, origin } = await startServer(dataDir);
    try {
      expect((await post(origin, '/api/notes/create', { content: '<p>again</p>' })).status).toBe(201);
      const files = modesIn(dataDir);
      expect(Object.values(files).every((mode) => mode === '600'), JSON.stringify(files)).toBe(true);
    } finally {
      await stopProcess(child);
    }
  });
});
