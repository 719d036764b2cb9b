// The two ways this page ends a conflict with one text (docs/design.md §6.4): merging by itself where the two
// sides changed different words, and settling with the writer's choice where they changed the same ones. Both
// save the typing first; keys typed after that are merged into the stored result by the editor (editor-control.ts).
// The merge's code (Quill as the document model) loads only here, when a conflict needs it.
import type { MergeOutcome } from '../../data/local/on-demand/conflict-merge.ts';
import type { BothLabels, ConflictRegion, HunkChoices } from '../../data/local/on-demand/merge-resolve.ts';
import type { EditorControl } from './editor-control.ts';
import { isLiveTogether } from '../../data/local/live-state.ts';

const loadMerge = () => Promise.all([import('../../editor/html-delta.ts'), import('../../data/local/on-demand/conflict-merge.ts')]);

export type PageMergeOutcome = MergeOutcome | { kind: 'conflict'; regions: ConflictRegion[] | null };

/**
 * Merges the note's conflict if the two sides changed different words; else says where they overlap (null:
 * no base to tell, so only the whole versions can be compared).
 */
export async function mergeOnPage(shareId: string, editor: EditorControl, sides: { base?: string; mine: string; theirs: string }): Promise<PageMergeOutcome> {
  const [{ mergeNoteHtml, rebaseNoteHtml, conflictRegionsOfHtml }, { mergeConflict }] = await loadMerge();
  await editor.flush();
  // Typed while live with the others (docs/design.md §11.8): rebased by transform, never a question; typed apart: §6.4.
  const outcome = await mergeConflict(shareId, (base, mine, theirs) => (isLiveTogether(shareId) ? rebaseNoteHtml(base, mine, theirs) : mergeNoteHtml(base, mine, theirs)));
  if (outcome.kind !== 'conflict') return outcome;
  return { kind: 'conflict', regions: sides.base === undefined ? null : conflictRegionsOfHtml(sides.base, sides.mine, sides.theirs) };
}

/**
 * Ends the conflict with everything that did not overlap merged, and the choices where it did (one for all, or one
 * per region shown: 'conflict' when the note has other regions by now, to be shown and chosen again).
 */
export async function settleOnPage(shareId: string, editor: EditorControl, choices: HunkChoices, labels: BothLabels): Promise<MergeOutcome> {
  const [{ settleNoteHtml }, { mergeConflict }] = await loadMerge();
  await editor.flush();
  return mergeConflict(shareId, (base, mine, theirs) => settleNoteHtml(base, mine, theirs, choices, labels));
}
