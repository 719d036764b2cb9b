// What a visitor sees for a note they cannot read: one that does not exist, was deleted or has expired, or one
// an operator took down (only a short notice, never its content). Both offer a way to start writing.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../../shared/button-classes.ts';
import { useLocalizedHref } from '../../../platform/navigation.ts';

export function NoteMissing({ reason = 'missing' }: { reason?: 'missing' | 'disabled' }) {
  const href = useLocalizedHref();
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
