// Who may read what: a protected note needs its password in a new browser, a deleted note shows the
// not-found state, and a local note whose expiry has passed is hidden from its own author.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { createNote, deleteNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

test('a password-protected note asks a new visitor for the password and refuses a wrong one', async () => {
  const created = await createNote({ content: '<p>The safe code is 4-8-15</p>', password: 'correct horse' });
  const reader = new NotePage(await browser.newPage());
  await reader.goto(created.share_id);
  await reader.passwordInput.waitFor();
  expect(await reader.page.content()).not.toContain('4-8-15');

  await reader.unlock('wrong battery');
  await reader.passwordError.waitFor();
  expect(await reader.passwordError.innerText()).toContain('That password is not right.');
  expect(await reader.page.content()).not.toContain('4-8-15');

  await reader.unlock('correct horse');
  expect(await reader.text()).toContain('The safe code is 4-8-15');
});

test('a deleted note shows the not-found state', async () => {
  const created = await createNote({ content: '<p>Short-lived</p>', expire: '1h' });
  await deleteNote(created.edit_id);
  const reader = new NotePage(await browser.newPage());
  await reader.goto(created.share_id);
  await reader.notFound.waitFor();
  expect(await reader.page.content()).not.toContain('Short-lived');
});

test('a note whose expiry has passed is hidden on the device that wrote it', async () => {
  const context = await browser.newContext();
  await context.clock.install();
  const home = new HomePage(await context.newPage());
  await home.goto();
  await home.type('Door code for the party: 2231');
  await home.publish({ expire: '1h' });
  const author = new NotePage(home.page);
  await author.editor.waitFor();
  const panel = new NotesPanel(home.page);
  await panel.open();
  await panel.note('Door code for the party: 2231').waitFor();
  await panel.close();

  await home.page.clock.fastForward('01:01:00');
  await author.notFound.waitFor();
  expect(await author.editor.count()).toBe(0);
  await panel.open();
  await panel.dialog.getByText('No notes yet').waitFor();
  expect(await panel.note('Door code for the party: 2231').count()).toBe(0);
});
