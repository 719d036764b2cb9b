// `node bench/trace-typing.ts [bytes]` (after `npm run build`): where the time of a key goes in a big note, for the
// typing benchmark's slow sizes (bench/client-typing.ts). Opens a note of `bytes` (default 1 MB) as the benchmark does,
// types 20 keys at its end with the CPU slowed 4× while Chromium traces (devtools.timeline, blink, v8 and the
// renderer's input), then prints the renderer main thread's self time per trace event name (and how often it ran) per
// key. JS=1 adds the sampling profiler (which costs the page too) and prints JavaScript self time per file and
// function; AT=start types at the note's start; MOUSE=away moves the pointer off the editor first; PAGE_SETUP=<js>
// runs a change in the page before typing (an experiment: `document.querySelector('.ql-editor').style.contain =
// 'strict'`); TRACE_OUT=<file> keeps the raw trace for DevTools. Findings: docs/performance-log.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, startProcess, stopProcess } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BYTES = Number(process.argv[2] ?? 1_000_000);
const KEYS = 20;
const PACE_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'blink',
  'blink.user_timing',
  'input',
  'v8',
  'disabled-by-default-devtools.timeline',
  // The sampling profiler costs the page too (it shows as CpuProfiler::StartProfiling): only when JS=1.
  ...(process.env.JS === '1' ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');
const SENTENCE = 'The quick committee minutes record who said what, which items were agreed and what is left open. ';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } };
}
interface CpuProfileChunk {
  nodes?: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; parent?: number }>;
  samples?: number[];
}

function noteOfSize(bytes: number): string {
  const paragraph = `<p>${SENTENCE.repeat(4).trim()}</p>`;
  return paragraph.repeat(Math.max(1, Math.floor(bytes / paragraph.length)));
}

/** Self time per event name on one thread: complete events nested by time, each one's children taken off it. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const spans = events.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: Array<{ name: string; end: number }> = [];
  for (const span of spans) {
    while (stack.length > 0 && stack.at(-1)!.end <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (span.dur ?? 0));
    self.set(span.name, (self.get(span.name) ?? 0) + (span.dur ?? 0));
    stack.push({ name: span.name, end: span.ts + (span.dur ?? 0) });
  }
  return self;
}

/** Samples per JavaScript function (leaf, self) from the profiler's chunks in the trace. */
function jsSelf(events: TraceEvent[]): Map<string, number> {
  const names = new Map<number, string>();
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const profile = event.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) {
      const file = (node.callFrame.url ?? '').split('/').pop() ?? '';
      names.set(node.id, `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`);
    }
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, index) => {
      const name = names.get(id) ?? String(id);
      // Each sample stands for the time since the one before it (µs).
      counts.set(name, (counts.get(name) ?? 0) + (deltas[index] ?? 0));
    });
  }
  return counts;
}

const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-trace-typing-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startProcess(join(ROOT, 'server/src/main.ts'), port, { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const response = await fetch(`${baseUrl}/api/notes/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: noteOfSize(BYTES) }),
    });
    const { edit_id: editId } = (await response.json()) as { edit_id: string };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/e/${editId}`);
    const editor = page.locator('.ql-editor');
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    // AT=start types at the note's start instead: what grows with the text before the caret shows apart.
    await page.keyboard.press(process.env.AT === 'start' ? 'ControlOrMeta+Home' : 'ControlOrMeta+End');
    if (process.env.PAGE_SETUP) await page.evaluate(process.env.PAGE_SETUP);
    // MOUSE=away leaves the pointer off the editor (a phone has none): no hover hit test after each key's layout.
    if (process.env.MOUSE === 'away') await page.mouse.move(1_279, 899);
    await page.waitForTimeout(1_500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const started = performance.now();
    await page.keyboard.type('x'.repeat(KEYS), { delay: PACE_MS });
    const typedMs = performance.now() - started;
    await cdp.send('Tracing.end');
    await done;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));

    const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((e) => e.pid === event.pid && e.name === 'ProfileChunk'))
      ?? events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    const onMain = events.filter((event) => event.pid === main?.pid && event.tid === main?.tid);
    console.log(`${BYTES} bytes: ${KEYS} keys, ${((typedMs - KEYS * PACE_MS) / KEYS).toFixed(1)} ms a key beyond the pace (CPU 4×)`);
    console.log('\nrenderer main thread, self time per key (ms):');
    const counts = new Map<string, number>();
    for (const event of onMain) if (event.ph === 'X') counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
    for (const [name, us] of top(selfTimes(onMain), 30)) {
      console.log(`${(us / 1000 / KEYS).toFixed(2).padStart(8)}  ${name} (${((counts.get(name) ?? 0) / KEYS).toFixed(1)} a key)`);
    }
    // The profiler's chunks come from its own thread; the main thread's profile is the one its 'Profile' event names.
    const profiles = new Set(onMain.filter((event) => event.name === 'Profile').map((event) => event.id));
    const samples = jsSelf(events.filter((event) => event.pid === main?.pid && profiles.has(event.id)));
    const byFile = new Map<string, number>();
    for (const [name, us] of samples) {
      const file = name.slice(name.lastIndexOf(' ') + 1).replace(/-[\w-]{8}\.js:\d+$/, '').replace(/:\d+$/, '');
      byFile.set(file, (byFile.get(file) ?? 0) + us);
    }
    console.log('\nJavaScript profile, self time per key (ms), by file:');
    for (const [file, us] of top(byFile, 12)) console.log(`${(us / 1000 / KEYS).toFixed(2).padStart(8)}  ${file}`);
    console.log('\nby function:');
    for (const [name, us] of top(samples, 25)) console.log(`${(us / 1000 / KEYS).toFixed(2).padStart(8)}  ${name}`);
    await context.close();
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
