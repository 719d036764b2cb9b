// The expiry choice (never, 1 hour … 1 year) used when publishing and when changing a note's expiry; the
// Expiry dialog adds "keep the current date" (expiry-choice.ts).
import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EXPIRE_OPTIONS, type ExpireOption } from '../../../shared/limits.ts';
import type { ExpiryChoice } from './expiry-choice.ts';
import { INPUT_CLASSES } from './common/field-classes.ts';

export interface ExpirySelectProps {
  id: string;
  value: ExpiryChoice;
  onChange: (value: ExpiryChoice) => void;
  disabled?: boolean;
  /** Offers keeping the note's current date, under this label. */
  keepLabel?: string;
  ref?: Ref<HTMLSelectElement>;
}

function isExpiryChoice(value: string): value is ExpiryChoice {
  return value === 'keep' || (EXPIRE_OPTIONS as readonly string[]).includes(value);
}

export function ExpirySelect({ id, value, onChange, disabled = false, keepLabel, ref }: ExpirySelectProps) {
  const { t } = useLingui();
  const labels: Record<ExpireOption, string> = {
    never: t`Never`,
    '1h': t`After 1 hour`,
    '1d': t`After 1 day`,
    '1w': t`After 1 week`,
    '1mo': t`After 1 month`,
    '1y': t`After 1 year`,
  };
  return (
    <select
      ref={ref}
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isExpiryChoice(event.target.value)) onChange(event.target.value);
      }}
      className={INPUT_CLASSES}
    >
      {keepLabel !== undefined && <option value="keep">{keepLabel}</option>}
      {EXPIRE_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  );
}
