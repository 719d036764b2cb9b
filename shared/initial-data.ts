// What the server already knows when it renders a page, embedded as JSON in the HTML shell so the client
// starts without refetching (docs/design.md §5.2). The client reads it once at start.
import type { SharedNote } from './api.ts';
import type { Locale } from './locales.ts';
import type { SiteConfig } from './site-config.ts';

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
/**
 * Where the server puts a readable note's sanitized content in the page body. The JSON carries the note
 * without its content (it would double the page); the client reads the content back from this element.
 */
export const PAINTED_NOTE_CLASS = 'note-ssr';
export const PAINTED_NOTE_BODY_CLASS = 'note-body';
export const NOTE_CONTENT_SELECTOR = `#root .${PAINTED_NOTE_CLASS} > .${PAINTED_NOTE_BODY_CLASS}`;
/**
 * An end-to-end encrypted note's page paints a placeholder, never text (docs/design.md §10): its container carries
 * this attribute, whose value is the envelope for the client to decrypt with the key from the link's fragment.
 */
export const ENCRYPTED_NOTE_ATTRIBUTE = 'data-encrypted-note';
export const ENCRYPTED_NOTE_SELECTOR = `#root .${PAINTED_NOTE_CLASS}[${ENCRYPTED_NOTE_ATTRIBUTE}]`;

/** disabled: an operator took the note down (410, no content). */
export type InitialNoteStatus = 'ok' | 'password-required' | 'not-found' | 'disabled';

export interface InitialData {
  locale: Locale;
  appName: string;
  /** The operator's run-time settings (analytics, donate link, contact address); absent parts are off. */
  site?: SiteConfig;
  /** Present on /n/{id} and /n/{id}/print: the note as the server saw it when rendering. */
  note?: { shareId: string; status: InitialNoteStatus; note?: SharedNote };
  /** Present when the server answered 404 for an unknown path. */
  notFoundPath?: string;
}

/** InitialData as embedded in the HTML: a readable note comes without `content` (see NOTE_CONTENT_SELECTOR). */
export interface EmbeddedInitialData extends Omit<InitialData, 'note'> {
  note?: { shareId: string; status: InitialNoteStatus; note?: Omit<SharedNote, 'content'> };
}
