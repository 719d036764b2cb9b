// A length against a limit (X post, meta title, SMS…): a labelled progress bar with the numbers in text,
// turning amber near the limit and red past it. Screen readers get the label, the value and the status.
import { useId, type ReactNode } from 'react';
import { meterBarClasses, meterTextClasses, type MeterState } from './tool-classes.ts';

interface LimitMeterProps {
  label: ReactNode;
  value: number;
  max: number;
  /** The numbers as shown, e.g. "42 / 280". */
  amount: string;
  /** What the numbers mean for the reader: characters left, over by, messages… */
  status: ReactNode;
  /** Whether going past `max` is a problem (red) or just the next step (an SMS gets a second part). */
  hardLimit?: boolean;
}

const NEAR_LIMIT = 0.9;

export function LimitMeter({ label, value, max, amount, status, hardLimit = true }: LimitMeterProps) {
  const labelId = useId();
  const statusId = useId();
  const ratio = max > 0 ? value / max : 0;
  const state: MeterState = !hardLimit ? 'ok' : value > max ? 'over' : ratio >= NEAR_LIMIT ? 'near' : 'ok';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800 dark:text-slate-100">
          {label}
        </span>
        <span className={`tabular-nums ${meterTextClasses(state)}`}>
          {amount}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-describedby={statusId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={`h-full rounded-full transition-[width] ${meterBarClasses(state)}`} style={{ width: `${Math.min(ratio, 1) * 100}%` }} />
      </div>
      <p id={statusId} className={`mt-1 text-xs ${meterTextClasses(state)}`}>
        {status}
      </p>
    </div>
  );
}
