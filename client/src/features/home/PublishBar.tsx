// Publishing options under the home editor: an optional password, the expiry, end-to-end encryption, and the Publish
// button. The choices are kept with the unsaved note (use-publish-choices.ts), so a sign-in or sign-out that publishes
// it honours them; a typed password is not kept, so a note meant to have one says so until it is typed again.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPIRE_OPTIONS, PASSWORD_MAX_LENGTH, type ExpireOption } from '../../../../shared/limits.ts';
import { Button } from '../../components/Button.tsx';
import { useCheckedBeforeStart } from '../../platform/use-checked-before-start.ts';
import { useTypedBeforeStart } from '../../platform/use-typed-before-start.ts';
import { ExpirySelect } from '../../components/ExpirySelect.tsx';
import { CHECKBOX_CLASSES, INPUT_CLASSES, LABEL_CLASSES } from '../../components/common/field-classes.ts';
import { usePublishChoices } from './use-publish-choices.ts';

export interface PublishOptions {
  password?: string;
  expire: ExpireOption;
  /** End-to-end encrypted (docs/design.md §10.5): the key is made in this browser and goes only into the links. */
  encrypt: boolean;
}

export interface PublishBarProps {
  /** Nothing to publish yet: the button looks unavailable (it still takes the focus, and says why when pressed). */
  disabled: boolean;
  busy: boolean;
  onPublish: (options: PublishOptions) => void;
}

export function PublishBar({ disabled, busy, onPublish }: PublishBarProps) {
  const { t } = useLingui();
  const passwordId = useId();
  const expiryId = useId();
  const encryptId = useId();
  const hintId = useId();
  const { choices, known, choose } = usePublishChoices(t`Could not save on this device`);
  const { expire, encrypt } = choices;
  const [password, setPassword] = useState('');
  const typePassword = (typed: string) => {
    setPassword(typed);
    // Only that a password was typed is kept, never the password.
    if ((typed !== '') !== choices.password) choose({ password: typed !== '' });
  };
  const passwordField = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(passwordField, password, typePassword);
  // An expiry chosen on the painted page before the app ran is the writer's choice too.
  const expiryField = useRef<HTMLSelectElement>(null);
  useTypedBeforeStart(expiryField, expire, (chosen) => {
    const option = EXPIRE_OPTIONS.find((known) => known === chosen);
    if (option) choose({ expire: option });
  });
  const encryptField = useRef<HTMLInputElement>(null);
  useCheckedBeforeStart(encryptField, encrypt, (checked) => choose({ encrypt: checked }));
  // Typed before a reload or a sign-in, the password is gone: the first Publish without it points there instead.
  const passwordGone = choices.password && password === '';
  const [warned, setWarned] = useState(false);
  // Publish pressed before the stored choices are known waits for them: they are what is published.
  const waiting = useRef(false);

  const submit = () => {
    if (passwordGone && !warned) {
      setWarned(true);
      passwordField.current?.focus();
      return;
    }
    onPublish(password === '' ? { expire, encrypt } : { password, expire, encrypt });
  };
  useEffect(() => {
    if (!waiting.current || !known) return;
    waiting.current = false;
    submit();
  });

  return (
    <form
      // Phones: password and expiry side by side, the encryption choice and Publish under them, a little tighter, so
      // all fit on the first screen of a 320 × 568 phone in every language.
      className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 sm:mt-4 sm:flex sm:flex-row sm:items-end sm:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (known) submit();
        else waiting.current = true;
      }}
    >
      <div className="flex min-w-0 flex-col gap-1 sm:w-56">
        <label htmlFor={passwordId} className={LABEL_CLASSES}>
          <Trans>Password (optional)</Trans>
        </label>
        <input
          id={passwordId}
          ref={passwordField}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => typePassword(event.target.value)}
          placeholder={t`No password`}
          aria-describedby={passwordGone ? hintId : undefined}
          className={INPUT_CLASSES}
        />
        {passwordGone && (
          <p id={hintId} className="text-xs text-amber-800 dark:text-amber-300">
            <Trans>This note’s password is not kept on this device: type it again, or publish without it.</Trans>
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:w-48">
        <label htmlFor={expiryId} className={LABEL_CLASSES}>
          <Trans>Expires</Trans>
        </label>
        <ExpirySelect
          ref={expiryField}
          id={expiryId}
          value={expire}
          onChange={(value) => {
            if (value !== 'keep') choose({ expire: value });
          }}
        />
      </div>
      <div className="col-span-2 flex items-start gap-2 sm:mb-2.5 sm:w-52">
        <input
          id={encryptId}
          ref={encryptField}
          type="checkbox"
          checked={encrypt}
          onChange={(event) => choose({ encrypt: event.target.checked })}
          className={`${CHECKBOX_CLASSES} sm:mt-0.5`}
        />
        <label htmlFor={encryptId} className="text-xs text-slate-700 sm:text-sm dark:text-slate-200">
          <Trans>Encrypt end to end (the server can't read it)</Trans>
        </label>
      </div>
      {/* Dimmed, not disabled, while there is nothing to publish: a disabled button takes no Tab and no click, and in
          the first moments (the page hydrating while the writer types) it can still be disabled with text typed;
          pressed without text, publishing says to write something first. */}
      <Button type="submit" aria-disabled={disabled || undefined} disabled={busy} className="col-span-2 aria-disabled:opacity-50 sm:ml-auto">
        {busy ? <Trans>Publishing…</Trans> : <Trans>Publish</Trans>}
      </Button>
    </form>
  );
}
