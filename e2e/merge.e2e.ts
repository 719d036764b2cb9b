// Two devices edit one note offline from the same version. Where they changed different paragraphs, the one
// that reaches the server second merges by itself: no choice to make, both edits kept, a quiet toast. Where
// they changed the same words, the conflict panel asks about those words only (docs/design.md §6.4). Keys
// typed while a merge is being stored are never lost.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openEditLink } from './page-models/EditLink.ts';
import type { NotePage } from './page-models/NotePage.ts';
import { settledAxeProblems } from './support/accessibility.ts';
import { createNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

/** Both devices have the note open and go offline; returns their pages. */
async function twoOfflineEditors(editId: string, shareId: string): Promise<{ a: NotePage; b: NotePage; online: (tab: 'a' | 'b') => Promise<void> }> {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await openEditLink(await contextA.newPage(), editId, shareId);
  const b = await openEditLink(await contextB.newPage(), editId, shareId);
  await contextA.setOffline(true);
  await contextB.setOffline(true);
  return { a, b, online: (tab) => (tab === 'a' ? contextA : contextB).setOffline(false) };
}

test('two devices editing different paragraphs offline both end with both edits, and nobody is asked to choose', async () => {
  // Formatting, a link and a list in between, as the editor writes them: read into the editor's model and
  // written back by the merge, none of it changes.
  const between =
    '<p><strong>milk</strong> and <a href="https://shop.example/" rel="noopener noreferrer nofollow ugc" target="_blank">bread</a></p><ul><li>eggs</li></ul>';
  const created = await createNote({ content: `<p>Shopping list</p>${between}<p>Call the plumber</p>` });
  const { a, b, online } = await twoOfflineEditors(created.edit_id, created.share_id);
  await a.typeAtStart('Urgent: ');
  await b.type(' tomorrow');

  await online('b');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('tomorrow');
  await online('a');

  // A met B's newer version, merged and sent both.
  await expect
    .poll(async () => (await serverNote(created.share_id))?.content, POLL)
    .toBe(`<p>Urgent: Shopping list</p>${between}<p>Call the plumber tomorrow</p>`);
  await a.page.getByText('Merged with changes made elsewhere', { exact: true }).waitFor({ timeout: 15_000 });
  // The toast leads to History, by keyboard: F8 reaches the notifications, Tab its "Show history".
  await a.page.keyboard.press('F8');
  const showHistory = a.page.getByRole('button', { name: 'Show history' });
  for (let tab = 0; tab < 8 && !(await hasFocus(a.page, 'Show history')); tab += 1) await a.page.keyboard.press('Tab');
  expect(await hasFocus(a.page, 'Show history')).toBe(true);
  await a.page.keyboard.press('Enter');
  const history = a.page.getByRole('dialog', { name: 'History' });
  await history.waitFor();
  await a.page.keyboard.press('Escape');
  await history.waitFor({ state: 'detached' });
  // Closed, History gives the focus to its own button (the toast that opened it is gone).
  await expect.poll(() => hasFocus(a.page, 'History'), POLL).toBe(true);
  expect(await showHistory.count()).toBeLessThanOrEqual(1);
  await expect.poll(() => a.editor.innerText(), POLL).toContain('tomorrow');
  expect(await a.editor.innerText()).toContain('Urgent: Shopping list');
  await a.waitUntilSaved();
  expect(await a.conflict.count()).toBe(0);

  // B takes the merged note the next time it opens it.
  await b.page.reload();
  await b.editor.waitFor();
  await expect.poll(() => b.editor.innerText(), POLL).toContain('Urgent: Shopping list');
  expect(await b.editor.innerText()).toContain('Call the plumber tomorrow');
  expect(await b.conflict.count()).toBe(0);
});

test('two devices changing the same words are asked about those words only, and "Keep both" keeps both there and every other edit', async () => {
  const created = await createNote({ content: '<p>Meet at noon</p><p>Bring snacks</p>' });
  const { a, b, online } = await twoOfflineEditors(created.edit_id, created.share_id);
  await a.typeAtStart('Today: ');
  await a.type(' and drinks');
  await b.type(' and plates');

  await online('b');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('plates');
  await online('a');

  await a.conflict.waitFor({ timeout: 15_000 });
  // The overlapping words in their paragraph, from both sides; not the whole versions.
  await expect.poll(() => a.conflict.innerText(), POLL).toContain('Bring snacks and drinks');
  expect(await a.conflict.innerText()).toContain('Bring snacks and plates');
  expect(await a.conflict.innerText()).not.toContain('Meet at noon');
  expect((await serverNote(created.share_id))?.content).not.toContain('drinks');
  for (const scheme of ['light', 'dark'] as const) {
    await a.page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => a.page.evaluate(() => document.documentElement.classList.contains('dark')), POLL).toBe(scheme === 'dark');
    expect(await settledAxeProblems(a.page, `conflict over the overlap, ${scheme}`)).toBe('');
  }

  await a.choose('Keep both');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('drinks');
  const settled = (await serverNote(created.share_id))?.content ?? '';
  expect(settled).toContain('Today: Meet at noon');
  expect(settled).toMatch(/<strong>Your version<\/strong> snacks and drinks <strong>Other version<\/strong> snacks and plates/);
  await a.waitUntilSaved();
  expect(await a.conflict.count()).toBe(0);
  await expect.poll(() => a.editor.innerText(), POLL).toContain('snacks and plates');
});

