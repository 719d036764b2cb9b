// Whose address a request counts against behind a reverse proxy (security round 4, item 8). TRUST_PROXY=true
// believed the leftmost X-Forwarded-For entry, which the client writes: eight wrong passwords, each naming another
// address, were all 401 and never 429. The server now refuses to start with it, and with a hop count the key is the
// address the proxy appended, whatever the client put before it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { CreateNoteResponse } from '../../../shared/api.ts';
import { signUpOnWire, startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { freePort } from '../test-support/server-process.ts';
import { freshIp } from '../test-support/test-app.ts';

let t: ListeningApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** X-Forwarded-For as one proxy passes it on: whatever the client sent, then the address the proxy saw. */
const throughProxy = (client: string) => ({ 'x-forwarded-for': `${freshIp()}, ${freshIp()}, ${client}` });

describe('TRUST_PROXY', () => {
  it('=true stops the server at start with a message that names the hop count and proxy addresses instead', async () => {
    const port = await freePort();
    const root = mkdtempSync(join(tmpdir(), 'jotter-proxy-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = join(root, 'data');
    const child = spawn(process.execPath, ['server/src/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: 'true', MONGODB_URI: '', REDIS_URL: '', SECRET: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: TRUST_PROXY=true');
    expect(stderr).toMatch(/TRUST_PROXY=1 behind one reverse proxy/);
    // Refused before anything was written.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('=1: eight wrong sign-in passwords from one client behind the proxy reach 429, whatever X-Forwarded-For it sends', async () => {
    t = await startListeningApp({ env: { TRUST_PROXY: '1' } });
    const ada = await signUpOnWire(t);
    const client = '203.0.113.41';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await t.send('POST', '/api/auth/sign-in/email', { body: { email: ada.email, password: `wrong ${attempt}` }, headers: throughProxy(client) });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Another client behind the same proxy still has its budget.
    const other = await t.send('POST', '/api/auth/sign-in/email', { body: { email: ada.email, password: ada.password }, headers: throughProxy('203.0.113.42') });
    expect(other.status).toBe(200);
  });

  it('=1: eight wrong note passwords from one client behind the proxy reach 429 the same way', async () => {
    t = await startListeningApp({ env: { TRUST_PROXY: '1' } });
    const created = await t.send('POST', '/api/notes/create', { body: { content: '<p>guarded</p>', password: 'right one' } });
    const note = created.json<CreateNoteResponse>();
    const client = '203.0.113.43';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await t.send('POST', '/api/notes/verify-password', { body: { id: note.share_id, password: `wrong ${attempt}` }, headers: throughProxy(client) });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
