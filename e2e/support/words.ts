// The interface's words in each of its languages, for specs that walk the pages in all seven and find controls by
// the name a person sees: an English message as the source writes it (or a message's explicit id), looked up in the
// compiled catalogs the app itself loads (`messages` and `later`, locales/<lang>/*.ts, compiled by the build).
import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Locale } from '../../shared/locales.ts';

export type Say = (english: string) => string;

export async function wordsIn(locale: Locale): Promise<Say> {
  const catalogs = await Promise.all(
    ['messages', 'later'].map(async (name) => ((await import(`../../locales/${locale}/${name}.ts`)) as { messages: Messages }).messages),
  );
  const messages: Messages = Object.assign({}, ...catalogs);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // An explicit id (`print.print`) is the key itself; any other message is keyed by the hash of its English.
  return (english) => {
    const id = english in messages ? english : generateMessageId(english);
    if (!(id in messages)) throw new Error(`the ${locale} catalogs have no message "${english}"`);
    return i18n._(id);
  };
}
