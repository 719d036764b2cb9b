// The look of text inputs and their labels in every form (publish options, password, rename, account, the
// share page's link fields, the report form), in one place.
export const INPUT_CLASSES =
  'h-10 w-full rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none ' +
  'dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:ring-green-400';

export const LABEL_CLASSES = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** A native checkbox in the theme's green, with the same visible focus as the fields. */
export const CHECKBOX_CLASSES =
  'size-4 shrink-0 accent-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 ' +
  'dark:accent-green-400 dark:focus-visible:outline-green-400';
