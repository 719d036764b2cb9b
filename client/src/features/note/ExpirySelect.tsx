// The expiry choice (never, 1 hour … 1 year) used when publishing and when changing a note's expiry.
import { useLingui } from '@lingui/react/macro';
import { EXPIRE_OPTIONS, type ExpireOption } from '../../../../shared/limits.ts';
import { INPUT_CLASSES } from './field-classes.ts';

export interface ExpirySelectProps {
  id: string;
  value: ExpireOption;
  onChange: (value: ExpireOption) => void;
  disabled?: boolean;
}

function isExpireOption(value: string): value is ExpireOption {
  return (EXPIRE_OPTIONS as readonly string[]).includes(value);
}

export function ExpirySelect({ id, value, onChange, disabled = false }: ExpirySelectProps) {
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
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isExpireOption(event.target.value)) onChange(event.target.value);
      }}
      className={INPUT_CLASSES}
    >
      {EXPIRE_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  );
}
