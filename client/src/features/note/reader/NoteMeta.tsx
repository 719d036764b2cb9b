// The line under a note's title: when it was last changed, when it expires, whether a password guards it.
import { Trans } from '@lingui/react/macro';
import { useFormatDate, useFormatExpiry } from '../../../platform/use-format-date.ts';

export interface NoteMetaProps {
  updatedAt: string;
  expiresAt: string | null;
  hasPassword: boolean;
}

export function NoteMeta({ updatedAt, expiresAt, hasPassword }: NoteMetaProps) {
  const format = useFormatDate();
  const formatExpiry = useFormatExpiry();
  const updated = format(updatedAt);
  const expires = expiresAt ? formatExpiry(expiresAt) : null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      {updated && (
        <span>
          <Trans>Updated {updated}</Trans>
        </span>
      )}
      {expires && (
        <span>
          <Trans>Expires {expires}</Trans>
        </span>
      )}
      {hasPassword && (
        <span>
          <Trans>Password protected</Trans>
        </span>
      )}
    </p>
  );
}
