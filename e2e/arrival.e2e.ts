// The first seconds of a page, as a person meets them: the page appears and they click the writing area and
// type at once — a typing robot (0 ms a key) or a person (60 ms a key), on a phone-speed CPU (6× slower),
// with the service worker on. Every character must be kept, in order, on screen and (for notes) in
// IndexedDB, and the home editor must be Quill soon after the first key. ARRIVAL_RUNS sets the tries per
// page and speed (2 in `npm test`; the 20 of 20 is `ARRIVAL_RUNS=10`, 10 per speed).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { HomePage, QUILL_EDITOR } from './page-models/HomePage.ts';
import { ToolPage } from './page-models/ToolPage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { arrive as arriveAs, storedScratchText } from './support/arrival.ts';

const browser = useBrowser();
const RUNS = Number(process.env.ARRIVAL_RUNS ?? 2);
const SPEEDS = [0, 60];
const TEXT = 'Weekend trip: tent & <map>, 2 × "snacks"';
const SLOW = { timeout: 20_000, interval: 100 };
const QUILL_BOUND_MS = 10_000;

const arrive = (path: string, context?: BrowserContext) => arriveAs(browser, path, { context });

/** Clicks `field` the moment it is painted and types `TEXT` at `delay` ms a key; returns when the first key went. */
async function typeOnArrival(page: Page, field: Locator, delay: number): Promise<number> {
  await field.waitFor({ state: 'visible', timeout: 20_000 });
  await field.click();
  const firstKey = Date.now();
  await page.keyboard.type(TEXT, { delay });
  return firstKey;
}

const tries = SPEEDS.flatMap((delay) => Array.from({ length: RUNS }, (_, run) => ({ delay, run })));

describe.each(['/', '/de/', '/hi/'])('typing the moment %s appears', (path) => {
  test.each(tries)('at $delay ms a key (try $run) keeps every character, in order, on screen and in IndexedDB', async ({ delay }) => {
    const { page } = await arrive(path);
    const quill = page.locator(QUILL_EDITOR);
    // Watched while the keys go in: Quill taking over mid-typing is the point (waiting only after the last key
    // measured the typing's length instead).
    const quillSeen = quill.waitFor({ timeout: 30_000 }).then(() => Date.now());
    const firstKey = await typeOnArrival(page, page.locator('[role="textbox"][aria-multiline="true"]'), delay);
    const quillAfter = Math.max(0, (await quillSeen) - firstKey);
    await expect.poll(() => quill.innerText(), SLOW).toBe(TEXT);
    await expect.poll(() => storedScratchText(page), SLOW).toBe(TEXT);
    // Quill follows the first key as soon as the app has started: 0.6–1.2 s at 6× on the development machine
    // (goal 2 s, docs/decisions.md). A timing, printed here; the bound only catches an editor that waits for
    // something else (the end of the typing, an idle timeout, a second interaction), which a busy machine (2
    // cores shared with the test) cannot explain.
    console.log(`${path} at ${delay} ms a key: Quill ${quillAfter} ms after the first key`);
    expect(quillAfter).toBeLessThan(QUILL_BOUND_MS);
  });
});

describe.each(['/tools/word-counter', '/tools/character-counter'])('typing the moment %s appears', (path) => {
  test.each(tries)('at $delay ms a key (try $run) keeps every character and counts them', async ({ delay }) => {
    const { page } = await arrive(path);
    const tool = new ToolPage(page);
    await typeOnArrival(page, tool.text, delay);
    await expect.poll(() => tool.text.inputValue(), SLOW).toBe(TEXT);
    // The counts follow the text once the page runs.
    await expect.poll(() => tool.stat('Characters'), SLOW).toBe(String([...new Intl.Segmenter().segment(TEXT)].length));
  });
});

describe('typing the moment /signin appears', () => {
  test.each(tries)('at $delay ms a key (try $run) keeps the address and the password', async ({ delay }) => {
    const { page } = await arrive('/signin');
    const email = page.getByLabel('E-mail');
    await email.waitFor({ state: 'visible', timeout: 20_000 });
    await email.click();
    await page.keyboard.type('ada@example.com', { delay });
    await page.keyboard.press('Tab');
    await page.keyboard.type('analytical engine', { delay });
    // Enter at once, perhaps before the app has started: the form must send what was typed (held until it runs).
    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in/email'), { timeout: 30_000 });
    await page.keyboard.press('Enter');
    expect((await signIn).postDataJSON()).toMatchObject({ email: 'ada@example.com', password: 'analytical engine' });
  });
});

describe('typing the moment the writer’s own /n/{id} appears', () => {
  test.each(tries)('at $delay ms a key (try $run) keeps every character, in the editor and on the server', async ({ delay, run }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const { note, shareId } = await new HomePage(await context.newPage()).writeAndPublish('Agenda');
    await note.page.close();
    const { page } = await arrive(`/n/${shareId}`, context);
    // The note as painted, made editable for its writer before the app runs; or the editor if it came first.
    const text = page.locator('.note-body[contenteditable], .note-content[contenteditable], .ql-editor');
    await text.first().waitFor({ timeout: 20_000 });
    await text.first().click();
    await page.keyboard.press('ControlOrMeta+End');
    const added = ` item ${run}: ${TEXT}`;
    await page.keyboard.type(added, { delay });
    const quill = page.locator(QUILL_EDITOR);
    await quill.waitFor({ timeout: 20_000 });
    await expect.poll(() => quill.innerText(), SLOW).toBe(`Agenda${added}`);
    await expect.poll(async () => (await serverNote(shareId))?.content ?? '', { timeout: 30_000, interval: 250 }).toContain(`Agenda item ${run}:`);
  });
});
