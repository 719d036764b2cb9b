// Class names of the shared button look, so links that act as buttons (wouter <Link>) match <Button>, and the server
// paints a button (the print view's) exactly as the app renders it.
// Primary is green 500 (light) / 400 (dark) with near-black text: the shades of docs/design.md §9.3 at AA contrast.
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

// No fixed height and no nowrap: a label longer than the room (a long translation on a small phone) wraps inside the
// button instead of running out of it; a one-line label keeps the size's height.
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-medium transition-colors select-none ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:ring-offset-2 ' +
  'focus-visible:ring-offset-white dark:focus-visible:ring-green-400 dark:focus-visible:ring-offset-slate-950 ' +
  'disabled:pointer-events-none disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-green-500 text-slate-950 hover:bg-green-600 dark:bg-green-400 dark:hover:bg-green-300',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 ' +
    'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white',
  danger: 'bg-red-600 text-white hover:bg-red-700 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 text-sm',
  md: 'min-h-10 px-4 text-sm',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
