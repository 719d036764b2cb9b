// When the home page builds Quill. Its chunk is run when the writer reaches for the editor, not at load: evaluating
// it is one long task on a phone, and the stand-in takes every key meanwhile. The service worker has the chunk
// cached by then (it precaches every build), so after the first visit it arrives without the network. Built at once
// for a note that has text, else once the writer reaches for the stand-in (or text arrives from another tab) — and
// never shown before the stored note is known, which the stand-in's text is added to. The component is held here
// rather than in React.lazy: lazy would suspend once even for a loaded chunk, and a loading placeholder in between
// would take the focus, and the keys, away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSettledComposition } from '../../platform/composition.ts';

const loadEditor = () => import('../../editor/NoteEditor.tsx');
type Editor = Awaited<ReturnType<typeof loadEditor>>['default'];

export interface QuillChunk {
  /** The editor component once its chunk has run. */
  Editor: Editor | null;
  /** Asks for the editor (the stand-in's first touch, key, paste, drop or toolbar press). */
  wake: () => void;
  /** Whether Quill takes the stand-in's place now. */
  shown: boolean;
}

/** `known`: the stored note has been read; `hasText`: it has text, so Quill is built at once. */
export function useQuillChunk(known: boolean, hasText: boolean): QuillChunk {
  const [Editor, setEditor] = useState<Editor | null>(null);
  const waking = useRef(false);
  const wake = useCallback(() => {
    if (waking.current) return;
    waking.current = true;
    // Offline without the chunk the stand-in stays, saving as it goes; the next touch tries again.
    loadEditor().then(
      (module) => setEditor(() => module.default),
      () => {
        waking.current = false;
      },
    );
  }, []);
  // Quill takes over between two words, never in the middle of one a phone keyboard is composing in the stand-in.
  const shown = useSettledComposition(Editor !== null && known);
  useEffect(() => {
    if (hasText) wake();
  }, [hasText, wake]);
  return { Editor, wake, shown };
}
