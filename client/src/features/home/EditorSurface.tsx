// The home page's editor before Quill is built. Building Quill is the heaviest work of the home page (a third
// of a second of main thread on a phone), so the page starts on this stand-in: Quill's frame, toolbar and
// writing area with Quill's own classes (so nothing moves or changes when Quill takes over), painted in the
// prerendered HTML and typeable from the first paint — before the app has started, before the stored note
// is known. The browser keeps what is typed in the element itself; React never renders into it, so hydration
// leaves that text alone, and this component reads it once hydrated. Its first touch, key, paste, drop or
// toolbar press asks for the real editor (`onWake`); until Quill takes over (NoteEditor's `takeOver`), keys
// land here and nothing is lost in between. It is plain text to type in; a paste or drop with formatting or an
// image makes it a rich writing area (index.html's inline script, from the first paint), so what was pasted shows
// as it is and Quill takes it over as its own paste would (surface-text.ts, take-over.ts).

import { useEffect, useLayoutEffect, useRef } from 'react';
import { SHORTCUT_SCOPE_ATTRIBUTE } from '../../before-start/early-clicks.ts';
import { focusIsFree } from '../../editor/focus-on-arrival.ts';
import { UNMERGED_ATTRIBUTE } from '../../before-start/keep-typed-before-start.ts';
import { isNothingTyped, type Typed } from '../../data/local/typed-text.ts';
import { surfaceSelection, surfaceText, surfaceTyped, type TextRange } from '../../before-start/surface-text.ts';
import type { ToolbarControl } from '../../editor/toolbar-controls.ts';
import { ToolbarStandIn } from './ToolbarStandIn.tsx';

declare global {
  interface Window {
    /** index.html's inline script: the writing area was touched, pasted or dropped into before the app ran. */
    jotterWritingTouched?: boolean;
  }
}

export interface EditorSurfaceProps {
  label: string;
  placeholder: string;
  /** False until the stored note is known: the text typed meanwhile is not merged with it yet. */
  merged: boolean;
  /** True while the stored note is not shown yet (unknown, or waiting for Quill to show it). */
  busy: boolean;
  /** The writer reached for the editor: load and build it. */
  onWake: () => void;
  /** The content changed (line breaks included); also once at start for what was written before the app ran. */
  onInput: (typed: Typed) => void;
  /** The caret or selection moved (in the text's offsets); null when it left the writing area. */
  onSelect: (selection: TextRange | null) => void;
  /** A toolbar control was pressed, where the caret or selection then was. */
  onFormat: (control: ToolbarControl, at: TextRange) => void;
  /** Keys (controlKey) of the toolbar buttons to show as pressed. */
  pressed: ReadonlySet<string>;
  /** Take the focus when shown, unless the writer has already put it somewhere else. */
  autoFocus?: boolean;
  /** The stand-in leaves the page (Quill takes over): the name of its toolbar control that had the focus, if any. */
  onLeave?: (focusedControl: string | null) => void;
}

/** React never renders into the writing area: what the browser keeps there is the writer's text. */
const NOTHING = { __html: '' };

export function EditorSurface({ label, placeholder, merged, busy, onWake, onInput, onSelect, onFormat, pressed, autoFocus = false, onLeave }: EditorSurfaceProps) {
  const element = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The handlers are read when the browser reports something, never while rendering.
  const latest = useRef({ onInput, onSelect, onWake, onLeave });
  useLayoutEffect(() => {
    latest.current = { onInput, onSelect, onWake, onLeave };
  });

  // Run while the stand-in is still on the page, in the commit that removes it: the focus is still where the
  // writer put it, and the element that has it is about to go.
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      const onToolbar = active instanceof HTMLElement && active !== element.current && frame.current?.contains(active);
      latest.current.onLeave?.(onToolbar ? active.getAttribute('aria-label') : null);
    },
    [],
  );

  // In the commit that shows it (hydration included), before any later key: whatever was typed before the
  // app ran is the writer's text, and the writer has reached for the editor.
  useLayoutEffect(() => {
    const surface = element.current;
    if (!surface) return;
    // Plain text where the browser offers it (a pasted table would otherwise land as markup Quill rebuilds
    // differently); elsewhere a normal editable area, read as text all the same.
    if (surface.contentEditable !== 'plaintext-only') surface.contentEditable = 'true';
    const typed = surfaceTyped(surface);
    if (!isNothingTyped(typed)) {
      latest.current.onInput(typed);
      latest.current.onSelect(surfaceSelection(surface));
    }
    // Touched before the app ran (a tap, then perhaps a paste still to come): the writer reached for the editor.
    if (!isNothingTyped(typed) || window.jotterWritingTouched) latest.current.onWake();
    if (autoFocus && focusIsFree(surface)) surface.focus();
    // Only the first commit can find text typed before the app ran; later typing arrives as input events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const report = () => {
      if (element.current) latest.current.onSelect(surfaceSelection(element.current));
    };
    document.addEventListener('selectionchange', report);
    return () => document.removeEventListener('selectionchange', report);
  }, []);

  function press(control: ToolbarControl) {
    const surface = element.current;
    if (!surface) return;
    const at = surfaceSelection(surface);
    const end = surfaceText(surface).length;
    onFormat(control, at ?? { start: end, end });
    onWake();
  }

  return (
    <div ref={frame} className="note-editor" onPointerDown={onWake} {...{ [SHORTCUT_SCOPE_ATTRIBUTE]: '' }}>
      <ToolbarStandIn pressed={pressed} onPress={press} />
      <div className="quill">
        <div className="ql-container ql-snow">
          <div
            ref={element}
            className="ql-editor"
            data-stand-in=""
            {...{ [UNMERGED_ATTRIBUTE]: merged ? undefined : '' }}
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            aria-placeholder={placeholder}
            aria-busy={busy}
            data-placeholder={placeholder}
            contentEditable="plaintext-only"
            autoFocus={autoFocus}
            dangerouslySetInnerHTML={NOTHING}
            // Ctrl/⌘+B, I, U press the toolbar's buttons (early-clicks.ts), from the first paint on.
            onKeyDown={onWake}
            onPaste={onWake}
            onDrop={onWake}
            // A phone keyboard composes words without key presses.
            onCompositionStart={onWake}
            onInput={(event) => {
              const surface = event.currentTarget;
              // Emptied: no stray line break left behind, so the placeholder (CSS :empty) shows again.
              if (surfaceText(surface) === '' && !surface.querySelector('img')) surface.replaceChildren();
              onInput(surfaceTyped(surface));
              onSelect(surfaceSelection(surface));
            }}
          />
        </div>
      </div>
    </div>
  );
}
