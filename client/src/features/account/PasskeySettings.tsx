// The passkeys of the account (a sign-in with no password to steal or forget): each with its name, when it was added and last used, and a way to
// remove it; adding one to an account whose address is not verified asks for the password first.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { useFormatDate } from '../../platform/use-format-date.ts';
import { AccountField } from './AccountField.tsx';
import { addPasskey, deletePasskey, listPasskeys, type PasskeyEntry } from './auth-api.ts';
import { requiredProblem } from './field-rules.ts';
import { useFieldMessages } from './use-field-messages.ts';

type Run = (action: () => Promise<unknown>, success: string) => Promise<boolean>;

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyEntry; onRemove: () => void }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const name = passkey.name || t`Passkey`;
  const added = formatDate(passkey.createdAt);
  const used = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : null;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{name}</p>
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>Added {added}</Trans> · {used ? <Trans>Last used {used}</Trans> : <Trans>Never used</Trans>}
        </p>
      </div>
      <Button size="sm" variant="secondary" aria-label={t`Remove passkey ${name}`} onClick={onRemove}>
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

export function PasskeySettings({ run, verified }: { run: Run; verified: boolean }) {
  const { t } = useLingui();
  const messages = useFieldMessages();
  const [passkeys, setPasskeys] = useState<PasskeyEntry[] | null>(null);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const reload = () => listPasskeys().then(setPasskeys, () => setPasskeys(null));

  useEffect(() => {
    void reload();
  }, []);

  const add = async () => {
    setTried(true);
    if (!verified && requiredProblem(password)) return;
    if (await run(() => addPasskey(verified ? undefined : password), t`Passkey added`)) {
      setPassword('');
      setTried(false);
      await reload();
    }
  };
  const remove = async (passkey: PasskeyEntry) => {
    if (await run(() => deletePasskey(passkey.id), t`Passkey removed`)) await reload();
  };

  return (
    <div className="space-y-3">
      {passkeys !== null &&
        (passkeys.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>No passkeys yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t`Passkeys`}>
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => void remove(passkey)} />
            ))}
          </ul>
        ))}
      {!verified && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Your e-mail address is not confirmed yet: enter your password to add a passkey.</Trans>
          </p>
          <AccountField
            label={<Trans>Your password</Trans>}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={tried ? messages.field(requiredProblem(password)) : null}
          />
        </>
      )}
      <Button size="sm" variant="secondary" onClick={() => void add()}>
        <Trans>Add a passkey</Trans>
      </Button>
    </div>
  );
}
