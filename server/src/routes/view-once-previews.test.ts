// Link previews never spend a view-once link or note (docs/design.md §5.2): chat apps and mail scanners fetch the URL
// with GET (following redirects or not) and HEAD, under their own user agents, before the person reads it. Over a
// real socket, each of them gets a page with neutral tags and no word of the note, and the one human reveal after them
// all still shows it; the second is 410.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedNote } from '../../../shared/api.ts';
import type { NoteLink } from '../../../shared/wire/links.ts';
import { envelopeOfSize } from '../test-support/envelopes.ts';
import { startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { createNote, freshIp, postJson } from '../test-support/test-app.ts';

const PREVIEW_AGENTS = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Slack-ImgProxy (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0 A',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  // Apple's Messages preview presents itself as a browser that is also Facebook's and Twitter's crawler.
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  'Mozilla/5.0 (compatible; Microsoft Outlook SafeLinks; +https://aka.ms)',
];

let t: ListeningApp;
beforeAll(async () => {
  t = await startListeningApp();
});
afterAll(() => t.close());

async function fetchAs(agent: string, method: 'GET' | 'HEAD', path: string, redirect: 'follow' | 'manual') {
  const response = await fetch(t.origin + path, { method, redirect, headers: { 'user-agent': agent, 'x-forwarded-for': freshIp() } });
  return { status: response.status, body: await response.text() };
}

/** Every way a preview fetches a read id: the page and its print view, plain and following redirects, and HEAD; the API by GET. */
async function previewEverything(id: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const agent of PREVIEW_AGENTS) {
    for (const path of [`/n/${id}`, `/n/${id}/print`, `/api/notes/share/${id}`, `/api/notes/reveal/${id}`]) {
      for (const redirect of ['follow', 'manual'] as const) {
        const got = await fetchAs(agent, 'GET', path, redirect);
        expect(got.status, `${agent} GET ${path}`).toBeLessThan(500);
        bodies.push(got.body);
      }
      const head = await fetchAs(agent, 'HEAD', path, 'manual');
      expect(head.body).toBe('');
    }
  }
  return bodies;
}

/** The head of a page: its title, description and og tags. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function expectNothingOf(bodies: string[], secrets: string[]) {
  for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
}

describe('link previews of a view-once link', () => {
  it('burn nothing and show no word of the note; one human reveal after them shows it, the second is 410', async () => {
    const note = await createNote(t.app, { content: '<p>Meet at the north gate at nine</p>' });
    const link = (await postJson(t.app, `/api/notes/${note.edit_id}/links`, { view_once: true, label: 'north gate' })).json<NoteLink>();
    const bodies = await previewEverything(link.link_id);
    expectNothingOf(bodies, ['north gate', 'Meet at']);
    const page = await fetchAs(PREVIEW_AGENTS[0]!, 'GET', `/n/${link.link_id}`, 'manual');
    expect(page.status).toBe(200);
    expect(headOf(page.body)).not.toMatch(/north|Meet|nine/);
    expect(page.body).toContain('Show the note — it can be read once');
    const human = await t.send('POST', `/api/notes/reveal/${link.link_id}`, { body: {} });
    expect(human.status).toBe(200);
    expect(human.json<SharedNote>().content).toBe('<p>Meet at the north gate at nine</p>');
    expect((await t.send('POST', `/api/notes/reveal/${link.link_id}`, { body: {} })).status).toBe(410);
  });
});

describe('link previews of a view-once note', () => {
  it('burn nothing, plaintext or end-to-end encrypted; the reveal then deletes it', async () => {
    const plain = await createNote(t.app, { content: '<p>The vault code is 4711</p>', view_once: true });
    const envelope = envelopeOfSize(64);
    const sealed = await createNote(t.app, { content: envelope, encrypted: true, view_once: true });
    expectNothingOf(await previewEverything(plain.share_id), ['vault', '4711']);
    expectNothingOf(await previewEverything(sealed.share_id), [envelope.slice(5, 40)]);
    for (const [note, content] of [
      [plain, '<p>The vault code is 4711</p>'],
      [sealed, envelope],
    ] as const) {
      const human = await t.send('POST', `/api/notes/reveal/${note.share_id}`, { body: {} });
      expect(human.json<SharedNote>().content).toBe(content);
      const again = await t.send('POST', `/api/notes/reveal/${note.share_id}`, { body: {} });
      expect(again.status).toBe(410);
      expect(again.json<{ code: string }>().code).toBe('already-read');
    }
  });
});
