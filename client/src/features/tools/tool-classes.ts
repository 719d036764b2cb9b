// Class names of the tool pages that are chosen in code (meter colours by state, the inline link look).
export type MeterState = 'ok' | 'near' | 'over';

const BAR: Record<MeterState, string> = {
  ok: 'bg-green-600 dark:bg-green-400',
  near: 'bg-amber-500 dark:bg-amber-400',
  over: 'bg-red-600 dark:bg-red-400',
};

export const meterBarClasses = (state: MeterState): string => BAR[state];

export const meterTextClasses = (state: MeterState): string =>
  state === 'over' ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300';

export const TOOL_LINK_CLASSES =
  'rounded-sm font-medium text-green-700 underline underline-offset-2 hover:text-green-800 focus-visible:ring-2 ' +
  'focus-visible:ring-green-600 focus-visible:outline-none dark:text-green-400 dark:hover:text-green-300 dark:focus-visible:ring-green-400';
