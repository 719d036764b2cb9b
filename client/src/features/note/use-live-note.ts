// Keeps an editable note live while its page is open (docs/design.md §11.8): its live stream (data/sync/live-note.ts),
// this editor's caret told to the others, theirs drawn over the editor (editor/remote-carets.ts), and how many others
// have the note open. A note whose create has not reached the server yet has nothing to be live with.
import { useEffect, useRef, useState } from 'react';
import type Quill from 'quill';
import { openLiveNote, type LiveNote } from '../../data/sync/on-demand/live-note.ts';
import { settledTogether } from '../../data/local/live-state.ts';
import type { LocalNote } from '../../data/local/types.ts';
import type { RemoteCarets } from '../../editor/remote-carets.ts';

const loadRebase = () => import('../../editor/html-delta.ts').then((module) => module.rebaseNoteHtml);

/** How many others have the note open (null: not connected), and the hook for the editor once built. */
export function useLiveNote(note: LocalNote, editor: Quill | null): number | null {
  const { shareId, editId } = note;
  const created = note.version > 0;
  const [others, setOthers] = useState<number | null>(null);
  const live = useRef<LiveNote | null>(null);
  const carets = useRef<RemoteCarets | null>(null);
  const lastCarets = useRef<Parameters<RemoteCarets['set']>[0]>([]);
  const othersHere = useRef(false);
  useEffect(() => {
    othersHere.current = (others ?? 0) > 0;
  });

  useEffect(() => {
    if (!created) return;
    const session = openLiveNote({
      shareId,
      editId,
      rebase: loadRebase,
      presence(presence) {
        setOthers(presence.editors + presence.readers);
        lastCarets.current = presence.carets;
        carets.current?.set(presence.carets);
      },
      gone() {
        setOthers(null);
      },
    });
    live.current = session;
    return () => {
      session.close();
      live.current = null;
      setOthers(null);
    };
  }, [shareId, editId, created]);

  // Everything sent while connected: the next edits are made together (live-state.ts).
  const synced = note.syncStatus === 'synced';
  useEffect(() => {
    if (synced && others !== null) settledTogether(shareId);
  }, [synced, others, shareId]);

  // An end-to-end encrypted note's caret is a plaintext position: never sent (docs/design.md §11.4).
  const encrypted = note.key !== undefined;
  useEffect(() => {
    if (!editor || encrypted) return;
    let drawn: RemoteCarets | null = null;
    let gone = false;
    void import('../../editor/remote-carets.ts').then(({ RemoteCarets }) => {
      if (gone) return;
      drawn = new RemoteCarets(editor);
      drawn.set(lastCarets.current);
      carets.current = drawn;
    });
    const tell = (): void => {
      // Nobody else here: nobody to tell (a newcomer sees this caret at its next move).
      if (!othersHere.current) return;
      const range = editor.getSelection();
      if (range) live.current?.caret({ index: range.index, length: range.length });
    };
    editor.on('selection-change', tell);
    editor.on('text-change', tell);
    return () => {
      gone = true;
      editor.off('selection-change', tell);
      editor.off('text-change', tell);
      drawn?.destroy();
      carets.current = null;
    };
  }, [editor, encrypted]);

  return others;
}
