// What every account form shares: its fields' errors (shown after a pause, all at once on submit), the
// refusal the server gave, and "busy" while a call runs. A form with field errors is never sent.
import { useState, type FormEvent } from 'react';
import { accountErrorCode } from './auth-api.ts';
import { useShownErrors, type FieldProblem } from './field-rules.ts';
import { useFieldMessages } from './use-field-messages.ts';

export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

export interface AccountForm<F extends string> {
  /**
   * True while a call runs. Not before hydration: the painted form's submit must stay pressable, or Enter in a
   * field would do nothing at all (a form whose default button is disabled is not submitted); a press then is
   * held and replayed once the form runs (before-start/early-clicks.ts, and index.html before the app's first module).
   */
  busy: boolean;
  /** The server's refusal of the last call, in words. */
  refusal: string | null;
  onSubmit: (event: FormEvent) => void;
  /** Runs another call of the form (e.g. the passkey button) with the same busy and refusal handling. */
  run: (action: () => Promise<void>, describe?: (error: unknown) => string | null) => Promise<void>;
  bind: (field: F, value: string, setValue: (value: string) => void) => BoundField;
}

export function useAccountForm<F extends string>(problems: Record<F, FieldProblem | null>, send: () => Promise<void>): AccountForm<F> {
  const messages = useFieldMessages();
  const errors = useShownErrors<F>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const invalid = Object.values<FieldProblem | null>(problems).some(Boolean);

  const run: AccountForm<F>['run'] = async (action, describe) => {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(describe?.(error) ?? messages.refusal(accountErrorCode(error)));
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    refusal,
    run,
    onSubmit: (event) => {
      event.preventDefault();
      errors.showAll();
      if (!invalid && !busy) void run(send);
    },
    bind: (field, value, setValue) => ({
      value,
      onChange: (next) => {
        setValue(next);
        errors.touch(field);
      },
      error: errors.shown(field) ? messages.field(problems[field]) : null,
    }),
  };
}
