// The account calls the client makes, as plain fetches to better-auth's endpoints under /api/auth: no
// better-auth client library, so the header and the sign-in page stay within the JavaScript budgets. Every answer
// is checked against shared/wire/account.ts before it is used: an answer in another shape (a captive portal's
// page, a proxy) is an ApiFailure like a bad gateway, never a signed-out guest or a signed-in nobody.
// Refusals arrive in the API's error shape; `accountErrorCode` reads better-auth's own code from them.
import { Type } from 'typebox';
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { signedOutHere } from '../../data/probe/capability-probe.ts';
import { ApiFailure, getJson, postJson } from '../../data/remote/api-client.ts';
import { withOutboxLock } from '../../data/sync/drain-lock.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { AuthDone, PasskeyList, PasskeyOptions, SessionAnswer, type AccountSession } from '../../../../shared/wire/account.ts';
import { confirmationLanding, resetLanding } from './account-links.ts';

export type { PasskeyEntry } from '../../../../shared/wire/account.ts';

const AUTH = '/api/auth';

/** The signed-in session, or null for a guest. Throws ApiFailure when the server cannot be asked. */
export function fetchSession(): Promise<AccountSession | null> {
  return getJson(`${AUTH}/get-session`, SessionAnswer);
}

/** The kebab-case code of an account refusal (e.g. "invalid-email-or-password"), else the generic one. */
export function accountErrorCode(error: unknown): string {
  if (!(error instanceof ApiFailure)) return 'internal-error';
  const code = typeof error.body === 'object' && error.body !== null ? (error.body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : error.code;
}

/**
 * A call that sets a new session cookie, never while a sign-out from this device is on its way: that sign-out's
 * answer clears the session cookie, and arriving after this call's it cleared the new one (the person was signed
 * out again at once). A pending sign-out is only ever sent under the outbox lock (hand-over.ts), so the
 * call takes the lock while one is pending; otherwise nothing waits.
 */
async function startingSession<T>(call: () => Promise<T>): Promise<T> {
  return (await signedOutHere()) === null ? call() : withOutboxLock(call);
}

export const signInWithEmail = (email: string, password: string) =>
  startingSession(() => postJson(`${AUTH}/sign-in/email`, { email, password }, AuthDone));
/**
 * Calls that send a mail name the interface language as Accept-Language, so the mail is written in it; its
 * link brings the user back to /signin in that language (account-links.ts), and a confirmed user on home.
 */
const inLanguage = (locale: Locale) => ({ headers: { 'accept-language': locale } });

export const signUpWithEmail = (name: string, email: string, password: string, locale: Locale) =>
  startingSession(() =>
    postJson(`${AUTH}/sign-up/email`, { name, email, password, callbackURL: confirmationLanding(locale) }, AuthDone, inLanguage(locale)),
  );
export const signOut = () => postJson(`${AUTH}/sign-out`, {}, AuthDone);
/** The mailed link comes back to /signin, in the language it was asked in, with a token (see ResetPasswordForm). */
export const requestPasswordReset = (email: string, locale: Locale) =>
  postJson(`${AUTH}/request-password-reset`, { email, redirectTo: resetLanding(locale) }, AuthDone, inLanguage(locale));
/** A new confirmation link (the last one expired); the answer never says whether the address has an account. */
export const requestConfirmation = (email: string, locale: Locale) =>
  postJson(`${AUTH}/send-verification-email`, { email, callbackURL: confirmationLanding(locale) }, AuthDone, inLanguage(locale));
export const resetPassword = (token: string, newPassword: string) => postJson(`${AUTH}/reset-password`, { token, newPassword }, AuthDone);
export const updateName = (name: string) => postJson(`${AUTH}/update-user`, { name }, AuthDone);
/** A new password signs out every other device (its old sessions may be what someone else holds); this one stays. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  postJson(`${AUTH}/change-password`, { currentPassword, newPassword, revokeOtherSessions: true }, AuthDone);
export const revokeOtherSessions = () => postJson(`${AUTH}/revoke-other-sessions`, {}, AuthDone);
export const deleteAccount = (password: string) => postJson(`${AUTH}/delete-user`, { password }, AuthDone);

/**
 * WebAuthn options as the browser's ceremony takes them: checked for what no ceremony can start without
 * (PasskeyOptions); startAuthentication / startRegistration refuse the rest if it is malformed.
 */
const AuthenticationOptions = Type.Unsafe<Parameters<typeof startAuthentication>[0]['optionsJSON']>(PasskeyOptions);
const RegistrationOptions = Type.Unsafe<Parameters<typeof startRegistration>[0]['optionsJSON']>(PasskeyOptions);

/** Signs in with a passkey of this device; the WebAuthn helper loads only when a passkey is used. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await getJson(`${AUTH}/passkey/generate-authenticate-options`, AuthenticationOptions);
  const { clientExtensionResults: _ignored, ...response } = await startAuthentication({ optionsJSON: options });
  await startingSession(() => postJson(`${AUTH}/passkey/verify-authentication`, { response }, AuthDone));
}

/**
 * Registers a passkey of this device for the signed-in account. An account whose address is not verified
 * confirms its password first (the server insists); it is checked before the device is asked, so a typo
 * leaves no passkey on the device that the account does not know.
 */
export async function addPasskey(password?: string): Promise<void> {
  if (password !== undefined) await postJson(`${AUTH}/verify-password`, { password }, AuthDone);
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await getJson(`${AUTH}/passkey/generate-register-options`, RegistrationOptions);
  const response = await startRegistration({ optionsJSON: options });
  await postJson(`${AUTH}/passkey/verify-registration`, { response, ...(password === undefined ? {} : { password }) }, AuthDone);
}

export const listPasskeys = () => getJson(`${AUTH}/passkey/list-user-passkeys`, PasskeyList);
export const deletePasskey = (id: string) => postJson(`${AUTH}/passkey/delete-passkey`, { id }, AuthDone);
