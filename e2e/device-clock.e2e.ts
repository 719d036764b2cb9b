// A device whose clock is wrong (a phone two hours fast, a laptop two hours slow) shows and applies expiry by
// the server's time: a 1-hour note stays listed in My notes with an hour left, also after a reload, and leaves
// the list when the server stops serving it — never while the server still serves it, and not hours later.
// Two devices an hour apart editing one note offline still end with a conflict choice that keeps both texts.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openEditLink } from './page-models/EditLink.ts';
import { HomePage } from './page-models/HomePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { createNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { moveServerExpiry } from './support/server-store.ts';

const browser = useBrowser();
const HOUR_MS = 60 * 60 * 1000;
/** How late a note may leave the list after the server stopped serving it (its Date header has whole seconds). */
const LATE_MS = 4000;
const POLL = { timeout: 15_000, interval: 250 };

/** A context whose pages' clock is `shiftMs` off (Date only: timers run at the normal pace, as on a real device). */
async function deviceWithClockOff(shiftMs: number): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((shift: number) => {
    const RealDate = Date;
    class DeviceDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now(): number {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = DeviceDate as DateConstructor;
  }, shiftMs);
  return context;
}

/** "Expires …" as the page would write it for `msFromNow` after the page's own (wrong) clock. */
function expiryTexts(page: Page, msFromNow: number): Promise<string[]> {
  return page.evaluate((ms) => {
    const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    // The minute may turn while the test reads it.
    return [-60_000, 0, 60_000].map((slack) => `Expires ${format.format(Date.now() + ms + slack)}`);
  }, msFromNow);
}

for (const [label, shiftMs] of [
  ['two hours fast', 2 * HOUR_MS],
  ['two hours slow', -2 * HOUR_MS],
] as const) {
  test(`on a device ${label}, a 1-hour note stays listed with an hour left, also after a reload`, async () => {
    const context = await deviceWithClockOff(shiftMs);
    const page = await context.newPage();
    const { note, shareId } = await new HomePage(page).writeAndPublish('Ferry times for Saturday', { expire: '1h' });
    expect(await serverNote(shareId)).not.toBeNull();

    for (const visit of ['published', 'reloaded']) {
      if (visit === 'reloaded') await page.reload();
      await note.editor.waitFor();
      const shown = await note.article.getByText(/^Expires /).first().innerText();
      expect(await expiryTexts(page, HOUR_MS), `${visit}: ${shown}`).toContain(shown);
      const panel = new NotesPanel(page);
      await panel.open();
      await panel.note('Ferry times for Saturday').waitFor();
      await panel.close();
    }
  });

  test(`on a device ${label}, a note leaves My notes when the server stops serving it, not before`, async () => {
    const created = await createNote({ content: '<p>Platform change at noon</p>', expire: '1h' });
    const expiresAt = new Date(Date.now() + 15_000);
    await moveServerExpiry(created.share_id, expiresAt);
    const context = await deviceWithClockOff(shiftMs);
    const page = await context.newPage();
    await openEditLink(page, created.edit_id, created.share_id);
    const panel = new NotesPanel(page);
    await panel.open();
    const row = panel.note('Platform change at noon');
    await row.waitFor();
    expect(await serverNote(created.share_id)).not.toBeNull();

    await row.waitFor({ state: 'detached', timeout: 15_000 + LATE_MS + 5000 });
    // Hidden only once the server no longer serves it, and soon after it stopped.
    expect(await serverNote(created.share_id)).toBeNull();
    expect(Date.now() - expiresAt.getTime()).toBeLessThan(LATE_MS);
  });
}

test('two devices with clocks an hour apart editing one note offline keep both texts', async () => {
  const created = await createNote({ content: '<p>Camping checklist</p>' });
  const ahead = await deviceWithClockOff(HOUR_MS);
  const behind = await deviceWithClockOff(0);
  const tabA = await openEditLink(await ahead.newPage(), created.edit_id, created.share_id);
  const tabB = await openEditLink(await behind.newPage(), created.edit_id, created.share_id);
  await ahead.setOffline(true);
  await behind.setOffline(true);
  await tabA.type(' — tent pegs (from A)');
  await tabB.type(' — stove fuel (from B)');

  // B, whose clock is an hour behind A's, reaches the server first; A's change then meets it.
  await behind.setOffline(false);
  await expect.poll(async () => (await serverNote(created.share_id, created.edit_id))?.content, POLL).toContain('from B');
  await ahead.setOffline(false);
  await tabA.conflict.waitFor({ timeout: 15_000 });
  // Both texts kept apart: A's as a new note, the note itself with B's.
  await tabA.choose('Save mine as a new note');
  await tabA.page.waitForURL((url) => url.pathname.startsWith('/n/') && !url.pathname.endsWith(created.share_id));
  await tabA.waitUntilSaved();
  const copyId = new URL(tabA.page.url()).pathname.split('/')[2] ?? '';
  expect((await serverNote(copyId))?.content).toContain('tent pegs (from A)');
  expect((await serverNote(created.share_id))?.content).toContain('stove fuel (from B)');
});
