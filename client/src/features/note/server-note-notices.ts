// What the server renders on /n/{id} when it cannot show the note (protected, missing, taken down), so the first paint
// and a browser without JavaScript are not blank (server/src/routes/note-pages.ts). Lingui messages with
// explicit ids the server looks up in the compiled catalogs; the app replaces them with its own views.
import { msg } from '@lingui/core/macro';

export const SERVER_NOTE_NOTICES = {
  protected: msg({ id: 'note.ssr.protected', message: 'This note is protected by a password.' }),
  /** Inside <noscript>: only a browser without JavaScript shows it. */
  needsJavaScript: msg({ id: 'note.ssr.needsJavaScript', message: 'Turn on JavaScript in your browser to enter the password.' }),
  missing: msg({ id: 'note.ssr.missing', message: 'This note does not exist or has expired.' }),
  disabled: msg({ id: 'note.ssr.disabled', message: 'This note was taken down by the site operator.' }),
};
