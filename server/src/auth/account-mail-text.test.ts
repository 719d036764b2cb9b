import { describe, expect, it } from 'vitest';
import { loadTranslations, translationsFrom } from '../lib/translations.ts';
import { accountMailText } from './account-mail-text.ts';

const values = { appName: 'Jotter', link: 'https://notes.example/api/auth/reset-password/abc?callbackURL=%2Fsignin' };

describe('the text of an account mail', () => {
  it('is written in the asked language, with the app name and the link filled in', async () => {
    const mail = accountMailText(await loadTranslations('mail'), 'reset-password', 'fr', values);
    expect(mail.subject).toBe('Jotter : réinitialisez votre mot de passe');
    expect(mail.text).toContain(values.link);
    expect(mail.text.split('\n\n')).toHaveLength(3);
  });

  it('falls back to English, link included, when no catalog was compiled', () => {
    const reset = accountMailText(translationsFrom({}), 'reset-password', 'de', values);
    expect(reset.subject).toBe('Jotter: reset your password');
    expect(reset.text).toContain(`Choose a new password here (the link works once, for one hour): ${values.link}`);
    const verify = accountMailText(translationsFrom({}), 'verify-email', 'hi', values);
    expect(verify.text).toContain(`Confirm the e-mail address of your Jotter account: ${values.link}`);
    expect(verify.text).not.toMatch(/mail\.verify/);
  });
});
