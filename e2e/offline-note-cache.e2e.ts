// The service worker keeps recently read notes for offline reading, but never a protected note's text: its
// unlocked page is no-store, so it is not cached, and a copy kept from before the note got a password is
// dropped the next time the page is fetched.
import { expect, test } from 'vitest';
import { createNote } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { cachedNotePages, watchServiceWorker } from './support/offline.ts';

const browser = useBrowser();

async function unlock(shareId: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/notes/verify-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: shareId, password }),
  });
  return ((await response.json()) as { session: string }).session;
}

test("a protected note's unlocked page is never kept for offline reading; an open note's is", async () => {
  const open = await createNote({ content: '<p>Open for everyone</p>' });
  const later = await createNote({ content: '<p>Open until a password comes</p>' });
  const secret = await createNote({ content: '<p>Behind a password</p>', password: 'pw' });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const page = await context.newPage();
  await page.goto('/');
  await serviceWorker.ready(page);

  await page.goto(`/n/${open.share_id}`);
  await page.goto(`/n/${later.share_id}`);
  await context.addCookies([{ name: `ns_${secret.share_id}`, value: await unlock(secret.share_id, 'pw'), url: baseUrl() }]);
  await page.goto(`/n/${secret.share_id}`);
  await page.getByText('Behind a password').first().waitFor();
  expect(await cachedNotePages(page)).toEqual(expect.arrayContaining([`/n/${open.share_id}`, `/n/${later.share_id}`]));
  expect(await cachedNotePages(page)).not.toContain(`/n/${secret.share_id}`);

  // The open note gets a password: the next visit replaces nothing, it removes the kept copy.
  const passwordSet = await fetch(`${baseUrl()}/api/notes/${later.edit_id}/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'pw2' }),
  });
  expect(passwordSet.status).toBe(200);
  await context.addCookies([{ name: `ns_${later.share_id}`, value: await unlock(later.share_id, 'pw2'), url: baseUrl() }]);
  await page.goto(`/n/${later.share_id}`);
  await page.getByText('Open until a password comes').first().waitFor();
  expect(await cachedNotePages(page)).not.toContain(`/n/${later.share_id}`);
  expect(await cachedNotePages(page)).toContain(`/n/${open.share_id}`);
});
