// Quill on an element of the page: built in the commit that mounts it (so the commit's other layout effects, the
// take-over among them, find it), holding `initialHtml` with no undo step for it, and torn down with the element.
// It replaces react-quill-new, which on every key serialised the whole document to HTML, twice (its value, then
// again to compare): work that grows with the note, on the typing path, ~40 ms a key in a 100 KB note on a phone.
// Here a change by the writer only calls `onUserChange`; the caller builds the HTML when it saves.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import Quill, { type QuillOptions } from 'quill';

export function useQuill(
  host: RefObject<HTMLDivElement | null>,
  options: QuillOptions,
  initialHtml: string,
  onUserChange: (quill: Quill) => void,
): RefObject<Quill | null> {
  const quill = useRef<Quill | null>(null);
  const latest = useRef({ initialHtml, onUserChange });
  useLayoutEffect(() => {
    latest.current = { initialHtml, onUserChange };
  });

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const area = element.appendChild(document.createElement('div'));
    const editor = new Quill(area, options);
    editor.setContents(editor.clipboard.convert({ html: latest.current.initialHtml }), Quill.sources.SILENT);
    // The note as it was loaded is where Undo stops: Ctrl+Z never empties the editor of the stored text.
    editor.history.clear();
    const onTextChange = (_delta: unknown, _before: unknown, source: string) => {
      if (source === Quill.sources.USER) latest.current.onUserChange(editor);
    };
    editor.on(Quill.events.TEXT_CHANGE, onTextChange);
    quill.current = editor;
    return () => {
      editor.off(Quill.events.TEXT_CHANGE, onTextChange);
      quill.current = null;
      area.remove();
    };
  }, [host, options]);

  return quill;
}
