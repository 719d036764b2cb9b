// The home page's writing area before Quill is built. Building Quill is the heaviest work of the home page
// (a third of a second of main thread on a phone), so a blank note starts on this light stand-in: painted
// in the prerendered page, typeable (plain text) once the stored note is known to be blank, focused and
// saved like the editor. The first touch, key, paste or drop asks for the real editor (`onWake`); until it
// takes over (NoteEditor's `takeOver`), keystrokes land here and nothing is lost in between. Same frame
// and place as Quill (editor-frame.ts), and the same element from the first paint on, so nothing moves.
import { useLayoutEffect, useRef, useState } from 'react';
import { FRAME_CLASSES, TOOLBAR_CLASSES, WRITING_AREA_CLASSES } from './editor-frame.ts';
import { focusIsFree } from './focus-on-arrival.ts';

export interface EditorSurfaceProps {
  label: string;
  placeholder: string;
  /** False until the stored note is known (and blank): typing now could not be merged with it. */
  editable: boolean;
  /** The writer reached for the editor: load and build it. */
  onWake: () => void;
  /**
   * The text changed, line breaks included. Read on every input, while the element is on the page: once
   * removed, a browser that writes lines as elements would lose them from its text.
   */
  onInput: (text: string) => void;
  /** Take the focus once typeable, unless the writer has already put it somewhere else. */
  autoFocus?: boolean;
}

export function EditorSurface({ label, placeholder, editable, onWake, onInput, autoFocus = false }: EditorSurfaceProps) {
  const element = useRef<HTMLDivElement>(null);
  const [blank, setBlank] = useState(true);

  // Before paint and before any key can arrive: editable and focused in the commit that allows it.
  useLayoutEffect(() => {
    const surface = element.current;
    if (!surface || !editable) return;
    // Plain text only where the browser offers it (a pasted table would otherwise land as markup Quill
    // rebuilds differently); elsewhere a normal editable area, read as text all the same.
    surface.contentEditable = 'plaintext-only';
    if (surface.contentEditable !== 'plaintext-only') surface.contentEditable = 'true';
    if (autoFocus && focusIsFree(surface)) surface.focus();
  }, [editable, autoFocus]);

  const wake = editable ? onWake : undefined;
  return (
    <div className={FRAME_CLASSES} onPointerDown={wake}>
      <div className={TOOLBAR_CLASSES} />
      <div className="relative">
        {blank && (
          <span aria-hidden="true" className="pointer-events-none absolute top-4 left-[15px] text-base leading-[1.6] text-slate-500 dark:text-slate-400">
            {placeholder}
          </span>
        )}
        <div
          ref={element}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-placeholder={placeholder}
          aria-readonly={!editable}
          aria-busy={!editable}
          tabIndex={0}
          onKeyDown={wake}
          onPaste={wake}
          onDrop={wake}
          onInput={(event) => {
            const text = event.currentTarget.innerText.replace(/\n$/, '');
            setBlank(text === '');
            onInput(text);
          }}
          className={`${WRITING_AREA_CLASSES} rounded-b-lg px-5 whitespace-pre-wrap break-words text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-green-600 dark:text-slate-100`}
        />
      </div>
    </div>
  );
}
