// Page statistics and the other operator settings in a real Chromium (docs/design.md §6.9): a server of its own
// configured with a local Umami-compatible collector (a tiny HTTP server in this file), a contact address and a
// donate link; the shared test server has none of them. Chromium maps the test hostnames to
// 127.0.0.1, so the page runs on a listed hostname (jotter.test), an unlisted one (elsewhere.test) and
// localhost (listed too, and still never counted).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse } from '../shared/api.ts';
import { freePort, spawnServer, stopProcess, waitUntilReady } from '../server/src/test-support/server-process.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser({ extraArgs: ['--host-resolver-rules=MAP jotter.test 127.0.0.1, MAP elsewhere.test 127.0.0.1'] });
const WEBSITE_ID = 'e2e-website';
/** The tracker starts when the browser is idle (at most 2 s) and sends 250 ms after a navigation. */
const QUIET_MS = 3000;

interface SentEvent {
  type: string;
  payload: { hostname: string; language: string; screen: string; url: string; title: string; referrer: string; website: string };
}

let collector: Server;
let events: SentEvent[] = [];
let app: ChildProcess;
let appPort = 0;
let dataDir = '';

beforeAll(async () => {
  collector = createServer((request, response) => {
    // Umami answers the CORS preflight of a JSON POST from another origin; so does this stand-in.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'POST');
    if (request.method === 'POST' && request.url === '/api/send') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        events.push(JSON.parse(body) as SentEvent);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    response.writeHead(request.method === 'OPTIONS' ? 204 : 404).end();
  });
  const collectorPort = await freePort();
  await new Promise<void>((done) => collector.listen(collectorPort, '127.0.0.1', done));

  appPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'jotter-e2e-analytics-'));
  app = spawnServer({
    port: appPort,
    env: {
      DATA_DIR: dataDir,
      ANALYTICS_URL: `http://127.0.0.1:${collectorPort}`,
      ANALYTICS_WEBSITE_ID: WEBSITE_ID,
      ANALYTICS_DOMAINS: 'jotter.test,localhost',
      CONTACT_EMAIL: 'hello@jotter.test',
      DONATE_URL: 'https://donate.example/jotter',
    },
  });
  await waitUntilReady(`http://127.0.0.1:${appPort}/api/health`, app);
});

afterAll(async () => {
  await stopProcess(app);
  rmSync(dataDir, { recursive: true, force: true });
  await new Promise((done) => collector.close(done));
});

const site = (host = 'jotter.test') => `http://${host}:${appPort}`;

async function publishedNote(): Promise<CreateNoteResponse> {
  const response = await fetch(`http://127.0.0.1:${appPort}/api/notes/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: '<h1>Private diary</h1><p>Dear diary</p>' }),
  });
  return (await response.json()) as CreateNoteResponse;
}

async function settle(): Promise<void> {
  await new Promise((done) => setTimeout(done, QUIET_MS));
}

describe('page statistics', () => {
  it('a shared note is counted once, with neither its id nor its title', async () => {
    events = [];
    const note = await publishedNote();
    const page = await browser.newPage();
    await page.goto(`${site()}/n/${note.share_id}`);
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(events).toEqual([
      {
        type: 'event',
        payload: {
          hostname: 'jotter.test',
          language: 'en-US',
          screen: expect.stringMatching(/^\d+x\d+$/),
          url: '/n/:id',
          title: '/n/:id',
          referrer: '',
          website: WEBSITE_ID,
        },
      },
    ]);
    const sent = JSON.stringify(events);
    expect(sent).not.toContain(note.share_id);
    expect(sent).not.toContain(note.edit_id);
    expect(sent).not.toContain('Private diary');
  });

  it('moving between pages sends one view per page, with the previous page as referrer', async () => {
    events = [];
    const page = await browser.newPage();
    await page.goto(`${site()}/about`);
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(2);
    await settle();
    expect(events.map((event) => [event.payload.url, event.payload.referrer])).toEqual([
      ['/about', ''],
      ['/features', `${site()}/about`],
    ]);
    expect(events[1]?.payload.title).toMatch(/Features/);
  });

  it('a visitor who opts out on the privacy page is not counted any more', async () => {
    events = [];
    const page = await browser.newPage();
    await page.goto(`${site()}/privacy`);
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Do not count my visits' }).click();
    await expect(page.evaluate(() => localStorage.getItem('umami.disabled'))).resolves.toBe('1');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await settle();
    await page.reload();
    await settle();
    expect(events.map((event) => event.payload.url)).toEqual(['/privacy']);
  });

  it('nothing is sent on localhost (even listed) or on a hostname that is not listed', async () => {
    events = [];
    for (const host of ['localhost', 'elsewhere.test']) {
      const page = await browser.newPage();
      await page.goto(`${site(host)}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle();
    }
    expect(events).toEqual([]);
  });
});

describe('contact address and donate link from the server configuration', () => {
  it('a configured server shows its address on /contact and its donate link in the panel, hydrating cleanly', async () => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // Chromium ignores COOP on plain-http test hostnames and says so; that is not the page's doing.
      if (message.type() === 'error' && !message.text().includes('Cross-Origin-Opener-Policy')) consoleErrors.push(message.text());
    });
    await page.goto(`${site()}/contact`);
    const address = page.getByRole('link', { name: 'hello@jotter.test' });
    await address.waitFor();
    expect(await address.getAttribute('href')).toBe('mailto:hello@jotter.test');
    const panel = new NotesPanel(page);
    await panel.open();
    const donate = page.getByRole('link', { name: 'Buy us a coffee' });
    expect(await donate.getAttribute('href')).toBe('https://donate.example/jotter');
    expect(consoleErrors).toEqual([]);
  });

  it('without an address, /contact sends people to the report form and shows no donate link', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/contact`);
    await page.getByText('This site lists no e-mail address.').waitFor();
    await page.locator('main').getByRole('link', { name: 'report form' }).first().click();
    await page.waitForURL('**/abuse');
    const panel = new NotesPanel(page);
    await panel.open();
    expect(await page.getByRole('link', { name: 'Buy us a coffee' }).count()).toBe(0);
  });
});
