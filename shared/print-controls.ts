// The print view's controls — a Print button and the way back to the note — as both sides draw them: the server
// paints them into /n/{id}/print (server/src/routes/print-view-page.ts) so they are there from the first paint and
// without JavaScript, and the app renders the same (client/src/features/note/PrintLayout.tsx) when it takes over.
// Their words are message descriptors marked for Lingui's extractor (`/*i18n*/`), read by the server without a
// macro step; the classes are Tailwind's (client/src/styles.css has Tailwind scan this file). What marks the painted
// controls for the script that runs before the app is in painted-controls.ts, which every page loads.
import type { PageWord } from './encrypted-note-words.ts';

export const PRINT_WORDS = {
  print: /*i18n*/ { id: 'print.print', message: 'Print' },
  back: /*i18n*/ { id: 'print.back', message: 'Back to the note' },
} as const satisfies Record<string, PageWord>;

/** The print view's frame: the note on paper, the controls above it on screen only. */
export const PRINT_FRAME_CLASS = 'print-view mx-auto max-w-3xl px-6 py-8 print:max-w-none print:p-0';
export const PRINT_BAR_CLASS = 'mb-8 flex flex-wrap gap-2 print:hidden';
