// "Forgot password": ask for a reset link by mail. The link comes back to /signin?token=…, where the user
// chooses a new password. The answer to a request never says whether the address has an account.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../platform/navigation.ts';
import { Button } from '../../components/Button.tsx';
import { AccountField, FormRefusal } from './AccountField.tsx';
import { accountErrorCode, requestPasswordReset, resetPassword } from './auth-api.ts';
import { emailProblem, newPasswordProblem } from './field-rules.ts';
import { useAccountForm } from './use-account-form.ts';

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useAccountForm({ email: emailProblem(email) }, async () => {
    await requestPasswordReset(email.trim(), locale);
    setSent(true);
  });

  if (sent) {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-200">
        <Trans>If an account uses this address, a link to choose a new password is on its way.</Trans>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4" aria-label={t`Forgot password`}>
      <AccountField label={<Trans>E-mail</Trans>} type="email" autoComplete="email" {...form.bind('email', email, setEmail)} />
      <FormRefusal message={form.refusal} />
      <Button type="submit" className="w-full" disabled={form.busy}>
        <Trans>Send reset link</Trans>
      </Button>
    </form>
  );
}

/** `onRefused`: the token was used meanwhile (another tab) or has expired; the page explains and offers a new one. */
export function ResetPasswordForm({ token, onDone, onRefused }: { token: string; onDone: () => void; onRefused: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const form = useAccountForm({ password: newPasswordProblem(password) }, async () => {
    try {
      await resetPassword(token, password);
    } catch (error) {
      if (accountErrorCode(error) !== 'invalid-token') throw error;
      onRefused();
      return;
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4" aria-label={t`Choose a new password`}>
      <AccountField label={<Trans>New password</Trans>} type="password" autoComplete="new-password" {...form.bind('password', password, setPassword)} />
      <FormRefusal message={form.refusal} />
      <Button type="submit" className="w-full" disabled={form.busy}>
        <Trans>Save new password</Trans>
      </Button>
    </form>
  );
}
