// The placeholder while a note is being found (probe, fetch, or the editor's chunk).
import { Trans } from '@lingui/react/macro';

export function NoteLoading() {
  return (
    <p role="status" className="mx-auto max-w-4xl px-4 py-16 text-center text-slate-600 dark:text-slate-400">
      <Trans>Loading note…</Trans>
    </p>
  );
}
