// At most MAILS_PER_HOUR mails of each kind (reset, verification) to one address per hour, however
// many client addresses ask: nobody can flood an inbox through us. A refused mail is simply not sent; the
// answer stays the same, so the limit tells nothing about whether an account exists.
import type { Redis } from 'ioredis';
import type { AccountMailKind } from './account-mail-text.ts';
import { createCounter, takePoint } from '../lib/counters.ts';

export const MAILS_PER_HOUR = 3;

export interface MailLimits {
  /** Takes one mail of `kind` to `email` from its budget; false when the budget is spent. */
  allow(kind: AccountMailKind, email: string): Promise<boolean>;
}

export function createMailLimits(redis: Redis | undefined): MailLimits {
  const sent = createCounter(redis, { keyPrefix: 'jotter:account-mail', points: MAILS_PER_HOUR, duration: 3600 });
  return {
    async allow(kind, email) {
      return (await takePoint(sent, `${kind}:${email.trim().toLowerCase()}`)) === null;
    },
  };
}
