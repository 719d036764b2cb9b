// Merges a stored text that arrived from elsewhere into the editor (editor-sync.ts), three ways on the editor's
// document model: the stored text the editor's own was built on, what the editor holds now, the arrival.
// Loaded only when a text arrives from elsewhere, not with the editor.
import type Quill from 'quill';
import type Delta from 'quill-delta';
import { mergeThreeWay } from '../data/local/on-demand/three-way-merge.ts';
import { arrivalChange } from '../data/local/on-demand/live-rebase.ts';

/**
 * Quill's HTML reading leaves out a document's final line break, which its editor always has: without it the
 * editor's own text would differ from its stored copy by that break, a change at the end that collides with any
 * change to the last line.
 */
function endingInLineBreak(doc: Delta): Delta {
  const last = doc.ops.at(-1)?.insert;
  return typeof last === 'string' && last.endsWith('\n') ? doc : doc.insert('\n');
}

/**
 * How an arrival meets the typing it finds: `words` (two tabs, a copy from the server) by the three-way merge that
 * widens changes to words; `transform` (a change another writer made while both were live, docs/design.md §11.8) by
 * transform alone, keeping both sides' keys even inside one word.
 */
export type ArrivalRule = 'words' | 'transform';

/** Puts `arrival` into `editor`, keeping what was typed there since `basis`; true when that typing is not in `arrival`. */
export function mergeArrival(editor: Quill, basis: string, arrival: string, rule: ArrivalRule = 'words'): boolean {
  const current = editor.getContents();
  const read = (html: string) => endingInLineBreak(editor.clipboard.convert({ html }));
  const theirs = read(arrival);
  if (rule === 'transform') {
    // Mine goes first at one spot, as the stored text's rebase puts it (live-rebase.ts).
    const change = arrivalChange(read(basis), current, theirs);
    if (change.ops.length > 0) editor.updateContents(change, 'silent');
    return editor.getContents().diff(theirs).ops.length > 0;
  }
  const result = mergeThreeWay(read(basis), current, theirs);
  // Both sides changed the same words at the same moment: neither is dropped — the arrival follows this editor's
  // text, as "Keep both" of a conflict does, and the writer tidies up what they see twice.
  const merged = 'merged' in result ? result.merged : current.concat(theirs);
  const change = current.diff(merged);
  // Applied as a change, not a new document: Quill moves the caret and selection along with it.
  if (change.ops.length > 0) editor.updateContents(change, 'silent');
  return merged.diff(theirs).ops.length > 0;
}
