// Wrong-password attempts are counted across instances (docs/design.md §4.3): spread over all three by the
// balancer, a client still gets its five and no more, for the client the balancer saw — not the address it
// writes into X-Forwarded-For, and not the balancer's own.
import { expect, test } from 'vitest';
import { ATTEMPTS_PER_WINDOW } from '../server/src/services/access/attempt-counter.ts';
import { postJson } from './support/balancer-client.ts';
import { useCluster } from './support/use-cluster.ts';

const cluster = useCluster();
const PASSWORD = 'correct horse battery';

async function protectedNote(): Promise<string> {
  const created = await postJson(cluster().url, '/api/notes/create', { content: '<p>Salaries 2027</p>', password: PASSWORD });
  expect(created.status).toBe(201);
  return (created.body as { share_id: string }).share_id;
}

const attempt = (id: string, password: string, from: string, forgedFor?: string) =>
  postJson(cluster().url, '/api/notes/verify-password', { id, password }, { from, headers: forgedFor ? { 'x-forwarded-for': forgedFor } : {} });

test('wrong passwords spread over every instance are counted together: the attempt after the limit is refused, even the right one', async () => {
  const id = await protectedNote();
  // Each guess also names a different address of its own in X-Forwarded-For: HAProxy appends the real one
  // after it, and with TRUST_PROXY=1 that is the one the app counts.
  const guesses = [];
  for (let n = 0; n < ATTEMPTS_PER_WINDOW; n += 1) guesses.push(await attempt(id, `guess ${n}`, '127.0.0.2', `203.0.113.${n + 1}`));
  expect(guesses.map((guess) => guess.status)).toEqual(guesses.map(() => 401));
  // Round-robin put the guesses on every instance: no one instance saw enough of them to refuse alone.
  expect(new Set(guesses.map((guess) => guess.servedBy)).size).toBe(cluster().instances.length);

  const refused = await attempt(id, PASSWORD, '127.0.0.2', '203.0.113.99');
  expect(refused.status).toBe(429);
  expect((refused.body as { code: string }).code).toBe('too-many-attempts');

  // Another client is not held back by this one's guesses.
  const other = await attempt(id, PASSWORD, '127.0.0.3');
  expect(other.status).toBe(200);
});
