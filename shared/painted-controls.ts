// Marks on controls the server paints (server/src/routes/print-view-page.ts) for the script that runs before the app
// has started (client/src/before-start/painted-print-controls.ts, in the runtime chunk every page loads first: kept
// apart from the controls' words and classes, which only the print view needs).

/**
 * Marks the painted Print button: pressed before the app has started, it prints at once. The app's own button does
 * not carry it.
 */
export const PAINTED_PRINT_ATTRIBUTE = 'data-painted-print';
/**
 * Marks a painted link back to an end-to-end encrypted note: before the app has started, it is given this page's
 * fragment (the note's key), which a plain link would drop.
 */
export const PAINTED_LINK_KEY_ATTRIBUTE = 'data-painted-link-key';
