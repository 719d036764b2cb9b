// Lingui: seven interface languages (docs/design.md §6.1), English source, PO catalogs per language compiled to
// locales/<lang>/*.ts (`npm run i18n:compile`), each a lazy chunk in the client: `messages` for every page's first
// render, `later` for the pages and dialogs most visits never open (shared/catalog-split.ts); the server's account
// mail has a catalog of its own (locales/<lang>/mail).
import { defineConfig } from '@lingui/cli';
import { LATER_MESSAGE_FOLDERS } from './shared/catalog-split.ts';
import { DEFAULT_LOCALE, LOCALES } from './shared/locales.ts';

const LATER = LATER_MESSAGE_FOLDERS.map((folder) => `<rootDir>/client/src/${folder}`);

export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: DEFAULT_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/client/src', '<rootDir>/shared'],
      exclude: ['**/*.test.ts', '**/node_modules/**', ...LATER.map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/locales/{locale}/later',
      include: LATER,
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
