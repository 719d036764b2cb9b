// Passkeys beyond what @better-auth/passkey does: when each was last used (account settings list
// it), and who may add one — an account whose address is verified, or whoever re-enters its password, so a
// borrowed session or an account opened with someone else's address cannot plant a lasting way in. Adding a
// passkey never starts a session. A password reset deletes every passkey (auth.ts).
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';

const REGISTER = '/passkey/verify-registration';
const AUTHENTICATE = '/passkey/verify-authentication';

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

export const passkeyRules = () =>
  ({
    id: 'jotter-passkey-rules',
    schema: { passkey: { fields: { lastUsedAt: { type: 'date', required: false } } } },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === REGISTER,
          handler: createAuthMiddleware(async (ctx) => {
            const body = bodyOf(ctx.body);
            const session = await getSessionFromCtx(ctx);
            // Without a session the plugin refuses on its own.
            if (session && !session.user.emailVerified) {
              const password = typeof body.password === 'string' ? body.password : '';
              if (!password) throw APIError.from('FORBIDDEN', { code: 'PASSWORD_REQUIRED', message: 'Confirm your password to add a passkey' });
              const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
              const hash = accounts.find((account) => account.providerId === 'credential')?.password;
              if (!hash || !(await ctx.context.password.verify({ hash, password }))) {
                throw APIError.from('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
              }
            }
            return { context: { body: { ...body, createSession: false } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === AUTHENTICATE,
          handler: createAuthMiddleware(async (ctx) => {
            const credentialId = bodyOf(bodyOf(ctx.body).response).id;
            if (isAPIError(ctx.context.returned) || typeof credentialId !== 'string') return;
            await ctx.context.adapter.update({
              model: 'passkey',
              where: [{ field: 'credentialID', value: credentialId }],
              update: { lastUsedAt: new Date() },
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
