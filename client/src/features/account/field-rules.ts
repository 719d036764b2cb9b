// Rules of the account forms (docs/design.md §9.3): an error appears 300 ms after the user stops typing in a field (not
// on every keystroke), at once when they try to submit, and a form with errors cannot be sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { displayNameProblem, MAX_NAME_LENGTH } from '../../../../shared/display-name.ts';

export { MAX_NAME_LENGTH };

export const FIELD_ERROR_DELAY_MS = 300;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

export type FieldProblem = 'required' | 'email' | 'password-short' | 'password-long' | 'name-long';

/** A plausible address: something@something.tld, no spaces. The server's check is the real one. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  return EMAIL.test(value.trim()) ? null : 'email';
}

export function newPasswordProblem(value: string): FieldProblem | null {
  if (value === '') return 'required';
  if (value.length < MIN_PASSWORD_LENGTH) return 'password-short';
  return value.length > MAX_PASSWORD_LENGTH ? 'password-long' : null;
}

export function requiredProblem(value: string): FieldProblem | null {
  return value.trim() === '' ? 'required' : null;
}

/** The server's own rule (shared/display-name.ts): what is left once invisible characters go must be 1–80 long. */
export const nameProblem = (value: string): FieldProblem | null => displayNameProblem(value);

/**
 * Which fields show their error: one left alone for 300 ms after a change, or every field after a submit
 * attempt. `touch(field)` is called on every change and hides that field's error while the user types.
 */
export function useShownErrors<F extends string>(): { shown: (field: F) => boolean; touch: (field: F) => void; showAll: () => void } {
  const [settled, setSettled] = useState<ReadonlySet<F>>(() => new Set());
  const [all, setAll] = useState(false);
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const touch = useCallback((field: F) => {
    clearTimeout(timers.current.get(field));
    setSettled((fields) => {
      if (!fields.has(field)) return fields;
      const next = new Set(fields);
      next.delete(field);
      return next;
    });
    timers.current.set(
      field,
      setTimeout(() => setSettled((fields) => new Set(fields).add(field)), FIELD_ERROR_DELAY_MS),
    );
  }, []);

  return { shown: (field) => all || settled.has(field), touch, showAll: useCallback(() => setAll(true), []) };
}
