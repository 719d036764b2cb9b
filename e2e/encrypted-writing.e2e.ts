// Writing an end-to-end encrypted note in a real browser (docs/design.md §10.5): publishing with "Encrypt end to end",
// editing offline and syncing, reading it in another browser with the link — and every request of both browsers
// recorded, with neither the text, the title nor the key in any URL, body or Referer. Then the edit link with and
// without its key, a password on top, converting a plaintext note (its history gone from the server), expiry, delete,
// the report form's key choice, and axe in light and dark on the new controls.
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { unseal } from '../server/src/test-support/envelopes.ts';
import { encryptNote, newNoteKey } from '../client/src/data/local/on-demand/note-crypto.ts';
import { HomePage, type PublishOptions } from './page-models/HomePage.ts';
import { openEditLink } from './page-models/EditLink.ts';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { axeProblemsInBothSchemes } from './support/accessibility.ts';
import { createNote, passwordRequired, serverNote } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { recordRequests } from './support/request-recorder.ts';
import { deviceStorage, storedNotes } from './support/device-storage.ts';
import { publishOffline } from './support/offline.ts';
import { moveServerExpiry } from './support/server-store.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

/** The key in the page's address (the writer's page carries it after publishing). */
function keyInAddress(page: Page): string {
  const key = new URL(page.url()).hash.slice(1);
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new Error(`no note key in ${page.url()}`);
  return key;
}

/** Writes `text` on the home page and publishes it encrypted: its note page once saved, its share id and its key. */
async function publishEncrypted(home: HomePage, text: string, options: PublishOptions = {}): Promise<{ note: NotePage; shareId: string; key: string }> {
  const published = await home.writeAndPublish(text, { ...options, encrypt: true });
  return { ...published, key: keyInAddress(home.page) };
}

/** The note as the server stores it: encrypted, with no title, and what its envelope opens to with `key`. */
async function serverHolds(shareId: string, key: string, editId?: string) {
  const stored = await serverNote(shareId, editId);
  if (!stored) throw new Error(`the server has no note ${shareId}`);
  expect(stored).toMatchObject({ encrypted: true, title: '' });
  return unseal(stored.content, key);
}

async function axeInBothSchemes(page: Page, where: string, scope?: Locator): Promise<void> {
  expect(await axeProblemsInBothSchemes(page, where, scope)).toBe('');
}

test('written, published encrypted, edited offline, synced and read elsewhere: no request carries the text, the title or the key', async () => {
  const writer = await browser.newContext();
  const sent = recordRequests(writer);
  const home = new HomePage(await writer.newPage());
  const { note, shareId, key } = await publishEncrypted(home, 'Salary review\nRaises of 4-8-15 for everyone');
  expect(await serverHolds(shareId, key)).toEqual({ title: null, content: '<p>Salary review</p><p>Raises of 4-8-15 for everyone</p>' });

  // Offline: the change waits here; back online, it goes out as an envelope.
  await writer.setOffline(true);
  await note.type(' and a bonus of 16-23-42');
  await note.syncStatus.filter({ hasText: /offline/i }).waitFor(POLL);
  await writer.setOffline(false);
  await note.waitUntilSaved();
  await expect.poll(async () => (await serverHolds(shareId, key)).content, POLL).toContain('16-23-42');

  // A rename goes inside the envelope too.
  await home.page.getByRole('button', { name: 'Rename' }).click();
  await home.page.getByLabel('Title').fill('Quarterly pay');
  await home.page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await note.title.filter({ hasText: 'Quarterly pay' }).waitFor();
  await note.waitUntilSaved();
  await expect.poll(async () => (await serverHolds(shareId, key)).title, POLL).toBe('Quarterly pay');

  // The share page's link and its QR code carry the key.
  await home.page.getByRole('link', { name: 'Share', exact: true }).click();
  const link = home.page.getByLabel('Link to the note');
  await expect.poll(() => link.inputValue(), POLL).toBe(`${baseUrl()}/n/${shareId}#${key}`);
  await home.page.getByRole('img', { name: 'QR code of the link to the note' }).waitFor();

  // Another browser reads it with the link.
  const reader = await browser.newContext();
  const read = recordRequests(reader);
  const readerPage = new NotePage(await reader.newPage());
  await readerPage.goto(shareId, key);
  await readerPage.title.filter({ hasText: 'Quarterly pay' }).waitFor();
  await readerPage.article.getByText('Raises of 4-8-15 for everyone and a bonus of 16-23-42').waitFor();

  const everything = [...sent, ...read];
  expect(everything.length).toBeGreaterThan(10);
  for (const secret of [key, 'Salary', '4-8-15', '16-23-42', 'Quarterly']) {
    expect(everything.filter((entry) => entry.includes(secret)), secret).toEqual([]);
  }
});

