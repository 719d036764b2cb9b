// What stands in for the editor while Quill's chunk loads: the same size, so the page does not jump.
import { Trans } from '@lingui/react/macro';

export function EditorLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] items-center justify-center rounded-lg border border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400"
    >
      <Trans>Loading the editor…</Trans>
    </div>
  );
}
