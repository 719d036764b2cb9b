// Publishing and editing through the balancer: a note one instance stored reads from every other one, and two
// browsers editing one note — their saves answered by different instances — both end with both edits.
import { expect, test } from 'vitest';
import { openEditLink } from '../e2e/page-models/EditLink.ts';
import { HomePage } from '../e2e/page-models/HomePage.ts';
import { NotePage } from '../e2e/page-models/NotePage.ts';
import { createNote, serverNote } from '../e2e/support/api.ts';
import { useBrowser } from '../e2e/support/browser.ts';
import { postJson } from './support/balancer-client.ts';
import { recordInstances, useCluster } from './support/use-cluster.ts';

const cluster = useCluster();
const browser = useBrowser();
const POLL = { timeout: 20_000, interval: 250 };

test('a note published in one browser reads in another, and from every instance', async () => {
  const writer = await browser.newPage();
  const { shareId } = await new HomePage(writer).writeAndPublish('Minutes of the Tuesday meeting');

  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId);
  await expect.poll(() => reader.text(), POLL).toContain('Minutes of the Tuesday meeting');

  // Round-robin: consecutive reads go to each instance in turn, and every one of them has the note.
  const reads = [];
  for (let n = 0; n < 3 * cluster().instances.length; n += 1) reads.push(await postJson(cluster().url, `/api/notes/share/${shareId}`, {}));
  expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));
  for (const read of reads) expect((read.body as { content: string }).content).toContain('Minutes of the Tuesday meeting');
  expect(new Set(reads.map((read) => read.servedBy))).toEqual(new Set(cluster().instances.map((instance) => instance.name)));
});

test('two browsers editing one note, their saves answered by different instances, both end with both edits', async () => {
  const created = await createNote({ content: '<p>Agenda</p><p>Any other business</p>' });
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const savesA = recordInstances(contextA, /^\/api\/notes\/[^/]+\/update$/);
  const savesB = recordInstances(contextB, /^\/api\/notes\/[^/]+\/update$/);
  const a = await openEditLink(await contextA.newPage(), created.edit_id, created.share_id);
  const b = await openEditLink(await contextB.newPage(), created.edit_id, created.share_id);

  // A's edit reaches the server first; B, still on the version it opened, saves on top of it and merges.
  await a.typeAtStart('Budget review. ');
  await a.waitUntilSaved();
  await b.type(' and the summer party');
  await b.waitUntilSaved();

  const both = '<p>Budget review. Agenda</p><p>Any other business and the summer party</p>';
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe(both);
  await a.page.reload();
  await expect.poll(() => a.editor.innerText(), POLL).toContain('Any other business and the summer party');
  expect(await a.editor.innerText()).toContain('Budget review. Agenda');

  // Proof that this crossed instances: the two browsers' saves were not all answered by one of them.
  expect(savesA.length).toBeGreaterThan(0);
  expect(savesB.length).toBeGreaterThan(0);
  expect(new Set([...savesA, ...savesB]).size).toBeGreaterThan(1);
  expect(savesA.concat(savesB).every((name) => cluster().instances.some((instance) => instance.name === name))).toBe(true);
});
