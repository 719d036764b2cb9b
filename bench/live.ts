// Live notes (docs/design.md §11), each against a baseline measured in the same run on the same app process:
// - change to another screen: from sending a save to its `change` event arriving on another open stream, p50/p95
//   (budget p95 ≤ 250 ms), beside the save's own round trip (what a save costs without anyone watching);
// - bytes for a one-word change to a 100 KB note: the patch upload's body plus one listener's event (budget ≤ 2 KB),
//   against the whole-content update's body plus the share read a listener would otherwise fetch;
// - memory per 1,000 idle live streams: the server's RSS growth (budget ≤ 50 MB), against 1,000 idle keep-alive
//   connections that hold no stream.
// `node bench/live.ts` runs it alone.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentHash, diffSplice } from '../shared/live-patch.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';

const SAVES = 200;
const IDLE = 1000;

export interface LiveBench {
  latency: { p50: number; p95: number; saveP50: number; saveP95: number };
  bytes: { patchBody: number; event: number; total: number; wholeBody: number; shareRead: number };
  memory: { perThousandStreamsMb: number; perThousandConnectionsMb: number };
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function post(port: number, path: string, body: unknown): Promise<{ status: number; text: string; bodyBytes: number }> {
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => done({ status: response.statusCode ?? 0, text, bodyBytes: Buffer.byteLength(payload) }));
    });
    outgoing.once('error', fail).end(payload);
  });
}

interface RawStream {
  request: ClientRequest;
  /** Each event's text as it came off the socket, with the time it arrived. */
  onEvent(listener: (frame: string, at: number) => void): void;
  ready: Promise<void>;
}

/** A live stream read with node:http (one connection each, as browsers give a long request), from address `from`. */
function openRaw(port: number, shareId: string, from: string, headers: Record<string, string> = {}): RawStream {
  const listeners: Array<(frame: string, at: number) => void> = [];
  let readyDone = () => {};
  const ready = new Promise<void>((done) => (readyDone = done));
  const outgoing = request({ host: '127.0.0.1', port, path: `/api/notes/${shareId}/live`, agent: false, headers: { 'x-forwarded-for': from, ...headers } }, (response: IncomingMessage) => {
    let buffer = '';
    response.setEncoding('utf8').on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith('event: hello')) readyDone();
        for (const listener of listeners) listener(frame, at);
      }
    });
  });
  outgoing.on('error', () => {});
  outgoing.end();
  return { request: outgoing, onEvent: (listener) => listeners.push(listener), ready };
}

async function createNote(port: number, content: string): Promise<{ share_id: string; edit_id: string }> {
  const answer = await post(port, '/api/notes/create', { content });
  return JSON.parse(answer.text) as { share_id: string; edit_id: string };
}

async function latency(port: number): Promise<LiveBench['latency']> {
  let text = '<p>Minutes: </p>';
  const note = await createNote(port, text);
  const watcher = openRaw(port, note.share_id, '10.1.0.1');
  const editor = openRaw(port, note.share_id, '10.1.0.2', { 'x-edit-id': note.edit_id });
  await Promise.all([watcher.ready, editor.ready]);
  const arrivals = new Map<number, number>();
  watcher.onEvent((frame, at) => {
    const id = /^id: (\d+)$/m.exec(frame)?.[1];
    if (id) arrivals.set(Number(id), at);
  });
  const changeMs: number[] = [];
  const saveMs: number[] = [];
  for (let version = 1; version <= SAVES; version += 1) {
    const next = `${text.slice(0, -4)} word${version}</p>`;
    const started = performance.now();
    const answer = await post(port, `/api/notes/${note.share_id}/update`, { content: next, editId: note.edit_id, baseVersion: version });
    if (answer.status !== 200) throw new Error(`update answered ${answer.status}`);
    saveMs.push(performance.now() - started);
    while (!arrivals.has(version + 1)) await new Promise((done) => setImmediate(done));
    changeMs.push(arrivals.get(version + 1)! - started);
    text = next;
  }
  watcher.request.destroy();
  editor.request.destroy();
  changeMs.sort((a, b) => a - b);
  saveMs.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return { p50: round(quantile(changeMs, 0.5)), p95: round(quantile(changeMs, 0.95)), saveP50: round(quantile(saveMs, 0.5)), saveP95: round(quantile(saveMs, 0.95)) };
}