test('published offline and delivered by the service worker with every tab closed: it too sends only the envelope', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const sent = recordRequests(context);
  const { note, shareId } = await publishOffline(context, 'Written on the night train, seat 61', { encrypt: true });
  const key = keyInAddress(note.page);
  // Back online with the server not answering the page yet; then every tab closes and only the worker is left.
  let refusedToWorker = 0;
  await context.route('**/api/**', (route) => {
    if (route.request().serviceWorker()) refusedToWorker += 1;
    return route.abort('connectionrefused');
  });
  await context.setOffline(false);
  await expect.poll(() => refusedToWorker, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
  await Promise.all(context.pages().map((page) => page.close()));
  await context.unroute('**/api/**');
  await expect.poll(async () => (await serverNote(shareId))?.encrypted ?? null, { timeout: 30_000, interval: 250 }).toBe(true);
  expect(await serverHolds(shareId, key)).toEqual({ title: null, content: '<p>Written on the night train, seat 61</p>' });
  for (const secret of [key, 'night train', 'seat 61']) expect(sent.filter((entry) => entry.includes(secret)), secret).toEqual([]);
});

test('an edit link says when its key is missing or wrong and keeps nothing; with its key it opens the note for editing', async () => {
  const key = newNoteKey();
  const created = await createNote({ content: await encryptNote({ title: 'Door codes', content: '<p>Front 2231</p>' }, key), encrypted: true });
  const page = await browser.newPage();
  const note = new NotePage(page);

  await page.goto(`/e/${created.edit_id}`);
  await note.missingKey.waitFor();
  await page.goto(`/e/${created.edit_id}#${newNoteKey()}`);
  await note.wrongKey.waitFor();
  expect(storedNotes(await deviceStorage(page))).toEqual([]);

  await page.goto(`/e/${created.edit_id}#${key}`);
  await page.waitForURL(`**/n/${created.share_id}#${key}`);
  await note.editor.waitFor();
  await note.title.filter({ hasText: 'Door codes' }).waitFor();
  await note.type(', back 7788');
  await note.waitUntilSaved();
  await expect.poll(async () => (await serverHolds(created.share_id, key)).content, POLL).toBe('<p>Front 2231, back 7788</p>');
});

test('a password works on top: the reader gives it first, then the key in the link opens the note', async () => {
  const { shareId, key } = await publishEncrypted(new HomePage(await browser.newPage()), 'Locker 12, code 4471', { password: 'correct horse' });
  expect(await passwordRequired(shareId)).toBe(true);

  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key);
  await reader.passwordInput.waitFor();
  expect(await reader.page.content()).not.toContain('4471');
  await reader.unlock('correct horse');
  await reader.article.getByRole('paragraph').filter({ hasText: 'Locker 12, code 4471' }).waitFor();
});

