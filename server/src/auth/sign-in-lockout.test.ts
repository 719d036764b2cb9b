// The per-account lock on its own, with second-long locks so the back-off can be watched growing.
import { describe, expect, it } from 'vitest';
import { createSignInLockout } from './sign-in-lockout.ts';

const rules = { freeFailures: 3, firstLockSeconds: 1, maxLockSeconds: 4 };
const email = () => `lock-${Math.random().toString(36).slice(2)}@example.com`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sign-in lock of one account', () => {
  it('locks after the free failures, for longer after each failure that follows a lock', async () => {
    const lockout = createSignInLockout(undefined, rules);
    const account = email();
    for (let failure = 0; failure < 2; failure += 1) await lockout.failed(account);
    expect(await lockout.lockedFor(account)).toBeNull();
    await lockout.failed(account);
    expect(await lockout.lockedFor(account)).toBe(1);
    await sleep(1100);
    expect(await lockout.lockedFor(account)).toBeNull();
    await lockout.failed(account);
    expect(await lockout.lockedFor(account)).toBe(2);
  });

  it('is one lock however the address is typed, and a correct sign-in lifts it', async () => {
    const lockout = createSignInLockout(undefined, rules);
    const account = email();
    for (let failure = 0; failure < 3; failure += 1) await lockout.failed(failure % 2 ? account.toUpperCase() : ` ${account} `);
    expect(await lockout.lockedFor(account)).toBe(1);
    await lockout.succeeded(account);
    expect(await lockout.lockedFor(account)).toBeNull();
    await lockout.failed(account);
    expect(await lockout.lockedFor(account)).toBeNull();
  });

  it('never locks longer than the longest lock', async () => {
    const lockout = createSignInLockout(undefined, { ...rules, maxLockSeconds: 2 });
    const account = email();
    for (let failure = 0; failure < 30; failure += 1) await lockout.failed(account);
    expect(await lockout.lockedFor(account)).toBeLessThanOrEqual(2);
  });
});
