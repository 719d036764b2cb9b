// Account mail end to end: a real SMTP server inside the test receives what the app sends. A reset link
// leads to a new password; the verification link sent at sign-up verifies the address. Without SMTP_URL
// the link goes to the log with a "mail not configured" line instead.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/wire/account.ts';
import { signIn, signUp } from '../test-support/accounts.ts';
import { getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
}

async function startSmtpSink(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The first http link in a mail, with quoted-printable soft breaks and escapes undone. */
function linkIn(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s]+/.exec(body)?.[0];
  if (!link) throw new Error(`no link in mail: ${body.slice(0, 500)}`);
  return link;
}

async function waitForMail(mails: ReceivedMail[], to: string): Promise<ReceivedMail> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = mails.find((candidate) => candidate.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

let t: TestApp | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
afterEach(async () => {
  await t?.close();
  await sink?.close();
  t = undefined;
  sink = undefined;
});

describe('account mail through SMTP', () => {
  it('a forgotten password: the mailed link leads to a reset, after which only the new password works', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Jotter <accounts@notes.example>' } });
    const ada = await signUp(t.app);
    const asked = await postJson(t.app, '/api/auth/request-password-reset', { email: ada.email, redirectTo: '/signin' });
    expect(asked.statusCode).toBe(200);
    const mail = await waitForMail(sink.mails.filter((m) => /reset/i.test(m.raw)), ada.email);
    expect(mail.raw).toContain('From: Jotter <accounts@notes.example>');
    // The link passes through better-auth, which sends the browser on to /signin with the token.
    const link = new URL(linkIn(mail));
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
    t = await startTestApp({ env: { SMTP_URL: sink.url } });
    const ada = await signUp(t.app);
    const mail = await waitForMail(sink.mails, ada.email);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/api/auth/verify-email');
    await getPage(t.app, link.pathname + link.search);
    const session = (await getPage(t.app, '/api/auth/get-session', { headers: { cookie: ada.cookie } })).json<AccountSession>();
    expect(session.user.emailVerified).toBe(true);
  });

  it('asking to reset the password of an unknown address answers the same and sends nothing', async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: sink.url } });
    const response = await postJson(t.app, '/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/signin' });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails).toEqual([]);
  });
});

describe('account mail without SMTP', () => {
  it('writes the link to the log at info with a "mail not configured" line, and no password', async () => {
    const lines: string[] = [];
    t = await startTestApp({ logger: { stream: { write: (line) => lines.push(line) } } });
    const ada = await signUp(t.app);
    await postJson(t.app, '/api/auth/request-password-reset', { email: ada.email, redirectTo: '/signin' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mailLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => String(entry.msg).includes('mail not configured'));
    expect(mailLines.length).toBeGreaterThanOrEqual(2);
    expect(mailLines.every((entry) => entry.level === 30)).toBe(true);
    expect(mailLines.some((entry) => String(entry.link).includes('/api/auth/reset-password/'))).toBe(true);
    expect(lines.join('\n')).not.toContain(ada.password);
  });
});
