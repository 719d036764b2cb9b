// What shows while a page's chunk loads on client-side navigation (the first page is preloaded).
import { Trans } from '@lingui/react/macro';

export function PageLoading() {
  return (
    <div role="status" className="flex justify-center px-4 py-16 text-sm text-slate-600 dark:text-slate-300">
      <Trans>Loading…</Trans>
    </div>
  );
}
