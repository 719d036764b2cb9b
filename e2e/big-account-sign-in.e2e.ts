// A person with 2,000 notes in their account signs in on a new phone: every title is in My notes within 3 s of the
// home page showing, the whole account takes at most 25 requests to the API (never a 429 at the default budget's
// pace), and every note is there in full — also once the phone is offline.
import { expect, test } from 'vitest';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { createNoteInAccount, signUpElsewhere } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { watchServiceWorker } from './support/offline.ts';

const browser = useBrowser();
const NOTES = 2_000;
const TITLES_WITHIN_MS = 3_000;
const MOST_API_REQUESTS = 25;
/** One note in the middle of the account has a title of its own, to be found by search. */
const titleOf = (entry: number) => (entry === 1234 ? 'Ship’s manifest' : `Logbook ${entry}`);

test('2,000 notes on a new phone: every title listed within 3 s of signing in, in at most 25 API requests, each note whole offline', async () => {
  const person = newCredentials('Grace Hopper');
  const cookie = await signUpElsewhere(person);
  for (let start = 0; start < NOTES; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, NOTES - start) }, (_, offset) =>
        createNoteInAccount(cookie, { content: `<p>${titleOf(start + offset + 1)}</p><p>Entry ${start + offset + 1} of the year.</p>` }),
      ),
    );
  }

  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const apiRequests: string[] = [];
  const refused: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) apiRequests.push(`${request.method()} ${path}`);
  });
  context.on('response', (response) => {
    if (response.status() === 429) refused.push(response.url());
  });
  const page = await context.newPage();
  await new SignInPage(page).signIn(person);
  const homeShown = Date.now();

  const panel = new NotesPanel(page);
  await panel.open();
  await expect
    .poll(async () => panel.dialog.getByRole('listitem').first().getAttribute('aria-setsize').catch(() => null), { timeout: 20_000, interval: 100 })
    .toBe(String(NOTES));
  const listedAfter = Date.now() - homeShown;
  expect(listedAfter, `every title was listed ${listedAfter} ms after the home page showed`).toBeLessThanOrEqual(TITLES_WITHIN_MS);
  expect(refused).toEqual([]);
  expect(apiRequests.length, apiRequests.join('\n')).toBeLessThanOrEqual(MOST_API_REQUESTS);

  // Nothing lost: a note from the middle of the account opens whole with the phone offline.
  await serviceWorker.ready(page);
  await context.setOffline(true);
  await panel.dialog.getByRole('searchbox', { name: 'Search notes' }).fill('manifest');
  await panel.note('Ship’s manifest').click();
  await page.getByText('Entry 1234 of the year.', { exact: true }).waitFor();
});
