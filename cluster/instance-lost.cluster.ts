// One instance is killed (SIGKILL: its machine is gone) in the middle of a burst of saves. Clients retry through
// the balancer as the app's outbox does — the same request again, which the server treats as a replay when it
// had already been applied — and afterwards every save that was acknowledged (2xx) is there. HAProxy's health
// check takes the dead instance out, and from then on every request succeeds at the first try.
import { expect, test } from 'vitest';
import { newNoteIds } from '../server/src/services/notes/note-ids.ts';
import { postJson, type Answer } from './support/balancer-client.ts';
import { useCluster } from './support/use-cluster.ts';

const cluster = useCluster();
const WRITERS = 20;
const SAVES_BEFORE_KILL = 150;
const SAVES_AFTER_KILL = 150;
const MAX_TRIES = 30;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The answer of the first try that was not a gateway failure or a 5xx, and how many tries that took. */
async function sendUntilAnswered(path: string, body: unknown): Promise<{ answer: Answer; tries: number }> {
  for (let tries = 1; ; tries += 1) {
    // A connection reset by the dying instance is an answer lost, like a 502: the same request goes again.
    const answer = await postJson(cluster().url, path, body).catch((): Answer => ({ status: 0, body: null, servedBy: '' }));
    if (answer.status !== 0 && answer.status < 500) return { answer, tries };
    if (tries === MAX_TRIES) throw new Error(`${path} still answered ${answer.status} after ${tries} tries`);
    await sleep(100);
  }
}

interface Acknowledged {
  editId: string;
  version: number;
  content: string;
}

test('an instance killed during a burst of saves loses none that were acknowledged, and leaves the pool', async () => {
  const victim = cluster().instances[1]!;
  const acknowledged = new Map<string, Acknowledged>();
  const answeredBy: string[] = [];
  let saves = 0;
  let retried = 0;
  let stop = false;

  const save = async (path: string, body: unknown): Promise<Answer> => {
    const { answer, tries } = await sendUntilAnswered(path, body);
    retried += tries - 1;
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    answeredBy.push(answer.servedBy);
    saves += 1;
    return answer;
  };
  // Each writer creates a note with ids of its own making (so a retried create is a replay), then keeps saving it.
  const writer = async (n: number) => {
    const { shareId, editId } = newNoteIds();
    let content = `<p>note ${n}, save 1</p>`;
    await save('/api/notes/create', { content, share_id: shareId, edit_id: editId });
    acknowledged.set(shareId, { editId, version: 1, content });
    for (let next = 2; !stop; next += 1) {
      const base = acknowledged.get(shareId)!.version;
      content = `<p>note ${n}, save ${next}</p>`;
      const answer = await save(`/api/notes/${shareId}/update`, { content, editId, baseVersion: base });
      acknowledged.set(shareId, { editId, version: (answer.body as { version: number }).version, content });
    }
  };

  const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
  while (saves < SAVES_BEFORE_KILL) await sleep(5);
  const savesAtKill = saves;
  await victim.kill();
  const killedAt = Date.now();
  while (saves < savesAtKill + SAVES_AFTER_KILL) await sleep(5);
  stop = true;
  await Promise.all(writers);

  // The victim was answering saves until it died.
  expect(answeredBy.slice(0, savesAtKill)).toContain(victim.name);
  console.log(`${saves} saves acknowledged, ${savesAtKill} before the kill; ${retried} tries were sent again`);

  // HAProxy's check marks it down within a few of its intervals.
  await expect.poll(async () => (await cluster().balancer.states())[victim.name], { timeout: 10_000, interval: 100 }).toMatch(/^DOWN/);
  console.log(`${victim.name} out of the pool ${Date.now() - killedAt} ms after the kill`);
  // From then on nothing reaches it: every request is answered at the first try, by the others.
  const afterwards = [];
  for (const [shareId, note] of acknowledged) afterwards.push(await postJson(cluster().url, `/api/notes/share/${shareId}`, { editId: note.editId }));
  expect(afterwards.map((answer) => answer.status)).toEqual(afterwards.map(() => 200));
  expect(afterwards.map((answer) => answer.servedBy)).not.toContain(victim.name);

  // Every acknowledged save is there: the version it was given (or a later one whose answer was lost), its content.
  expect(acknowledged.size).toBe(WRITERS);
  for (const [index, [shareId, note]] of [...acknowledged].entries()) {
    const stored = afterwards[index]!.body as { version: number; content: string };
    expect(stored.version, shareId).toBeGreaterThanOrEqual(note.version);
    if (stored.version === note.version) expect(stored.content, shareId).toBe(note.content);
  }
});
