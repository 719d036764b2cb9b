// The one Quill editor of the app (home page and editable notes), lazy-loaded so only people who edit
// download Quill. Uncontrolled on purpose: typing never waits for IndexedDB. It reports changes as a
// reader function so the (costly) semantic HTML is built only when the caller actually saves. When `content`
// changes to something it did not produce itself (another tab, a version taken from the server, "take theirs"
// in a conflict) it merges that text with what was typed here since (editor-sync.ts): nothing typed is lost,
// and the caret stays where it was.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import type Quill from 'quill';
import { useLingui } from '@lingui/react/macro';
import { normalizeEditorHtml } from './editor-html.ts';
import { EDITOR_FORMATS as FORMATS } from './editor-formats.ts';
import { focusIsFree } from './focus-on-arrival.ts';
import { labelPickers, markTooltipActions } from './label-pickers.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { takeOverInto, type TakeOver } from './take-over.ts';
import { useStoredTextSync, type StoredTextLink } from './editor-sync.ts';
import type { ArrivalRule } from './merge-arrival.ts';
import { useQuill } from './use-quill.ts';

export interface EditorChange extends StoredTextLink {
  /** The current content as sanitizer-friendly HTML (built on call). */
  readHtml: () => string;
  /** True when the document holds nothing at all (cheap check for buttons). */
  isEmpty: boolean;
}

export interface NoteEditorProps {
  content: string;
  onChange: (change: EditorChange) => void;
  /** Accessible name of the writing area. */
  label: string;
  placeholder?: string;
  /** Take the focus when built, unless the writer has put it somewhere else on the page by then. */
  autoFocus?: boolean;
  /**
   * What was typed and chosen before this editor existed (the home page's EditorSurface, a note page's painted
   * text), read once when it is built; it replaces `content` as the writer's own typing, so it is saved like
   * any keystroke.
   */
  takeOver?: () => TakeOver | null;
  /** How a text arriving from elsewhere meets the typing here, asked at each arrival (merge-arrival.ts). */
  arrivalRule?: () => ArrivalRule;
  /** The Quill editor, once built (and null when it goes): a page draws over it (others' carets). */
  onEditor?: (editor: Quill | null) => void;
}

