// Accounts across instances: an account made through the balancer signs in on another browser, whichever
// instance answers, and the note written on the first browser is in "My notes" on the second and opens there.
// Sessions, accounts and the notes' owner all live in the shared database, not in any one instance.
import { expect, test } from 'vitest';
import { HomePage } from '../e2e/page-models/HomePage.ts';
import { NotePage } from '../e2e/page-models/NotePage.ts';
import { NotesPanel } from '../e2e/page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from '../e2e/page-models/SignInPage.ts';
import { useBrowser } from '../e2e/support/browser.ts';
import { recordInstances, useCluster } from './support/use-cluster.ts';

useCluster();
const browser = useBrowser();
const POLL = { timeout: 20_000, interval: 250 };

test('an account made on one browser signs in on another, and the note written on the first is listed and opens there', async () => {
  const firstContext = await browser.newContext();
  const first = await firstContext.newPage();
  const person = newCredentials();
  await new SignInPage(first).createAccount(person);
  await new HomePage(first).writeAndPublish('Travel plans for June');

  const secondContext = await browser.newContext();
  const accountCalls = recordInstances(secondContext, /^\/api\/(auth|notes\/list)/);
  const second = await secondContext.newPage();
  await new SignInPage(second).signIn(person);
  const panel = new NotesPanel(second);
  await panel.open();
  await expect.poll(() => panel.note('Travel plans for June').count(), POLL).toBe(1);
  await panel.note('Travel plans for June').click();
  const note = new NotePage(second);
  await expect.poll(() => note.text(), POLL).toContain('Travel plans for June');

  // The second browser's session was honoured by more than the instance that made it.
  expect(new Set(accountCalls).size).toBeGreaterThan(1);
});
