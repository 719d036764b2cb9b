// The header's user menu (docs/design.md §9.1): signed in, an avatar with initials and a greeting with the first name
// opening account settings and sign out; signed out, a sign-in button. It reads the session with one small
// fetch after hydration; everything heavier (settings, sign-out, the account's notes) loads on demand.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { whenIdle } from '../../platform/when-idle.ts';
import { withLaterMessages } from '../../platform/i18n.ts';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { MENU_ITEM_CLASSES as ITEM_CLASSES } from './account-classes.ts';
import type { AccountDialog } from './account-dialog.ts';
import { firstNameOf, initialsOf, refreshSession, useSession } from './session-store.ts';

// The dialogs say what becomes of the notes in words of the `later` catalog (features/account/notes).
const loadAccountDialogs = withLaterMessages(() => import('./AccountDialogs.tsx'));
const AccountDialogs = lazy(loadAccountDialogs);
const ClaimGate = lazy(() => import('./ClaimGate.tsx'));

const SESSION_CHECK_MAX_DELAY_MS = 1_000;

export function UserMenu({ dataLayer }: { dataLayer: boolean }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Asked once the page is idle: hydration's commit is the longest task of a page's start, and the request
  // (with its answer re-rendering this menu) need not be part of it.
  useEffect(() => whenIdle(() => void refreshSession(), SESSION_CHECK_MAX_DELAY_MS), []);
  // Fetched while the connection is there: signing out offline must still be able to warn about unsent changes.
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void loadAccountDialogs();
  }, [signedIn]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Focus was on an item that is about to go: it returns to the button that opened the menu.
        if (menu.current?.contains(document.activeElement)) button.current?.focus();
        setOpen(false);
      } else if (!menu.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  if (session.status !== 'signed-in') {
    return (
      <Link href="~/signin" className={buttonClasses('secondary', 'sm')}>
        <Trans>Sign in</Trans>
      </Link>
    );
  }
  const { name } = session.user;
  const firstName = firstNameOf(name);
  // The item that opens a dialog goes with the menu: the dialog gives focus back to the menu button instead.
  const openDialog = (next: Exclude<AccountDialog, null>) => {
    button.current?.focus();
    setOpen(false);
    setDialog(next);
  };
  return (
    <div ref={menu} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('ghost', 'sm', 'gap-2 px-1')}
      >
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-green-700 text-xs font-semibold text-white">
          {initialsOf(name)}
        </span>
        <span className="hidden text-sm sm:inline">
          <Trans>Hi, {firstName}</Trans>
        </span>
        {/* After the greeting, so the button's name starts with the text it shows (WCAG 2.5.3). */}
        <span className="sr-only">
          <Trans>Account menu</Trans>
        </span>
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900">
          <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
            <Trans>Hi, {firstName}</Trans>
          </p>
          <button type="button" className={ITEM_CLASSES} onClick={() => openDialog('settings')}>
            <Trans>Account settings</Trans>
          </button>
          <button type="button" className={ITEM_CLASSES} onClick={() => openDialog('sign-out')}>
            <Trans>Sign out</Trans>
          </button>
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dataLayer && (
        <Suspense fallback={null}>
          <ClaimGate />
        </Suspense>
      )}
    </div>
  );
}
