// What a visitor sees for a note they cannot read: one that does not exist, was deleted or has expired, or one
// an operator took down (only a short notice, never its content). Both offer a way to start writing.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../../shared/button-classes.ts';
import { useLocalizedHref } from '../../../platform/navigation.ts';
import { SERVER_NOTE_NOTICES } from '../server-note-notices.ts';
import type { GoneReason } from './useSharedNote.ts';

/** A link that no longer opens anything says why, in the words its page was painted with (docs/design.md §5.2). */
const GONE = { 'turned-off': SERVER_NOTE_NOTICES.turnedOff, 'already-read': SERVER_NOTE_NOTICES.alreadyRead, replaced: SERVER_NOTE_NOTICES.replaced };

export function NoteMissing({ reason = 'missing' }: { reason?: 'missing' | 'disabled' | GoneReason }) {
  const href = useLocalizedHref();
  const { t } = useLingui();
  if (reason !== 'missing' && reason !== 'disabled') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t(GONE[reason])}</h1>
        <Link href={href('/')} className={`${buttonClasses('primary')} mt-6`}>
          <Trans>New Note</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">
        {reason === 'disabled' ? <Trans>Note unavailable</Trans> : <Trans>Note not found</Trans>}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {reason === 'disabled' ? (
          <Trans>This note was taken down by the site operator.</Trans>
        ) : (
          <Trans>This note does not exist, was deleted, or has expired.</Trans>
        )}
      </p>
      <Link href={href('/')} className={`${buttonClasses('primary')} mt-6`}>
        <Trans>New Note</Trans>
      </Link>
    </div>
  );
}
