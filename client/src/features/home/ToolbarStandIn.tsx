// The editor's toolbar painted before Quill exists: Quill's classes, icons and labels (TOOLBAR_GROUPS), so it
// looks exactly like the toolbar Quill builds, and works from the first paint. Pressing a control here does
// not move the caret out of the writing area (KEEPS_CARET_ATTRIBUTE); the press is handed to the owner,
// which replays it on Quill's toolbar once Quill has taken over. Clicks before the page has started are held
// and replayed with their selection (before-start/early-clicks.ts).
import { useLingui } from '@lingui/react';
import { HOLD_EARLY_CLICK_ATTRIBUTE, KEEPS_CARET_ATTRIBUTE, SHORTCUT_ATTRIBUTE } from '../../before-start/early-clicks.ts';
import { controlKey, NORMAL_TEXT, TOOLBAR_GROUPS, TOOLBAR_LABEL, type ToolbarControl } from '../../editor/toolbar-controls.ts';
import { PICKER_ICON, toolbarIcon } from '../../editor/toolbar-icons.ts';

export interface ToolbarStandInProps {
  /** Keys (controlKey) of the buttons shown as pressed. */
  pressed: ReadonlySet<string>;
  onPress: (control: ToolbarControl) => void;
}

const keeps = { [KEEPS_CARET_ATTRIBUTE]: '' };

export function ToolbarStandIn({ pressed, onPress }: ToolbarStandInProps) {
  const { i18n } = useLingui();
  return (
    <div role="toolbar" aria-label={i18n._(TOOLBAR_LABEL)} className="ql-toolbar ql-snow" {...keeps}>
      {TOOLBAR_GROUPS.map((group, index) => (
        <span key={index} className="ql-formats">
          {group.map((control) => {
            if (control.kind === 'picker') {
              const normal = control.options.find((option) => option.value === NORMAL_TEXT);
              return (
                <span key={control.format} className={`ql-${control.format} ql-picker`}>
                  <span
                    className="ql-picker-label"
                    role="button"
                    tabIndex={0}
                    aria-expanded="false"
                    aria-label={i18n._(control.label)}
                    data-label={normal ? i18n._(normal.label) : undefined}
                    {...{ [HOLD_EARLY_CLICK_ATTRIBUTE]: '' }}
                    onClick={() => onPress(control)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      onPress(control);
                    }}
                    dangerouslySetInnerHTML={{ __html: PICKER_ICON }}
                  />
                </span>
              );
            }
            const key = controlKey(control);
            const on = pressed.has(key);
            return (
              <button
                key={key}
                type="button"
                className={on ? `ql-${control.format} ql-active` : `ql-${control.format}`}
                value={control.value}
                aria-label={i18n._(control.label)}
                aria-pressed={on}
                {...{ [SHORTCUT_ATTRIBUTE]: control.shortcut }}
                onClick={() => onPress(control)}
                dangerouslySetInnerHTML={{ __html: toolbarIcon(control.format, control.value) }}
              />
            );
          })}
        </span>
      ))}
    </div>
  );
}
