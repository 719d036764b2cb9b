// How the History preview marks changes: colours that keep AA contrast in light and dark mode, and underline /
// strike-through so the marks do not rely on colour alone.
export const INS_CLASSES = 'rounded-sm bg-green-100 text-green-900 underline decoration-2 dark:bg-green-950 dark:text-green-100';
export const DEL_CLASSES = 'rounded-sm bg-red-100 text-red-900 line-through decoration-2 dark:bg-red-950 dark:text-red-100';
