// Lingui: seven interface languages (docs/design.md §6.1), English source, one PO catalog per language compiled to
// locales/<lang>/messages.ts (`npm run i18n:compile`), each a lazy chunk in the client; the server's account
// mail has a catalog of its own (locales/<lang>/mail).
import { defineConfig } from '@lingui/cli';
import { DEFAULT_LOCALE, LOCALES } from './shared/locales.ts';

export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: DEFAULT_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/client/src', '<rootDir>/shared'],
      exclude: ['**/*.test.ts', '**/node_modules/**'],
    },
    // The server's own texts (account mail): a catalog of their own, so the client never downloads them.
    {
      path: '<rootDir>/locales/{locale}/mail',
      include: ['<rootDir>/server/src'],
      exclude: ['**/*.test.ts', '**/node_modules/**'],
    },
  ],
});
