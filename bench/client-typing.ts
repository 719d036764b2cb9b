// `npm run bench:client` (after `npm run build`): what a key costs the writer's page as the note grows. For each
// size a note of that many bytes (paragraphs of ordinary text) is created on a real server, opened by its edit link
// in a fresh Chromium profile (so this device holds it as its writer does), and 36 keys are typed at its end at
// 50 ms a key with the CPU slowed 4× (a mid-range phone). Printed per size: each key's cost beyond the typist's pace
// (the time the 36 key presses took minus 36 × 50 ms, per key), the long tasks while typing and saving (sum and
// longest), and both as a ratio of the smallest note's in the same run. Asserts nothing: the targets (≤ 50 ms a
// key at every size, the largest within 2× the smallest) are read off the table, never timed in a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { freePort, startProcess, stopProcess } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = (process.env.BENCH_TYPING_SIZES ?? '10000,100000,400000,1000000').split(',').map(Number);
const KEYS = 36;
const PACE_MS = 50;
const SLOWDOWN = 4;
/** After the last key: long enough for the autosave and its write to the device and the server to run. */
const SETTLE_MS = 4_000;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const SENTENCE = 'The quick committee minutes record who said what, which items were agreed and what is left open. ';

/** Paragraphs of ordinary text adding up to about `bytes` of stored HTML. */
function noteOfSize(bytes: number): string {
  const paragraph = `<p>${SENTENCE.repeat(4).trim()}</p>`;
  return paragraph.repeat(Math.max(1, Math.floor(bytes / paragraph.length)));
}

interface TypingCost {
  bytes: number;
  perKeyMs: number;
  longTaskMs: number;
  longestTaskMs: number;
}

async function createNote(baseUrl: string, content: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/notes/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { edit_id: string }).edit_id;
}

async function typeIntoNote(browser: Browser, baseUrl: string, bytes: number): Promise<TypingCost> {
  const editId = await createNote(baseUrl, noteOfSize(bytes));
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/e/${editId}`);
    // Quill's own surface: typing into the painted stand-in before it takes over would measure the stand-in.
    const editor = page.locator('.ql-editor');
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.waitForTimeout(1_000);
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { benchLongTasks: number[] }).benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const started = performance.now();
    // Each press returns once the page has handled it: what it took beyond the pace is what the page cost.
    await page.keyboard.type('x'.repeat(KEYS), { delay: PACE_MS });
    const typedMs = performance.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      bytes,
      perKeyMs: Math.max(0, typedMs - KEYS * PACE_MS) / KEYS,
      longTaskMs: tasks.reduce((sum, duration) => sum + duration, 0),
      longestTaskMs: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}×` : '—');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotter-bench-typing-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startProcess(join(ROOT, 'server/src/main.ts'), port, { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
  try {
    const results: TypingCost[] = [];
    for (const bytes of SIZES) results.push(await typeIntoNote(browser, baseUrl, bytes));
    const base = results[0];
    if (!base) throw new Error('BENCH_TYPING_SIZES names no size');
    console.log(`typing ${KEYS} keys at ${PACE_MS} ms a key, CPU slowed ${SLOWDOWN}× (target: ≤ 50 ms a key, the largest ≤ 2× the smallest)`);
    console.log('note      per key beyond pace   long tasks (sum, longest)');
    for (const result of results) {
      console.log(
        `${kb(result.bytes).padEnd(9)} ${ms(result.perKeyMs).padStart(7)} (${ratio(result.perKeyMs, base.perKeyMs).padStart(5)})`
          + `      ${ms(result.longTaskMs).padStart(7)} (${ratio(result.longTaskMs, base.longTaskMs)}), ${ms(result.longestTaskMs)}`,
      );
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