async function bytes(port: number): Promise<LiveBench['bytes']> {
  const paragraph = '<p>The committee met on Tuesday and agreed the budget for the coming year, with thanks to all.</p>';
  let before = paragraph.repeat(Math.ceil(100_000 / paragraph.length));
  const note = await createNote(port, before);
  const listener = openRaw(port, note.share_id, '10.2.0.1');
  await listener.ready;
  const frames: string[] = [];
  listener.onEvent((frame) => frame.startsWith('event: change') && frames.push(frame));
  // One word typed in the middle, sent as a patch.
  const middle = before.indexOf('budget', before.length / 2);
  const after = `${before.slice(0, middle)}annual ${before.slice(middle)}`;
  const patch = { ...diffSplice(before, after), base_hash: await contentHash(before) };
  const byPatch = await post(port, `/api/notes/${note.share_id}/update`, { patch, editId: note.edit_id, baseVersion: 1 });
  if (byPatch.status !== 200) throw new Error(`patch answered ${byPatch.status}: ${byPatch.text}`);
  while (frames.length === 0) await new Promise((done) => setImmediate(done));
  before = after;
  // The baseline: the same one-word change as a whole-content update, and the read a listener would make for it.
  const whole = `${before.slice(0, middle)}yearly ${before.slice(middle)}`;
  const byContent = await post(port, `/api/notes/${note.share_id}/update`, { content: whole, editId: note.edit_id, baseVersion: 2 });
  const read = await post(port, `/api/notes/share/${note.share_id}`, {});
  listener.request.destroy();
  const event = Buffer.byteLength(frames[0]!);
  return { patchBody: byPatch.bodyBytes, event, total: byPatch.bodyBytes + event, wholeBody: byContent.bodyBytes, shareRead: Buffer.byteLength(read.text) };
}

/** RSS growth of the server while `count` connections of one kind are held open and idle. */
async function memoryFor(pid: number, open: () => Promise<() => void>): Promise<number> {
  await new Promise((done) => setTimeout(done, 500));
  const before = rssBytes(pid);
  const close = await open();
  await new Promise((done) => setTimeout(done, 1000));
  const grown = rssBytes(pid) - before;
  close();
  await new Promise((done) => setTimeout(done, 1000));
  return Number((grown / 1024 / 1024).toFixed(1));
}

async function memory(port: number, pid: number): Promise<LiveBench['memory']> {
  const notes = await Promise.all(Array.from({ length: 10 }, () => createNote(port, '<p>idle</p>')));
  const perThousandConnectionsMb = await memoryFor(pid, async () => {
    // The baseline: as many keep-alive connections, each after one answer, holding nothing else.
    const sockets = await Promise.all(
      Array.from({ length: IDLE }, (_, i) =>
        new Promise<ClientRequest>((done) => {
          const outgoing = request({ host: '127.0.0.1', port, path: '/api/health', headers: { connection: 'keep-alive', 'x-forwarded-for': `10.3.${i >> 8}.${i & 255}` }, agent: false }, (response) => {
            response.resume().once('end', () => done(outgoing));
          });
          outgoing.on('error', () => {});
          outgoing.end();
        }),
      ),
    );
    return () => sockets.forEach((outgoing) => outgoing.socket?.destroy());
  });
  const perThousandStreamsMb = await memoryFor(pid, async () => {
    const streams = Array.from({ length: IDLE }, (_, i) => openRaw(port, notes[i % notes.length]!.share_id, `10.4.${i >> 8}.${i & 255}`));
    await Promise.all(streams.map((stream) => stream.ready));
    return () => streams.forEach((stream) => stream.request.destroy());
  });
  return { perThousandStreamsMb, perThousandConnectionsMb };
}

export async function liveBench(): Promise<LiveBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-live-bench-'));
  const port = await freePort();
  const app = await startProcess('server/src/main.ts', port, { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000', TRUST_PROXY: '127.0.0.1' });
  try {
    return { latency: await latency(port), bytes: await bytes(port), memory: await memory(port, app.pid!) };
  } finally {
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLive(result: LiveBench): void {
  const { latency: l, bytes: b, memory: m } = result;
  const ok = (pass: boolean) => (pass ? 'ok' : 'OVER BUDGET');
  console.log(
    `live: change to another screen p50 ${l.p50} ms, p95 ${l.p95} ms (budget p95 ≤ 250 ms) ${ok(l.p95 <= 250)}; ` +
      `the save's own round trip p50 ${l.saveP50} ms, p95 ${l.saveP95} ms (${SAVES} saves, loopback)`,
  );
  console.log(
    `live: one word in a 100 KB note ${b.total} B (patch body ${b.patchBody} B + one listener's event ${b.event} B; budget ≤ 2048 B) ${ok(b.total <= 2048)}; ` +
      `without live: whole-content update ${b.wholeBody} B + a listener's refetch ${b.shareRead} B`,
  );
  console.log(
    `live: 1,000 idle streams take ${m.perThousandStreamsMb} MB of server RSS (budget ≤ 50 MB) ${ok(m.perThousandStreamsMb <= 50)}; ` +
      `1,000 idle keep-alive connections without a stream ${m.perThousandConnectionsMb} MB`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printLive(await liveBench());
