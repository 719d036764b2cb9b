// One labelled input of the account forms, with its error announced and tied to it (aria-describedby).
import { useId, useRef, type ReactNode } from 'react';
import { useTypedBeforeStart } from '../../platform/use-typed-before-start.ts';
import { INPUT_CLASSES, LABEL_CLASSES } from '../../components/common/field-classes.ts';
import type { BoundField } from './use-account-form.ts';

export interface AccountFieldProps extends BoundField {
  label: ReactNode;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

export function AccountField({ label, type, value, onChange, autoComplete, error }: AccountFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(input, value, onChange);
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        id={id}
        ref={input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT_CLASSES} mt-1`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's refusal of a form, announced as it appears. */
export function FormRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
