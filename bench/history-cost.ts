// What keeping history costs an update (the budget: within 10 % of updates without it), measured in one run on one
// SQLite file: autosaves of 10 KB notes through the store's updateIfVersion, handed the text they replace as the
// service hands it, once moving the version (the replaced version is kept: delta, in the note's row or note_versions)
// and once writing the same content without moving it (no history; the same UPDATE and the same group-committed
// fsync). Alternated A-B-B-A so drift in the machine's load cancels. This is the storage side only, an upper bound:
// over HTTP an update also parses, sanitizes and answers (history-http.ts measures that). `node bench/history-cost.ts
// [seconds]` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSqliteStore } from '../server/src/storage/sqlite-store.ts';
import { storedNote } from '../server/src/test-support/stored-note.ts';

const WRITERS = 50;
const WORDS = ['note', 'milk', 'budget', 'review', 'meeting', 'draft', 'Straße', '漢字', 'the', 'of', 'and', 'plan', 'x'];

/** ~10 KB of varied paragraphs (not a repeated block, which would compress to nothing). */
export function tenKilobytes(seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  let html = '';
  while (Buffer.byteLength(html) < 10 * 1024) {
    html += `<p>${Array.from({ length: 12 + Math.floor(next() * 20) }, () => WORDS[Math.floor(next() * WORDS.length)]! + (next() < 0.3 ? Math.floor(next() * 999) : '')).join(' ')}</p>`;
  }
  return html;
}

/** An autosave: a word typed somewhere in the note, where depending on how many were typed before (`typed`). */
export function typeAWord(content: string, typed: number): string {
  const at = content.indexOf('<p>', (typed * 7919) % content.length) + 3 || 3;
  return `${content.slice(0, at)}w${typed} ${content.slice(at)}`;
}

export interface HistoryCost {
  /** Store writes per second keeping history. */
  withHistory: number;
  /** The same writes without moving the version (nothing kept). */
  withoutHistory: number;
  ratio: number;
  /** CPU time of this process per write (µs), each way: steadier than throughput on a shared machine. */
  cpuPerWrite: { withHistory: number; withoutHistory: number };
}

export async function historyCost(seconds: number): Promise<HistoryCost> {
  const dir = mkdtempSync(join(tmpdir(), 'jotter-history-bench-'));
  const store = createSqliteStore({ file: join(dir, 'notes.db') });
  try {
    await store.init();
    const notes = await Promise.all(
      Array.from({ length: WRITERS }, async (_, i) => {
        const note = storedNote(new Date(), { content: tenKilobytes(i + 1) });
        await store.insert(note);
        return { shareId: note.shareId, version: 1, content: note.content };
      }),
    );
    let typed = 0;
    const phase = async (keepHistory: boolean, ms: number): Promise<{ writes: number; ms: number; cpuUs: number }> => {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      let writes = 0;
      await Promise.all(
        notes.map(async (note) => {
          while (performance.now() - start < ms) {
            typed += 1;
            // The service hands the store the text it read at the base version, as an update does (note-writes.ts).
            const replaced = note.content;
            note.content = typeAWord(note.content, typed);
            const now = new Date();
            const patch = keepHistory ? { content: note.content, updatedAt: now, version: note.version + 1 } : { content: note.content, updatedAt: now };
            const updated = await store.updateIfVersion(note.shareId, note.version, patch, now, replaced);
            if (!updated) throw new Error('a bench write was refused');
            note.version = updated.version;
            writes += 1;
          }
        }),
      );
      const cpu = process.cpuUsage(cpuStart);
      return { writes, ms: performance.now() - start, cpuUs: cpu.user + cpu.system };
    };
    const quarter = (seconds * 1000) / 4;
    const rounds = [await phase(false, quarter), await phase(true, quarter), await phase(true, quarter), await phase(false, quarter)];
    type Round = { writes: number; ms: number; cpuUs: number };
    const writesOf = (parts: Round[]) => parts.reduce((sum, p) => sum + p.writes, 0);
    const rate = (parts: Round[]) => (writesOf(parts) * 1000) / parts.reduce((sum, p) => sum + p.ms, 0);
    const cpuPerWrite = (parts: Round[]) => Math.round(parts.reduce((sum, p) => sum + p.cpuUs, 0) / writesOf(parts));
    const withoutHistory = rate([rounds[0]!, rounds[3]!]);
    const withHistory = rate([rounds[1]!, rounds[2]!]);
    return {
      withHistory: Math.round(withHistory),
      withoutHistory: Math.round(withoutHistory),
      ratio: Number((withHistory / withoutHistory).toFixed(3)),
      cpuPerWrite: { withHistory: cpuPerWrite([rounds[1]!, rounds[2]!]), withoutHistory: cpuPerWrite([rounds[0]!, rounds[3]!]) },
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await historyCost(Number(process.argv[2] ?? 4)));
}
