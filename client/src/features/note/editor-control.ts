// What the note page's parts (History, the conflict merge and the conflict panel) may ask of its open editor. A
// text they store from outside (a merged or chosen conflict text) needs nothing more: the editor's next save is
// refused while the stored text is not the one its own is built on, and the editor merges the new text with
// whatever was typed meanwhile (editor/editor-sync.ts).
export interface EditorControl {
  /** Writes typing the autosave has not stored yet, so what is merged from outside includes it. */
  flush: () => Promise<void>;
  /** Shows the note's stored text afresh (after a restore or its undo). */
  reload: () => void;
}
