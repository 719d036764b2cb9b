// Account rules told to better-auth through its own hooks. They match the route better-auth
// resolved (ctx.path), never the request's spelling of it, so /api/auth/./delete-user, %2e, /x/../ or a
// trailing slash are the same call with the same rules:
// - deleting an account needs its password (a fresh session alone would otherwise do);
// - changing the password always signs out every other session;
// - a password sign-in is refused while its account is locked, and every result is counted (sign-in-lockout.ts);
// - a sign-out that names the session it ends (a device's delayed sign-out, sign-out-delivery.ts) is refused when
//   the cookie names another one by then: the person signed back in meanwhile, and their new session stays;
// - a display name is cleaned and checked wherever a user is written (shared/display-name.ts).
import type { BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { cleanDisplayName, displayNameProblem } from '../../../shared/display-name.ts';
import type { SignInLockout } from './sign-in-lockout.ts';

type AuthHooks = NonNullable<BetterAuthOptions['hooks']>;
type UserHooks = NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['user']>;

const stringField = (body: unknown, field: string): string | null => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : null;
};

export function accountHooks(lockout: SignInLockout): AuthHooks {
  return {
    before: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case '/delete-user':
          if (!stringField(ctx.body, 'password')) {
            throw APIError.from('BAD_REQUEST', { code: 'INVALID_BODY', message: 'Deleting an account needs its password' });
          }
          return;
        case '/change-password':
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        case '/sign-out': {
          const ending = stringField(ctx.body, 'sessionId');
          const current = ending === null ? null : await getSessionFromCtx(ctx);
          if (current && current.session.id !== ending) {
            throw APIError.from('CONFLICT', { code: 'SESSION_CHANGED', message: 'This browser is signed in to another session now; it was not ended' });
          }
          return;
        }
        case '/sign-in/email': {
          const email = stringField(ctx.body, 'email');
          const lockedFor = email === null ? null : await lockout.lockedFor(email);
          if (lockedFor !== null) {
            const message = 'Too many wrong passwords for this account; try again later';
            throw new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_ATTEMPTS', message }, { 'X-Retry-After': String(lockedFor) });
          }
          return;
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const email = stringField(ctx.body, 'email');
      if (email === null) return;
      const result = ctx.context.returned;
      if (!isAPIError(result)) await lockout.succeeded(email);
      else if (result.statusCode === 401) await lockout.failed(email);
    }),
  };
}

/** The display name as stored: cleaned, or the write is refused with 400 invalid-name. */
function acceptedName(name: string): string {
  if (displayNameProblem(name)) throw APIError.from('BAD_REQUEST', { code: 'INVALID_NAME', message: 'A name needs 1 to 80 visible characters' });
  return cleanDisplayName(name);
}

export const userNameHooks: UserHooks = {
  create: { before: async (user) => ({ data: { ...user, name: acceptedName(user.name) } }) },
  update: { before: async (user) => (typeof user.name === 'string' ? { data: { ...user, name: acceptedName(user.name) } } : undefined) },
};