test('two devices changing the same words of an encrypted note: "Save mine as a new note" lands on the copy\'s own link, key included', async () => {
  const key = newNoteKey();
  const created = await createNote({ content: await encryptNote({ title: null, content: '<p>Meet at noon</p>' }, key), encrypted: true });
  const [contextA, contextB] = [await browser.newContext(), await browser.newContext()];
  const a = await openEditLink(await contextA.newPage(), created.edit_id, created.share_id, key);
  const b = await openEditLink(await contextB.newPage(), created.edit_id, created.share_id, key);
  await contextA.setOffline(true);
  await contextB.setOffline(true);
  await a.type(' by the fountain');
  await b.type(' by the station');
  await contextB.setOffline(false);
  await expect.poll(async () => (await serverHolds(created.share_id, key)).content, POLL).toContain('station');
  await contextA.setOffline(false);

  await a.conflict.waitFor({ timeout: 15_000 });
  await a.choose('Save mine as a new note');
  // The address is the copy's link: its own share id and its own key, so copying it from the address bar works.
  await a.page.waitForURL((url) => !url.pathname.endsWith(created.share_id) && url.pathname.startsWith('/n/'));
  const copyKey = keyInAddress(a.page);
  expect(copyKey).not.toBe(key);
  const copyId = new URL(a.page.url()).pathname.split('/').pop() ?? '';
  await a.waitUntilSaved();
  expect((await serverHolds(copyId, copyKey)).content).toBe('<p>Meet at noon by the fountain</p>');

  const reader = new NotePage(await browser.newPage());
  await reader.page.goto(a.page.url());
  await reader.article.getByRole('paragraph').filter({ hasText: 'Meet at noon by the fountain' }).waitFor();
});

test('on another device, History lists the encrypted note\'s versions it has not opened as encrypted, and a chosen one shows its title', async () => {
  const key = newNoteKey();
  const created = await createNote({ content: await encryptNote({ title: null, content: '<p>Packing list</p>' }, key), encrypted: true });
  const writer = await openEditLink(await browser.newPage(), created.edit_id, created.share_id, key);
  await writer.type(': boots');
  await expect.poll(async () => (await serverHolds(created.share_id, key)).content, POLL).toBe('<p>Packing list: boots</p>');

  const other = await openEditLink(await (await browser.newContext()).newPage(), created.edit_id, created.share_id, key);
  await other.page.getByRole('button', { name: 'History' }).click();
  const dialog = other.page.getByRole('dialog', { name: 'History' });
  const versions = dialog.getByRole('navigation', { name: 'Versions' }).getByRole('listitem').getByRole('button');
  await expect.poll(() => versions.count(), POLL).toBeGreaterThanOrEqual(2);
  const first = versions.last();
  expect(await first.innerText()).toContain('Encrypted: choose it to read');
  await axeInBothSchemes(other.page, 'History of an encrypted note', dialog);
  await first.click();
  await expect.poll(() => first.innerText(), POLL).toContain('Packing list');
  expect(await first.innerText()).not.toContain('Encrypted: choose it to read');
  await dialog.getByRole('region', { name: 'Text of this version' }).getByText('Packing list', { exact: true }).waitFor();
});

test('encrypting a published plaintext note deletes its history on the server; the old link no longer shows the text, the new one does', async () => {
  const home = new HomePage(await browser.newPage());
  const { note, shareId } = await home.writeAndPublish('Travel plan');
  await note.type(', day two');
  const [{ editId } = { editId: '' }] = storedNotes(await deviceStorage(note.page));
  const versions = async () => ((await (await fetch(`${baseUrl()}/api/notes/${editId}/versions`)).json()) as { versions: Array<{ title: string }> }).versions;
  // The edit reached the server: its history holds the published text and the edited one, in plaintext.
  await expect.poll(async () => (await versions()).map((version) => version.title), POLL).toEqual(['Travel plan, day two', 'Travel plan']);

  await note.page.getByRole('button', { name: 'Encrypt end to end' }).click();
  const dialog = note.page.getByRole('dialog', { name: 'Encrypt this note end to end?' });
  await dialog.getByText('The server deletes the note’s history').waitFor();
  await axeInBothSchemes(note.page, 'Encrypt dialog', dialog);
  await dialog.getByRole('button', { name: 'Encrypt the note' }).click();
  await note.page.waitForURL(/#/);
  const key = keyInAddress(note.page);
  await expect.poll(async () => (await serverNote(shareId, editId))?.encrypted, POLL).toBe(true);
  expect(await serverHolds(shareId, key, editId)).toEqual({ title: null, content: '<p>Travel plan, day two</p>' });
  await expect.poll(versions, POLL).toEqual([expect.objectContaining({ title: '' })]);
  expect(await note.page.getByRole('button', { name: 'Encrypt end to end' }).count()).toBe(0);

  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId);
  await reader.missingKey.waitFor();
  expect(await reader.page.content()).not.toContain('day two');
  await reader.goto(shareId, key);
  await reader.article.getByRole('paragraph').filter({ hasText: 'Travel plan, day two' }).waitFor();
});

