// Lingui: seven interface languages (spec §1), English source, one PO catalog per language compiled to
// locales/<lang>/messages.ts (`npm run i18n:compile`), each a lazy chunk in the client.
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
  ],
});
