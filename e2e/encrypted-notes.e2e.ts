// Reading an end-to-end encrypted note (docs/design.md §10) in a real browser: the server holds only the envelope,
// the page opens it with the key from the link's fragment, shows hostile decrypted HTML harmless, says plainly when
// the key is missing or does not fit, and sends the key nowhere. Envelopes are made with the client's own module.
import { expect, test } from 'vitest';
import { XSS_PAYLOADS } from '../server/src/test-support/xss-payloads.ts';
import { encryptNote, newNoteKey, type PlainNote } from '../client/src/data/local/on-demand/note-crypto.ts';
import { NotePage } from './page-models/NotePage.ts';
import { createNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { recordRequests } from './support/request-recorder.ts';

const browser = useBrowser();

const SECRET: PlainNote = { title: 'Salary review', content: '<h1>Raises for everyone</h1><p>The budget is 4-8-15 per head</p>' };

/** An encrypted note on the server, as publishing one will make it: only the envelope leaves this process. */
async function publishEncrypted(plain: PlainNote, options: { password?: string; envelope?: (envelope: string) => string } = {}) {
  const key = newNoteKey();
  const envelope = await encryptNote(plain, key);
  const created = await createNote({
    content: options.envelope ? options.envelope(envelope) : envelope,
    encrypted: true,
    ...(options.password ? { password: options.password } : {}),
  });
  return { shareId: created.share_id, key };
}

// The content is awaited, not read at once: it appears a moment after the article, once the sanitizer has arrived.


test('the right key shows the note’s text and makes its title the page’s title', async () => {
  const { shareId, key } = await publishEncrypted(SECRET);
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key);
  await reader.title.filter({ hasText: 'Salary review' }).waitFor();
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
  expect(await reader.page.title()).toBe('Salary review – Jotter');
  // The key stays in the address: the reader may bookmark or pass on the whole link.
  expect(reader.page.url()).toContain(`#${key}`);
});

test('a note without a title of its own is titled by its first line', async () => {
  const { shareId, key } = await publishEncrypted({ title: null, content: '<p>Door code 2231</p><p>Second line</p>' });
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key);
  await reader.title.filter({ hasText: 'Door code 2231' }).waitFor();
  expect(await reader.page.title()).toBe('Door code 2231 – Jotter');
});

test('the XSS corpus, encrypted and read with its key, runs no script and leaves no event handler or script URL in the page', async () => {
  const { shareId, key } = await publishEncrypted({ title: '<img src=x onerror=alert(1)>', content: `<p>Harmless marker</p>${XSS_PAYLOADS.join('')}` });
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const reader = new NotePage(page);
  await reader.goto(shareId, key);
  await reader.article.getByText('Harmless marker').waitFor();
  // Give anything that would fire on load or error (images, SVG, autofocus) its chance.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  const found = await page.evaluate(() => {
    const article = document.querySelector('article');
    const elements = [...(article?.querySelectorAll('*') ?? [])];
    return {
      handlers: elements.flatMap((element) => element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on'))),
      tags: elements.map((element) => element.localName).filter((name) => ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'base', 'meta', 'form', 'input', 'template'].includes(name)),
      scriptUrls: elements.flatMap((element) => ['href', 'src', 'action'].map((name) => element.getAttribute(name) ?? '')).filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url)),
      scripts: document.querySelectorAll('script:not([type="application/json"]):not([src])').length,
    };
  });
  expect(found.handlers).toEqual([]);
  expect(found.tags).toEqual([]);
  expect(found.scriptUrls).toEqual([]);
  // The title is text: its markup is shown, never built.
  expect(await reader.title.innerText()).toBe('<img src=x onerror=alert(1)>');
});

test('a link without its key says so, and pasting the key into the address opens the note', async () => {
  const { shareId, key } = await publishEncrypted(SECRET);
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId);
  await reader.missingKey.waitFor();
  expect(await reader.page.getByText('Ask the person who sent you the link for the whole link.').count()).toBe(1);
  expect(await reader.page.content()).not.toContain('4-8-15');
  await reader.page.evaluate((fragment) => {
    location.hash = fragment;
  }, key);
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
});