test('an encrypted note expires and is deleted like any other: its reader then finds nothing', async () => {
  const home = new HomePage(await browser.newPage());
  const { shareId, key } = await publishEncrypted(home, 'Short-lived secret', { expire: '1h' });
  expect((await serverNote(shareId))?.expires_at).not.toBeNull();
  await moveServerExpiry(shareId, new Date(Date.now() - 1000));
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId, key);
  await reader.notFound.waitFor();

  const { shareId: deletedId } = await publishEncrypted(home, 'Deleted secret');
  await home.page.getByRole('button', { name: 'Delete', exact: true }).click();
  await home.page.getByRole('button', { name: 'Delete note' }).click();
  await expect.poll(() => serverNote(deletedId), POLL).toBeNull();
});

test('the publish bar’s choice and the report form’s key choice are labelled, keyboard-reachable and pass axe in light and dark', async () => {
  const home = new HomePage(await browser.newPage());
  await home.goto();
  await home.encryptChoice.focus();
  await home.page.keyboard.press('Space');
  expect(await home.encryptChoice.isChecked()).toBe(true);
  await axeInBothSchemes(home.page, 'Publish bar');

  const key = newNoteKey();
  const created = await createNote({ content: await encryptNote({ title: null, content: '<p>spam</p>' }, key), encrypted: true });
  const page = home.page;
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reports')) bodies.push(request.postData() ?? '');
  });
  await page.goto('/abuse');
  const linkField = page.getByLabel('Link to the note');
  await linkField.fill(`${baseUrl()}/n/${created.share_id}`);
  const includeKey = page.getByRole('checkbox', { name: /Include the note’s key/ });
  expect(await includeKey.count()).toBe(0);
  await linkField.fill(`${baseUrl()}/n/${created.share_id}#${key}`);
  expect(await includeKey.isChecked()).toBe(false);
  await axeInBothSchemes(page, 'Report form with the key choice', includeKey);
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByText('Thank you. Your report was sent').waitFor();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).not.toContain(key);

  await page.goto('/abuse');
  await page.getByLabel('Link to the note').fill(`${baseUrl()}/n/${created.share_id}#${key}`);
  await page.getByRole('checkbox', { name: /Include the note’s key/ }).check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByText('Thank you. Your report was sent').waitFor();
  expect(JSON.parse(bodies[1] ?? '{}')).toMatchObject({ share_id: created.share_id, key });
});

test('on another device of the account the note is listed as encrypted until its link opens it there, then with its title', async () => {
  const person = newCredentials();
  const writer = await browser.newPage();
  await new SignInPage(writer).createAccount(person);
  const { shareId, key } = await publishEncrypted(new HomePage(writer), 'Safe combination 31-7-22');

  const other = await browser.newPage();
  await new SignInPage(other).signIn(person);
  const panel = new NotesPanel(other);
  const locked = panel.note('Encrypted note — open its link on this device to read it');
  await expect
    .poll(async () => {
      await panel.open();
      const count = await locked.count();
      await panel.close();
      return count;
    }, POLL)
    .toBe(1);
  await panel.open();
  await axeInBothSchemes(other, 'Notes panel with a locked note', locked);
  await locked.click();
  await other.getByText('Encrypted note — open its link on this device to read it').waitFor();
  expect(await other.content()).not.toContain('31-7-22');

  await other.goto(`/n/${shareId}#${key}`);
  const note = new NotePage(other);
  await note.editor.waitFor();
  await note.title.filter({ hasText: 'Safe combination 31-7-22' }).waitFor();
  await panel.open();
  await panel.note('Safe combination 31-7-22').waitFor();
});
