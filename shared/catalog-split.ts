// The interface's messages come in two catalogs (lingui.config.ts): `messages`, loaded before the first render
// of every page, and `later`, the messages of the pages and dialogs most visits never open (the static pages, the
// tools, a note's history, what the account dialogs say about notes), loaded with them (client/src/platform/i18n.ts).
// The home page's editor stays within its budget (docs/design.md §8) only because it does not download words it
// never shows.

/** The folders, under client/src, whose messages go into the `later` catalog. */
export const LATER_MESSAGE_FOLDERS = [
  'features/pages',
  'features/tools',
  'features/note/history',
  'features/note/encryption',
  'features/account/notes',
  'features/note/refused-link',
] as const;

/** Whether the module at `path` (relative to client/src, e.g. "features/tools/WordCounterPage.tsx") speaks from `later`. */
export function speaksLater(path: string): boolean {
  return LATER_MESSAGE_FOLDERS.some((folder) => path.startsWith(`${folder}/`));
}
