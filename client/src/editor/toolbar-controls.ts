// The editor toolbar's controls, in their groups and order (docs/design.md §4.3: headings 1–3, bold/italic/underline/strike,
// ordered/bullet/check lists, link, quote, code block, clear formatting). Both toolbars are drawn from this
// list: the one Quill binds to (EditorToolbar) and the one painted before Quill exists (ToolbarStandIn), so
// they cannot drift apart, and a control pressed on the stand-in is found again on Quill's toolbar.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface ToolbarButton {
  kind: 'button';
  /** Quill's format name: the button's class is `ql-${format}`. */
  format: string;
  /** For formats with several buttons (lists): the button's value. */
  value?: string;
  label: MessageDescriptor;
  /** The letter that presses it with Ctrl/⌘ (Quill's own shortcuts). */
  shortcut?: string;
}

export interface ToolbarPicker {
  kind: 'picker';
  format: 'header';
  label: MessageDescriptor;
  options: Array<{ value: string; label: MessageDescriptor }>;
}

export type ToolbarControl = ToolbarButton | ToolbarPicker;

/** The toolbar's accessible name. */
export const TOOLBAR_LABEL = msg`Formatting`;

export const TOOLBAR_GROUPS: readonly (readonly ToolbarControl[])[] = [
  [
    {
      kind: 'picker',
      format: 'header',
      label: msg`Text style`,
      options: [
        { value: '1', label: msg`Heading 1` },
        { value: '2', label: msg`Heading 2` },
        { value: '3', label: msg`Heading 3` },
        { value: '', label: msg`Normal text` },
      ],
    },
  ],
  [
    { kind: 'button', format: 'bold', label: msg`Bold`, shortcut: 'b' },
    { kind: 'button', format: 'italic', label: msg`Italic`, shortcut: 'i' },
    { kind: 'button', format: 'underline', label: msg`Underline`, shortcut: 'u' },
    { kind: 'button', format: 'strike', label: msg`Strikethrough` },
  ],
  [
    { kind: 'button', format: 'list', value: 'ordered', label: msg`Numbered list` },
    { kind: 'button', format: 'list', value: 'bullet', label: msg`Bulleted list` },
    { kind: 'button', format: 'list', value: 'check', label: msg`Checklist` },
  ],
  [
    { kind: 'button', format: 'link', label: msg`Link` },
    { kind: 'button', format: 'blockquote', label: msg`Quote` },
    { kind: 'button', format: 'code-block', label: msg`Code block` },
  ],
  [{ kind: 'button', format: 'clean', label: msg`Clear formatting` }],
];

/** The option the picker shows when the line has no heading. */
export const NORMAL_TEXT = '';

/** A control's identity among the toolbar's controls. */
export function controlKey(control: ToolbarControl): string {
  return control.kind === 'button' && control.value !== undefined ? `${control.format}:${control.value}` : control.format;
}

/** A CSS selector for the control on a toolbar built from TOOLBAR_GROUPS (Quill's or the stand-in). */
export function controlSelector(control: ToolbarControl): string {
  if (control.kind === 'picker') return `.ql-${control.format}.ql-picker .ql-picker-label`;
  return control.value === undefined ? `button.ql-${control.format}` : `button.ql-${control.format}[value="${control.value}"]`;
}
