// Tells a reader, quietly, that the note they read just changed in place (docs/design.md §11.8): a polite live region,
// empty until a newer version than the one first shown arrives, so nothing is announced on opening; its line is
// there from the start, so the text under it does not move when the words come.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';

export function UpdatedJustNow({ version }: { version: number }) {
  const [first] = useState(version);
  return (
    <span role="status" aria-live="polite" className="block min-h-5 text-sm text-slate-600 dark:text-slate-400" data-testid="updated-just-now">
      {version > first && <Trans>Updated just now</Trans>}
    </span>
  );
}
