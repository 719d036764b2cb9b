// Accounts through better-auth: e-mail and password, passkeys, sessions in a cookie on this
// origin. Telemetry off; rate limits on (sign-in guesses end in 429), shared through Redis when there is one.
// Deleting an account first deletes its notes, then the user: a crash in between leaves a user without
// notes, and deleting again finishes the job. What creates and ends a session: docs/decisions.md, "Sessions".
import { join } from 'node:path';
import { getCurrentAuthEndpointContext } from '@better-auth/core/context';
import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Locale } from '../../../shared/locales.ts';
import type { Config } from '../config.ts';
import { loadTranslations, type Translate } from '../lib/translations.ts';
import type { NoteStore } from '../storage/note-store.ts';
import { accountMailText, type AccountMailKind } from './account-mail-text.ts';
import { accountHooks, userNameHooks } from './account-rules.ts';
import { openAuthDatabase, type AuthDatabase } from './auth-database.ts';
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks.ts';
import { mailLanguage } from './mail-language.ts';
import { createMailLimits, type MailLimits } from './mail-limits.ts';
import { createMailer, UNSENT_MAIL_FILE, type Mailer } from './mailer.ts';
import { passkeyRules } from './passkey-rules.ts';
import { createAuthRateLimitStorage } from './rate-limit-storage.ts';
import { createSignInLockout, type SignInLockout } from './sign-in-lockout.ts';

/** The header the Fastify bridge sets from request.ip (which honours TRUST_PROXY); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-jotter-client-ip';

export const MIN_PASSWORD_LENGTH = 8;

/** Sign-in guesses per client address and minute, before RATE_LIMIT_SCALE. */
const SIGN_IN_GUESSES_PER_MINUTE = 5;
/** How long closing waits for account mail still being sent. */
const MAIL_DRAIN_MS = 5000;

function authOptions(
  config: Config,
  deps: {
    database: AuthDatabase;
    mailer: Mailer;
    mailTranslations: (locale: Locale) => Translate;
    mailLimits: MailLimits;
    lockout: SignInLockout;
    background: BackgroundTasks;
    store: NoteStore;
    redis: Redis | undefined;
    log: FastifyBaseLogger;
  },
) {
  const { mailer, store, log, lockout } = deps;
  const scaled = (max: number) => Math.ceil(max * config.rateLimitScale);
  /** Sends unless this address has had its mails of this kind for the hour (mail-limits.ts). */
  const sendMail = async (kind: AccountMailKind, to: string, link: string, request: Request | undefined) => {
    if (!(await deps.mailLimits.allow(kind, to))) {
      log.info({ kind }, 'account mail not sent: this address had its mails for the hour');
      return;
    }
    const text = accountMailText(deps.mailTranslations, kind, mailLanguage(request?.headers.get('accept-language')), { appName: config.appName, link });
    await mailer.send({ to, link, ...text });
  };
  return {
    appName: config.appName,
    basePath: '/api/auth',
    secret: config.secret,
    // Without PUBLIC_ORIGIN the origin is the request's own, as for every other page (see startupWarnings);
    // sending mail requires PUBLIC_ORIGIN (config.ts), so no mailed link follows a request's Host header.
    ...(config.publicOrigin ? { baseURL: config.publicOrigin, trustedOrigins: [config.publicOrigin] } : {}),
    database: deps.database.option,
    telemetry: { enabled: false },
    // Into the server's log, message only: the extra arguments may hold tokens or request data. Warnings such as
    // a wrong password or the request-derived base URL are expected traffic, not news for an operator.
    logger: {
      level: 'error',
      log: (level, message) => (level === 'error' ? log.error(`better-auth: ${message}`) : log.debug(`better-auth: ${message}`)),
    },
    // Without this, better-auth writes every refused call's message to stderr with its own logger, past the one
    // above (a wrong password printed as ERROR). Refusals are in the access log; only failures are news, logged
    // by name and code position: their messages may quote what the request sent. A failure that is not one of
    // better-auth's own errors is answered as one (thrown from here, synchronously): left alone, its router
    // prints the whole error to stderr before answering 500.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        const name = isAPIError(error) ? String(error.status) : error instanceof Error ? error.name : typeof error;
        const at = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8) : [];
        // A driver's error code (SQLITE_BUSY, a MongoDB number) says what failed without quoting anything.
        const code = error instanceof Error && 'code' in error && ['string', 'number'].includes(typeof error.code) ? error.code : undefined;
        log.error({ error: name, ...(code === undefined ? {} : { code }), at }, 'better-auth: request failed');
        if (!isAPIError(error)) throw APIError.from('INTERNAL_SERVER_ERROR', { code: 'INTERNAL_ERROR', message: 'Internal Server Error' });
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // A reset is how someone takes an account back: every way in that was not the new password goes.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        const { context } = getCurrentAuthEndpointContext();
        await context.adapter.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: user.id }] });
        await lockout.succeeded(user.email);
      },
      sendResetPassword: ({ user, url }, request) => sendMail('reset-password', user.email, url, request),
    },
    emailVerification: {
      // Unverified accounts work; verification is offered.
      sendOnSignUp: true,
      // Off: a verification link is a bearer token that anyone can send to anyone. Opening it verifies the
      // address and changes no session (signing in on verification let an attacker's link sign a victim's browser into the attacker's account).
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, url }, request) => sendMail('verify-email', user.email, url, request),
    },
    hooks: accountHooks(lockout),
    databaseHooks: { user: userNameHooks },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await store.deleteByOwner(user.id);
        },
      },
    },
    plugins: [passkey({ rpName: config.appName }), passkeyRules()],
    rateLimit: {
      enabled: true,
      window: 60,
      max: scaled(100),
      customRules: {
        '/sign-in/email': { window: 60, max: scaled(SIGN_IN_GUESSES_PER_MINUTE) },
        '/sign-up/email': { window: 60, max: scaled(SIGN_IN_GUESSES_PER_MINUTE) },
        '/request-password-reset': { window: 60, max: scaled(3) },
        '/change-password': { window: 60, max: scaled(SIGN_IN_GUESSES_PER_MINUTE) },
        '/delete-user': { window: 60, max: scaled(SIGN_IN_GUESSES_PER_MINUTE) },
        '/verify-password': { window: 60, max: scaled(SIGN_IN_GUESSES_PER_MINUTE) },
        '/passkey/verify-registration': { window: 60, max: scaled(SIGN_IN_GUESSES_PER_MINUTE) },
      },
      customStorage: createAuthRateLimitStorage(deps.redis),
    },
    advanced: {
      backgroundTasks: { handler: deps.background.handler },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicOrigin?.startsWith('https:') ?? false,
    },
  } satisfies BetterAuthOptions;
}

