// /signin (guests only; a signed-in user is sent home): sign in, create an account, forgotten password and,
// when the mailed reset link brings the user back with ?token=…, choosing a new password; a mailed link that
// came back refused (?error=…) says so and offers a new one. The prerendered page is the sign-in form, so
// hydration matches; the tabs, the link's return and the redirect act after hydration.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { useHydrated } from '../../platform/page-slot.tsx';
import { withLaterMessages } from '../../platform/i18n.ts';
import { toast } from '../../components/toast.ts';
import { TAB_CLASSES } from './account-classes.ts';
import { linkProblem, withoutLinkReturn, withRefusedReset } from './account-links.ts';
import { LinkProblemPanel } from './LinkProblemPanel.tsx';
import { ForgotPasswordForm, ResetPasswordForm } from './PasswordResetForms.tsx';
import { refreshSession, useSession } from './session-store.ts';
import { isFinishingSignIn } from './use-after-sign-in.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type Mode = 'signin' | 'signup' | 'forgot';

// What signing in does with the home page's unsaved note, said only when there is one (its words come with it).
const DraftNotice = lazy(withLaterMessages(() => import('./notes/SignInDraftNotice.tsx')));

export default function SignInPage() {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const href = useLocalizedHref();
  const session = useSession();
  const search = new URLSearchParams(useSearch());
  const [mode, setMode] = useState<Mode>('signin');
  // Read after hydration: the prerendered page has no query string, so the first render must not depend on it.
  const hydrated = useHydrated();
  const [resetDone, setResetDone] = useState(false);
  const reset = hydrated && !resetDone ? search.get('token') : null;
  const problem = hydrated ? linkProblem(search) : null;
  /** Leaves what the mailed link brought behind (a reload then shows the forms), keeping the language. */
  const replaceQuery = (next: URLSearchParams) => {
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  // After "Ask for a new link" the pressed button is gone: focus goes to the tab of the form that replaced it.
  const forgotTab = useRef<HTMLButtonElement>(null);
  const focusForgot = useRef(false);
  useEffect(() => {
    if (!focusForgot.current || problem !== null) return;
    focusForgot.current = false;
    forgotTab.current?.focus();
  }, [problem]);

  useEffect(() => {
    void refreshSession();
  }, []);
  // Guests only: a signed-in visitor goes home (the forms send their user home themselves after sign-in,
  // use-after-sign-in.ts), unless
  // a refused confirmation link brought them here: that needs saying, and a new link can be sent from here.
  useEffect(() => {
    if (session.status === 'signed-in' && problem === null && !isFinishingSignIn()) navigate(href('/'), { replace: true });
  }, [session.status, problem, navigate, href]);

  const tabs: Array<[Mode, string]> = [
    ['signin', t`Sign in`],
    ['signup', t`Create account`],
    ['forgot', t`Forgot password`],
  ];
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
        <Trans>Sign In</Trans>
      </h1>
      <p className="mt-3 text-center text-slate-600 dark:text-slate-300">
        <Trans>An account keeps all your notes in one list on every device. The notes written on this device come along.</Trans>
      </p>
      {hydrated && (
        <Suspense fallback={null}>
          <DraftNotice />
        </Suspense>
      )}
      {problem ? (
        <div className="mt-8">
          <LinkProblemPanel
            problem={problem}
            onNewResetLink={() => {
              setMode('forgot');
              focusForgot.current = true;
              replaceQuery(withoutLinkReturn(search));
            }}
          />
        </div>
      ) : reset ? (
        <div className="mt-8">
          <ResetPasswordForm
            token={reset}
            onDone={() => {
              setResetDone(true);
              toast({ title: t`Password changed. Sign in with the new one.`, variant: 'success' });
            }}
            onRefused={() => replaceQuery(withRefusedReset(search))}
          />
        </div>
      ) : (
        <>
          <div role="group" aria-label={t`Account actions`} className="mt-8 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            {tabs.map(([value, label]) => (
              <button
                key={value}
                ref={value === 'forgot' ? forgotTab : undefined}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={`${TAB_CLASSES} ${
                  mode === value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-700 dark:text-slate-200'
                }`}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="mt-6">
            {mode === 'signin' && <SignInForm />}
            {mode === 'signup' && <SignUpForm />}
            {mode === 'forgot' && <ForgotPasswordForm />}
          </div>
        </>
      )}
    </section>
  );
}
