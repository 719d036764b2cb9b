// What account mail says, in the language of the request that asked for it (mail-language.ts). The texts
// are the server's own Lingui catalog (locales/<lang>/mail.po, extracted from server/src): the server runs
// without the macro compiler, so each message is a plain descriptor marked /*i18n*/ for `lingui extract`.
import type { Locale } from '../../../shared/locales.ts';
import type { Translate } from '../lib/translations.ts';

const RESET = {
  subject: /*i18n*/ { id: 'mail.reset.subject', message: '{appName}: reset your password' },
  asked: /*i18n*/ { id: 'mail.reset.asked', message: 'Someone asked to reset the password of your {appName} account.' },
  choose: /*i18n*/ { id: 'mail.reset.choose', message: 'Choose a new password here (the link works once, for one hour): {link}' },
  notYou: /*i18n*/ { id: 'mail.reset.not-you', message: 'If it was not you, ignore this mail: your password stays as it is.' },
};

const VERIFY = {
  subject: /*i18n*/ { id: 'mail.verify.subject', message: '{appName}: confirm your e-mail address' },
  confirm: /*i18n*/ { id: 'mail.verify.confirm', message: 'Confirm the e-mail address of your {appName} account: {link}' },
  notYou: /*i18n*/ { id: 'mail.verify.not-you', message: 'If you did not create this account, ignore this mail.' },
};

export type AccountMailKind = 'reset-password' | 'verify-email';

export interface AccountMailText {
  subject: string;
  /** Plain text, paragraphs apart. */
  text: string;
}

export function accountMailText(
  translations: (locale: Locale) => Translate,
  kind: AccountMailKind,
  locale: Locale,
  values: { appName: string; link: string },
): AccountMailText {
  const t = translations(locale);
  // The English text is the fallback: a checkout whose catalogs were never compiled still mails the link.
  const say = (message: { id: string; message: string }) => t(message.id, values, message.message);
  const paragraphs = kind === 'reset-password' ? [RESET.asked, RESET.choose, RESET.notYou] : [VERIFY.confirm, VERIFY.notYou];
  return {
    subject: say(kind === 'reset-password' ? RESET.subject : VERIFY.subject),
    text: paragraphs.map(say).join('\n\n'),
  };
}
