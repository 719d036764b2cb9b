// The words of an end-to-end encrypted note's page that the server paints before JavaScript runs (docs/design.md §10):
// the neutral title in <title> and the og tags, the placeholder the client replaces once it has decrypted, and what a
// browser without JavaScript shows. Plain message descriptors marked for Lingui's extractor (`/*i18n*/`), so they
// land in the interface catalogs (locales/<lang>/messages.po) while the server reads them without a macro step.
export interface PageWord {
  id: string;
  /** English, used when no compiled catalog has the id (an unbuilt checkout). */
  message: string;
}

export const ENCRYPTED_NOTE_WORDS = {
  title: /*i18n*/ { id: 'note.encrypted.title', message: 'Encrypted note' },
  decrypting: /*i18n*/ { id: 'note.encrypted.decrypting', message: 'Decrypting…' },
  /** Inside <noscript>: only a browser without JavaScript shows it. */
  needsJavaScript: /*i18n*/ { id: 'note.encrypted.needsJavaScript', message: 'This note is end-to-end encrypted. Reading it needs JavaScript.' },
} as const satisfies Record<string, PageWord>;