test('another note’s key says the key does not open this note, and shows nothing of it', async () => {
  const { shareId } = await publishEncrypted(SECRET);
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, newNoteKey());
  await reader.wrongKey.waitFor();
  expect(await reader.page.content()).not.toContain('4-8-15');
});

test('a key cut short says the key does not open this note', async () => {
  const { shareId, key } = await publishEncrypted(SECRET);
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key.slice(0, 30));
  await reader.wrongKey.waitFor();
});

test('an envelope whose IV was changed before it was stored fails authentication: the wrong-key message, no text', async () => {
  const { shareId, key } = await publishEncrypted(SECRET, {
    envelope: (envelope) => {
      const [prefix, iv, ciphertext] = envelope.split('.');
      // A different first character keeps the IV 12 canonical bytes, so the server stores it.
      return `${prefix}.${iv!.startsWith('A') ? 'B' : 'A'}${iv!.slice(1)}.${ciphertext}`;
    },
  });
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key);
  await reader.wrongKey.waitFor();
  expect(await reader.page.content()).not.toContain('4-8-15');
});

test('reading sends the key and the text nowhere: no request URL, body or Referer carries them', async () => {
  const { shareId, key } = await publishEncrypted(SECRET, { password: 'correct horse' });
  const page = await browser.newPage();
  const sent = recordRequests(page);
  const reader = new NotePage(page);
  await reader.goto(shareId, key);
  await reader.unlock('correct horse');
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
  // A fresh page load of the print view too: its document, chunk and API requests.
  await page.goto(`/n/${shareId}/print#${key}`);
  await page.getByText('The budget is 4-8-15 per head').waitFor();
  expect(sent.length).toBeGreaterThan(3);
  expect(sent.filter((entry) => entry.includes(key))).toEqual([]);
  expect(sent.filter((entry) => entry.includes('Salary review') || entry.includes('4-8-15'))).toEqual([]);
});

test('the note’s Print button, the way back and Copy link keep the key, so each view still opens the note', async () => {
  const { shareId, key } = await publishEncrypted(SECRET);
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const reader = new NotePage(await context.newPage());
  await reader.goto(shareId, key);
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
  await reader.page.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => reader.page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/n/${shareId}#${key}$`));
  await reader.page.getByRole('link', { name: 'Print this note' }).click();
  await reader.page.getByRole('button', { name: 'Print' }).waitFor();
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
  await reader.page.getByRole('link', { name: 'Back to the note' }).click();
  await reader.page.getByRole('button', { name: 'Copy link' }).waitFor();
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
  expect(reader.page.url()).toMatch(new RegExp(`/n/${shareId}#${key}$`));
});

test('a password-protected encrypted note asks for the password first, then decrypts', async () => {
  const { shareId, key } = await publishEncrypted(SECRET, { password: 'correct horse' });
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key);
  await reader.passwordInput.waitFor();
  expect(await reader.page.content()).not.toContain('4-8-15');
  await reader.unlock('correct horse');
  await reader.title.filter({ hasText: 'Salary review' }).waitFor();
  await reader.article.getByText('The budget is 4-8-15 per head').waitFor();
});

test('the print view decrypts the same way, and says when the key is missing', async () => {
  const { shareId, key } = await publishEncrypted(SECRET);
  const page = await browser.newPage();
  await page.goto(`/n/${shareId}/print#${key}`);
  await page.getByRole('heading', { level: 1, name: 'Salary review' }).waitFor();
  await page.getByRole('article').getByText('The budget is 4-8-15 per head').waitFor();
  expect(await page.title()).toBe('Salary review – Jotter');
  await page.goto(`/n/${shareId}/print`);
  await new NotePage(page).missingKey.waitFor();
});
