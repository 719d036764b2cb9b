// What stands in for the editor while Quill's chunk loads (and in the prerendered page): the editor's frame
// at its size, with the writing area's placeholder where Quill will put it, so nothing moves.
import { Trans } from '@lingui/react/macro';
import { FRAME_CLASSES, TOOLBAR_CLASSES, WRITING_AREA_CLASSES } from './editor-frame.ts';

export function EditorLoading({ placeholder }: { placeholder?: string }) {
  return (
    <div role="status" className={FRAME_CLASSES}>
      <div className={TOOLBAR_CLASSES} />
      <div className={`${WRITING_AREA_CLASSES} pl-[15px] text-slate-500 dark:text-slate-400`}>
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
