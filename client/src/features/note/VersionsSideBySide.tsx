// This device's version and the other one next to each other (stacked on phones), each under its heading: how the
// conflict panel shows both whole versions, and each stretch both sides changed.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export interface VersionsSideBySideProps {
  mine: ReactNode;
  theirs: ReactNode;
  /** When the other version was saved, formatted; null when unknown. */
  theirTime: string | null;
  className?: string;
}

export function VersionsSideBySide({ mine, theirs, theirTime, className = '' }: VersionsSideBySideProps) {
  return (
    <div className={`grid gap-3 md:grid-cols-2 ${className}`}>
      <div className="min-w-0">
        <h3 className="mb-1 text-sm font-semibold">
          <Trans>Your version</Trans>
        </h3>
        {mine}
      </div>
      <div className="min-w-0">
        <h3 className="mb-1 text-sm font-semibold">
          {theirTime ? <Trans>Other version ({theirTime})</Trans> : <Trans>Other version</Trans>}
        </h3>
        {theirs}
      </div>
    </div>
  );
}
