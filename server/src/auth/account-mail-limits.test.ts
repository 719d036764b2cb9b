// Account mail an attacker would abuse, over a real socket into a real SMTP server: no inbox gets
// more than three mails of a kind an hour however many client addresses ask, and an answer never waits for
// the mail server, so a known address answers like an unknown one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUpOnWire, startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.ts';

let sink: SmtpSink;
let t: ListeningApp;
beforeEach(async () => {
  sink = await startSmtpSink();
  t = await startListeningApp({ env: { SMTP_URL: sink.url, PUBLIC_ORIGIN: 'http://notes.example' } });
});
afterEach(async () => {
  sink.release();
  await t.close();
  await sink.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
const mailsTo = (email: string, containing: string) => sink.mails.filter((mail) => mail.to.includes(email) && mail.raw.includes(containing));

describe('mail to one address', () => {
  it('five resets asked from five client addresses send three mails, and every answer is the same', async () => {
    const ada = await signUpOnWire(t);
    for (let ask = 0; ask < 5; ask += 1) {
      const answer = await t.send('POST', '/api/auth/request-password-reset', { body: { email: ada.email, redirectTo: '/signin' } });
      expect(answer.status).toBe(200);
    }
    await settle();
    expect(mailsTo(ada.email, 'reset-password')).toHaveLength(3);
  });

  it('verification mails stop at three an hour too, the one sent at sign-up included', async () => {
    const ada = await signUpOnWire(t);
    for (let ask = 0; ask < 4; ask += 1) {
      const answer = await t.send('POST', '/api/auth/send-verification-email', { body: { email: ada.email, callbackURL: '/' } });
      expect(answer.status).toBe(200);
    }
    await settle();
    expect(mailsTo(ada.email, 'verify-email')).toHaveLength(3);
  });
});

describe('a slow mail server', () => {
  it('does not hold up the answer: a known address answers while its mail is still on its way', async () => {
    const ada = await signUpOnWire(t);
    await settle();
    sink.hold();
    const answered = await Promise.race([
      t.send('POST', '/api/auth/request-password-reset', { body: { email: ada.email, redirectTo: '/signin' } }).then((answer) => answer.status),
      new Promise((resolve) => setTimeout(() => resolve('still waiting for the mail server'), 3000)),
    ]);
    expect(answered).toBe(200);
    expect(mailsTo(ada.email, 'reset-password')).toHaveLength(0);
    sink.release();
    await settle();
    expect(mailsTo(ada.email, 'reset-password')).toHaveLength(1);
  });
});
