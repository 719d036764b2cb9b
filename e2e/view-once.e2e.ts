// Links a note's editor controls, read in real browsers (docs/design.md §4.9, §5.2): a view-once link shows its one
// button and no word of the note until pressed, then the note; a second person (another browser context) is told it
// was already read. Same for an end-to-end encrypted view-once note, opened with the key from the address, and without
// JavaScript through the page's own form. A link turned off says so at once while the main link keeps working.
import { expect, test } from 'vitest';
import type { NoteLink } from '../shared/wire/links.ts';
import { encryptNote, newNoteKey } from '../client/src/data/local/on-demand/note-crypto.ts';
import { createNote } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const REVEAL = 'Show the note — it can be read once';

async function addLink(editId: string, body: Record<string, unknown>): Promise<NoteLink> {
  const response = await fetch(`${baseUrl()}/api/notes/${editId}/links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`add link answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as NoteLink;
}

test('a view-once link: one person presses the button and reads it, the next one is told it was already read', async () => {
  const note = await createNote({ content: '<p>The spare key is under the blue pot</p>' });
  const link = await addLink(note.edit_id, { view_once: true, label: 'for Sam' });
  const first = await (await browser.newContext()).newPage();
  const response = await first.goto(`/n/${link.link_id}`);
  expect(response?.status()).toBe(200);
  await first.getByRole('button', { name: REVEAL }).waitFor();
  expect(await first.content()).not.toContain('blue pot');
  await first.getByRole('button', { name: REVEAL }).click();
  await first.getByText('The spare key is under the blue pot').waitFor();

  const second = await (await browser.newContext()).newPage();
  expect((await second.goto(`/n/${link.link_id}`))?.status()).toBe(410);
  await second.getByText('This note was already read.').first().waitFor();
  expect(await second.content()).not.toContain('blue pot');
});

test('an encrypted view-once note is revealed once with the key in the address, and is gone after', async () => {
  const key = newNoteKey();
  const note = await createNote({ content: await encryptNote({ title: 'Door', content: '<p>Door code 2231</p>' }, key), encrypted: true, view_once: true });
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/n/${note.share_id}#${key}`);
  await reader.getByRole('button', { name: REVEAL }).click();
  await reader.getByText('Door code 2231').waitFor();
  expect(reader.url()).toContain(`#${key}`);
  const late = await (await browser.newContext()).newPage();
  expect((await late.goto(`/n/${note.share_id}#${key}`))?.status()).toBe(410);
  await late.getByText('This note was already read.').first().waitFor();
});

test('without JavaScript the page’s own form reveals a view-once note once', async () => {
  const note = await createNote({ content: '<p>Meet at dawn</p>', view_once: true });
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(`/n/${note.share_id}`);
  expect(await page.content()).not.toContain('Meet at dawn');
  await page.getByRole('button', { name: REVEAL }).click();
  await page.getByText('Meet at dawn').first().waitFor();
  expect((await page.reload())?.status()).toBe(410);
});

test('a link turned off says so at once in another browser, and the main link still opens the note', async () => {
  const note = await createNote({ content: '<p>Agenda for Monday</p>' });
  const link = await addLink(note.edit_id, { label: 'forum' });
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/n/${link.link_id}`);
  await reader.getByText('Agenda for Monday').first().waitFor();
  const off = await fetch(`${baseUrl()}/api/notes/${note.edit_id}/links/${link.link_id}/turn-off`, { method: 'POST' });
  expect(off.status).toBe(200);
  expect((await reader.goto(`/n/${link.link_id}`))?.status()).toBe(410);
  await reader.getByText('This link was turned off.').first().waitFor();
  await reader.goto(`/n/${note.share_id}`);
  await reader.getByText('Agenda for Monday').first().waitFor();
});
