// The text of a tool page, kept in this browser between visits (localStorage key
// `jotter:tool-text:<tool>`). Writes wait until typing pauses and are flushed when the page is hidden or
// left, so a reload or a closed tab never loses what was typed. The stored text is read after the first
// render (before paint): the page is prerendered empty, and hydrating must find what the server sent.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type ToolName = 'word-counter' | 'character-counter';

const WRITE_DELAY_MS = 300;

const storageKey = (tool: ToolName): string => `jotter:tool-text:${tool}`;

function readText(tool: ToolName): string {
  try {
    return localStorage.getItem(storageKey(tool)) ?? '';
  } catch {
    // Storage blocked (privacy settings): the tool still works, it just forgets.
    return '';
  }
}

/** Stores the text; false when the browser refused (quota full or storage blocked). */
function writeText(tool: ToolName, text: string): boolean {
  try {
    if (text === '') localStorage.removeItem(storageKey(tool));
    else localStorage.setItem(storageKey(tool), text);
    return true;
  } catch {
    return false;
  }
}

export interface ToolText {
  text: string;
  setText: (text: string) => void;
  clear: () => void;
  /** False when the text could not be kept on this device (too large for the browser's storage). */
  stored: boolean;
}

export function useToolText(tool: ToolName): ToolText {
  const [text, setText] = useState('');
  const [stored, setStored] = useState(true);
  // Until the stored text is read, the empty first render must never be taken for something to write.
  const [restored, setRestored] = useState(false);
  // What storage holds, and the newer text waiting to be written (null when there is none).
  const saved = useRef(text);
  const unsaved = useRef<string | null>(null);

  useLayoutEffect(() => {
    const kept = readText(tool);
    saved.current = kept;
    // Text typed into the prerendered box before hydration (ToolTextArea hands it over) wins. Read here, not
    // in useState's initializer: the hydrating render must match the prerendered (empty) box.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText((current) => (current === '' ? kept : current));
    setRestored(true);
  }, [tool]);

  const flush = useCallback(() => {
    const pending = unsaved.current;
    if (pending === null) return;
    unsaved.current = null;
    const ok = writeText(tool, pending);
    if (ok) saved.current = pending;
    setStored(ok);
  }, [tool]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    if (!restored || text === saved.current) {
      unsaved.current = null;
      return;
    }
    unsaved.current = text;
    const timer = window.setTimeout(flush, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, restored, flush]);

  const clear = useCallback(() => setText(''), []);
  return { text, setText, clear, stored };
}
