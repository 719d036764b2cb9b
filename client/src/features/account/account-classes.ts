// The look of the account screens' own controls (menu items, the sign-in page's tabs), in one place.
export const MENU_ITEM_CLASSES =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none dark:text-slate-100 dark:hover:bg-slate-800';

export const TAB_CLASSES =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:outline-none';
