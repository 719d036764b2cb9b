// The words for field problems and account refusals, in the UI language.
import { useLingui } from '@lingui/react/macro';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, type FieldProblem } from './field-rules.ts';

export function useFieldMessages(): { field: (problem: FieldProblem | null) => string | null; refusal: (code: string) => string } {
  const { t } = useLingui();
  return {
    field: (problem) => {
      switch (problem) {
        case null:
          return null;
        case 'required':
          return t`This field is required.`;
        case 'email':
          return t`Enter an e-mail address like name@example.com.`;
        case 'password-short':
          return t`Use at least ${MIN_PASSWORD_LENGTH} characters.`;
        case 'password-long':
          return t`This password is too long.`;
        case 'name-long':
          return t`Use at most ${MAX_NAME_LENGTH} characters.`;
      }
    },
    refusal: (code) => {
      switch (code) {
        case 'invalid-email-or-password':
          return t`That e-mail address and password do not match an account.`;
        case 'user-already-exists':
        case 'user-already-exists-use-another-email':
          return t`An account with this e-mail address exists already. Sign in instead.`;
        case 'invalid-password':
          return t`The password is not correct.`;
        case 'rate-limited':
          return t`Too many attempts. Wait a minute and try again.`;
        case 'network':
          return t`You are offline. Try again when you are connected.`;
        default:
          return t`That did not work. Please try again.`;
      }
    },
  };
}