export default function NoteEditor({ content, onChange, label, placeholder, autoFocus = false, takeOver, arrivalRule, onEditor }: NoteEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const seenContent = useRef(content);
  const uniqueId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const toolbarId = `editor-toolbar-${uniqueId}`;
  // Quill keeps its tooltips (the link editor) inside this element instead of the whole page.
  const boundsId = `editor-${uniqueId}`;

  // New options would rebuild the editor, so they are made once per toolbar (the placeholder is set apart).
  const options = useMemo(
    () => ({
      theme: 'snow',
      formats: FORMATS,
      bounds: `#${boundsId}`,
      modules: {
        toolbar: { container: `#${toolbarId}` },
        // Tab moves focus out of the editor (no keyboard trap); in lists and code blocks it still indents. Quill's own
        // list shortcut answers key presses a phone keyboard never sends: markdown-shortcuts.ts does every block.
        keyboard: { bindings: { tab: null, 'list autofill': null } },
        clipboard: { matchVisual: false },
        // Every image format a note keeps (shared/sanitize-policy.ts), not only Quill's PNG and JPEG.
        uploader: { mimetypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
      },
    }),
    [toolbarId, boundsId],
  );
  // Declared before the effects below: they run in this order, and each needs Quill built.
  const quillRef = useQuill(host, options, content, reportUserChange);
  useLayoutEffect(() => {
    const editor = quillRef.current;
    if (editor) editor.root.dataset.placeholder = placeholder ?? '';
  }, [quillRef, placeholder]);

  // Markdown typed at the caret becomes formatting: "# " a heading, "**bold**" bold. Loaded once the editor is up, in
  // a chunk of its own: the home editor's first download has no room for it (docs/design.md §8), and a marker typed in
  // the moment before it arrives simply stays text.
  useEffect(() => {
    const editor = quillRef.current;
    if (!editor) return undefined;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./markdown-shortcuts.ts').then(({ installMarkdownShortcuts }) => {
      if (!gone) stop = installMarkdownShortcuts(editor);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [quillRef]);

  const textStyleLabel = t`Text style`;
  // Before the commit's other layout effects (the takeover below focuses the editor): the writing area never
  // has the focus without its role and name, which a screen reader would announce as an unnamed text.
  useLayoutEffect(() => {
    const editor = quillRef.current;
    if (!editor) return;
    editor.root.setAttribute('role', 'textbox');
    editor.root.setAttribute('aria-multiline', 'true');
    editor.root.setAttribute('aria-label', label);
    const toolbar = document.getElementById(toolbarId);
    if (toolbar) labelPickers(toolbar, textStyleLabel);
    markTooltipActions(editor.container);
  }, [quillRef, label, textStyleLabel, toolbarId]);

  const storedText = useStoredTextSync(content, () => quillRef.current, reportChange, arrivalRule);
  const latestOnEditor = useRef(onEditor);
  useEffect(() => {
    latestOnEditor.current = onEditor;
  });
  useEffect(() => {
    const editor = quillRef.current;
    latestOnEditor.current?.(editor);
    return () => latestOnEditor.current?.(null);
  }, [quillRef]);

  // The editor the take-over went into: React's development mode builds a second one, which gets it too.
  const takenOver = useRef<Quill | null>(null);
  // In the commit that builds Quill (its stand-in is gone from the page in that same commit): a key pressed
  // after it goes here, and everything pressed before is in the stand-in's text.
  // Once per editor: `takeOver` changes identity with the stored note (every autosave on the home page), and a
  // second run would pull the focus back into the editor from wherever the writer had put it.
  useLayoutEffect(() => {
    const editor = quillRef.current;
    if (!editor || takenOver.current === editor) return;
    takenOver.current = editor;
    const handOver = takeOver ? takeOver() : null;
    // A note page's writer who was typing into its painted text keeps the focus too (early-edit.ts).
    const focus = (autoFocus || handOver?.kind === 'edited') && focusIsFree();
    if (handOver) takeOverInto(editor, document.getElementById(toolbarId), handOver, focus);
    else if (focus) editor.focus();
    // The stand-in's text is built on the stored text it last knew; another tab may have saved since.
    if (handOver?.kind === 'stand-in') {
      storedText.link.wasStored(handOver.basis);
      if (handOver.basis !== content) storedText.receive(content);
    }
  }, [quillRef, autoFocus, takeOver, toolbarId, storedText, content]);

  function reportUserChange(editor: Quill) {
    reportChange(editor, storedText.link);
  }

  function reportChange(editor: Quill, link: StoredTextLink) {
    onChange({
      isEmpty: editor.getLength() <= 1,
      readHtml: () => {
        const html = normalizeEditorHtml(editor.getSemanticHTML());
        storedText.gave(html);
        return html;
      },
      ...link,
    });
  }

  useEffect(() => {
    const editor = quillRef.current;
    // Only a change of `content` counts, and not the echo of something this editor wrote.
    if (!editor || content === seenContent.current) return;
    seenContent.current = content;
    // Its own text coming back (a save of its lineage, or a text it gave that another writer stored first) is
    // recognised by the one memory of it (stored-echoes.ts); anything else is merged in.
    storedText.arrive(content);
  }, [quillRef, content, storedText]);

  // Snow's link tooltip words come from CSS; these variables put the translated words there instead.
  const tooltipWords = {
    '--editor-visit-url': JSON.stringify(t`Visit URL:`),
    '--editor-enter-link': JSON.stringify(t`Enter link:`),
    '--editor-edit': JSON.stringify(t`Edit`),
    '--editor-remove': JSON.stringify(t`Remove`),
    '--editor-save': JSON.stringify(t`Save`),
  } as CSSProperties;

  return (
    <div id={boundsId} className="note-editor" style={tooltipWords}>
      <EditorToolbar id={toolbarId} />
      <div ref={host} />
    </div>
  );
}
