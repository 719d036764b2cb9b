// What the stand-in (EditorSurface) holds for Quill to take over: what was written there, where the caret is, the
// formats chosen on its toolbar and the control that had the focus; and which toolbar buttons show as pressed.
import { useCallback, useMemo, useRef, useState } from 'react';
import { NOTHING_TYPED, type Typed } from '../../data/local/typed-text.ts';
import type { TextRange } from '../../before-start/surface-text.ts';
import type { HeldFormat } from '../../editor/take-over.ts';
import { controlKey, type ToolbarControl } from '../../editor/toolbar-controls.ts';

export function useStandIn() {
  const typed = useRef<Typed>(NOTHING_TYPED);
  const selection = useRef<TextRange | null>(null);
  const held = useRef<HeldFormat[]>([]);
  const focusedControl = useRef<string | null>(null);
  const [pressed, setPressed] = useState<ReadonlySet<string>>(new Set());
  const hold = useCallback((control: ToolbarControl, at: TextRange) => {
    held.current = [...held.current, { control, range: at }];
    if (control.kind !== 'button' || control.format === 'link' || control.format === 'clean') return;
    // Pressed once it is on, as Quill's own buttons show it (a list value replaces the other list values).
    const key = controlKey(control);
    setPressed((now) => {
      const next = new Set([...now].filter((other) => other === key || !other.startsWith(`${control.format}:`)));
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  /** The held formats over what they apply to: their selection, or what was typed after them up to the caret. */
  const heldFormats = useCallback((): HeldFormat[] => {
    const caret = selection.current?.end ?? typed.current.text.length;
    return held.current.map(({ control, range }) => ({
      control,
      range: range.start === range.end ? { start: range.start, end: Math.max(range.start, caret) } : range,
    }));
  }, []);
  return useMemo(
    () => ({
      typed,
      selection,
      pressed,
      hold,
      heldFormats,
      focusedControl,
      /** The stand-in's text changed. */
      input: (now: Typed) => {
        typed.current = now;
      },
      /** Its caret or selection moved. */
      select: (range: TextRange | null) => {
        selection.current = range;
      },
      /** The focus left its toolbar's `control` (null: the writing area). */
      leave: (control: string | null) => {
        focusedControl.current = control;
      },
    }),
    [pressed, hold, heldFormats],
  );
}

export type StandIn = ReturnType<typeof useStandIn>;
