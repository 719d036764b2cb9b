// Notes as the editor's document model (Quill Deltas) for the three-way merge of a conflict (docs/design.md
// §6.4): HTML is read the way the editor reads it (its clipboard, with the editor's formats) and written
// back the way the editor saves it. One detached Quill does both; it is loaded only when a conflict needs it.
import Quill from 'quill';
import type Delta from 'quill-delta';
import { conflictRegions, resolveHunks, StaleChoicesError, type BothLabels, type ConflictRegion, type HunkChoices } from '../data/local/on-demand/merge-resolve.ts';
import { mergeThreeWay } from '../data/local/on-demand/three-way-merge.ts';
import { rebaseThreeWay } from '../data/local/on-demand/live-rebase.ts';
import { normalizeEditorHtml } from './editor-html.ts';
import { EDITOR_FORMATS } from './editor-formats.ts';

let detached: Quill | null = null;

function model(): Quill {
  detached ??= new Quill(document.createElement('div'), { formats: EDITOR_FORMATS });
  return detached;
}

function toDelta(html: string): Delta {
  return model().clipboard.convert({ html });
}

function toHtml(doc: Delta): string {
  const quill = model();
  quill.setContents(doc, 'silent');
  return normalizeEditorHtml(quill.getSemanticHTML());
}

/** The merged note, or null when both sides changed the same words (the user chooses then). */
export function mergeNoteHtml(base: string, mine: string, theirs: string): string | null {
  const result = mergeThreeWay(toDelta(base), toDelta(mine), toDelta(theirs));
  return 'merged' in result ? toHtml(result.merged) : null;
}

/** This device's edit rebased on the server's by transform, for edits made together while live (never null). */
export function rebaseNoteHtml(base: string, mine: string, theirs: string): string {
  return toHtml(rebaseThreeWay(toDelta(base), toDelta(mine), toDelta(theirs)));
}

/** The stretches both sides changed, each in its paragraph, or null when the two merge by themselves. */
export function conflictRegionsOfHtml(base: string, mine: string, theirs: string): ConflictRegion[] | null {
  const docs = [toDelta(mine), toDelta(theirs)] as const;
  const result = mergeThreeWay(toDelta(base), ...docs);
  return 'merged' in result ? null : conflictRegions(...docs, result.conflict.hunks);
}

/**
 * The note with both sides' edits: merged where they touch different words, and where they touch the same
 * ones, the chosen text there ('both': each side's under its label). Null only when per-hunk choices no longer
 * fit the note's hunks (it changed since the writer chose): the writer is asked again.
 */
export function settleNoteHtml(base: string, mine: string, theirs: string, choices: HunkChoices, labels: BothLabels): string | null {
  const docs = [toDelta(base), toDelta(mine), toDelta(theirs)] as const;
  const result = mergeThreeWay(...docs);
  if ('merged' in result) return toHtml(result.merged);
  try {
    return toHtml(resolveHunks(...docs, result.conflict.hunks, choices, labels));
  } catch (error) {
    if (error instanceof StaleChoicesError) return null;
    throw error;
  }
}
