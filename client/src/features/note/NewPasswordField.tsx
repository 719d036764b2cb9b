// A labelled field for choosing a new password (a note's password, a protected copy's), focused on open.
import { useId, type ReactNode } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../../shared/limits.ts';
import { INPUT_CLASSES, LABEL_CLASSES } from '../../components/common/field-classes.ts';

export interface NewPasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

export function NewPasswordField({ label, value, onChange }: NewPasswordFieldProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        id={inputId}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PASSWORD_MAX_LENGTH}
        autoFocus
        className={INPUT_CLASSES}
      />
    </>
  );
}
