// Class names of text links in the shell's chrome (header navigation, footer, panel).
const FOCUS = 'focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:focus-visible:ring-green-400';

export const NAV_LINK_CLASSES =
  'rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 ' +
  `dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white ${FOCUS}`;

export const FOOTER_LINK_CLASSES = `rounded-sm hover:text-slate-900 hover:underline dark:hover:text-white ${FOCUS}`;

// A word longer than the whole panel still breaks rather than sticking out of it.
export const PANEL_LINK_CLASSES =
  'block max-w-full rounded-md px-2 py-1.5 text-sm wrap-anywhere text-slate-700 hover:bg-slate-100 hover:text-slate-950 ' +
  `dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white ${FOCUS}`;