function createBetterAuth(options: ReturnType<typeof authOptions>) {
  return betterAuth(options);
}
export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;

/** better-auth's session cookie, plain or with the __Secure- prefix it takes behind https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** False when the request cannot carry a session, so anonymous reads skip the session lookup. */
export function mayHaveSession(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

export interface Accounts {
  auth: BetterAuthInstance;
  /** The signed-in user of a request, or null. */
  sessionUser(headers: Headers): Promise<{ id: string; name: string } | null>;
  /** The display name of a user (never the e-mail), or null when the account is gone. */
  displayName(userId: string): Promise<string | null>;
  close(): Promise<void>;
}

export async function createAccounts(
  config: Config,
  deps: { store: NoteStore; redis: Redis | undefined; log: FastifyBaseLogger },
): Promise<Accounts> {
  const database = openAuthDatabase(config);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, unsentFile: join(config.dataDir, UNSENT_MAIL_FILE) }, deps.log);
  const mailTranslations = await loadTranslations('mail');
  const background = createBackgroundTasks();
  const options = authOptions(config, {
    database,
    mailer,
    mailTranslations,
    mailLimits: createMailLimits(deps.redis),
    lockout: createSignInLockout(deps.redis),
    background,
    store: deps.store,
    redis: deps.redis,
    log: deps.log,
  });
  try {
    await database.migrate(options);
  } catch (error) {
    await database.close();
    throw error;
  }
  const auth = createBetterAuth(options);
  // better-auth finishes setting up in the background; waiting here keeps that work before the server says it
  // is ready, instead of competing with the first requests (a shutdown right after start must find them accepted).
  await auth.$context;
  return {
    auth,
    async sessionUser(headers) {
      const session = await auth.api.getSession({ headers });
      return session ? { id: session.user.id, name: session.user.name } : null;
    },
    async displayName(userId) {
      const context = await auth.$context;
      const user = await context.internalAdapter.findUserById(userId);
      return user?.name ?? null;
    },
    async close() {
      await background.settled(MAIL_DRAIN_MS);
      mailer.close();
      await database.close();
    },
  };
}
