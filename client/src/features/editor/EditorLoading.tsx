// What stands in for the editor while Quill's chunk loads (and in the prerendered page): the editor's frame
// at its size — the toolbar's rows (Quill wraps them to two below 586 px and three below 344 px) and the
// writing area's minimum height (editor.css: 35vh on phones, 60vh from 40rem) — with the writing area's placeholder where Quill will put it, so nothing moves.
import { Trans } from '@lingui/react/macro';

export function EditorLoading({ placeholder }: { placeholder?: string }) {
  return (
    <div role="status" className="rounded-lg border border-slate-300 dark:border-slate-700">
      <div className="h-[91.5px] rounded-t-lg border-b border-slate-300 min-[344px]:h-[67px] min-[586px]:h-[42.5px] dark:border-slate-700" />
      <div className="min-h-[max(10rem,35vh)] py-4 sm:min-h-[60vh] pl-[15px] text-base leading-[1.6] text-slate-500 dark:text-slate-400">
        {placeholder ? (
          <>
            <span aria-hidden="true">{placeholder}</span>
            <span className="sr-only">
              <Trans>Loading the editor…</Trans>
            </span>
          </>
        ) : (
          <Trans>Loading the editor…</Trans>
        )}
      </div>
    </div>
  );
}
