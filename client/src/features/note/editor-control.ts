// What the note page's parts (History, the conflict merge and the conflict panel) may ask of its open editor,
// and the one way they replace its text from outside without losing a key: hold the autosave, store the new
// text, hand the change to the editor (which merges in whatever was typed meanwhile), then let it save.
import type { MergeOutcome } from '../../data/local/conflict-merge.ts';
import type { MergeAll } from '../editor/NoteEditor.tsx';

export interface EditorControl {
  /** Writes typing the autosave has not stored yet, so a change from outside never races it. */
  flush: () => Promise<void>;
  /** Shows the note's stored text afresh (after a restore or its undo). */
  reload: () => void;
  /** Stops the autosave writing until the returned release is called. */
  hold: () => () => void;
  /** The stored text went `from` → `to`: the editor shows it, merging in keys typed since (editor's absorb). */
  absorb: (from: string, to: string, merge: MergeAll) => void;
}

/**
 * Runs `store` (which replaces the stored text and says from what to what) with the autosave held, and hands
 * the change to the editor before anything typed meanwhile can be saved over it. Keys typed between the flush
 * and the new text reaching the editor are merged into it with `merge` as a third change.
 */
export async function replaceWithTypingHeld(editor: EditorControl, store: () => Promise<MergeOutcome>, merge: MergeAll): Promise<MergeOutcome> {
  await editor.flush();
  const release = editor.hold();
  try {
    const outcome = await store();
    if (outcome.kind === 'merged') editor.absorb(outcome.from, outcome.to, merge);
    return outcome;
  } finally {
    release();
  }
}