test('two devices changing the same words in two places choose for each place: their words in one, mine in the other', async () => {
  const created = await createNote({ content: '<p>Meet at noon</p><p>Bring snacks</p>' });
  const { a, b, online } = await twoOfflineEditors(created.edit_id, created.share_id);
  await a.typeAtStart('Today ');
  await a.type(' and drinks');
  await b.typeAtStart('Friday ');
  await b.type(' and plates');
  await online('b');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('plates');
  await online('a');

  await a.conflict.waitFor({ timeout: 15_000 });
  const keepChosen = a.conflict.getByRole('button', { name: 'Keep what I chose' });
  const part = (n: number) => a.conflict.getByRole('group', { name: `Part ${n}: keep` });
  await part(2).waitFor();
  expect(await keepChosen.isDisabled()).toBe(true);
  // By keyboard, as radios go: Space picks the focused one, the arrows move along a part's choices.
  await part(1).getByRole('radio', { name: 'Your version' }).focus();
  await a.page.keyboard.press('ArrowRight');
  expect(await part(1).getByRole('radio', { name: 'Other version' }).isChecked()).toBe(true);
  await part(2).getByRole('radio', { name: 'Your version' }).check();
  expect(await settledAxeProblems(a.page, 'conflict with two parts')).toBe('');
  await keepChosen.click();

  const settled = '<p>Friday Meet at noon</p><p>Bring snacks and drinks</p>';
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe(settled);
  await a.waitUntilSaved();
  expect(await a.conflict.count()).toBe(0);
  await expect.poll(() => a.editor.innerText(), POLL).toContain('Friday Meet at noon');
});

test('keys typed while the other device\'s edit is being merged in are kept, together with that edit', async () => {
  const created = await createNote({ content: '<p>Shopping list</p><p>Call the plumber</p>' });
  const { a, b, online } = await twoOfflineEditors(created.edit_id, created.share_id);
  await a.typeAtStart('Urgent: ');
  await b.type(' tomorrow');
  await online('b');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('tomorrow');

  // A's update reaches the server and is refused (B was first), but the answer is held: A types meanwhile,
  // and goes on typing while the answer arrives and the merge is worked out, stored and shown.
  const held = holdFirstUpdateAnswer(a.page);
  await online('a');
  await held.arrived;
  await a.page.keyboard.type('very ');
  held.release();
  await a.page.keyboard.type('very ', { delay: 40 });

  const expected = '<p>Urgent: very very Shopping list</p><p>Call the plumber tomorrow</p>';
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe(expected);
  await a.waitUntilSaved();
  expect((await a.editor.innerText()).replace(/\n+/g, '|')).toBe('Urgent: very very Shopping list|Call the plumber tomorrow');
  expect(await a.conflict.count()).toBe(0);
});

/** Whether the focused element is the button named `name`. */
function hasFocus(page: Page, name: string): Promise<boolean> {
  return page.evaluate((wanted) => document.activeElement instanceof HTMLButtonElement && document.activeElement.innerText.trim() === wanted, name);
}

/** Lets the page's first note update through to the server but holds its answer until released. */
function holdFirstUpdateAnswer(page: Page): { arrived: Promise<void>; release: () => void } {
  let arrive = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  void page.route('**/api/notes/*/update', async (route) => {
    if (!first) return route.continue();
    first = false;
    const response = await route.fetch();
    arrive();
    await released;
    await route.fulfill({ response });
  });
  return { arrived, release };
}
