// What the server already knows when it renders a page, embedded as JSON in the HTML shell so the client
// starts without refetching (DESIGN §5). The client reads it once at start.
import type { SharedNote } from './api.ts';
import type { Locale } from './locales.ts';

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export type InitialNoteStatus = 'ok' | 'password-required' | 'not-found';

export interface InitialData {
  locale: Locale;
  appName: string;
  /** Present on /n/{id} and /n/{id}/print: the note as the server saw it when rendering. */
  note?: { shareId: string; status: InitialNoteStatus; note?: SharedNote };
  /** Present when the server answered 404 for an unknown path. */
  notFoundPath?: string;
}
