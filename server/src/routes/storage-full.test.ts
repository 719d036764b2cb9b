// A full disk: DATA_DIR's volume fills up. SQLite's max_page_count stands in for the volume: the
// database cannot grow past it, and SQLite answers exactly as it does on a full disk (SQLITE_FULL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { readCacheFor } from '../storage/cached-store.ts';
import { createSqliteStore } from '../storage/sqlite-store.ts';
import { errorOf, getPage, postJson, proposedIds } from '../test-support/test-app.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function appOnVolume(dataDir: string, log: string[]) {
  let db: DatabaseSync | undefined;
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client-build'), METRICS_TOKEN: METRICS_TOKEN });
  const store = readCacheFor(createSqliteStore({ file: join(dataDir, 'notes.db'), onOpen: (open) => (db = open) }), config.readCacheBytes);
  const app = await buildApp(config, { store, purge: false, logger: { stream: { write: (line) => log.push(line) } } });
  const volume = {
    /** The volume fills up: the database cannot grow by a single page. */
    fill: () => db!.exec(`PRAGMA max_page_count = ${Number(db!.prepare('PRAGMA page_count').get()?.page_count)}`),
    /** The operator frees space. */
    free: () => db!.exec('PRAGMA max_page_count = 1073741823'),
  };
  return { app, volume };
}

const METRICS_TOKEN = 'storage-full-metrics-token-0123';
const metrics = (app: FastifyInstance) => getPage(app, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.body);

const bigContent = (n: number) => `<p>${`note ${n} `.repeat(2000)}</p>`;

describe('a full data volume', () => {
  it('refuses writes with 507 storage-full, says so once (log, health, metrics), loses nothing acknowledged and resumes when space returns', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jotter-full-'));
    dirs.push(dataDir);
    const log: string[] = [];
    const { app, volume } = await appOnVolume(dataDir, log);
    const acked: Array<{ share_id: string; edit_id: string; content: string }> = [];
    const create = async (n: number) => {
      const ids = proposedIds();
      const response = await postJson(app, '/api/notes/create', { ...ids, content: bigContent(n) });
      if (response.statusCode === 201) acked.push({ ...ids, content: bigContent(n) });
      return response;
    };
    try {
      for (let n = 0; n < 5; n += 1) expect((await create(n)).statusCode).toBe(201);
      volume.fill();

      // Several writers at once, creates and an update: every refusal is the same clear 507.
      const refused = await Promise.all([create(10), create(11), create(12), create(13)]);
      const update = await postJson(app, `/api/notes/${acked[0]!.share_id}/update`, {
        editId: acked[0]!.edit_id,
        baseVersion: 1,
        content: bigContent(99),
      });
      for (const response of [...refused, update]) {
        expect(response.statusCode).toBe(507);
        const error = errorOf(response);
        expect(error.code).toBe('storage-full');
        expect(error.statusMessage).toMatch(/out of storage space/);
      }
      expect((await getPage(app, '/api/health')).json()).toMatchObject({ ok: true, storage: 'full' });
      expect(await metrics(app)).toContain('jotter_storage_full 1');
      // One line for the operator, not one per refused request, and no stack traces of a "bug".
      expect(log.filter((line) => line.includes('storage is full'))).toHaveLength(1);
      expect(log.filter((line) => line.includes('request failed'))).toHaveLength(0);

      // Everything acknowledged before is still served, with the content it was acknowledged with.
      for (const note of acked) {
        const read = await postJson(app, `/api/notes/share/${note.share_id}`, { editId: note.edit_id });
        expect(read.statusCode).toBe(200);
        expect(read.json<{ content: string }>().content).toBe(note.content);
      }

      volume.free();
      expect((await create(20)).statusCode).toBe(201);
      expect((await getPage(app, '/api/health')).json()).toMatchObject({ storage: 'ok' });
      expect(await metrics(app)).toContain('jotter_storage_full 0');
      expect(log.filter((line) => line.includes('writes resumed'))).toHaveLength(1);
    } finally {
      await app.close();
    }

    // And after a restart on the same file: the refused writes never half-happened, the acknowledged ones stay.
    const reopened = await appOnVolume(dataDir, []);
    try {
      expect(acked).toHaveLength(6);
      for (const note of acked) {
        const read = await postJson(reopened.app, `/api/notes/share/${note.share_id}`, { editId: note.edit_id });
        expect(read.json<{ content: string; version: number }>()).toMatchObject({ content: note.content, version: 1 });
      }
    } finally {
      await reopened.app.close();
    }
  });
});
