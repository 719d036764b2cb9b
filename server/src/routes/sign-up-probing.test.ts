// Sign-up says "already exists" for a registered address (security round 4, item 7): kept, because answering the
// same would cost the sign-in that follows sign-up (docs/decisions.md, "Security round 4"). What bounds a probe is
// the per-address sign-up budget: five a minute from one client address (IPv4, or IPv6 /64), after which every
// sign-up answers the same 429, registered address or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOnWire, startListeningApp, type ListeningApp, type WireUser } from '../test-support/listening-app.ts';

let t: ListeningApp;
const registered: WireUser[] = [];
beforeAll(async () => {
  t = await startListeningApp();
  for (let i = 0; i < 7; i += 1) registered.push(await signUpOnWire(t));
});
afterAll(() => t.close());

const probe = (email: string, ip: string) => t.send('POST', '/api/auth/sign-up/email', { ip, body: { name: 'Probe', email, password: 'probing password' } });

describe('probing sign-up for registered addresses', () => {
  it('learns five answers a minute from one client address; then every sign-up is the same 429', async () => {
    const prober = '198.51.100.77';
    const answers = [];
    for (const user of registered.slice(0, 5)) answers.push(await probe(user.email, prober));
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers[0]!.json<{ code: string }>().code).toBe('user-already-exists-use-another-email');

    const registeredAgain = await probe(registered[5]!.email, prober);
    const unregistered = await probe(`nobody-${Date.now()}@example.com`, prober);
    for (const answer of [registeredAgain, unregistered]) {
      expect(answer.status).toBe(429);
      expect(answer.json<{ code: string }>().code).toBe('rate-limited');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(registeredAgain.body).toBe(unregistered.body);

    // Every address of the prober's IPv6 /64 shares one budget.
    const v6 = (n: number) => `2001:db8:7:7::${n.toString(16)}`;
    const v6Answers = [];
    for (let i = 0; i < 6; i += 1) v6Answers.push((await probe(registered[i % registered.length]!.email, v6(i + 1))).status);
    expect(v6Answers).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
