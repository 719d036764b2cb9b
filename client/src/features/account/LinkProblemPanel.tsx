// A mailed link that came back refused (expired, already used, never valid): says so plainly and offers a new
// one. A reset link leads to the "Forgot password" form; a confirmation link is sent again, to the signed-in
// account's address or to the one typed here (the answer never says whether that address has an account).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../platform/navigation.ts';
import { Button } from '../../components/Button.tsx';
import type { LinkProblem } from './account-links.ts';
import { AccountField, FormRefusal } from './AccountField.tsx';
import { requestConfirmation } from './auth-api.ts';
import { emailProblem } from './field-rules.ts';
import { useSession } from './session-store.ts';
import { useAccountForm } from './use-account-form.ts';

function NewConfirmationLink() {
  const { t } = useLingui();
  const locale = useLocale();
  const session = useSession();
  const account = session.status === 'signed-in' ? session.user : null;
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({ email: account ? null : emailProblem(email) }, async () => {
    const address = account?.email ?? email.trim();
    await requestConfirmation(address, locale);
    setSentTo(address);
  });

  if (account?.emailVerified) {
    return (
      <p className="text-slate-700 dark:text-slate-200">
        <Trans>Your e-mail address is confirmed already.</Trans>
      </p>
    );
  }
  if (sentTo !== null) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-200">
        {account ? (
          <Trans>A new confirmation link is on its way to {sentTo}.</Trans>
        ) : (
          <Trans>If this address has an account waiting for confirmation, a new link is on its way.</Trans>
        )}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4" aria-label={t`Send a new confirmation link`}>
      {!account && <AccountField label={<Trans>E-mail</Trans>} type="email" autoComplete="email" {...form.bind('email', email, setEmail)} />}
      <FormRefusal message={form.refusal} />
      <Button type="submit" className="w-full" disabled={form.busy}>
        <Trans>Send a new confirmation link</Trans>
      </Button>
    </form>
  );
}

export function LinkProblemPanel({ problem, onNewResetLink }: { problem: LinkProblem; onNewResetLink: () => void }) {
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
        <h2 className="font-semibold text-slate-900 dark:text-white">
          {problem === 'reset' ? (
            <Trans>This reset link has expired or was already used</Trans>
          ) : (
            <Trans>This confirmation link has expired or was already used</Trans>
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          <Trans>Each link works once, for one hour. Ask for a new one and use the link in the newest mail.</Trans>
        </p>
      </div>
      {problem === 'reset' ? (
        <Button type="button" className="w-full" onClick={onNewResetLink}>
          <Trans>Ask for a new link</Trans>
        </Button>
      ) : (
        <NewConfirmationLink />
      )}
    </div>
  );
}
