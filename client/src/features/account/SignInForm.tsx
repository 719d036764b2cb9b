// Sign in with e-mail and password, or with a passkey of this device.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { AccountField, FormRefusal } from './AccountField.tsx';
import { signInWithEmail, signInWithPasskey } from './auth-api.ts';
import { emailProblem, requiredProblem } from './field-rules.ts';
import { useAccountForm } from './use-account-form.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

export function SignInForm() {
  const { t } = useLingui();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm({ email: emailProblem(email), password: requiredProblem(password) }, async () => {
    await signInWithEmail(email.trim(), password);
    await afterSignIn();
  });
  const withPasskey = () =>
    form.run(
      async () => {
        await signInWithPasskey();
        await afterSignIn();
      },
      (error) => (error instanceof Error && error.name === 'NotAllowedError' ? t`Passkey sign-in was cancelled.` : null),
    );

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4" aria-label={t`Sign in`}>
      <AccountField label={<Trans>E-mail</Trans>} type="email" autoComplete="email webauthn" {...form.bind('email', email, setEmail)} />
      <AccountField label={<Trans>Password</Trans>} type="password" autoComplete="current-password" {...form.bind('password', password, setPassword)} />
      <FormRefusal message={form.refusal} />
      <Button type="submit" className="w-full" disabled={form.busy}>
        <Trans>Sign in</Trans>
      </Button>
      <Button type="button" variant="secondary" className="w-full" disabled={form.busy} onClick={() => void withPasskey()}>
        <Trans>Sign in with a passkey</Trans>
      </Button>
    </form>
  );
}
