// Class names and small constants shared by the notes panel's parts (kept out of the .tsx files).
export const SELECT_CLASSES =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 ' +
  'focus:border-green-600 focus:ring-2 focus:ring-green-600/40 focus:outline-none ' +
  'dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export const MENU_ITEM_CLASSES =
  'block w-full rounded px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 ' +
  'focus:outline-none dark:text-slate-100 dark:hover:bg-slate-700 dark:focus:bg-slate-700';

export const MENU_ITEM_SELECTOR = '[role="menuitem"]';

export type SyncTone = 'ok' | 'busy' | 'offline' | 'error';

export const SYNC_DOT_CLASSES: Record<SyncTone, string> = {
  ok: 'bg-green-500',
  busy: 'bg-amber-500 animate-pulse',
  offline: 'bg-slate-400',
  error: 'bg-red-500',
};

/** localStorage keys of the panel's settings (docs/design.md §6.2). */
export const SORT_STORAGE_KEY = 'jotter:sort';
export const HIDE_DONATE_STORAGE_KEY = 'jotter:hide-donate';
