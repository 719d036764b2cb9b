// Text that changed elsewhere (another tab, a conflict merged on this page: docs/design.md §6.4) arriving while
// the editor holds typing that is not saved yet. Replacing the text would lose the typing; ignoring the change
// would let the typing's save write over it. Where the two touch different words both are kept, as a merge of
// the editor's document model; where they collide the typing stays, as before.
import type Quill from 'quill';

/**
 * Merges `theirs` into what `editor` shows, both changed from `base` (HTML); false when they collide. Async only
 * for the merge's chunk: what the editor shows is read after it came, so keys pressed meanwhile are part of it.
 */
export async function mergeIntoEditor(editor: Quill, base: string, theirs: string): Promise<boolean> {
  const { mergeThreeWay } = await import('../../data/local/three-way-merge.ts');
  const mine = editor.getContents();
  const result = mergeThreeWay(editor.clipboard.convert({ html: base }), mine, editor.clipboard.convert({ html: theirs }));
  if (!('merged' in result)) return false;
  // As the writer's own change: the caret moves along with it, and the next autosave stores the merged text.
  editor.updateContents(mine.diff(result.merged), 'user');
  return true;
}
