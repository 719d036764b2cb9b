// Account mail end to end: a real SMTP server inside the test receives what the app sends. A reset link
// leads to a new password; the verification link sent at sign-up verifies the address; each mail is written in
// the language the asking request accepts, and its links point at PUBLIC_ORIGIN whatever Host header the
// request sent. Without SMTP_URL the mail goes to DATA_DIR/unsent-mail.log, and the log only says so.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/wire/account.ts';
import { signIn, signUp } from '../test-support/accounts.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../test-support/smtp-sink.ts';
import { getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { unsentMails, type UnsentMail } from '../test-support/unsent-mail.ts';

/** Where mailed links must point: the test app's configured public address. */
const PUBLIC_ORIGIN = 'http://notes.example';

/** A mail as its reader sees it: the decoded subject and text, and the one link it exists for. */
async function read(mail: ReceivedMail): Promise<{ subject: string; text: string; link: URL }> {
  const parsed = await simpleParser(mail.raw);
  const text = parsed.text ?? '';
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail: ${text.slice(0, 500)}`);
  return { subject: parsed.subject ?? '', text, link: new URL(link) };
}

/** The first mail to `to` (whose raw text contains `containing`, when given), once it has arrived. */
async function waitForMail(mails: ReceivedMail[], to: string, containing = ''): Promise<ReceivedMail> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = mails.find((candidate) => candidate.to.includes(to) && candidate.raw.includes(containing));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

let t: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await t?.close();
  await sink?.close();
  t = undefined;
  sink = undefined;
});

describe('account mail through SMTP', () => {
  it('a forgotten password: the mailed link leads to a reset, after which only the new password works', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN, MAIL_FROM: 'Jotter <accounts@notes.example>' } });
    const ada = await signUp(t.app);
    const asked = await postJson(t.app, '/api/auth/request-password-reset', { email: ada.email, redirectTo: '/signin' });
    expect(asked.statusCode).toBe(200);
    const mail = await waitForMail(sink.mails, ada.email, 'reset-password');
    expect(mail.raw).toContain('From: Jotter <accounts@notes.example>');
    const { subject, text, link } = await read(mail);
    expect(subject).toBe('Jotter: reset your password');
    expect(text).toContain('If it was not you, ignore this mail');
    expect(link.origin).toBe(PUBLIC_ORIGIN);
    // The link passes through better-auth, which sends the browser on to /signin with the token.
    const followed = await getPage(t.app, link.pathname + link.search);
    expect(followed.statusCode).toBe(302);
    const token = new URL(String(followed.headers.location), 'http://localhost').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'difference engine' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, ada.email, ada.password)).statusCode).toBe(401);
    expect((await signIn(t.app, ada.email, 'difference engine')).statusCode).toBe(200);
    // A reset token works once.
    expect((await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'third password' })).statusCode).toBe(400);
  });

  it('the verification link sent at sign-up verifies the address', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN } });
    const ada = await signUp(t.app);
    const mail = await waitForMail(sink.mails, ada.email);
    const { link } = await read(mail);
    expect(link.pathname).toBe('/api/auth/verify-email');
    await getPage(t.app, link.pathname + link.search);
    const session = (await getPage(t.app, '/api/auth/get-session', { headers: { cookie: ada.cookie } })).json<AccountSession>();
    expect(session.user.emailVerified).toBe(true);
  });

  it('a reset asked from the German interface arrives in German', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN } });
    const ada = await signUp(t.app);
    // As the app asks from its German interface: the mail in German, the link back to /signin in German.
    await postJson(t.app, '/api/auth/request-password-reset', { email: ada.email, redirectTo: '/signin?lang=de' }, { headers: { 'accept-language': 'de' } });
    const { subject, text, link } = await read(await waitForMail(sink.mails, ada.email, 'reset-password'));
    expect(subject).toBe('Jotter: Passwort zurücksetzen');
    expect(text).toContain('Wählen Sie hier ein neues Passwort');
    expect(text).not.toMatch(/reset your password|ignore this mail/);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);
    const landing = new URL(String((await getPage(t.app, link.pathname + link.search)).headers.location));
    expect(landing.pathname).toBe('/signin');
    expect(landing.searchParams.get('lang')).toBe('de');
    expect(landing.searchParams.get('token')).toBeTruthy();
  });

  it('a new account in Hindi gets its confirmation in Hindi, leading back to the Hindi home page', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN } });
    const email = `meera-${Date.now()}@example.com`;
    const signedUp = await postJson(
      t.app,
      '/api/auth/sign-up/email',
      { name: 'Meera', email, password: 'analytical engine', callbackURL: '/hi' },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(signedUp.statusCode).toBe(200);
    const { subject, text, link } = await read(await waitForMail(sink.mails, email));
    expect(subject).toBe('Jotter: अपने ईमेल पते की पुष्टि करें');
    expect(text).toContain('अपने Jotter खाते के ईमेल पते की पुष्टि करें');
    const verified = await getPage(t.app, link.pathname + link.search);
    expect(verified.headers.location).toBe('/hi');
  });

  it('a reset asked with a forged Host header still links to the public address', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN } });
    const ada = await signUp(t.app);
    // An attacker asks for Ada's reset link as if the site were theirs, hoping she clicks it.
    await postJson(t.app, '/api/auth/request-password-reset', { email: ada.email, redirectTo: '/signin' }, { headers: { host: 'attacker.example' } });
    const { text, link } = await read(await waitForMail(sink.mails, ada.email, 'reset-password'));
    expect(link.origin).toBe(PUBLIC_ORIGIN);
    expect(text).not.toContain('attacker.example');
  });

  it('asking to reset the password of an unknown address answers the same and sends nothing', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN } });
    const response = await postJson(t.app, '/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/signin' });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails).toEqual([]);
  });
});

describe('account mail without SMTP', () => {
  it('goes to DATA_DIR/unsent-mail.log (0600) for the operator, and the log says so at info without the link', async () => {
    const lines: string[] = [];
    t = await startTestApp({ logger: { stream: { write: (line) => lines.push(line) } } });
    const ada = await signUp(t.app);
    await postJson(t.app, '/api/auth/request-password-reset', { email: ada.email, redirectTo: '/signin' });
    const file = join(t.dataDir, 'unsent-mail.log');
    const mailLinesOf = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => String(entry.msg).includes('mail not configured'));
    let unsent: UnsentMail[] = [];
    // Each mail is written to the file, then the log says so.
    for (let tries = 0; tries < 100 && (unsent.length < 2 || mailLinesOf().length < 2); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      unsent = unsentMails(t.dataDir);
    }
    // One line per mail: when, to whom, the subject and the link.
    expect(unsent.map((mail) => [mail.to, mail.subject])).toEqual([
      [ada.email, 'Jotter: confirm your e-mail address'],
      [ada.email, 'Jotter: reset your password'],
    ]);
    expect(unsent.every((mail) => !Number.isNaN(Date.parse(mail.at)))).toBe(true);
    const resetLink = unsent.map((mail) => mail.link).find((link) => link.includes('/api/auth/reset-password/'));
    expect(resetLink).toBeDefined();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const mailLines = mailLinesOf();
    expect(mailLines).toHaveLength(2);
    expect(mailLines.every((entry) => entry.level === 30 && String(entry.msg).includes(file))).toBe(true);
    const log = lines.join('\n');
    expect(log).not.toContain(new URL(resetLink!).pathname.split('/').at(-1));
    expect(log).not.toContain(ada.password);
  });
});
