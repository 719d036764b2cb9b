// Create an account: it signs in at once (verification is offered by mail, not required).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cleanDisplayName } from '../../../../shared/display-name.ts';
import { useLocale } from '../../platform/navigation.ts';
import { Button } from '../../components/Button.tsx';
import { AccountField, FormRefusal } from './AccountField.tsx';
import { signUpWithEmail } from './auth-api.ts';
import { emailProblem, nameProblem, newPasswordProblem } from './field-rules.ts';
import { useAccountForm } from './use-account-form.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

export function SignUpForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const afterSignIn = useAfterSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const problems = { name: nameProblem(name), email: emailProblem(email), password: newPasswordProblem(password) };
  const form = useAccountForm(problems, async () => {
    await signUpWithEmail(cleanDisplayName(name), email.trim(), password, locale);
    await afterSignIn();
  });

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4" aria-label={t`Create account`}>
      <AccountField label={<Trans>Name</Trans>} type="text" autoComplete="name" {...form.bind('name', name, setName)} />
      <AccountField label={<Trans>E-mail</Trans>} type="email" autoComplete="email" {...form.bind('email', email, setEmail)} />
      <AccountField label={<Trans>Password</Trans>} type="password" autoComplete="new-password" {...form.bind('password', password, setPassword)} />
      <FormRefusal message={form.refusal} />
      <Button type="submit" className="w-full" disabled={form.busy}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
