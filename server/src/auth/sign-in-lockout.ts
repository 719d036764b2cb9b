// Sign-in guesses per account. The per-address limit (better-auth's, 5 a minute) alone lets many
// addresses guess one account's password together; this counts failed sign-ins per e-mail address, whatever
// address they come from. After FREE_FAILURES the account's password sign-in is locked for a while that
// doubles with every further failure (1 min, 2, 4 … at most an hour); a correct sign-in or a password reset
// clears it. Unknown addresses are counted the same way, so a lock never tells whether an account exists.
import type { Redis } from 'ioredis';
import { createCounter } from '../lib/counters.ts';

export interface LockoutRules {
  freeFailures: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
}

export const SIGN_IN_LOCKOUT: LockoutRules = { freeFailures: 10, firstLockSeconds: 60, maxLockSeconds: 3600 };
/** Failures are forgotten a day after the first of them (or at once, by a correct sign-in). */
const FAILURE_MEMORY_SECONDS = 24 * 3600;

export interface SignInLockout {
  /** Seconds until this account's password may be tried again, or null when it may be now. */
  lockedFor(email: string): Promise<number | null>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

/** One key per account, however the address was typed. */
const accountKey = (email: string) => email.trim().toLowerCase();

export function createSignInLockout(redis: Redis | undefined, rules: LockoutRules = SIGN_IN_LOCKOUT): SignInLockout {
  const failures = createCounter(redis, { keyPrefix: 'jotter:sign-in-failures', points: rules.freeFailures, duration: FAILURE_MEMORY_SECONDS });
  // Only ever set with block(): a key there is a lock, its time to live what is left of it.
  const locks = createCounter(redis, { keyPrefix: 'jotter:sign-in-lock', points: 1, duration: rules.maxLockSeconds });
  return {
    async lockedFor(email) {
      const lock = await locks.get(accountKey(email));
      return lock && lock.consumedPoints > 1 ? Math.max(1, Math.ceil(lock.msBeforeNext / 1000)) : null;
    },
    async failed(email) {
      const key = accountKey(email);
      const { consumedPoints } = await failures.penalty(key);
      if (consumedPoints < rules.freeFailures) return;
      const seconds = Math.min(rules.firstLockSeconds * 2 ** (consumedPoints - rules.freeFailures), rules.maxLockSeconds);
      await locks.block(key, seconds);
    },
    async succeeded(email) {
      const key = accountKey(email);
      await Promise.all([failures.delete(key), locks.delete(key)]);
    },
  };
}
